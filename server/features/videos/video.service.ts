import type { VideoPage, VideoQuery } from '../../../shared/videos';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { isSeenPageToken, rememberPageTokens } from './page-token.repository';
import { takePlatformCall } from './platform-call.repository';
import { rememberListedVideos, videoExtras } from './platform-video.repository';
import { listStoredVideos, translatedVideoTitles } from './stored-video.repository';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import {
  type ListedPage,
  PLATFORM_MAX_RESULTS,
  reasonOf,
  searchChannelVideos,
  videoDurations,
  VideoPlatformError,
  type VideoPlatformSettings,
} from './video-platform.client';
import type { VideoSettings } from './video-settings.public';

const MAX_CACHED_PAGES = 500;
// A failed search is not repeated for this long: during an outage (or with the day's quota spent) a burst of
// visitors costs one search per process, not one each.
const FAILURE_MEMORY_MS = 30_000;
// A page token the platform handed out is sent back to it for this long after it was last seen in an answer;
// after that, or for a token it never handed out, the first page is shown.
const SEEN_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** A video the platform has not listed for this long is no longer the channel's: its poster is no longer served. */
export const LISTED_VIDEO_TTL_MS = 30 * 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

// The fallback's page tokens: the offset into the stored videos ('s16' starts at the 17th).
const STORED_TOKEN = /^s(\d{1,7})$/;
const storedToken = (offset: number) => `s${offset}`;
const storedOffset = (token: string | undefined) => {
  const match = token ? STORED_TOKEN.exec(token) : null;
  return match ? Number(match[1]) : 0;
};

/** The stored videos (table `video`, newest first) paged like the platform's answers. */
async function storedVideoPage(db: Db, { pageSize, pageToken }: VideoQuery): Promise<ListedPage> {
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
 * A page as the site shows it: each video with the stored video's own poster, if any, its length when the
 * platform has said, and its stored title's translation into `locale` (else its title is named untranslated), read anew for each page so that staff's changes show at once.
 */
async function withPostersAndLengths(db: Db, page: ListedPage, locale: SiteLocale): Promise<VideoPage> {
  const ids = page.items.map((item) => item.videoId);
  const [extras, titles] = await Promise.all([videoExtras(db, ids), translatedVideoTitles(db, locale, ids)]);
  return {
    ...page,
    items: page.items.map((item) => {
      const { poster, durationSeconds } = extras.get(item.videoId) ?? {};
      const title = titles.get(item.videoId);
      return {
        ...item,
        ...(poster ? { poster } : {}),
        ...(durationSeconds ? { durationSeconds } : {}),
        ...(locale === DEFAULT_LOCALE ? {} : title ? { title } : { untranslated: ['title'] }),
      };
    }),
  };
}

/**
 * Pages larger than the platform gives in one answer would cost a search per 50 videos (up to 20 for one page
 * of 1000): the stored videos answer them. A token of the stored videos continues their pages.
 */
const platformCanAnswer = ({ pageSize, pageToken }: VideoQuery) =>
  pageSize <= PLATFORM_MAX_RESULTS && !(pageToken && STORED_TOKEN.test(pageToken));

/**
 * The channel's videos from the video platform, cached for `cacheTtlMs` per (page size, page token). Without a
 * key and channel, or when the platform fails or the deployment's searches this minute reach `callsPerMinute`,
 * the stored videos answer instead and a warning is logged: the page never fails because of the platform. Only
 * tokens the platform handed out (to any process) are sent back to it. The key and channel id stay on the server.
 */
export function createVideoService(db: Db, settings: VideoSettings, logger: Logger) {
  const now = settings.now ?? Date.now;
  const platform: VideoPlatformSettings | null =
    settings.apiKey && settings.channelId
      ? { apiKey: settings.apiKey, channelId: settings.channelId, baseUrl: settings.baseUrl, timeoutMs: settings.timeoutMs }
      : null;
  if (!platform) logger.warn('VIDEO_API_KEY or VIDEO_CHANNEL_ID is not set: the product videos page shows the stored videos');
  // null: the platform was not asked (a recent failure, or the cap), and the stored videos answer.
  const cache = new Map<string, { expires: number; page: Promise<ListedPage | null> }>();
  let failedUntil = 0;
  let cappedMinute = -1;

  const cacheKey = (query: VideoQuery) => `${query.pageSize}:${query.pageToken ?? ''}`;
  function cached(query: VideoQuery) {
    const entry = cache.get(cacheKey(query));
    return entry && entry.expires > now() ? entry.page : undefined;
  }

  /** The query itself when its token is one the platform handed out for this page size; else the first page. */
  async function answerableQuery({ pageSize, pageToken }: VideoQuery): Promise<VideoQuery> {
    if (!pageToken) return { pageSize };
    const seen = await isSeenPageToken(db, pageSize, pageToken, new Date(now() - SEEN_TOKEN_TTL_MS));
    return seen ? { pageSize, pageToken } : { pageSize };
  }

  async function askPlatform(platformSettings: VideoPlatformSettings, query: VideoQuery): Promise<ListedPage | null> {
    const minute = Math.floor(now() / MINUTE_MS);
    if (!(await takePlatformCall(db, minute, settings.callsPerMinute))) {
      if (cappedMinute === minute) return null;
      cappedMinute = minute;
      logger.warn(
        { callsPerMinute: settings.callsPerMinute },
        'The video platform was asked as often as VIDEO_API_CALLS_PER_MINUTE allows this minute: showing the stored videos',
      );
      return null;
    }
    let page: ListedPage;
    try {
      page = await searchChannelVideos(platformSettings, query);
    } catch (error) {
      failedUntil = now() + FAILURE_MEMORY_MS;
      // Only the reason: the request URL carries the key and must not reach the log.
      const reason = reasonOf(error);
      const status = error instanceof VideoPlatformError ? error.status : undefined;
      logger.warn(
        { reason, status, retryInSeconds: FAILURE_MEMORY_MS / 1000 },
        'The video platform could not be asked: showing the stored videos',
      );
      return null;
    }
    // Remembered before the page is shown, so that its links work on whichever process they reach, and its
    // posters are served by any of them.
    const tokens = new Set([page.nextPageToken, page.prevPageToken].filter((token): token is string => token !== undefined));
    await rememberPageTokens(db, query.pageSize, [...tokens], new Date(now()), new Date(now() - SEEN_TOKEN_TTL_MS));
    const durations = await lengthsOf(platformSettings, page);
    try {
      await rememberListedVideos(
        db,
        page.items.map(({ videoId }) => ({ videoId, durationSeconds: durations.get(videoId) })),
        new Date(now()),
        new Date(now() - LISTED_VIDEO_TTL_MS),
      );
    } catch (error) {
      // The page is shown all the same (the search is paid for); only its posters and lengths wait for the next one.
      logger.warn({ err: error }, 'The videos of a platform answer could not be remembered: their posters are not served yet');
    }
    return page;
  }

  /** The lengths of a page's videos; none (and a warning) when the platform cannot say: the page shows without them. */
  async function lengthsOf(platformSettings: VideoPlatformSettings, page: ListedPage): Promise<Map<string, number>> {
    try {
      return await videoDurations(
        platformSettings,
        page.items.map((item) => item.videoId),
      );
    } catch (error) {
      logger.warn(
        { reason: reasonOf(error) },
        'The video platform did not give the lengths of a page of videos: the page shows without them',
      );
      return new Map();
    }
  }

  async function fromPlatform(platformSettings: VideoPlatformSettings, asked: VideoQuery): Promise<ListedPage | null> {
    const early = cached(asked);
    if (early) return early;
    if (now() < failedUntil || Math.floor(now() / MINUTE_MS) === cappedMinute) return null;
    const query = await answerableQuery(asked);
    const known = cached(query);
    if (known) return known;

    const key = cacheKey(query);
    if (cache.size >= MAX_CACHED_PAGES) {
      for (const [k, entry] of cache) if (entry.expires <= now()) cache.delete(k);
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    }
    // The promise is cached, so identical requests arriving together ask the platform once; only a page is kept.
    const page = askPlatform(platformSettings, query);
    const entry = { expires: now() + settings.cacheTtlMs, page };
    cache.set(key, entry);
    const forget = () => {
      if (cache.get(key) === entry) cache.delete(key);
    };
    page.then((answer) => {
      if (!answer) forget();
    }, forget);
    return page;
  }

  return {
    async videos(query: VideoQuery, locale: SiteLocale = DEFAULT_LOCALE): Promise<VideoPage> {
      const listed = platform && platformCanAnswer(query) ? await fromPlatform(platform, query) : null;
      return withPostersAndLengths(db, listed ?? (await storedVideoPage(db, query)), locale);
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
