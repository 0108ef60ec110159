// How the server reaches the video platform, published to server/config.ts, which reads it from the environment.
export interface VideoSettings {
  /** Both must be set for the platform to be asked; otherwise the stored videos are shown. */
  apiKey?: string | undefined;
  channelId?: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
  /** Searches the whole deployment may send to the platform in a minute; beyond them the stored videos answer. */
  callsPerMinute: number;
  /** The time in milliseconds (Date.now unless a test moves it). */
  now?: () => number;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  baseUrl: 'https://www.googleapis.com',
  timeoutMs: 3_000,
  cacheTtlMs: 5 * 60_000,
  callsPerMinute: 5,
};
