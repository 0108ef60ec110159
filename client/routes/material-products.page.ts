import { definePage, PAGE_BUDGET } from './page-definition';

export const materialProductsPage = definePage('material', {
  id: 'material-products',
  // Named by the material shown.
  label: /*i18n*/ { id: 'Material' },
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
});
