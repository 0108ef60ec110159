import type { TranslationNote } from './catalogue';
import type { Picture } from './picture';

// Product videos (spec §2): the page sizes a visitor may choose, the default, and the page tokens the video
// platform (or the stored-video fallback) hands out. Both sides import them from here.
export const VIDEO_PAGE_SIZES = [8, 16, 24, 100, 1000] as const;
export type VideoPageSize = (typeof VIDEO_PAGE_SIZES)[number];
export const DEFAULT_VIDEO_PAGE_SIZE: VideoPageSize = 8;

/** Page tokens are opaque, short and URL-safe; anything else is refused before it reaches the platform. */
export const VIDEO_PAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export interface VideoQuery {
  pageSize: VideoPageSize;
  pageToken?: string;
}

export interface VideoItem extends Pick<TranslationNote, 'untranslated'> {
  videoId: string;
  title: string;
  /** How long it plays, when the video platform has said (a live stream has no length). */
  durationSeconds?: number;
  /**
   * The stored video's own poster. Absent: the platform's picture of it, served by the site, which the page makes
   * from the id (video-tiles.ts videoPosterPicture) rather than receive it with every video.
   */
  poster?: Picture;
}

export interface VideoPage {
  items: VideoItem[];
  nextPageToken?: string;
  prevPageToken?: string;
}

export function isVideoPageSize(value: number): value is VideoPageSize {
  return (VIDEO_PAGE_SIZES as readonly number[]).includes(value);
}

export function isVideoPageToken(value: string): boolean {
  return VIDEO_PAGE_TOKEN_PATTERN.test(value);
}

/**
 * The query of the /product-videos URL. A page size that is not one of the offered ones falls back to the
 * default, and a malformed token to the first page: a hand-edited URL still shows videos.
 */
export function videoQueryOf(search: URLSearchParams): VideoQuery {
  const size = search.get('pageSize');
  const token = search.get('pageToken');
  const pageSize =
    size && /^\d{1,4}$/.test(size) && isVideoPageSize(Number(size)) ? (Number(size) as VideoPageSize) : DEFAULT_VIDEO_PAGE_SIZE;
  return token && isVideoPageToken(token) ? { pageSize, pageToken: token } : { pageSize };
}

/** Where the video player is loaded from: the embed builds its address here, the server allows it in frames. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * What the player's frame may use besides full screen (its `allowfullscreen`): playing at once when the visitor
 * presses play, protected videos, and picture in picture. The frame asks for these, and the server's
 * Permissions-Policy grants them to the player's origin and nothing else.
 */
export const VIDEO_PLAYER_FEATURES = ['autoplay', 'encrypted-media', 'picture-in-picture'] as const;

export function videoPlayerUrl(videoId: string): string {
  return `${VIDEO_PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
