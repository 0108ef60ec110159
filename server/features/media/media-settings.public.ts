// Where the picture library keeps its files, published to server/config.ts, which reads it from the environment.

export interface S3Settings {
  bucket: string;
  /** Keys start with it ('' or 'site/pictures/'). */
  prefix: string;
  /** An S3-compatible service other than AWS (MinIO, R2, Spaces…); absent: AWS itself. */
  endpoint?: string | undefined;
  region: string;
  /** Bucket in the path rather than the host name: what most S3-compatible services and local servers need. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface MediaSettings {
  /** Absent: the originals and variants are kept in PostgreSQL. */
  s3?: S3Settings | undefined;
  /** This process's copy of served variants: a cache, rebuilt from the store when the disk is wiped. */
  cacheDir: string;
  /** How often the web process looks for pictures whose variants are to be made. */
  pollMs: number;
}

export const DEFAULT_MEDIA_POLL_MS = 2_000;

/** MEDIA_STORAGE_URL's s3://bucket/prefix, or an explanation of what is wrong with it. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } | string {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url);
  if (!match) return 'must be s3://bucket or s3://bucket/prefix';
  const prefix = (match[2] ?? '').replace(/^\/+/, '').replace(/\/*$/, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}
