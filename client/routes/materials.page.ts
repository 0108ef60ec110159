import { definePage, fillPattern, PAGE_BUDGET } from './page-definition';

const PATTERN = '/materials/page/:page';

export const materialsPage = definePage({
  id: 'materials',
  pattern: PATTERN,
  href: (page = 1) => fillPattern(PATTERN, { page }),
  section: '/materials',
  label: 'Materials',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./materials.route'),
});
