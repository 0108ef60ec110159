import { type Insertable, sql } from 'kysely';
import { noLaterVersionSent } from './latest-sent-version.public';
import { COMPANY_TIME_ZONE, companyDayOf } from '../../../shared/staff/accounts';
import type { Db } from '../../db/connect';
import type { QuoteLineTable, QuoteVersionTable } from '../../db/database';

// The quotes' tables: a quote per inquiry, its numbered versions, each version's lines. SQL only; the rules are
// the service's.

export function findQuote(db: Db, inquiryId: string) {
  return db.selectFrom('quote').select(['id', 'version']).where('inquiry_id', '=', inquiryId).executeTakeFirst();
}

/** The quote, locked until the transaction ends: a save is decided on it. */
export function lockQuote(db: Db, inquiryId: string) {
  return db.selectFrom('quote').select(['id', 'version']).where('inquiry_id', '=', inquiryId).forUpdate().executeTakeFirst();
}

/** A new quote, or undefined when another save made the inquiry's quote first. */
export async function insertQuote(db: Db, inquiryId: string, staffId: number | null) {
  return db
    .insertInto('quote')
    .values({ inquiry_id: inquiryId, created_by: staffId })
    .onConflict((oc) => oc.column('inquiry_id').doNothing())
    .returning(['id', 'version'])
    .executeTakeFirst();
}

export function raiseQuoteVersion(db: Db, quoteId: string, now: Date) {
  return db
    .updateTable('quote')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', quoteId)
    .returning('version')
    .executeTakeFirstOrThrow();
}

const versionColumns = [
  'v.id',
  'v.number',
  'v.status',
  'v.incoterm',
  'v.port',
  'v.payment_terms',
  'v.samples_days_from',
  'v.samples_days_to',
  'v.production_days_from',
  'v.production_days_to',
  'v.valid_until',
  'v.notes',
  'v.total_cents',
  'v.priced',
  'v.updated_at',
  'v.sent_at',
  'v.buyer_answer',
  'v.buyer_answer_reason',
  'v.buyer_answered_at',
  'v.expired_at',
] as const;

/** Every version of a quote, newest first, with who last saved and who sent it (and their address), and its line count. */
export function versionsOf(db: Db, quoteId: string) {
  return db
    .selectFrom('quote_version as v')
    .leftJoin('staff as editor', 'editor.id', 'v.updated_by')
    .leftJoin('staff as sender', 'sender.id', 'v.sent_by')
    .select(versionColumns)
    .select(['editor.name as updated_by_name', 'sender.name as sent_by_name', 'sender.email as sent_by_email'])
    .select((eb) =>
      eb.selectFrom('quote_line as l').whereRef('l.version_id', '=', 'v.id').select(eb.fn.countAll<string>().as('n')).as('line_count'),
    )
    .where('v.quote_id', '=', quoteId)
    .orderBy('v.number', 'desc')
    .execute();
}

export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

export function linesOf(db: Db, versionId: string) {
  return db
    .selectFrom('quote_line')
    .select(['product_path', 'product_name', 'carton', 'colour', 'quantity', 'unit_price_cents', 'below_minimum_reason'])
    .where('version_id', '=', versionId)
    .orderBy('position')
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

export function findDraft(db: Db, quoteId: string) {
  return db
    .selectFrom('quote_version')
    .select(['id', 'number'])
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
}

export async function nextVersionNumber(db: Db, quoteId: string): Promise<number> {
  const row = await db
    .selectFrom('quote_version')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export type DraftValues = Omit<
  Insertable<QuoteVersionTable>,
  'id' | 'quote_id' | 'number' | 'status' | 'created_at' | 'sent_at' | 'sent_by'
>;

export async function insertDraft(db: Db, quoteId: string, number: number, values: DraftValues) {
  const row = await db
    .insertInto('quote_version')
    .values({ ...values, quote_id: quoteId, number, status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateDraft(db: Db, versionId: string, values: DraftValues) {
  return db.updateTable('quote_version').set(values).where('id', '=', versionId).where('status', '=', 'draft').execute();
}

export type NewLine = Omit<Insertable<QuoteLineTable>, 'version_id' | 'position'>;

/** The version's lines, replaced by `lines` in their order. */
export async function replaceLines(db: Db, versionId: string, lines: NewLine[]) {
  await db.deleteFrom('quote_line').where('version_id', '=', versionId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('quote_line')
    .values(lines.map((line, position) => ({ ...line, version_id: versionId, position })))
    .execute();
}

/** The latest sent version of an inquiry's quote (its number and validity), or undefined while none was sent. */
export function latestSentVersion(db: Db, inquiryId: string) {
  return db
    .selectFrom('quote_version as v')
    .innerJoin('quote as q', 'q.id', 'v.quote_id')
    .select(['v.id', 'v.number', 'v.valid_until', 'v.sent_at'])
    .where('q.inquiry_id', '=', inquiryId)
    .where('v.status', '=', 'sent')
    .orderBy('v.number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Marks the moment the buyer first opened a sent version's page or its PDF; false when it was opened before (the
 * first moment is kept).
 */
export async function markFirstOpened(db: Db, versionId: string, what: 'page' | 'pdf', at: Date): Promise<boolean> {
  const column = what === 'page' ? 'page_opened_at' : 'pdf_opened_at';
  const marked = await db
    .updateTable('quote_version')
    .set({ [column]: at })
    .where('id', '=', versionId)
    .where(column, 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(marked);
}

/** The draft becomes the version sent: never changed again. */
export function markVersionSent(db: Db, versionId: string, staffId: number, now: Date) {
  return db
    .updateTable('quote_version')
    .set({ status: 'sent', sent_at: now, sent_by: staffId })
    .where('id', '=', versionId)
    .where('status', '=', 'draft')
    .execute();
}

/** A version's terms, by id (a sent one, for the buyer's page). */
export function sentVersion(db: Db, versionId: string) {
  return db.selectFrom('quote_version').selectAll().where('id', '=', versionId).executeTakeFirstOrThrow();
}

/** A sent version, locked until the transaction ends: the buyer's answer is decided on it. */
export function lockSentVersion(db: Db, versionId: string) {
  return db
    .selectFrom('quote_version')
    .select(['id', 'number', 'buyer_answer'])
    .where('id', '=', versionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function setBuyerAnswer(db: Db, versionId: string, answer: { answer: 'accepted' | 'declined'; reason: string | null; at: Date }) {
  return db
    .updateTable('quote_version')
    .set({ buyer_answer: answer.answer, buyer_answer_reason: answer.reason, buyer_answered_at: answer.at })
    .where('id', '=', versionId)
    .execute();
}

/** Whether the buyer sent this very question since `since` (a repeat is not asked twice). */
export async function askedAlready(db: Db, inquiryId: string, message: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('inquiry_event')
    .select('id')
    .where('inquiry_id', '=', inquiryId)
    .where('kind', '=', 'buyer')
    .where('to_value', 'is', null)
    .where('body', '=', message)
    .where('at', '>=', since)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The quotes to expire at `now`: the latest version sent of a quoted inquiry, unanswered, whose validity day is over
 * (the company's today is later). Locked, skipping those another process holds: each expires once.
 */
export function unansweredPastValidity(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('quote_version as v')
    .innerJoin('quote as q', 'q.id', 'v.quote_id')
    .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
    .select(['v.id', 'v.number', 'v.valid_until', 'q.inquiry_id', 'i.reference'])
    .where('v.status', '=', 'sent')
    .where('v.buyer_answer', 'is', null)
    .where('v.expired_at', 'is', null)
    .where('v.valid_until', '<', companyDayOf(now))
    .where('i.status', '=', 'quoted')
    .where(noLaterVersionSent)
    .orderBy('v.valid_until')
    .orderBy('v.id')
    .limit(limit)
    .forUpdate('v')
    .skipLocked()
    .execute();
}

export function markVersionExpired(db: Db, versionId: string, now: Date) {
  return db.updateTable('quote_version').set({ expired_at: now }).where('id', '=', versionId).execute();
}

/**
 * Every version sent since `since`, oldest first, with its inquiry's arrival and status now and whether the quote's
 * latest version sent expired unanswered: the dashboard's quote figures. Spam inquiries do not count.
 */
export function versionsSentSince(db: Db, since: Date) {
  return db
    .selectFrom('quote_version as v')
    .innerJoin('quote as q', 'q.id', 'v.quote_id')
    .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
    .select([
      'v.quote_id',
      'v.number',
      'v.sent_at',
      'v.total_cents',
      'i.created_at as inquiry_created_at',
      'i.status as inquiry_status',
      sql<string>`to_char(v.sent_at at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM')`.as('month'),
      (eb) =>
        eb
          .selectFrom('quote_version as latest')
          .select(sql<boolean>`latest.expired_at is not null`.as('expired'))
          .whereRef('latest.quote_id', '=', 'v.quote_id')
          .where('latest.status', '=', 'sent')
          .orderBy('latest.number', 'desc')
          .limit(1)
          .as('latest_expired'),
    ])
    .where('v.status', '=', 'sent')
    .where('v.sent_at', '>=', since)
    .where('i.status', '<>', 'spam')
    .orderBy('v.sent_at')
    .orderBy('v.id')
    .execute();
}
