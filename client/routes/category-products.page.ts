import { definePage, PAGE_BUDGET } from './page-definition';

export const categoryProductsPage = definePage('category', {
  id: 'category-products',
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
});
