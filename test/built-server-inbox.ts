import { sql } from 'kysely';
import { type DatabaseHandle, openPostgres } from '../server/db/connect';
import type { InquiryKind, InquiryStatus } from '../server/db/database';
import { COMPANY_WORKING_TIME } from '../server/features/inbox/reply-clock';
import { type FixtureInquiry, insertInquiry } from './inbox-fixtures';
import { type FixtureVersion, insertSentQuote } from './quote-fixtures';

// The inbox's data as the browser tests need it: inquiries written straight into the run's database (with the times
// a test needs), and what the database holds afterwards, to compare with what the back office shows.

let database: DatabaseHandle | undefined;
const db = () => (database ??= openPostgres(process.env.TEST_DATABASE_URL!, 2)).db;

export async function closeInboxDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

/** An inquiry stored as the public forms would store it, received when the test says; its id and reference. */
export const addInquiry = (inquiry: FixtureInquiry) => insertInquiry(db(), inquiry);

/** A product of the demo catalogue, for inquiries that name one. */
export async function someProduct(): Promise<{ path: string; name: string }> {
  return db().selectFrom('product').select(['path', 'name']).orderBy('path').limit(1).executeTakeFirstOrThrow();
}

/**
 * This week's inquiries by kind, counted in SQL from the stored rows by the dashboard's stated rule: the company's
 * week (Monday 00:00 in Ho Chi Minh City), neither spam nor merged into another inquiry.
 */
export async function thisWeeksInquiries(): Promise<{ weekStart: string; byKind: Record<InquiryKind, number> }> {
  const zone = COMPANY_WORKING_TIME.timeZone;
  const monday = sql`date_trunc('week', now() at time zone ${zone})`;
  const rows = await db()
    .selectFrom('inquiry')
    .select(['kind', sql<number>`count(*)::int`.as('n'), sql<string>`to_char(${monday}, 'YYYY-MM-DD')`.as('week_start')])
    .where(sql<boolean>`created_at >= (${monday} at time zone ${zone})`)
    .where('status', '<>', 'spam')
    .where('merged_into_id', 'is', null)
    .groupBy('kind')
    .execute();
  const byKind: Record<InquiryKind, number> = { quotation: 0, order: 0, contact: 0, catalogue: 0 };
  for (const row of rows) byKind[row.kind] = row.n;
  const weekStart =
    rows[0]?.week_start ?? (await sql<{ d: string }>`select to_char(${monday}, 'YYYY-MM-DD') as d`.execute(db())).rows[0]!.d;
  return { weekStart, byKind };
}

/** A quote of the inquiry with these versions sent (see insertSentQuote). */
export const addSentQuote = (inquiryId: string, versions: FixtureVersion[]) => insertSentQuote(db(), inquiryId, versions);

/**
 * This month's quotes, counted in SQL from the stored versions by the dashboard's stated rule: the company's month
 * (Ho Chi Minh City), no spam, each quote with a version sent this month once, at the total of its last one.
 */
export async function thisMonthsQuotes(): Promise<{ month: string; quotesSent: number; valueCents: number }> {
  const zone = COMPANY_WORKING_TIME.timeZone;
  const month = sql`date_trunc('month', now() at time zone ${zone})`;
  const row = await sql<{ month: string; quotes: number; cents: string | null }>`
    select to_char(${month}, 'YYYY-MM') as month, count(*)::int as quotes, sum(last.total_cents)::text as cents
    from (
      select distinct on (v.quote_id) v.total_cents
      from quote_version v join quote q on q.id = v.quote_id join inquiry i on i.id = q.inquiry_id
      where v.status = 'sent' and v.sent_at >= (${month} at time zone ${zone}) and i.status <> 'spam'
      order by v.quote_id, v.number desc
    ) last`.execute(db());
  const found = row.rows[0]!;
  return { month: found.month, quotesSent: found.quotes, valueCents: Number(found.cents ?? 0) };
}

/** An inquiry as stored: its handling and what it was merged into. */
export function storedInquiry(reference: string) {
  return db()
    .selectFrom('inquiry')
    .select(['id', 'status', 'assignee_id', 'merged_into_id', 'version'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

/** What happened to an inquiry, oldest first, as its timeline stores it: who did what. */
export async function storedEvents(reference: string) {
  return db()
    .selectFrom('inquiry_event as e')
    .innerJoin('inquiry as i', 'i.id', 'e.inquiry_id')
    .select(['e.kind', 'e.staff_id', 'e.from_value', 'e.to_value'])
    .where('i.reference', '=', reference)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
}

export interface StoredInboxSettings {
  autoAssign: boolean;
  holidays: { day: string; name: string }[];
}

/** How the inbox is set up now: round robin on or off, and the public holidays. */
export async function storedInboxSettings(): Promise<StoredInboxSettings> {
  const settings = await db().selectFrom('inbox_settings').select('auto_assign').executeTakeFirstOrThrow();
  const holidays = await db().selectFrom('public_holiday').select(['day', 'name']).orderBy('day').execute();
  return { autoAssign: settings.auto_assign, holidays };
}

/**
 * Puts the inbox's settings back as they were (a test that changes them shares the server with other test files).
 * Written straight to the tables: the due times that holidays move are not recomputed, so only a day that moves
 * no due time (one far ahead) may be put back this way.
 */
export async function putBackInboxSettings(saved: StoredInboxSettings): Promise<void> {
  await db().updateTable('inbox_settings').set({ auto_assign: saved.autoAssign }).execute();
  const keep = saved.holidays.map((holiday) => holiday.day);
  await db()
    .deleteFrom('public_holiday')
    .$if(keep.length > 0, (q) => q.where('day', 'not in', keep))
    .execute();
}

/** Products of the demo catalogue with their export carton filled in, for quotes and container estimates. */
export async function productsWithPacking(count: number): Promise<{ path: string; name: string; colours: string[] }[]> {
  return db()
    .selectFrom('product')
    .select(['path', 'name', 'colours'])
    .where('pieces_per_carton', 'is not', null)
    .where('carton_length_cm', 'is not', null)
    .orderBy('path')
    .limit(count)
    .execute();
}

/** An inquiry's quote as stored: each version with its lines, and the audit log's entries about it. */
export async function storedQuote(inquiryId: string) {
  const versions = await db()
    .selectFrom('quote_version as v')
    .innerJoin('quote as q', 'q.id', 'v.quote_id')
    .select(['v.id', 'v.number', 'v.status', 'v.total_cents', 'v.payment_terms', 'v.valid_until'])
    .where('q.inquiry_id', '=', inquiryId)
    .orderBy('v.number')
    .execute();
  const lines = versions.length
    ? await db()
        .selectFrom('quote_line')
        .select(['version_id', 'product_path', 'colour', 'quantity', 'unit_price_cents', 'below_minimum_reason'])
        .where(
          'version_id',
          'in',
          versions.map((v) => v.id),
        )
        .orderBy('position')
        .execute()
    : [];
  const audit = await db()
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('subject_type', '=', 'inquiry')
    .where('subject_id', '=', inquiryId)
    .where('action', 'like', 'quote.%')
    .orderBy('id')
    .execute();
  return { versions, lines, audit };
}

/** The buyer's page link mailed with an inquiry's acknowledgement or quote (its path), read from the outbox. */
export async function mailedBuyerLink(
  reference: string,
  purpose: 'buyer-acknowledgement' | 'quote' = 'buyer-acknowledgement',
): Promise<string> {
  const mail = await db()
    .selectFrom('email_outbox as o')
    .innerJoin('inquiry as i', 'i.id', 'o.inquiry_id')
    .select(['o.body_text', 'i.id'])
    .where('i.reference', '=', reference)
    .where('o.purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  const path = /https?:\/\/[^/\s]+(\/quote\/[A-Za-z0-9_-]{43})/.exec(mail.body_text)?.[1];
  if (!path) throw new Error(`the acknowledgement of ${reference} has no link to the buyer's page`);
  return path;
}

/** Sets an inquiry's status, as the inbox would. */
export async function setInquiryStatus(reference: string, status: InquiryStatus): Promise<void> {
  await db().updateTable('inquiry').set({ status }).where('reference', '=', reference).execute();
}

/** The questions a buyer asked on their page about an inquiry, oldest first, as its history keeps them. */
export async function buyerQuestions(reference: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('inquiry_event as e')
    .innerJoin('inquiry as i', 'i.id', 'e.inquiry_id')
    .select('e.body')
    .where('i.reference', '=', reference)
    .where('e.kind', '=', 'buyer')
    .where('e.to_value', 'is', null)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => row.body ?? '');
}
