import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../server/db/connect';
import { createLogger } from '../server/logger';
import { postgresMediaStore } from '../server/features/media/media-store';
import { processWaitingMedia } from '../server/features/media/media-worker';

// Pictures for the picture library's tests, made with sharp (real bytes, as a camera or an editor would send them).

/** Red on the left half, blue on the right, `width` × `height`. */
async function halves(width: number, height: number) {
  const half = (colour: string) =>
    sharp({ create: { width: width / 2, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000000' } }).composite([
    { input: await half('#ff0000'), left: 0, top: 0 },
    { input: await half('#0000ff'), left: width / 2, top: 0 },
  ]);
}

/**
 * A phone's JPEG: stored 400 × 200 (red left, blue right) with EXIF orientation 6 (turn a quarter clockwise to
 * show it), a camera make and the GPS position where it was taken. Upright it is 200 × 400, red above blue.
 */
export async function phoneJpeg(): Promise<Buffer> {
  const image = await halves(400, 200);
  return image
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 42/1 0/1' },
    })
    .toBuffer();
}

/** A plain picture of `width` × `height` in one colour, as `format`. */
export function plainPicture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' = 'png', colour = '#8a6d3b') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A photo-like picture (noise) of `width` × `height`: large files, as cameras write them. */
export function noisyJpeg(width: number, height: number, quality = 95) {
  return sharp({ create: { width, height, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality })
    .toBuffer();
}

/** A 200 × 300 HEIC from a phone (see test/fixtures/README.md). */
export const phoneHeic = () => fs.readFileSync(path.resolve('test/fixtures/phone-photo.heic'));

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** Makes the variants of every picture waiting in the library of `db` (PostgreSQL store), as a web process's worker does. */
export function processWaitingPictures(db: Db): Promise<unknown> {
  return processWaitingMedia(db, postgresMediaStore(db), createLogger({ env: 'test', logLevel: 'silent' }), { now: () => new Date() });
}
