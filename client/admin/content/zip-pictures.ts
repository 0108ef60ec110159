import { unzipSync } from 'fflate';
import { mediaApi } from '../../../shared/contracts/media';
import {
  PRODUCT_CSV_MESSAGES,
  PRODUCT_ZIP_MAX_MEGABYTES,
  PRODUCT_ZIP_MAX_PICTURES,
  zipFileKey,
} from '../../../shared/contracts/product-csv';
import { MEDIA_ALT_MAX, MEDIA_FILE_NAME_MAX, MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaItem } from '../../../shared/media';
import { uploadFile } from '../media/upload-file';
import { POLL_MS } from '../media/use-media-library';
import { callStaffApi, SignedOut } from '../staff-client';
import { englishOfRefusal, type RefusalText } from '../../../shared/i18n/refusal-text';

// The pictures of a zip file chosen beside a product CSV. The browser reads the zip (the server never holds a
// whole zip in memory): first only its list of files, then each picture a row names, one at a time, uploaded to the
// library like any other upload (its type checked from the bytes there), described with its product's name unless
// it has alt text already, and waited for until its sizes are made.

/** What the library takes; the server checks the bytes, this only keeps other files (notes, thumbnails) out. */
const PICTURE_NAME = /\.(?:jpe?g|png|webp|avif|heic|heif)$/i;

/** Why a zip file cannot be used, in words the screen writes in the staff member's language (`text`). */
export class ZipProblem extends Error {
  constructor(readonly text: RefusalText) {
    super(englishOfRefusal(text));
  }
}

/** How long the import waits for the library to make the pictures' sizes (a 25 MB photo takes seconds). */
const PREPARING_AT_MOST_MS = 10 * 60_000;

export interface ZipPictures {
  bytes: Uint8Array;
  /** By file name as matched (NFC, lower case): the name as written and the entry's own name inside the zip. */
  byName: Map<string, { name: string; path: string }>;
}

/**
 * An entry's name as its author wrote it. fflate reads names as Latin-1 unless the zip marks them UTF-8, which the
 * zips of macOS and older Windows do not: their UTF-8 bytes are decoded again here, Latin-1 kept when they are not.
 */
function readableName(raw: string): string {
  const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0) & 0xff);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).normalize('NFC');
  } catch {
    return raw.normalize('NFC');
  }
}

const baseName = (path: string) => path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
/** Folders, and what macOS and Windows add to a zip beside the files. */
const isClutter = (path: string) => path.endsWith('/') || path.startsWith('__MACOSX/') || baseName(path).startsWith('.');

/** Lists the pictures of `file` without unpacking them; throws a ZipProblem with the words to show. */
export async function readZip(file: File): Promise<ZipPictures> {
  if (file.size > PRODUCT_ZIP_MAX_MEGABYTES * 1024 * 1024) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipTooLarge);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    // The browser could not hold it (a phone's memory): the same advice as for a file too large.
    throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipTooLarge);
  }
  const byName = new Map<string, { name: string; path: string }>();
  const entries: { path: string; name: string; size: number; packed: boolean }[] = [];
  try {
    // The filter sees every entry; answering false unpacks none of them.
    unzipSync(bytes, {
      filter: (entry) => {
        const name = baseName(readableName(entry.name));
        if (!isClutter(entry.name) && PICTURE_NAME.test(name)) {
          // Stored (0) and deflated (8) are what zips use, and all the browser can unpack.
          entries.push({ path: entry.name, name, size: entry.originalSize, packed: entry.compression === 0 || entry.compression === 8 });
        }
        return false;
      },
    });
  } catch {
    throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipUnreadable);
  }
  if (entries.length === 0) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipNoPictures);
  if (entries.length > PRODUCT_ZIP_MAX_PICTURES) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipTooManyPictures);
  // Refused here, before anything is uploaded, each with the file's name.
  for (const { path, name, size, packed } of entries) {
    if (!packed) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipUnreadable);
    if (name.length > MEDIA_FILE_NAME_MAX) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipNameTooLong(name.slice(0, 60)));
    if (size > MEDIA_MAX_BYTES) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipPictureRefused(name, MEDIA_MESSAGES.tooLarge));
    if (byName.has(zipFileKey(name))) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipSameName(name));
    byName.set(zipFileKey(name), { name, path });
  }
  return { bytes, byName };
}

/** The names a dry run checks the CSV against: every picture of the zip, none uploaded yet. */
export const namesOf = (zip: ZipPictures): Record<string, null> =>
  Object.fromEntries([...zip.byName.values()].map(({ name }) => [name, null]));

/** A picture deleted from the library while the import waits for it. */
function present(item: MediaItem | null, file: string): MediaItem {
  if (!item) throw new ZipProblem(PRODUCT_CSV_MESSAGES.notUploaded(file));
  return item;
}

export interface UploadProgress {
  /** The picture being uploaded, or null while the library makes the sizes of those uploaded. */
  file: string | null;
  /** Pictures uploaded (then: ready) of all there are. */
  done: number;
  total: number;
  /** Of the current upload, 0..1. */
  sent: number;
}

/**
 * Uploads the pictures a dry run listed and waits until all are ready; answers their library ids by file name.
 * A picture the library could not prepare stops it, with its file name and the library's reason.
 */
export async function uploadZipPictures(
  zip: ZipPictures,
  pictures: { file: string; alt: string }[],
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  const items = new Map<string, MediaItem>();
  for (const [index, { file, alt }] of pictures.entries()) {
    const entry = zip.byName.get(zipFileKey(file));
    if (!entry) throw new ZipProblem(PRODUCT_CSV_MESSAGES.notInZip(file));
    onProgress({ file, done: index, total: pictures.length, sent: 0 });
    // One picture unpacked at a time: a zip of phone photos unpacked whole would hold them all in memory.
    let bytes: ReturnType<typeof unzipSync>[string] | undefined;
    try {
      bytes = unzipSync(zip.bytes, { filter: ({ name }) => name === entry.path })[entry.path];
    } catch {
      bytes = undefined;
    }
    if (!bytes) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipPictureRefused(file, PRODUCT_CSV_MESSAGES.zipUnreadable));
    let item: MediaItem;
    try {
      item = await uploadFile(
        new File([bytes], entry.name),
        (sent, total) => onProgress({ file, done: index, total: pictures.length, sent: total ? sent / total : 0 }),
        signal,
      );
    } catch (error) {
      // The library's reason (not a picture, too large…) with the file it is about; a signed-out editor signs in.
      if (error instanceof SignedOut || !(error instanceof Error)) throw error;
      throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipPictureRefused(file, error.message));
    }
    // The same bytes uploaded before keep the alt text an editor gave them.
    if (!item.alt.trim()) {
      item = present(
        await callStaffApi(
          mediaApi.update,
          {
            params: { id: String(item.id) },
            body: { alt: alt.slice(0, MEDIA_ALT_MAX) || entry.name, focus: item.focus, version: item.version },
          },
          signal ? { signal } : {},
        ),
        file,
      );
    }
    items.set(file, item);
  }
  const deadline = Date.now() + PREPARING_AT_MOST_MS;
  for (;;) {
    const waiting = [...items.entries()].filter(([, item]) => item.status !== 'ready');
    onProgress({ file: null, done: items.size - waiting.length, total: items.size, sent: 0 });
    // A picture the library could not make at its first try is retried there later, for minutes: the import stops
    // at once, with the reason, rather than wait for the retries.
    const failed = waiting.find(([, item]) => item.status === 'failed' || item.error);
    if (failed) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipPictureFailed(failed[0], failed[1].error ?? 'no reason given'));
    if (waiting.length === 0) break;
    if (Date.now() > deadline) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipPicturesSlow(waiting.map(([file]) => file)));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    signal?.throwIfAborted();
    for (const [file, item] of waiting) {
      items.set(file, present(await callStaffApi(mediaApi.get, { params: { id: String(item.id) } }, signal ? { signal } : {}), file));
    }
  }
  return Object.fromEntries([...items].map(([file, item]) => [file, item.id]));
}
