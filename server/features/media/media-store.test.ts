import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { loadConfig } from '../../config';
import { MEDIA_BLOB_PART_BYTES, type MediaStore, postgresMediaStore, s3MediaStore } from './media-store';

// The two places pictures are kept, held to the same behaviour: PostgreSQL (the run's database) and S3-compatible
// object storage (s3rver, a local server speaking the S3 protocol, on a port of its own).

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let database: DatabaseHandle;
const BUCKET = 'woven-pictures';

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  database = openPostgres(process.env.TEST_DATABASE_URL!, 2);
});
afterAll(async () => {
  await s3rver.close();
  await database.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** The S3 store as MEDIA_STORAGE_URL and the standard variables configure it. */
function s3Store(): MediaStore {
  const config = loadConfig({
    MEDIA_STORAGE_URL: `s3://${BUCKET}/site/pictures`,
    MEDIA_S3_ENDPOINT: endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  expect(config.media.s3).toMatchObject({ bucket: BUCKET, prefix: 'site/pictures/', forcePathStyle: true, endpoint });
  return s3MediaStore(config.media.s3!);
}

const stores: [string, () => MediaStore][] = [
  ['PostgreSQL', () => postgresMediaStore(database.db)],
  ['S3 (s3rver)', s3Store],
];

describe.each(stores)('the %s store', (_, make) => {
  const hash = `${Date.now().toString(16).padStart(16, '0')}${Math.floor(Math.random() * 1e9).toString(16)}`.slice(0, 32).padEnd(32, 'a');
  const other = hash.replace(/^./, (c) => (c === 'f' ? 'e' : 'f'));

  it('keeps bytes under a key, replaces them under the same key, and answers null for a key it lacks', async () => {
    const store = make();
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]);
    await store.put(`${hash}/original`, bytes, 'image/png');
    expect(await store.get(`${hash}/original`)).toEqual(bytes);
    await store.put(`${hash}/original`, Buffer.from('again'), 'image/png');
    expect((await store.get(`${hash}/original`))?.toString()).toBe('again');
    expect(await store.get(`${hash}/missing.webp`)).toBeNull();
  });

  it('keeps a file of several megabytes whole, and replaces it with a shorter one', async () => {
    const store = make();
    const original = Buffer.alloc(MEDIA_BLOB_PART_BYTES * 5 + 1);
    for (let i = 0; i < original.length; i++) original[i] = (i * 31) % 256;
    await store.put(`${hash}/original`, original, 'image/jpeg');
    expect((await store.get(`${hash}/original`))?.equals(original)).toBe(true);
    const shorter = original.subarray(0, MEDIA_BLOB_PART_BYTES + 7);
    await store.put(`${hash}/original`, shorter, 'image/jpeg');
    expect((await store.get(`${hash}/original`))?.equals(shorter)).toBe(true);
    await store.deletePrefix(`${hash}/`);
  });

  it("deletes a picture's files by their prefix, and nobody else's", async () => {
    const store = make();
    await store.put(`${hash}/320.webp`, Buffer.from('a'), 'image/webp');
    await store.put(`${hash}/320.avif`, Buffer.from('b'), 'image/avif');
    await store.put(`${other}/320.webp`, Buffer.from('c'), 'image/webp');
    await store.deletePrefix(`${hash}/`);
    expect(await store.get(`${hash}/320.webp`)).toBeNull();
    expect(await store.get(`${hash}/320.avif`)).toBeNull();
    expect(await store.get(`${hash}/original`)).toBeNull();
    expect((await store.get(`${other}/320.webp`))?.toString()).toBe('c');
    await store.deletePrefix(`${other}/`);
  });
});

it('refuses a storage URL that is not s3://bucket/prefix, and half a pair of credentials', () => {
  expect(() => loadConfig({ MEDIA_STORAGE_URL: 'https://bucket.example.com' })).toThrow(/MEDIA_STORAGE_URL: must be s3:\/\/bucket/);
  expect(() => loadConfig({ MEDIA_STORAGE_URL: 's3://pictures', AWS_ACCESS_KEY_ID: 'key' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
  expect(loadConfig({}).media.s3).toBeUndefined();
});
