import { definePage, PAGE_BUDGET } from './page-definition';

export const faqsPage = definePage({
  id: 'faqs',
  pattern: '/faqs',
  label: 'FAQs',
  nav: { order: 6 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  budget: PAGE_BUDGET,
  lazy: () => import('./faqs.route'),
});
