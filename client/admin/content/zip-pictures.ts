import { unzipSync } from 'fflate';
import { mediaApi } from '../../../shared/contracts/media';
import { PRODUCT_CSV_MESSAGES, PRODUCT_ZIP_MAX_MEGABYTES, PRODUCT_ZIP_MAX_PICTURES } from '../../../shared/contracts/product-csv';
import { MEDIA_ALT_MAX, type MediaItem } from '../../../shared/media';
import { uploadFile } from '../media/upload-file';
import { POLL_MS } from '../media/use-media-library';
import { callStaffApi } from '../staff-client';

// The pictures of a zip file chosen beside a product CSV. The browser reads the zip (the server never holds a
// whole zip in memory): first only its list of files, then each picture a row names, one at a time, uploaded to the
// library like any other upload (its type checked from the bytes there), described with its product's name unless
// it has alt text already, and waited for until its sizes are made.

/** What the library takes; the server checks the bytes, this only keeps other files (notes, thumbnails) out. */
const PICTURE_NAME = /\.(?:jpe?g|png|webp|avif|heic|heif)$/i;

export class ZipProblem extends Error {}

export interface ZipPictures {
  bytes: Uint8Array;
  /** By file name in lower case: the name as written and its path inside the zip. */
  byName: Map<string, { name: string; path: string }>;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** Folders, and what macOS and Windows add to a zip beside the files. */
const isClutter = (path: string) => path.endsWith('/') || path.startsWith('__MACOSX/') || baseName(path).startsWith('.');

/** Lists the pictures of `file` without unpacking them; throws a ZipProblem with the words to show. */
export async function readZip(file: File): Promise<ZipPictures> {
  if (file.size > PRODUCT_ZIP_MAX_MEGABYTES * 1024 * 1024) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const byName = new Map<string, { name: string; path: string }>();
  const paths: string[] = [];
  try {
    // The filter sees every entry; answering false unpacks none of them.
    unzipSync(bytes, {
      filter: (entry) => {
        if (!isClutter(entry.name) && PICTURE_NAME.test(entry.name)) paths.push(entry.name);
        return false;
      },
    });
  } catch {
    throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipUnreadable);
  }
  if (paths.length === 0) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipNoPictures);
  if (paths.length > PRODUCT_ZIP_MAX_PICTURES) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipTooManyPictures);
  for (const path of paths) {
    const name = baseName(path);
    if (byName.has(name.toLowerCase())) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipSameName(name));
    byName.set(name.toLowerCase(), { name, path });
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
    const entry = zip.byName.get(file.toLowerCase());
    if (!entry) throw new ZipProblem(PRODUCT_CSV_MESSAGES.notInZip(file));
    onProgress({ file, done: index, total: pictures.length, sent: 0 });
    // One picture unpacked at a time: a zip of phone photos unpacked whole would hold them all in memory.
    const bytes = unzipSync(zip.bytes, { filter: ({ name }) => name === entry.path })[entry.path];
    if (!bytes) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipUnreadable);
    let item = await uploadFile(
      new File([bytes], entry.name),
      (sent, total) => onProgress({ file, done: index, total: pictures.length, sent: total ? sent / total : 0 }),
      signal,
    );
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
  for (;;) {
    const waiting = [...items.entries()].filter(([, item]) => item.status !== 'ready');
    onProgress({ file: null, done: items.size - waiting.length, total: items.size, sent: 0 });
    const failed = waiting.find(([, item]) => item.status === 'failed');
    if (failed) throw new ZipProblem(PRODUCT_CSV_MESSAGES.zipPictureFailed(failed[0], failed[1].error ?? 'no reason given'));
    if (waiting.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    signal?.throwIfAborted();
    for (const [file, item] of waiting) {
      items.set(file, present(await callStaffApi(mediaApi.get, { params: { id: String(item.id) } }, signal ? { signal } : {}), file));
    }
  }
  return Object.fromEntries([...items].map(([file, item]) => [file, item.id]));
}
