// How the server reaches the video platform, published to server/config.ts, which reads it from the environment.
export interface VideoSettings {
  /** Both must be set for the platform to be asked; otherwise the stored videos are shown. */
  apiKey?: string | undefined;
  channelId?: string | undefined;
  baseUrl: string;
  /** Origin of the platform's pictures of its videos, e.g. https://i.ytimg.com: fetched by the server only. */
  posterBaseUrl: string;
  /** Where this process keeps the posters it made (default: video-posters/ beside the media folder). */
  posterCacheDir?: string;
  timeoutMs: number;
  cacheTtlMs: number;
  /** Searches the whole deployment may send to the platform in a minute; beyond them the stored videos answer. */
  callsPerMinute: number;
  /** The time in milliseconds (Date.now unless a test moves it). */
  now?: () => number;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  baseUrl: 'https://www.googleapis.com',
  posterBaseUrl: 'https://i.ytimg.com',
  timeoutMs: 3_000,
  cacheTtlMs: 5 * 60_000,
  callsPerMinute: 5,
};
