import type { VideoQuery } from '../../shared/videos';
import { definePage, PAGE_BUDGET } from './page-definition';

const PATTERN = '/product-videos';

export const productVideosPage = definePage({
  id: 'product-videos',
  pattern: PATTERN,
  /** The page, or one page of videos: the server renders the same page from the query. */
  href: (query?: VideoQuery) => {
    if (!query) return PATTERN;
    const search = new URLSearchParams({ pageSize: String(query.pageSize) });
    if (query.pageToken) search.set('pageToken', query.pageToken);
    return `${PATTERN}?${search.toString()}`;
  },
  label: 'Product Videos',
  nav: { order: 3 },
  sitemap: { lastmod: 'site' },
  // The videos are another site's answer, which the content revision knows nothing of (the video service keeps it).
  cache: 'per-request',
  answer: 'videosPage',
  budget: PAGE_BUDGET,
  lazy: () => import('./product-videos.route'),
});
