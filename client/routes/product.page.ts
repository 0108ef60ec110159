import { definePage, PAGE_BUDGET } from './page-definition';

export const productPage = definePage('product', {
  id: 'product',
  // Named by the product shown.
  label: /*i18n*/ { id: 'Product' },
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
