import { definePage, PAGE_BUDGET } from './page-definition';

export const certificatesPage = definePage('certificates', {
  id: 'certificates',
  footer: { order: 2 },
  sitemap: { lastmod: 'site' },
  // Kept until the content changes; the content revision moves on the day a certificate stops being valid.
  cache: 'kept',
  budget: PAGE_BUDGET,
});
