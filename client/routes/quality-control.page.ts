import { definePage, PAGE_BUDGET } from './page-definition';

export const qualityControlPage = definePage({
  id: 'quality-control',
  pattern: '/quality-control',
  label: 'Quality Control',
  nav: { order: 1 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
  lazy: () => import('./quality-control.route'),
});
