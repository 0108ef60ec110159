import { Writable } from 'node:stream';
import pino from 'pino';
import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { insertSentQuote } from '../../../test/quote-fixtures';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { runQuoteExpiryPass } from './quote-expiry';
import { startQuoteExpiry } from './quote-expiry.public';

// A quote the buyer leaves unanswered past its validity day: at the end of that day (company time) the version is
// marked expired and its quoted inquiry lost, with the reason in its history and the audit log, once however many
// processes run the pass. A database of its own: the pass looks at every quote.

let name: string;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  const created = await createTestDatabase('catalogue_quote_expiry');
  name = created.name;
  first = openPostgres(created.url, 2);
  second = openPostgres(created.url, 2);
  await migrateToLatest(first.db);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await dropTestDatabase(name);
});

const db = () => first.db;
const passAt = (at: Date, handle = first) => runQuoteExpiryPass(handle.db, { now: () => at });
/** Two processes running the pass at the same moment. */
const twoPassesAt = async (at: Date) => (await Promise.all([passAt(at, first), passAt(at, second)])).reduce((a, b) => a + b, 0);

/** A quoted inquiry received on 2 Nov whose quote, sent on 3 Nov, is valid until `validUntil`. */
async function quoted(validUntil: string, more: Parameters<typeof insertSentQuote>[2] = []) {
  const inquiry = await insertInquiry(db(), {
    kind: 'quotation',
    receivedAt: vn('2026-11-02 09:00'),
    status: 'quoted',
    firstReplyAt: vn('2026-11-03 10:00'),
    name: 'Zsófia Kővári',
  });
  const quote = await insertSentQuote(db(), inquiry.id, [{ sentAt: vn('2026-11-03 10:00'), validUntil, totalCents: 4_551_000 }, ...more]);
  return { ...inquiry, ...quote };
}
const statusOf = (id: string) =>
  db()
    .selectFrom('inquiry')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => r.status);
const eventsOf = (id: string) =>
  db()
    .selectFrom('inquiry_event')
    .select(['kind', 'actor_label', 'from_value', 'to_value', 'body'])
    .where('inquiry_id', '=', id)
    .orderBy('id')
    .execute();
const expiredAt = (versionId: string) =>
  db()
    .selectFrom('quote_version')
    .select('expired_at')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow()
    .then((r) => r.expired_at);

it('expires a quote unanswered at the end of its validity day: the inquiry is lost with the reason, once', async () => {
  const inquiry = await quoted('2026-12-03');
  // The last minute of 3 December in Ho Chi Minh City: still valid.
  expect(await twoPassesAt(vn('2026-12-03 23:59'))).toBe(0);
  expect(await statusOf(inquiry.id)).toBe('quoted');

  expect(await twoPassesAt(vn('2026-12-04 00:00'))).toBe(1);
  expect(await statusOf(inquiry.id)).toBe('lost');
  expect(await expiredAt(inquiry.versionIds[0]!)).toEqual(vn('2026-12-04 00:00'));
  expect(await eventsOf(inquiry.id)).toEqual([
    {
      kind: 'status',
      actor_label: 'Quote expiry',
      from_value: 'quoted',
      to_value: 'lost',
      body: 'Quotation version 1 was valid until 2026-12-03 and the buyer did not answer it.',
    },
  ]);
  const audit = await db()
    .selectFrom('audit_log')
    .select(['action', 'actor_label', 'detail'])
    .where('subject_id', '=', inquiry.id)
    .execute();
  expect(audit).toEqual([
    {
      action: 'quote.expired',
      actor_label: 'Quote expiry',
      detail: { reference: inquiry.reference, version: 1, validUntil: '2026-12-03', status: { from: 'quoted', to: 'lost' } },
    },
  ]);

  // Later passes find nothing more to do.
  expect(await twoPassesAt(vn('2026-12-05 09:00'))).toBe(0);
  expect(await eventsOf(inquiry.id)).toHaveLength(1);
});

it('leaves alone a quote the buyer answered, one revised by a later version still valid, and an inquiry that owes a reply', async () => {
  const accepted = await quoted('2026-12-10');
  await db()
    .updateTable('quote_version')
    .set({ buyer_answer: 'accepted', buyer_answered_at: vn('2026-12-09 08:00') })
    .where('id', '=', accepted.versionIds[0]!)
    .execute();
  await db().updateTable('inquiry').set({ status: 'won' }).where('id', '=', accepted.id).execute();
  // Version 1 ran out on 10 December, but version 2, sent on 9 December, is valid until the 31st.
  const revised = await quoted('2026-12-10', [{ sentAt: vn('2026-12-09 10:00'), validUntil: '2026-12-31', totalCents: 4_200_000 }]);
  // The buyer asked a question on their page: the inquiry is open again, and sales owe a reply.
  const asked = await quoted('2026-12-10');
  await db().updateTable('inquiry').set({ status: 'open' }).where('id', '=', asked.id).execute();

  expect(await twoPassesAt(vn('2026-12-11 09:00'))).toBe(0);
  expect([await statusOf(accepted.id), await statusOf(revised.id), await statusOf(asked.id)]).toEqual(['won', 'quoted', 'open']);

  // Once version 2 runs out too, the revised quote expires, by its own version.
  expect(await twoPassesAt(vn('2027-01-01 00:00'))).toBe(1);
  expect(await statusOf(revised.id)).toBe('lost');
  expect(await expiredAt(revised.versionIds[0]!)).toBeNull();
  expect(await expiredAt(revised.versionIds[1]!)).toEqual(vn('2027-01-01 00:00'));
  expect((await eventsOf(revised.id))[0]!.body).toBe('Quotation version 2 was valid until 2026-12-31 and the buyer did not answer it.');
  expect(await statusOf(asked.id)).toBe('open');
});

it('expires many quotes in batches, each once when two processes run the pass together', async () => {
  const many = [];
  for (let i = 0; i < 230; i++) many.push(await quoted('2027-02-01'));
  expect(await twoPassesAt(vn('2027-02-02 00:05'))).toBe(230);
  const lost = await db()
    .selectFrom('inquiry')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(
      'id',
      'in',
      many.map((q) => q.id),
    )
    .where('status', '=', 'lost')
    .executeTakeFirstOrThrow();
  expect(Number(lost.n)).toBe(230);
  const events = await db()
    .selectFrom('inquiry_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(
      'inquiry_id',
      'in',
      many.map((q) => q.id),
    )
    .executeTakeFirstOrThrow();
  expect(Number(events.n)).toBe(230);
});

it('runs in the background from the web process, and stops when asked', async () => {
  const inquiry = await quoted('2027-03-01');
  let logged: (line: string) => void;
  const firstPass = new Promise<string>((resolve) => (logged = resolve));
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logged(String(chunk)), done()) }));
  const expiry = startQuoteExpiry(db(), logger, { now: () => vn('2027-03-02 08:00'), intervalMs: 3_600_000 });
  expect(JSON.parse(await firstPass)).toMatchObject({ msg: 'Unanswered quotes expired', expired: 1 });
  await expiry.stop();
  expect(await statusOf(inquiry.id)).toBe('lost');
});
