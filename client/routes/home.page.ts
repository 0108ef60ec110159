import { definePage, PAGE_BUDGET } from './page-definition';

export const homePage = definePage('home', {
  id: 'home',
  sitemap: { lastmod: 'catalogue' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
