import { createHash } from 'node:crypto';
import type { Acting } from '../../http/acting';
import type { InputOf } from '../../../shared/contracts/define-endpoint';
import type { mediaApi } from '../../../shared/contracts/media';
import { MEDIA_MESSAGES, MEDIA_PAGE_SIZE, type MediaItem, type MediaPage } from '../../../shared/media';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { Reply } from '../../http/mount-contract';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/audit-trail.public';
import {
  countMedia,
  deleteMedia,
  findMedia,
  findMediaByHash,
  insertMedia,
  listMedia,
  listUses,
  lockMedia,
  type MediaRow,
  updateMedia,
} from './media.repository';
import { mediaItemOf, mediaUseOf } from './media-picture';
import { type MediaStore, originalKey } from './media-store';

// The picture library. An upload is checked by its bytes (sharp reads the header only), kept in the store as sent,
// and recorded as waiting for its variants, which the worker makes in the background (media-worker.ts): the request
// never waits for the encoding. Every change by staff is one transaction with its audit entry.

export interface MediaServiceOptions {
  store: MediaStore;
  clock: () => Date;
  /** Forgets this process's disk copies of a deleted picture's variants. */
  forgetCached?: (hash: string) => Promise<void>;
  logger?: Logger;
}

const MIME_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
};

const staleEdit = () => new HttpError(409, MEDIA_MESSAGES.staleEdit);
/** The first 128 bits of the SHA-256: the picture's address, and its variants'. */
export const contentHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

const loadImages = () => import('./media-images');

/** What the audit log records of a picture's file. */
const fileFactsOf = (row: Pick<MediaRow, 'file_name' | 'format' | 'byte_size' | 'width' | 'height'>) => ({
  fileName: row.file_name,
  format: row.format,
  bytes: row.byte_size,
  width: row.width,
  height: row.height,
});

export function createMediaService(db: Db, { store, clock, forgetCached, logger }: MediaServiceOptions) {
  const itemById = async (id: number) => {
    const row = await findMedia(db, id);
    return row ? mediaItemOf(row, await listUses(db, [id])) : null;
  };

  /** Runs `work` on the locked row, if it is still at `version`; answers the item as it is afterwards (null: unknown). */
  async function change(
    id: number,
    version: number,
    work: (trx: Db, row: MediaRow, now: Date) => Promise<void>,
  ): Promise<MediaItem | null> {
    const found = await db.transaction().execute(async (trx) => {
      const row = await lockMedia(trx, id);
      if (!row) return false;
      if (row.version !== version) throw staleEdit();
      await work(trx, row, clock());
      return true;
    });
    return found ? itemById(id) : null;
  }

  return {
    async upload(bytes: Buffer, fileName: string, acting: Acting): Promise<MediaItem | Reply<MediaItem>> {
      const { sniffPicture, variantWidthsOf } = await loadImages();
      const sniffed = await sniffPicture(bytes);
      const hash = contentHashOf(bytes);
      const existing = await findMediaByHash(db, hash);
      if (existing) return (await itemById(existing.id))!;
      // Written before the row that names it: a row never points at a file that is not there. (A file whose row
      // was then not written is kept under its hash, and used again if the same picture is uploaded.)
      await store.put(originalKey(hash), bytes, MIME_TYPES[sniffed.format]!);
      const id = await db.transaction().execute(async (trx) => {
        const now = clock();
        const inserted = await insertMedia(trx, {
          contentHash: hash,
          fileName,
          format: sniffed.format,
          byteSize: bytes.length,
          width: sniffed.width,
          height: sniffed.height,
          variantWidths: variantWidthsOf(sniffed.width),
          uploadedBy: acting.principal.staffId,
          now,
        });
        if (inserted === null) return null;
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'media.uploaded',
          subject: { type: 'media', id: inserted },
          detail: fileFactsOf({ ...sniffed, file_name: fileName, byte_size: bytes.length }),
          ip: acting.ip,
          at: now,
        });
        return inserted;
      });
      // The same bytes uploaded at the same moment by somebody else: theirs is the one.
      if (id === null) return (await itemById((await findMediaByHash(db, hash))!.id))!;
      return new Reply(201, (await itemById(id))!);
    },

    /**
     * A new file for the picture, keeping its id, alt text, focal point and uses: its variants are made again (as
     * an upload's are), and pages show it once they are (their copies name the old files until then, which stay).
     */
    async replaceFile(id: number, file: { bytes: Buffer; fileName: string; version: number }, acting: Acting): Promise<MediaItem | null> {
      const { sniffPicture, variantWidthsOf } = await loadImages();
      const sniffed = await sniffPicture(file.bytes);
      const hash = contentHashOf(file.bytes);
      const other = await findMediaByHash(db, hash);
      if (other && other.id !== id) throw new HttpError(409, MEDIA_MESSAGES.replaceWithOther(other.file_name));
      if (!other) await store.put(originalKey(hash), file.bytes, MIME_TYPES[sniffed.format]!);
      return change(id, file.version, async (trx, row, now) => {
        if (row.content_hash === hash) return;
        const replaced = {
          content_hash: hash,
          file_name: file.fileName,
          format: sniffed.format,
          byte_size: file.bytes.length,
          width: sniffed.width,
          height: sniffed.height,
          variant_widths: variantWidthsOf(sniffed.width),
        };
        await updateMedia(
          trx,
          id,
          {
            ...replaced,
            status: 'processing',
            attempts: 0,
            next_attempt_at: now,
            processing_until: null,
            last_error: null,
            variants_done: 0,
          },
          now,
        );
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'media.replaced',
          subject: { type: 'media', id },
          detail: { from: fileFactsOf(row), to: fileFactsOf(replaced) },
          ip: acting.ip,
          at: now,
        });
      });
    },

    async list(query: InputOf<typeof mediaApi.list>['query']): Promise<MediaPage> {
      const page = query.page ?? 1;
      const filter = { q: query.q, status: query.status };
      const [rows, total] = await Promise.all([
        listMedia(db, { ...filter, limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE }),
        countMedia(db, filter),
      ]);
      const uses = await listUses(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => mediaItemOf(row, uses)), total, page, pageSize: MEDIA_PAGE_SIZE };
    },

    get: (id: number) => itemById(id),

    update(id: number, body: InputOf<typeof mediaApi.update>['body'], acting: Acting) {
      return change(id, body.version, async (trx, row, now) => {
        await updateMedia(trx, id, { alt: body.alt, focus_x: body.focus.x, focus_y: body.focus.y }, now);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'media.updated',
          subject: { type: 'media', id },
          detail: {
            ...(row.alt !== body.alt ? { alt: { from: row.alt, to: body.alt } } : {}),
            ...(row.focus_x !== body.focus.x || row.focus_y !== body.focus.y
              ? { focus: { from: { x: row.focus_x, y: row.focus_y }, to: body.focus } }
              : {}),
          },
          ip: acting.ip,
          at: now,
        });
      });
    },

    retry(id: number, body: InputOf<typeof mediaApi.retry>['body'], acting: Acting) {
      return change(id, body.version, async (trx, row, now) => {
        if (row.status !== 'failed') throw new HttpError(409, MEDIA_MESSAGES.notFailed);
        await updateMedia(trx, id, { status: 'processing', attempts: 0, next_attempt_at: now, last_error: null, variants_done: 0 }, now);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'media.retried',
          subject: { type: 'media', id },
          detail: { lastError: row.last_error },
          ip: acting.ip,
          at: now,
        });
      });
    },

    async remove(id: number, body: InputOf<typeof mediaApi.remove>['body'], acting: Acting): Promise<{ deleted: true } | null> {
      const hash = await db.transaction().execute(async (trx) => {
        const row = await lockMedia(trx, id);
        if (!row) return null;
        if (row.version !== body.version) throw staleEdit();
        if (row.uses > 0) throw new HttpError(409, MEDIA_MESSAGES.inUse((await listUses(trx, [id])).map(mediaUseOf)));
        await deleteMedia(trx, id);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'media.deleted',
          subject: { type: 'media', id },
          detail: { fileName: row.file_name, alt: row.alt },
          ip: acting.ip,
          at: clock(),
        });
        return row.content_hash;
      });
      if (hash === null) return null;
      // After the commit: a failure here leaves files nothing names (logged), never a row without its files.
      try {
        await store.deletePrefix(`${hash}/`);
        await forgetCached?.(hash);
      } catch (error) {
        logger?.warn({ err: error, mediaId: id }, 'A deleted picture’s files could not all be removed');
      }
      return { deleted: true };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
