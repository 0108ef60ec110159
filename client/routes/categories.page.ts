import { definePage, PAGE_BUDGET } from './page-definition';

export const categoriesPage = definePage('categories', {
  id: 'categories',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
