import { definePage, PAGE_BUDGET } from './page-definition';

export const tradingPage = definePage({
  id: 'trading',
  pattern: '/trading',
  label: 'Trading terms',
  footer: { order: 1 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
  lazy: () => import('./trading.route'),
});
