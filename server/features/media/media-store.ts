import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { MediaSettings, S3Settings } from './media-settings.public';

// Where originals and variants live: never the web process's disk, which a platform wipes on each restart and
// does not share between processes. PostgreSQL by default (nothing else to run), S3-compatible object storage
// when MEDIA_STORAGE_URL names a bucket. Keys are `<content hash>/original` and `<content hash>/<width>.<format>`.

export interface MediaStore {
  /** Writes a file; writing the same key again replaces it (the same bytes, for the same hash). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every file whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}

export const originalKey = (hash: string) => `${hash}/original`;
export const variantKey = (hash: string, width: number, format: 'webp' | 'avif') => `${hash}/${width}.${format}`;

/** LIKE's wildcards in a key prefix, taken literally. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The size of a file's parts in PostgreSQL (the size the migration that made them cut the files already stored
 * into). A file is written one part per statement and read a few parts per query, so a 25 MB original never passes
 * through the driver whole: as one value it would be a 25 MB protocol message on the way in, and on the way back
 * 50 MB of hex text in a message buffer grown by doubling, then a string, then the bytes.
 */
export const MEDIA_BLOB_PART_BYTES = 1024 * 1024;
const PARTS_PER_READ = 4;

/** A stored file, read a few parts per query into one buffer of its size. */
async function readParts(db: Db, key: string): Promise<Buffer | null> {
  let file: Buffer | null = null;
  let filled = 0;
  for (let first = 0; file === null || filled < file.length; first += PARTS_PER_READ) {
    const parts = await db
      .selectFrom('media_blob_part')
      .innerJoin('media_blob', 'media_blob.key', 'media_blob_part.key')
      .select(['media_blob.byte_size', 'media_blob_part.bytes'])
      .where('media_blob_part.key', '=', key)
      .where('media_blob_part.part', '>=', first)
      .where('media_blob_part.part', '<', first + PARTS_PER_READ)
      .orderBy('media_blob_part.part')
      .execute();
    // None: no such file.
    if (parts.length === 0) return null;
    file ??= Buffer.allocUnsafe(parts[0]!.byte_size);
    for (const part of parts) {
      // Parts that add up to more than the file's size are a broken file, not bytes to write past its end.
      if (filled + part.bytes.length > file.length) throw new Error(`The stored file ${key} has more bytes than its size`);
      file.set(part.bytes, filled);
      filled += part.bytes.length;
    }
  }
  return file;
}

export function postgresMediaStore(db: Db): MediaStore {
  return {
    async put(key, bytes, contentType) {
      const parts = Math.max(1, Math.ceil(bytes.length / MEDIA_BLOB_PART_BYTES));
      // One transaction: a file is there whole or not at all.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('media_blob')
          .values({ key, content_type: contentType, byte_size: bytes.length })
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet((eb) => ({ content_type: eb.ref('excluded.content_type'), byte_size: eb.ref('excluded.byte_size') })),
          )
          .execute();
        await trx.deleteFrom('media_blob_part').where('key', '=', key).execute();
        for (let part = 0; part < parts; part++) {
          const start = part * MEDIA_BLOB_PART_BYTES;
          await trx
            .insertInto('media_blob_part')
            .values({ key, part, bytes: bytes.subarray(start, start + MEDIA_BLOB_PART_BYTES) })
            .execute();
        }
      });
    },
    async get(key) {
      // One snapshot for all the reads: a file replaced meanwhile (a variant made again) is read whole, old or new.
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => readParts(trx, key));
    },
    async deletePrefix(prefix) {
      // Their parts go with them (on delete cascade).
      await db
        .deleteFrom('media_blob')
        .where('key', 'like', sql<string>`${likePrefix(prefix)}`)
        .execute();
    },
  };
}

export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const full = (key: string) => `${settings.prefix}${key}`;
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        // The same memory as a Buffer, not a copy of it.
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The store the settings name: S3 when a bucket is configured, else the database. */
export const mediaStoreOf = (db: Db, settings: Pick<MediaSettings, 's3'>): MediaStore =>
  settings.s3 ? s3MediaStore(settings.s3) : postgresMediaStore(db);
