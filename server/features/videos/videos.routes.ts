import { videosApi } from '../../../shared/contracts/videos';
import { served, type ServedContract } from '../../http/mount-contract';
import type { VideoService } from './video.service';

/** The videos endpoint (shared/contracts/videos.ts): one page of the channel. */
export function videosRoutes(videos: VideoService): ServedContract {
  return served(videosApi, {
    videoSearch: ({ query }) => videos.videos(query),
  });
}
