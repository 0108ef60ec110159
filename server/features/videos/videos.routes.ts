import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { videosApi } from '../../../shared/contracts/videos';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { VideoService } from './video.service';

/** The videos endpoint (shared/contracts/videos.ts): one page of the channel. */
export function videosRoutes(videos: VideoService): ContractHandlers {
  return contractHandlers(videosApi, {
    videoSearch: ({ query: { locale, ...query } }) => videos.videos(query, locale ?? DEFAULT_LOCALE),
  });
}
