import { z } from 'zod';
import type { VideoQuery } from '../../../shared/videos';
import { secondsOfIsoDuration } from '../../../shared/video-tiles';

/** A video of the channel as the platform's search lists it (the site adds its poster and length). */
export interface ListedVideo {
  videoId: string;
  title: string;
}

export interface ListedPage {
  items: ListedVideo[];
  nextPageToken?: string;
  prevPageToken?: string;
}

export interface VideoPlatformSettings {
  apiKey: string;
  channelId: string;
  /** Origin of the platform's API, e.g. https://www.googleapis.com (a local fake in the tests). */
  baseUrl: string;
  timeoutMs: number;
}

/** The most results the platform gives in one answer (search.list documents maxResults 0 to 50; more is refused). */
export const PLATFORM_MAX_RESULTS = 50;

// The part of the platform's search answer (YouTube Data API v3, search.list) that the site uses. Results that
// are not videos (a channel or a playlist of the channel) have no videoId and are left out.
const searchAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }).loose(),
        snippet: z.object({ title: z.string() }).loose(),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
  prevPageToken: z.string().optional(),
});

/**
 * What went wrong, for the log: the error's name and message only. A fetch error's cause names the request's
 * URL, which carries the key.
 */
export const reasonOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export class VideoPlatformError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The platform's JSON answer to `url`, in `shape`; a VideoPlatformError for anything else. */
async function askFor<T>(settings: VideoPlatformSettings, url: URL, shape: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(settings.timeoutMs) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new VideoPlatformError(`The video platform answered ${response.status}`, response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new VideoPlatformError('The video platform answered with something that is not JSON');
  }
  const parsed = shape.safeParse(body);
  if (!parsed.success) throw new VideoPlatformError('The video platform answered in an unexpected shape');
  return parsed.data;
}

/**
 * One page of the channel's videos, newest first, at most PLATFORM_MAX_RESULTS of them. Throws VideoPlatformError for an answer that is not a 2xx
 * with the expected JSON; a timeout or a network failure rejects with the fetch error.
 */
export async function searchChannelVideos(settings: VideoPlatformSettings, query: VideoQuery): Promise<ListedPage> {
  const url = new URL('/youtube/v3/search', settings.baseUrl);
  url.searchParams.set('key', settings.apiKey);
  url.searchParams.set('channelId', settings.channelId);
  url.searchParams.set('part', 'snippet,id');
  url.searchParams.set('order', 'date');
  url.searchParams.set('maxResults', String(query.pageSize));
  if (query.pageToken) url.searchParams.set('pageToken', query.pageToken);

  const { items, nextPageToken, prevPageToken } = await askFor(settings, url, searchAnswer);
  // The platform now and then lists a video twice in one answer: it is shown once.
  const seen = new Set<string>();
  return {
    items: items.flatMap((item) => {
      const videoId = item.id.videoId;
      if (!videoId || seen.has(videoId)) return [];
      seen.add(videoId);
      return [{ videoId, title: decodeEntities(item.snippet.title) }];
    }),
    ...(nextPageToken ? { nextPageToken } : {}),
    ...(prevPageToken ? { prevPageToken } : {}),
  };
}

// The part of the platform's videos answer (videos.list with part=contentDetails) that the site uses.
const detailsAnswer = z.object({
  items: z.array(z.object({ id: z.string(), contentDetails: z.object({ duration: z.string().optional() }).loose() }).loose()).default([]),
});

/**
 * The lengths of up to PLATFORM_MAX_RESULTS videos, by id: one call of videos.list, 1 quota unit (a search costs 100).
 * A video the platform does not know, a live stream and an upcoming premiere have none. Throws as searchChannelVideos.
 */
export async function videoDurations(settings: VideoPlatformSettings, videoIds: readonly string[]): Promise<Map<string, number>> {
  const durations = new Map<string, number>();
  if (videoIds.length === 0) return durations;
  if (videoIds.length > PLATFORM_MAX_RESULTS) throw new Error(`At most ${PLATFORM_MAX_RESULTS} videos a call`);
  const url = new URL('/youtube/v3/videos', settings.baseUrl);
  url.searchParams.set('key', settings.apiKey);
  url.searchParams.set('part', 'contentDetails');
  url.searchParams.set('id', videoIds.join(','));
  const { items } = await askFor(settings, url, detailsAnswer);
  for (const item of items) {
    const seconds = item.contentDetails.duration ? secondsOfIsoDuration(item.contentDetails.duration) : undefined;
    if (seconds !== undefined && videoIds.includes(item.id)) durations.set(item.id, seconds);
  }
  return durations;
}
