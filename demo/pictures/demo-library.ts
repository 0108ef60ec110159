// The demo catalogue's pictures, made as the picture library makes an upload's: each drawing is rendered to the file
// a photographer would send (a WebP at quality 90), read by the library's own check of the bytes, named by its
// content hash, and its variants made by the library's own makeVariants at the widths an upload of its size gets.
//
// Making them is most of the seed command's time, so they are made once into a folder (DATA_DIR/media) and
// kept: a later run, or another database, only reads them. The seed then puts the files into the library's store
// and adds the pictures to the library (demo/catalogue/seed.ts), where editors find, describe, crop and replace them
// like their own uploads.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaFormat } from '../../shared/media';
import { makeVariants, sniffPicture, type VariantEncoding, variantWidthsOf } from '../../server/features/media/media-images';
import { type MediaStore, originalKey, variantKey } from '../../server/features/media/media-store';
import { writeFileAtomically } from '../../server/write-file-atomically';
import { contentHashOf } from '../../server/features/media/media.service';
import { MEDIA_CATALOGUE, type MediaEntry } from './media-catalogue';

/** Bump when any drawing changes: pictures made by an older version are made again by the next seed. */
export const DEMO_PICTURES_VERSION = 3;

/** The file a photographer would send: sharp enough to make every variant from, a tenth of a PNG's bytes. */
const ORIGINAL = { quality: 90, effort: 0 } as const;

/**
 * The encoder's fastest settings: an upload's variants are made at effort 4 (WebP) and 3 (AVIF) in the background,
 * the demo's 1,400 files in the seed command, where effort 2 and 0 make them three times faster for 4 % more bytes
 * and no difference to see.
 */
export const DEMO_ENCODING: VariantEncoding = { webp: { quality: 78, effort: 2 }, avif: { quality: 50, effort: 0 } };

/** One of the demo's pictures as the library records an upload. */
export interface DemoPicture {
  key: string;
  hash: string;
  fileName: string;
  format: MediaFormat;
  byteSize: number;
  width: number;
  height: number;
  variantWidths: number[];
}

export interface DemoPictures {
  /** Where the files are: `<hash>/original` and `<hash>/<width>.<webp|avif>`, as the store keys them. */
  dir: string;
  byKey: ReadonlyMap<string, DemoPicture>;
}

const MANIFEST = 'manifest.json';

interface Manifest {
  version: number;
  pictures: DemoPicture[];
}

export interface PrepareOptions {
  /** Pictures made at the same time; defaults to the number of cores, at most 2. */
  concurrency?: number;
  /** Told how many pictures are to be made once they are counted (0 made), then after each one. */
  onProgress?: (made: number, total: number) => void;
}

const filesOf = (picture: DemoPicture) => [
  originalKey(picture.hash),
  ...picture.variantWidths.flatMap((width) => [variantKey(picture.hash, width, 'webp'), variantKey(picture.hash, width, 'avif')]),
];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function readManifest(dir: string): Promise<Map<string, DemoPicture>> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    if (manifest.version !== DEMO_PICTURES_VERSION) return new Map();
    return new Map(manifest.pictures.map((picture) => [picture.key, picture]));
  } catch {
    return new Map();
  }
}

/** Draws `entry`, then makes it as the library makes an upload; writes its files into `dir`. */
async function make(entry: MediaEntry, dir: string): Promise<DemoPicture> {
  const original = await sharp(Buffer.from(entry.draw())).webp(ORIGINAL).toBuffer();
  const sniffed = await sniffPicture(original);
  const hash = contentHashOf(original);
  const picture: DemoPicture = {
    key: entry.key,
    hash,
    fileName: `${entry.key.replaceAll('/', '-')}.webp`,
    format: sniffed.format,
    byteSize: original.length,
    width: sniffed.width,
    height: sniffed.height,
    variantWidths: variantWidthsOf(sniffed.width),
  };
  await makeVariants(
    original,
    sniffed.format,
    picture.variantWidths,
    (file) => writeFileAtomically(path.join(dir, variantKey(hash, file.width, file.format)), file.bytes),
    DEMO_ENCODING,
  );
  // The original last: a picture whose original is there has all its files.
  await writeFileAtomically(path.join(dir, originalKey(hash)), original);
  return picture;
}

async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

const HASH_FOLDER = /^[0-9a-f]{32}$/;

/**
 * Removes what the catalogue no longer has: the folders of pictures drawn differently since, and the drawn files of
 * an older layout (a folder per kind of picture, named by key, and its `.media-version` stamp).
 */
async function removeLeftovers(dir: string, current: ReadonlyMap<string, DemoPicture>): Promise<void> {
  const kept = new Set([...current.values()].map((picture) => picture.hash));
  const olderLayout = new Set(MEDIA_CATALOGUE.map((entry) => entry.key.split('/')[0]!).concat('ui'));
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const leftover = entry.isDirectory()
      ? (HASH_FOLDER.test(entry.name) && !kept.has(entry.name)) || olderLayout.has(entry.name)
      : entry.name === '.media-version';
    if (leftover) await fs.rm(path.join(dir, entry.name), { recursive: true, force: true });
  }
}

/** Makes every picture of the demo catalogue that `dir` does not hold yet; answers them all. */
export async function prepareDemoPictures(dir: string, options: PrepareOptions = {}): Promise<DemoPictures & { made: number }> {
  const known = await readManifest(dir);
  const byKey = new Map<string, DemoPicture>();
  const missing: MediaEntry[] = [];
  await Promise.all(
    MEDIA_CATALOGUE.map(async (entry) => {
      const picture = known.get(entry.key);
      const whole = picture && (await Promise.all(filesOf(picture).map((file) => exists(path.join(dir, file))))).every(Boolean);
      if (picture && whole) byKey.set(entry.key, picture);
      else missing.push(entry);
    }),
  );
  // Same order on every run, whatever order the checks finished in.
  missing.sort((a, b) => a.key.localeCompare(b.key));

  let made = 0;
  if (missing.length > 0) options.onProgress?.(0, missing.length);
  await runLimited(missing, options.concurrency ?? Math.min(2, os.availableParallelism()), async (entry) => {
    byKey.set(entry.key, await make(entry, dir));
    made++;
    options.onProgress?.(made, missing.length);
  });
  if (made > 0) {
    const pictures = MEDIA_CATALOGUE.map((entry) => byKey.get(entry.key)!);
    await writeFileAtomically(
      path.join(dir, MANIFEST),
      `${JSON.stringify({ version: DEMO_PICTURES_VERSION, pictures } satisfies Manifest)}\n`,
    );
    await removeLeftovers(dir, byKey);
  }
  return { dir, byKey, made };
}

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/**
 * Puts the pictures' files into the library's store, as an upload and its variants job would: the original,
 * then each variant. Writing a file again replaces it with the same bytes, so a seed that stopped half-way is simply
 * run again.
 */
export async function storeDemoPictures(
  store: MediaStore,
  pictures: DemoPictures,
  /** Only these pictures (by catalogue key); all of them when absent. */
  keys?: ReadonlySet<string>,
  concurrency = 4,
): Promise<void> {
  const chosen = [...pictures.byKey.values()].filter((picture) => !keys || keys.has(picture.key));
  const files = chosen.flatMap((picture) =>
    filesOf(picture).map((key) => ({
      key,
      type: key.endsWith('/original') ? `image/${picture.format}` : CONTENT_TYPES[key.endsWith('.avif') ? 'avif' : 'webp'],
    })),
  );
  await runLimited(files, concurrency, async ({ key, type }) => {
    await store.put(key, await fs.readFile(path.join(pictures.dir, key)), type);
  });
}
