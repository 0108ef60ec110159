import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/materials/:path/page/:page';

export const materialProductsPage = definePage({
  id: 'material-products',
  pattern: PATTERN,
  href: (path: string, page = 1) => fillPattern(PATTERN, { path, page }),
  // Named by the material shown.
  label: 'Material',
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./material-products.route'),
});
