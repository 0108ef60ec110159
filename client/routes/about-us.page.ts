import { definePage, PAGE_BUDGET } from './page-definition';

export const aboutUsPage = definePage('aboutUs', {
  id: 'about-us',
  nav: { order: 4 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
});
