import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/product/:path';

export const productPage = definePage({
  id: 'product',
  pattern: PATTERN,
  href: (path: string) => fillPattern(PATTERN, { path }),
  // Named by the product shown.
  label: 'Product',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./product.route'),
});
