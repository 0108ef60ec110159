import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { VIDEO_POSTER_PATH, VIDEO_POSTER_RATIO, VIDEO_POSTER_WIDTHS } from '../../../shared/video-tiles';
import type { Db } from '../../db/connect';
import { setCacheControl } from '../../http/cache-policy';
import type { Logger } from '../../logger';
import { writeFileAtomically } from '../../write-file-atomically';
import { croppedWebp } from '../media/cropped-webp.public';
import { isShownVideo } from './platform-video.repository';
import { LISTED_VIDEO_TTL_MS } from './video.service';
import { reasonOf } from './video-platform.client';

// The video platform's pictures of the videos the site shows, served at /video-posters/<video id>/<width>.webp: the
// pages' Content-Security-Policy keeps images to the site's origin, and no visitor's browser asks the platform for
// anything before pressing play. Each is fetched once a day per process, cropped to 16:9 and kept on this process's
// disk; while the platform cannot be reached, the copy kept is served however old it is.

export interface VideoPosterSettings {
  /** Where the platform's pictures are, e.g. https://i.ytimg.com (a local fake in the tests). */
  baseUrl: string;
  timeoutMs: number;
  /** This process's copies. */
  cacheDir: string;
  now?: () => number;
}

/** The platform's pictures of a video, best first: 1280×720 when the upload was HD, else 480×360 (4:3, banded). */
const PLATFORM_FILES = ['maxresdefault.jpg', 'hqdefault.jpg'] as const;
/** Longer than any picture the platform makes (a maxresdefault is about 200 kB). */
const MAX_POSTER_BYTES = 2 * 1024 * 1024;
const REFRESH_AFTER_MS = 24 * 60 * 60_000;
/** A video whose picture could not be had is not asked for again for this long. */
const FAILURE_MEMORY_MS = 5 * 60_000;
const WARNING_GAP_MS = 60_000;

class PosterUnavailable extends Error {}

/** A 200 with an image, read up to MAX_POSTER_BYTES; null for a 404 (no such picture); throws for anything else. */
async function download(url: URL, timeoutMs: number): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) {
    await response.body?.cancel();
    throw new PosterUnavailable(`The video platform answered ${response.status} ${type}`.trim());
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_POSTER_BYTES) {
    await response.body?.cancel();
    throw new PosterUnavailable('The video platform answered with a picture too large for a poster');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > MAX_POSTER_BYTES) {
      await reader.cancel();
      throw new PosterUnavailable('The video platform answered with a picture too large for a poster');
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

export function videoPosters(db: Db, settings: VideoPosterSettings, logger: Logger): RequestHandler {
  const now = settings.now ?? Date.now;
  // One fetch per video at a time, whichever widths are asked for.
  const fetching = new Map<string, Promise<Map<number, Buffer> | null>>();
  const failedUntil = new Map<string, number>();
  // When this process last made each video's posters: a request that waited while another made them, or a disk
  // that would not keep them, does not send the platform another request before the day is out.
  const madeAt = new Map<string, number>();
  let lastWarning = -Infinity;

  const fileOf = (videoId: string, width: number) => path.join(settings.cacheDir, videoId, `${width}.webp`);

  async function fromPlatform(videoId: string): Promise<Map<number, Buffer> | null> {
    for (const name of PLATFORM_FILES) {
      const bytes = await download(new URL(`/vi/${videoId}/${name}`, settings.baseUrl), settings.timeoutMs);
      if (bytes) return croppedWebp(bytes, VIDEO_POSTER_RATIO, VIDEO_POSTER_WIDTHS);
    }
    return null;
  }

  /** The video's posters made anew and kept on disk; null when the platform has no picture of it or cannot be asked. */
  function refresh(videoId: string): Promise<Map<number, Buffer> | null> {
    const running = fetching.get(videoId);
    if (running) return running;
    const made = (async () => {
      try {
        const files = await fromPlatform(videoId);
        if (!files) {
          failedUntil.set(videoId, now() + FAILURE_MEMORY_MS);
          return null;
        }
        // Dated by this process's clock, which decides when they are made anew. On a full or read-only disk they
        // are served to this request only: madeAt holds the platform off until the day is out.
        const made = new Date(now());
        const kept = await Promise.all(
          [...files].map(([width, bytes]) =>
            writeFileAtomically(fileOf(videoId, width), bytes)
              .then(() => fs.utimes(fileOf(videoId, width), made, made))
              .then(
                () => true,
                () => false,
              ),
          ),
        );
        if (!kept.every(Boolean)) logger.warn({ videoId, dir: settings.cacheDir }, 'A video poster could not be kept on disk');
        madeAt.set(videoId, made.getTime());
        failedUntil.delete(videoId);
        return files;
      } catch (error) {
        failedUntil.set(videoId, now() + FAILURE_MEMORY_MS);
        if (now() - lastWarning >= WARNING_GAP_MS) {
          lastWarning = now();
          logger.warn(
            { reason: reasonOf(error), videoId },
            'A video poster could not be fetched from the video platform: the tile shows without it',
          );
        }
        return null;
      } finally {
        fetching.delete(videoId);
      }
    })();
    fetching.set(videoId, made);
    return made;
  }

  async function poster(videoId: string, width: number): Promise<Buffer | null> {
    const file = fileOf(videoId, width);
    const readKept = () => fs.readFile(file).catch(() => null);
    const kept = await fs.stat(file).catch(() => null);
    if (kept && now() - kept.mtimeMs < REFRESH_AFTER_MS) return readKept();
    if (!(await isShownVideo(db, videoId, new Date(now() - LISTED_VIDEO_TTL_MS)))) return null;
    if (now() - (madeAt.get(videoId) ?? -Infinity) < REFRESH_AFTER_MS) return readKept();
    const fresh = (failedUntil.get(videoId) ?? 0) > now() ? null : await refresh(videoId);
    return fresh?.get(width) ?? (kept ? readKept() : null);
  }

  return async (req, res, next) => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? VIDEO_POSTER_PATH.exec(req.path) : null;
    const width = Number(match?.[2]);
    if (!match || !(VIDEO_POSTER_WIDTHS as readonly number[]).includes(width)) {
      next();
      return;
    }
    try {
      const bytes = await poster(match[1]!, width);
      if (!bytes) {
        next();
        return;
      }
      setCacheControl(res, 'videoPoster');
      res.type('image/webp').send(bytes);
    } catch (error) {
      next(error);
    }
  };
}
