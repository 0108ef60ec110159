import type { VideoPage } from '../videos';
import { defineContract, responseOf } from './define-endpoint';
import { videoPageQuery } from './request-fields';

// The company's channel, newest first (the stored videos when the platform cannot answer).
export const videosApi = defineContract({
  /** `?pageSize=8|16|24|100|1000` (8 when absent) `&pageToken=` (from a previous answer). */
  videoSearch: {
    method: 'GET',
    path: '/video/search',
    query: videoPageQuery,
    response: responseOf<VideoPage>(),
  },
});
