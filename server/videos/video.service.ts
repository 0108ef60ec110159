import type { VideoPage, VideoQuery } from '../../shared/videos';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { listStoredVideos } from './stored-video.repository';
import { searchChannelVideos, VideoPlatformError, type VideoPlatformSettings } from './video-platform.client';
import type { VideoSettings } from './video-settings';

const MAX_CACHED_PAGES = 500;

// The fallback's page tokens: the offset into the stored videos ('s16' starts at the 17th).
const STORED_TOKEN = /^s(\d{1,7})$/;
const storedToken = (offset: number) => `s${offset}`;
const storedOffset = (token: string | undefined) => {
  const match = token ? STORED_TOKEN.exec(token) : null;
  return match ? Number(match[1]) : 0;
};

/** The stored videos (table `video`, newest first) paged like the platform's answers. */
export async function storedVideoPage(db: Db, { pageSize, pageToken }: VideoQuery): Promise<VideoPage> {
  const offset = storedOffset(pageToken);
  const rows = await listStoredVideos(db, pageSize + 1, offset);
  const hasNext = rows.length > pageSize;
  return {
    items: rows.slice(0, pageSize).map((r) => ({ videoId: r.video_id, title: r.title })),
    ...(hasNext ? { nextPageToken: storedToken(offset + pageSize) } : {}),
    ...(offset > 0 ? { prevPageToken: storedToken(Math.max(0, offset - pageSize)) } : {}),
  };
}

/**
 * The channel's videos from the video platform, cached for `cacheTtlMs` per (page size, page token). Without a
 * key and channel, or when the platform fails, the stored videos answer instead and a warning is logged: the
 * page never fails because of the platform. The key and channel id stay on the server.
 */
export function createVideoService(db: Db, settings: VideoSettings, logger: Logger) {
  const platform: VideoPlatformSettings | null =
    settings.apiKey && settings.channelId
      ? { apiKey: settings.apiKey, channelId: settings.channelId, baseUrl: settings.baseUrl, timeoutMs: settings.timeoutMs }
      : null;
  if (!platform) logger.warn('VIDEO_API_KEY or VIDEO_CHANNEL_ID is not set: the product videos page shows the stored videos');
  const cache = new Map<string, { expires: number; page: Promise<VideoPage> }>();

  function fromPlatform(platformSettings: VideoPlatformSettings, query: VideoQuery): Promise<VideoPage> {
    const key = `${query.pageSize}:${query.pageToken ?? ''}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.expires > now) return cached.page;
    if (cache.size >= MAX_CACHED_PAGES) {
      for (const [k, entry] of cache) if (entry.expires <= now) cache.delete(k);
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    }
    // The promise is cached, so identical requests arriving together ask the platform once; a failure is forgotten.
    const page = searchChannelVideos(platformSettings, query);
    const entry = { expires: now + settings.cacheTtlMs, page };
    cache.set(key, entry);
    page.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return page;
  }

  return {
    async videos(query: VideoQuery): Promise<VideoPage> {
      if (!platform) return storedVideoPage(db, query);
      try {
        return await fromPlatform(platform, query);
      } catch (error) {
        // Only the reason: the request URL carries the key and must not reach the log.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        const status = error instanceof VideoPlatformError ? error.status : undefined;
        logger.warn({ reason, status }, 'The video platform could not be asked: showing the stored videos');
        return storedVideoPage(db, query);
      }
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
