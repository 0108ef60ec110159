import { definePage, PAGE_BUDGET } from './page-definition';

export const productPage = definePage('product', {
  id: 'product',
  // Named by the product shown.
  label: 'Product',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
