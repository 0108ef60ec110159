import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { createLogger } from '../../logger';
import { plainPicture } from '../../../test/media-fixtures';
import { testClock } from '../../../test/inbox-fixtures';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';
import { insertMedia } from './media.repository';
import { contentHashOf } from './media.service';
import { type MediaStore, originalKey, postgresMediaStore } from './media-store';
import { MEDIA_MAX_ATTEMPTS, mediaRetryDelaySeconds, processWaitingMedia } from './media-worker';

// The variants job on a database of its own (the built server's worker watches the run's shared one): retries
// with back-off until it gives up, and two processes' workers on one database never take the same picture.

const logger = createLogger({ env: 'test', logLevel: 'silent' });
const START = new Date('2026-11-26T03:00:00Z');
let name: string;
let handles: DatabaseHandle[];
let db: DatabaseHandle['db'];

beforeAll(async () => {
  const created = await createTestDatabase('media_worker');
  name = created.name;
  // Two pools: what two web processes would have.
  handles = [openPostgres(created.url, 3), openPostgres(created.url, 3)];
  db = handles[0]!.db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await dropTestDatabase(name);
});
beforeEach(async () => {
  await db.deleteFrom('media').execute();
  await db.deleteFrom('media_blob').execute();
});

/** Stores a picture's original and its waiting row, as an upload does. */
async function waitingPicture(store: MediaStore, colour: string, now = START): Promise<number> {
  const bytes = await plainPicture(400, 300, 'png', colour);
  const hash = contentHashOf(bytes);
  await store.put(originalKey(hash), bytes, 'image/png');
  const id = await insertMedia(db, {
    contentHash: hash,
    fileName: `${colour}.png`,
    format: 'png',
    byteSize: bytes.length,
    width: 400,
    height: 300,
    variantWidths: [320, 400],
    uploadedBy: null,
    now,
  });
  return id!;
}

const rowOf = (id: number) => db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

it('retries a failing picture with growing waits, and gives up after the last attempt until somebody retries it', async () => {
  const clock = testClock(START);
  const store = postgresMediaStore(db);
  const id = await waitingPicture(store, '#102030');
  // The store refuses every variant (a full bucket, say); originals are still read.
  const failing: MediaStore = { ...store, put: () => Promise.reject(new Error('The bucket is full')) };

  for (let attempt = 1; attempt <= MEDIA_MAX_ATTEMPTS; attempt++) {
    expect(await processWaitingMedia(db, failing, logger, { now: clock.now })).toBe(0);
    const row = await rowOf(id);
    expect(row.attempts).toBe(attempt);
    expect(row.last_error).toBe('The bucket is full');
    if (attempt < MEDIA_MAX_ATTEMPTS) {
      expect(row.status).toBe('processing');
      // Not tried again before its wait is over …
      const waitMs = mediaRetryDelaySeconds(attempt) * 1000;
      clock.set(new Date(clock.now().getTime() + waitMs - 1000));
      await processWaitingMedia(db, failing, logger, { now: clock.now });
      expect((await rowOf(id)).attempts).toBe(attempt);
      // … and tried once it is.
      clock.set(new Date(clock.now().getTime() + 1000));
    } else expect(row.status).toBe('failed');
  }
  expect(mediaRetryDelaySeconds(1)).toBeLessThan(mediaRetryDelaySeconds(2));

  // Failed stays failed, however long one waits.
  clock.set(new Date(clock.now().getTime() + 24 * 3600 * 1000));
  await processWaitingMedia(db, failing, logger, { now: clock.now });
  expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MEDIA_MAX_ATTEMPTS });
});

it('never lets two processes make the same picture, and makes every picture once', async () => {
  const store = postgresMediaStore(db);
  const ids = [];
  for (let i = 0; i < 8; i++) ids.push(await waitingPicture(store, `#00${i}0${i}0`));
  const madeBy = new Map<number, string[]>();
  const counting = (worker: string, handle: DatabaseHandle): MediaStore => {
    const own = postgresMediaStore(handle.db);
    return {
      ...own,
      async get(key) {
        const row = await db.selectFrom('media').select('id').where('content_hash', '=', key.split('/')[0]!).executeTakeFirstOrThrow();
        madeBy.set(row.id, [...(madeBy.get(row.id) ?? []), worker]);
        return own.get(key);
      },
    };
  };
  const now = () => new Date(START.getTime() + 60_000);
  const [a, b] = await Promise.all([
    processWaitingMedia(handles[0]!.db, counting('first process', handles[0]!), logger, { now }),
    processWaitingMedia(handles[1]!.db, counting('second process', handles[1]!), logger, { now }),
  ]);
  expect(a + b).toBe(ids.length);
  expect([...madeBy.keys()].sort((x, y) => x - y)).toEqual(ids);
  for (const workers of madeBy.values()) expect(workers).toHaveLength(1);
  const rows = await db.selectFrom('media').select(['status', 'attempts', 'variants_done']).execute();
  expect(rows.every((r) => r.status === 'ready' && r.attempts === 1 && r.variants_done === 4)).toBe(true);
});
