import { definePage, PAGE_BUDGET } from './page-definition';

export const productsPage = definePage('products', {
  id: 'products',
  label: /*i18n*/ { id: 'Products' },
  sitemap: { lastmod: 'items' },
  filter: true,
  cache: 'kept',
  budget: PAGE_BUDGET,
});
