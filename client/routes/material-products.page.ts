import { definePage, PAGE_BUDGET } from './page-definition';

export const materialProductsPage = definePage('material', {
  id: 'material-products',
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
});
