import heicDecode from 'heic-decode';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_MESSAGES, type MediaFormat } from '../../../shared/media';
import { HttpError } from '../../http/http-error';

// Everything the picture library does with pixels, and the only module of the web process that loads sharp (on the
// first upload: the service and the worker import it on demand, so the web process starts without it).
//
// Memory: one libvips thread per image and no operation cache (each picture is decoded once, so there is nothing to
// reuse), so that a 25 MB upload being processed, beside the others arriving, cannot take the process's memory
// (bench/media-upload.ts measures the peak). The request itself only reads the header (metadata); decoding happens
// in the worker, one picture at a time, reading the file from top to bottom. What the threads free, glibc keeps
// in an arena per thread unless the Procfile's MALLOC_ARENA_MAX=2 limits them (docs/decisions/013-picture-memory.md);
// with it set, sharp no longer chooses one thread by itself, hence the explicit call.
sharp.concurrency(1);
sharp.cache(false);

/** The widths the site's pages ask for (shared/picture.ts srcset), up to the picture's own. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** How the variants are encoded: AVIF at quality 50 looks like the WebP at 78 at about half the bytes. */
export interface VariantEncoding {
  webp: { quality: number; effort: number };
  avif: { quality: number; effort: number };
}

/** An upload's variants: made in the background, so the encoder may take its time for smaller files. */
export const UPLOAD_ENCODING: VariantEncoding = { webp: { quality: 78, effort: 4 }, avif: { quality: 50, effort: 3 } };

export interface Sniffed {
  format: MediaFormat;
  /** Upright: after the EXIF orientation is applied. */
  width: number;
  height: number;
}

const SVG_START = /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

const refused = (message: RefusalText) => new HttpError(415, message);

/**
 * What the bytes are, whatever the file was called: JPEG, PNG, WebP, AVIF (HEIF with AV1) or HEIC (HEIF with
 * HEVC, from phones). Anything else is refused with a message that says why; SVG by name, since it can carry
 * scripts.
 */
export async function sniffPicture(bytes: Buffer): Promise<Sniffed> {
  if (bytes.length === 0) throw new HttpError(400, MEDIA_MESSAGES.empty);
  if (SVG_START.test(bytes.subarray(0, 4096).toString('utf8'))) throw refused(MEDIA_MESSAGES.svg);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(MEDIA_MESSAGES.notAPicture);
  }
  const format = formatOf(metadata);
  if (!metadata.width || !metadata.height) throw refused(MEDIA_MESSAGES.notAPicture);
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) throw new HttpError(413, MEDIA_MESSAGES.tooManyPixels);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format, width: turned ? metadata.height : metadata.width, height: turned ? metadata.width : metadata.height };
}

function formatOf(metadata: Metadata): MediaFormat {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return metadata.format;
    case 'heif':
      if (metadata.compression === 'av1') return 'avif';
      if (metadata.compression === 'hevc') return 'heic';
      throw refused(MEDIA_MESSAGES.unsupported(`HEIF (${metadata.compression ?? 'unknown'})`));
    case 'svg':
      throw refused(MEDIA_MESSAGES.svg);
    default:
      throw refused(MEDIA_MESSAGES.unsupported(metadata.format ?? 'unknown'));
  }
}

/** The widths a picture `width` pixels wide is published in, narrowest first: the site's, and its own if smaller. */
export function variantWidthsOf(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

export interface VariantFile {
  width: number;
  format: 'webp' | 'avif';
  bytes: Buffer;
}

/**
 * Makes every variant: decoded once, turned upright, shrunk to the widest variant, then each width as WebP and AVIF
 * (without metadata: no camera, no GPS position). HEIC is decoded by heic-decode, since sharp's libvips reads no HEVC.
 */
export async function makeVariants(
  original: Buffer,
  format: MediaFormat,
  widths: readonly number[],
  onFile: (file: VariantFile) => Promise<void>,
  encoding: VariantEncoding = UPLOAD_ENCODING,
): Promise<void> {
  const widest = Math.max(...widths);
  let source: Sharp;
  if (format === 'heic') {
    const decoded = await heicDecode({ buffer: original });
    const pixels = decoded.data instanceof ArrayBuffer ? Buffer.from(decoded.data) : Buffer.from(decoded.data.buffer);
    source = sharp(pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  } else {
    source = sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS, sequentialRead: true }).rotate();
  }
  const { data, info } = await source.resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const width of widths) {
    const image = sharp(data, raw);
    if (width !== info.width) image.resize({ width });
    await onFile({ width, format: 'webp', bytes: await image.clone().webp(encoding.webp).toBuffer() });
    await onFile({ width, format: 'avif', bytes: await image.avif(encoding.avif).toBuffer() });
  }
}

/** The upright size of a variant `width` wide, from the picture's upright size. */
export const heightAt = (width: number, picture: { width: number; height: number }) =>
  Math.max(1, Math.round((picture.height * width) / picture.width));

/** A poster is made while a visitor waits: a quick effort. */
const POSTER_WEBP = { quality: 75, effort: 2 };

/**
 * A picture from another site (a video platform's poster) as WebP in each of `widths` (none wider than it is),
 * cropped about its centre to `ratio` (width / height): a 4:3 poster of a 16:9 video loses its black bands. Throws
 * for bytes that are not a picture, or one with more pixels than the library takes.
 */
export async function croppedWebp(original: Buffer, ratio: number, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const { width, height } = await sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  if (!width || !height) throw new Error('Not a picture');
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  const region = {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
  const files = new Map<number, Buffer>();
  for (const target of widths) {
    const image = sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS })
      .extract(region)
      .resize({ width: target, withoutEnlargement: true });
    files.set(target, await image.webp(POSTER_WEBP).toBuffer());
  }
  return files;
}
