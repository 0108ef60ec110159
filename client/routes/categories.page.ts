import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/categories/page/:page';

export const categoriesPage = definePage({
  id: 'categories',
  pattern: PATTERN,
  href: (page = 1) => fillPattern(PATTERN, { page }),
  section: '/categories',
  label: 'Categories',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./categories.route'),
});
