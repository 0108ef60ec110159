import { definePage, PAGE_BUDGET } from './page-definition';

export const tradingPage = definePage('trading', {
  id: 'trading',
  footer: { order: 1 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
});
