import { definePage, fillPattern } from './page-definition';

const PATTERN = '/product/:path';

export const productPage = definePage({
  id: 'product',
  pattern: PATTERN,
  href: (path: string) => fillPattern(PATTERN, { path }),
  // Named by the product shown.
  label: 'Product',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: { jsKb: 121, targetKb: 150 },
  lazy: () => import('./product.route'),
});
