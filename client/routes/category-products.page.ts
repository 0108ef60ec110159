import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/categories/:path/page/:page';

export const categoryProductsPage = definePage({
  id: 'category-products',
  pattern: PATTERN,
  href: (path: string, page = 1) => fillPattern(PATTERN, { path, page }),
  // Named by the category shown.
  label: 'Category',
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./category-products.route'),
});
