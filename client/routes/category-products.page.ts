import { definePage, PAGE_BUDGET } from './page-definition';

export const categoryProductsPage = definePage('category', {
  id: 'category-products',
  // Named by the category shown.
  label: /*i18n*/ { id: 'Category' },
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
});
