import { definePage, PAGE_BUDGET } from './page-definition';

export const productsPage = definePage('products', {
  id: 'products',
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
});
