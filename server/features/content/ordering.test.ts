import { englishOf } from '../../../shared/i18n/english';
import { ORDERING_MESSAGES } from '../../../shared/ordering';
import { openPostgres, type Db, type DatabaseHandle } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { applyOrder } from './ordering.public';

// Against the run's seeded database: each test works inside a transaction that is rolled back, so the demo's FAQs
// and badges are as they were for every other test.

let database: DatabaseHandle;
beforeAll(() => {
  database = openPostgres(process.env.TEST_DATABASE_URL!, 2);
});
afterAll(() => database.close());

const ROLL_BACK = new Error('roll back');
async function rolledBack(work: (db: Db) => Promise<void>): Promise<void> {
  await expect(
    database.db.transaction().execute(async (trx) => {
      await work(trx);
      throw ROLL_BACK;
    }),
  ).rejects.toBe(ROLL_BACK);
}

const faqOrder = async (db: Db, type: number) =>
  (await db.selectFrom('faq').select('id').where('type', '=', type).orderBy('sort_order').orderBy('id').execute()).map((r) => r.id);
const badgeOrder = async (db: Db) =>
  (await db.selectFrom('badge').select('id').orderBy('sort_order').orderBy('id').execute()).map((r) => r.id);
const everyFaq = (db: Db) => db.selectFrom('faq').select(['id', 'type', 'sort_order']).orderBy('id').execute();

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('applyOrder on the FAQs of one type', () => {
  it('stores the new order of that type, positions 0, 1, 2…, and leaves the other types as they were', async () => {
    await rolledBack(async (db) => {
      const before = await everyFaq(db);
      const shown = await faqOrder(db, 2);
      expect(shown.length).toBeGreaterThan(2);
      const reversed = [...shown].reverse();
      await applyOrder(db, 'faq', reversed, { column: 'type', value: 2 });
      expect(await faqOrder(db, 2)).toEqual(reversed);
      const positions = await db.selectFrom('faq').select(['id', 'sort_order']).where('type', '=', 2).execute();
      expect(positions.map((row) => reversed.indexOf(row.id)).sort()).toEqual(positions.map((row) => row.sort_order).sort());
      const after = await everyFaq(db);
      expect(after.filter((row) => row.type !== 2)).toEqual(before.filter((row) => row.type !== 2));
    });
  });

  it('accepts the order it already has', async () => {
    await rolledBack(async (db) => {
      const shown = await faqOrder(db, 1);
      await applyOrder(db, 'faq', shown, { column: 'type', value: 1 });
      expect(await faqOrder(db, 1)).toEqual(shown);
    });
  });

  it.each([
    ['a list missing an item added meanwhile', (ids: number[]) => ids.slice(1)],
    ['a list naming an item removed meanwhile', (ids: number[]) => [...ids, 2_000_000_000]],
    ['a list where a removed item stands in for an added one', (ids: number[]) => [...ids.slice(1), 2_000_000_000]],
  ])('refuses %s with 409 and changes nothing', async (_case, stale) => {
    await rolledBack(async (db) => {
      const before = await everyFaq(db);
      const shown = await faqOrder(db, 3);
      const error = await refusal(applyOrder(db, 'faq', stale([...shown].reverse()), { column: 'type', value: 3 }));
      expect(error.status).toBe(409);
      expect(error.message).toBe(englishOf(ORDERING_MESSAGES.stale));
      expect(await everyFaq(db)).toEqual(before);
    });
  });

  it('refuses an item of another type: each type is ordered on its own', async () => {
    await rolledBack(async (db) => {
      const before = await everyFaq(db);
      const [other] = await faqOrder(db, 4);
      const error = await refusal(applyOrder(db, 'faq', [...(await faqOrder(db, 3)), other!], { column: 'type', value: 3 }));
      expect(error.status).toBe(409);
      expect(await everyFaq(db)).toEqual(before);
    });
  });
});

describe('applyOrder on the badges (one list)', () => {
  it('stores the new order', async () => {
    await rolledBack(async (db) => {
      const shown = await badgeOrder(db);
      expect(shown.length).toBeGreaterThan(1);
      const moved = [...shown.slice(1), shown[0]!];
      await applyOrder(db, 'badge', moved);
      expect(await badgeOrder(db)).toEqual(moved);
    });
  });

  it('refuses a list missing a badge with 409 and changes nothing', async () => {
    await rolledBack(async (db) => {
      const shown = await badgeOrder(db);
      const error = await refusal(applyOrder(db, 'badge', shown.slice(0, -1).reverse()));
      expect(error.status).toBe(409);
      expect(await badgeOrder(db)).toEqual(shown);
    });
  });

  it('refuses an order of a list that has just been emptied', async () => {
    await rolledBack(async (db) => {
      const shown = await badgeOrder(db);
      await db.deleteFrom('badge').execute();
      expect((await refusal(applyOrder(db, 'badge', shown))).status).toBe(409);
    });
  });
});
