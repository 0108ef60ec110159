import { definePage, PAGE_BUDGET } from './page-definition';

export const howWeMakePage = definePage('howWeMake', {
  id: 'how-we-make',
  nav: { order: 2 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
});
