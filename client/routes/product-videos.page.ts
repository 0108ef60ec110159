import { definePage, PAGE_BUDGET } from './page-definition';

export const productVideosPage = definePage('productVideos', {
  id: 'product-videos',
  nav: { order: 3 },
  sitemap: { lastmod: 'site' },
  // The videos are another site's answer, which the content revision knows nothing of (the video service keeps it).
  cache: 'per-request',
  answer: 'videosPage',
  budget: PAGE_BUDGET,
});
