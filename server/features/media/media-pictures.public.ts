import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { findMedia, findMediaByHash, replaceUses } from './media.repository';
import { pictureOfRow } from './media-picture';

// What the picture library offers the other features (the product and category editors): the Picture document of a
// library item, to keep in their own picture columns, and the record of which entity shows which pictures, so that
// a picture in use is not deleted.

/**
 * The Picture document (src, size, alt, variants narrowest first, AVIF, mediaId, focus) of a library item whose
 * variants are all made and whose alt text is written; null otherwise (unknown, still processing, failed, or not
 * described yet).
 */
export async function pictureOfMedia(db: Db, mediaId: number): Promise<Picture | null> {
  const row = await findMedia(db, mediaId);
  return row ? pictureOfRow(row) : null;
}

/** The library's picture whose variant is at `address` (`/media/<content hash>/<width>.webp`), as pictureOfMedia. */
export async function pictureOfMediaAddress(db: Db, address: string): Promise<Picture | null> {
  const hash = /^\/media\/([0-9a-f]{32})\/\d+\.(?:webp|avif)$/.exec(address)?.[1];
  const row = hash ? await findMediaByHash(db, hash) : undefined;
  return row ? pictureOfRow(row) : null;
}

/**
 * Records that `owner` (e.g. `{ type: 'product', id: '42' }`) shows exactly these library items, replacing what it
 * showed before; call it in the transaction that saves the owner. An empty list releases them all (call it when the
 * owner is deleted).
 */
export function setMediaUses(db: Db, owner: { type: string; id: string | number }, mediaIds: number[]): Promise<void> {
  return replaceUses(db, { type: owner.type, id: String(owner.id) }, mediaIds);
}
