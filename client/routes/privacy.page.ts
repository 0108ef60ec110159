import { definePage, PAGE_BUDGET } from './page-definition';

/** What the company does with the personal data its forms collect, and the buyer's rights over it (GDPR). */
export const privacyPage = definePage('privacy', {
  id: 'privacy',
  footer: { order: 2 },
  sitemap: { lastmod: 'site' },
  cache: 'kept',
  content: true,
  budget: PAGE_BUDGET,
});
