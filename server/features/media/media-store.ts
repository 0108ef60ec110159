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

export function postgresMediaStore(db: Db): MediaStore {
  return {
    async put(key, bytes, contentType) {
      await db
        .insertInto('media_blob')
        .values({ key, content_type: contentType, bytes })
        .onConflict((oc) => oc.column('key').doUpdateSet({ content_type: contentType, bytes }))
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('media_blob').select('bytes').where('key', '=', key).executeTakeFirst();
      return row ? Buffer.from(row.bytes) : null;
    },
    async deletePrefix(prefix) {
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
        return Buffer.from(await answer.Body.transformToByteArray());
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
