import { definePage, PAGE_BUDGET } from './page-definition';

export const materialsPage = definePage('materials', {
  id: 'materials',
  label: /*i18n*/ { id: 'Materials' },
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
