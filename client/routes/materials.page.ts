import { definePage, PAGE_BUDGET } from './page-definition';

export const materialsPage = definePage('materials', {
  id: 'materials',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
