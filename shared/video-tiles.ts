import type { I18n } from '@lingui/core';
import type { Picture } from './picture';

// What a video tile shows beside its title: a poster and a length. Apart from shared/videos.ts, which every page
// loads for the video page's address, so that only the pages with video tiles load these.

/** A video's id on the platform: 11 letters, digits, `-` or `_` (the `v=` of its address). */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/**
 * The platform's picture of a video, served by the site (server/features/videos/video-posters.ts) as WebP cropped to
 * 16:9, in these widths: the page's Content-Security-Policy keeps images to the site's own origin.
 */
export const VIDEO_POSTER_WIDTHS = [320, 640] as const;
/** Width ÷ height of a poster: the player's own. */
export const VIDEO_POSTER_RATIO = 16 / 9;
export const VIDEO_POSTER_PREFIX = '/video-posters';
/** `/<video id>/<width>.webp` under VIDEO_POSTER_PREFIX. */
export const VIDEO_POSTER_PATH = new RegExp(`^/(${VIDEO_ID_PATTERN.source.slice(1, -1)})/(\\d{1,4})\\.webp$`);

const posterSrc = (videoId: string, width: number) => `${VIDEO_POSTER_PREFIX}/${encodeURIComponent(videoId)}/${width}.webp`;

export function videoPosterPicture(videoId: string): Picture {
  const largest = VIDEO_POSTER_WIDTHS.at(-1)!;
  return {
    src: posterSrc(videoId, largest),
    width: largest,
    height: largest / VIDEO_POSTER_RATIO,
    alt: '',
    variants: VIDEO_POSTER_WIDTHS.map((width) => ({ width, src: posterSrc(videoId, width) })),
  };
}

const parts = (seconds: number) => ({ h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60), s: seconds % 60 });

/** A length as a player shows it: 0:42, 4:13, 1:02:03. */
export function clockDuration(seconds: number): string {
  const { h, m, s } = parts(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** How a length is read out, by what it has: hours and minutes, or minutes and seconds (one message each). */
const SPOKEN = {
  hours: /*i18n*/ { id: '{hours, plural, one {# hour} other {# hours}}' },
  hoursMinutes: /*i18n*/ { id: '{hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}}' },
  minutes: /*i18n*/ { id: '{minutes, plural, one {# minute} other {# minutes}}' },
  minutesSeconds: /*i18n*/ {
    id: '{minutes, plural, one {# minute} other {# minutes}} {seconds, plural, one {# second} other {# seconds}}',
  },
  seconds: /*i18n*/ { id: '{seconds, plural, one {# second} other {# seconds}}' },
};

/** A length as it is read out, in the reader's language: "4 minutes 13 seconds", "1 hour 2 minutes". */
export function spokenDuration(seconds: number, i18n: I18n): string {
  const { h: hours, m: minutes, s } = parts(seconds);
  const values = { hours, minutes, seconds: s };
  const message =
    hours > 0
      ? minutes
        ? SPOKEN.hoursMinutes
        : SPOKEN.hours
      : minutes > 0
        ? s
          ? SPOKEN.minutesSeconds
          : SPOKEN.minutes
        : SPOKEN.seconds;
  return i18n._(message.id, values);
}

/** A length in ISO 8601, as schema.org and the platform write it: PT4M13S. */
export function isoDuration(seconds: number): string {
  const { h, m, s } = parts(seconds);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || seconds === 0 ? `${s}S` : ''}`;
}

/**
 * Seconds from an ISO 8601 length as the platform gives it (PT4M13S, PT1H2M, P1DT2S); undefined for one that is
 * not a length, or zero (a live stream or an upcoming premiere).
 */
export function secondsOfIsoDuration(text: string): number | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [d, h, m, s] = match.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number];
  const seconds = ((d * 24 + h) * 60 + m) * 60 + s;
  return seconds > 0 ? seconds : undefined;
}
