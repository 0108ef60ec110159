import { definePage, PAGE_BUDGET } from './page-definition';

export const productPage = definePage('product', {
  id: 'product',
  sitemap: { lastmod: 'items' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
