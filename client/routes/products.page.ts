import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/products/page/:page';

export const productsPage = definePage({
  id: 'products',
  pattern: PATTERN,
  href: (page = 1) => fillPattern(PATTERN, { page }),
  section: '/products',
  label: 'Products',
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./products.route'),
});
