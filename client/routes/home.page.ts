import { definePage, PAGE_BUDGET } from './page-definition';

export const homePage = definePage({
  id: 'home',
  pattern: '/',
  label: 'Home',
  sitemap: { lastmod: 'catalogue' },
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./home.route'),
});
