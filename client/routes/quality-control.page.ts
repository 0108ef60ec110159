import { definePage, PAGE_BUDGET } from './page-definition';

export const qualityControlPage = definePage('qualityControl', {
  id: 'quality-control',
  nav: { order: 1 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
});
