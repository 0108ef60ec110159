import { definePage, PAGE_BUDGET } from './page-definition';

export const faqsPage = definePage('faqs', {
  id: 'faqs',
  nav: { order: 6 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  budget: PAGE_BUDGET,
});
