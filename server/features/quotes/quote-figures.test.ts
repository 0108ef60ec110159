import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { insertSentQuote } from '../../../test/quote-fixtures';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { quoteFigures } from './quote-figures';

// The dashboard's quote figures against a hand-worked set of quotes: counted in the company's weeks and months
// (Ho Chi Minh City), each quote once however often it was revised, spam left out, money exact in cents. A
// database of its own: the figures count every quote.

let name: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  const created = await createTestDatabase('catalogue_quote_figures');
  name = created.name;
  handle = openPostgres(created.url, 2);
  await migrateToLatest(handle.db);
  const db = handle.db;

  /** An inquiry received at `receivedAt`, with its status now, and its versions sent. */
  async function quote(receivedAt: string, status: 'won' | 'lost' | 'quoted' | 'spam', versions: Parameters<typeof insertSentQuote>[2]) {
    const inquiry = await insertInquiry(db, { kind: 'quotation', receivedAt: vn(receivedAt), status });
    return insertSentQuote(db, inquiry.id, versions);
  }
  // A: revised within October and won. 24 h to its first quote; October counts its last version, USD 9,000.00.
  await quote('2026-10-01 09:00', 'won', [
    { sentAt: vn('2026-10-02 09:00'), validUntil: '2026-11-01', totalCents: 1_000_000 },
    { sentAt: vn('2026-10-20 09:00'), validUntil: '2026-11-20', totalCents: 900_000 },
  ]);
  // B: first sent in October (32 h after the inquiry), revised in November, then expired unanswered.
  const b = await quote('2026-10-30 12:00', 'lost', [
    { sentAt: vn('2026-10-31 20:00'), validUntil: '2026-11-15', totalCents: 500_000 },
    { sentAt: vn('2026-11-03 09:00'), validUntil: '2026-11-18', totalCents: 450_000 },
  ]);
  await db
    .updateTable('quote_version')
    .set({ expired_at: vn('2026-11-19 00:05') })
    .where('id', '=', b.versionIds[1]!)
    .execute();
  // C: sent at 03:00 on 1 November in Ho Chi Minh City (still 31 October in UTC): a November quote. 17 h. Declined.
  await quote('2026-10-31 10:00', 'lost', [
    {
      sentAt: vn('2026-11-01 03:00'),
      validUntil: '2026-12-01',
      totalCents: 250_050,
      answer: { answer: 'declined', at: vn('2026-11-02 10:00'), reason: 'Too dear' },
    },
  ]);
  // D: four days to its quote, waiting for an answer; a large order, USD 123,456,789.01.
  await quote('2026-11-20 09:00', 'quoted', [{ sentAt: vn('2026-11-24 09:00'), validUntil: '2026-12-24', totalCents: 12_345_678_901 }]);
  // E: a spam inquiry quoted by mistake does not count.
  await quote('2026-11-02 09:00', 'spam', [{ sentAt: vn('2026-11-02 10:00'), validUntil: '2026-12-02', totalCents: 99_999 }]);
  // F: sent before the first month shown.
  await quote('2026-08-10 09:00', 'won', [{ sentAt: vn('2026-08-15 09:00'), validUntil: '2026-09-15', totalCents: 123_400 }]);
  // G: sent on Saturday 5 September, in the first month shown but before the 12 weeks' first Monday (7 September).
  await quote('2026-09-01 09:00', 'won', [{ sentAt: vn('2026-09-05 09:00'), validUntil: '2026-10-05', totalCents: 777_700 }]);
});
afterAll(async () => {
  await handle.close();
  await dropTestDatabase(name);
});

it('counts the quotes sent in the last 12 weeks, their outcomes, and the median time to a first quote', async () => {
  const figures = await quoteFigures(handle.db, vn('2026-11-25 10:00'), 12);
  expect(figures).toMatchObject({
    // A, B, C and D, with six versions between them.
    quotesSent: 4,
    versionsSent: 6,
    outcomes: { won: 1, declined: 1, expired: 1, open: 1 },
    acceptanceShare: 1 / 3,
    // 17 h, 24 h, 32 h and 96 h: the median is halfway between 24 h and 32 h, 28 h.
    medianMinutesToQuote: 28 * 60,
  });
});

it('adds up the value quoted per company month, each quote at its last version sent that month, from the month the period starts in', async () => {
  const { months } = await quoteFigures(handle.db, vn('2026-11-25 10:00'), 12);
  expect(months).toEqual([
    { month: '2026-09', quotesSent: 1, valueCents: 777_700 },
    // A at its October revision (9,000.00) and B's first version (5,000.00).
    { month: '2026-10', quotesSent: 2, valueCents: 1_400_000 },
    // B's revision (4,500.00), C (2,500.50) and D (123,456,789.01).
    { month: '2026-11', quotesSent: 3, valueCents: 450_000 + 250_050 + 12_345_678_901 },
  ]);
});

it('narrows to a shorter period, and says nothing is decided while nothing is', async () => {
  // The last 4 weeks start on Monday 2 November: B's revision and D (C was sent on Sunday 1 November).
  const recent = await quoteFigures(handle.db, vn('2026-11-25 10:00'), 4);
  expect(recent).toMatchObject({
    quotesSent: 2,
    versionsSent: 2,
    outcomes: { won: 0, declined: 0, expired: 1, open: 1 },
    acceptanceShare: 0,
  });
  // D is the only first quote in the period (96 h); B's first version was sent before it.
  expect(recent.medianMinutesToQuote).toBe(96 * 60);
  expect(recent.months.map((m) => m.month)).toEqual(['2026-11']);

  // In a week with nothing sent, there is nothing to rate.
  const quiet = await quoteFigures(handle.db, vn('2027-01-06 10:00'), 1);
  expect(quiet).toMatchObject({ quotesSent: 0, versionsSent: 0, acceptanceShare: null, medianMinutesToQuote: null });
  expect(quiet.months).toEqual([{ month: '2027-01', quotesSent: 0, valueCents: 0 }]);
});
