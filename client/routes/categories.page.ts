import { definePage, PAGE_BUDGET } from './page-definition';

export const categoriesPage = definePage('categories', {
  id: 'categories',
  label: /*i18n*/ { id: 'Categories' },
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
