import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { EventFile, InquiryEventKind, InquiryKind, InquiryStatus } from '../../db/database';
import { COMPANY_WORKING_TIME } from './reply-clock';

// The inbox's SQL. No rules here: what counts as waiting, overdue or assignable is decided by the service and
// handed in as plain values.

export const ACKNOWLEDGEMENT_PURPOSE = 'buyer-acknowledgement';
const ZONE = COMPANY_WORKING_TIME.timeZone;

/** The list's filters, already checked and turned into values. */
export interface InquiryFilter {
  kind?: InquiryKind;
  status?: InquiryStatus;
  /** New and open inquiries without a first reply, not merged. */
  waiting?: boolean;
  /** Waiting inquiries whose reply was due before this instant. */
  overdueAt?: Date;
  /** A staff id, or null for unassigned. */
  assigneeId?: number | null;
  /** Calendar days of the company's time zone, 'YYYY-MM-DD', both included. */
  fromDay?: string;
  toDay?: string;
  productPath?: string;
  country?: string;
  /** A tsquery from prefixQuery: every word must begin a word of the inquiry ('': nothing matches). */
  tsquery?: string;
}

const waitingCondition = sql<SqlBool>`(i.answered_at is null and i.merged_into_id is null
  and i.status not in ('spam', 'closed') and i.status in ('new', 'open'))`;

/**
 * The tsquery of a search: the text is folded as `search` was (lower case, no accents: migration 2026-12-02-005)
 * and split by PostgreSQL's own parser (the one that built `search`), so an address,
 * a reference or a name is cut into the same pieces on both sides; each piece becomes a prefix and all are ANDed. A
 * hyphenated word is kept whole, without its parts: the column holds domains ('korb-waren.de') as one piece, which
 * 'korb-waren' begins and 'waren' does not. Each piece is quoted (backslashes and quotes escaped), so no input is ever
 * read as tsquery syntax, and the text is read by a plain cast, which parses no piece again (to_tsquery would make a
 * phrase of 'korb-waren', which matches nothing). '' when the text has no word at all.
 *
 * Asked for first, in a statement of its own: the list's query then carries the tsquery as a value, whose words the
 * planner can weigh against the column's statistics (a common word: walk the newest first and stop at a page; a
 * rare one: the GIN index). Computed inside the list's query it would be an unknown, always planned as rare.
 */
export async function prefixQuery(db: Db, text: string): Promise<string> {
  const { rows } = await sql<{ query: string }>`
    select coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & '), '') as query
    from (select distinct unnest(lexemes) as lexeme from ts_debug('simple', search_folded(${text}::text))
          where alias not in ('hword_part', 'hword_asciipart', 'hword_numpart')) as words`.execute(db);
  return rows[0]?.query ?? '';
}

function conditionsOf(filter: InquiryFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.kind) where.push(sql`i.kind = ${filter.kind}`);
  if (filter.status) where.push(sql`i.status = ${filter.status}`);
  if (filter.waiting || filter.overdueAt) where.push(waitingCondition);
  if (filter.overdueAt) where.push(sql`i.reply_due_at < ${filter.overdueAt}`);
  if (filter.assigneeId === null) where.push(sql`i.assignee_id is null`);
  else if (filter.assigneeId !== undefined) where.push(sql`i.assignee_id = ${filter.assigneeId}`);
  if (filter.fromDay) where.push(sql`i.created_at >= (${filter.fromDay}::date::timestamp at time zone ${ZONE})`);
  if (filter.toDay) where.push(sql`i.created_at < ((${filter.toDay}::date + 1)::timestamp at time zone ${ZONE})`);
  if (filter.productPath) {
    where.push(sql`exists (select 1 from inquiry_product ip where ip.inquiry_id = i.id and ip.product_path = ${filter.productPath})`);
  }
  if (filter.country) where.push(sql`i.country = ${filter.country}`);
  if (filter.tsquery === '') where.push(sql<SqlBool>`false`);
  else if (filter.tsquery) where.push(sql`i.search @@ ${filter.tsquery}::tsquery`);
  return where;
}

const summaryColumns = [
  'i.id',
  'i.reference',
  'i.kind',
  'i.status',
  'i.name',
  'i.email',
  'i.phone',
  'i.country',
  'i.company_domain',
  'i.payload',
  'i.assignee_id',
  'i.created_at',
  'i.reply_due_at',
  'i.first_reply_at',
  'i.answered_at',
  'i.merged_into_id',
  'i.version',
  'i.personal_data_erased_at',
] as const;

function summaries(db: Db) {
  return db
    .selectFrom('inquiry as i')
    .leftJoin('staff as s', 's.id', 'i.assignee_id')
    .select(summaryColumns)
    .select([
      's.name as assignee_name',
      (eb) =>
        eb
          .selectFrom('inquiry_product as ip')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('ip.inquiry_id', '=', 'i.id')
          .as('product_count'),
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/**
 * One page of the list, newest first. The page's ids are found first and only they are read whole: the rows an
 * offset skips are never joined or counted (a deep page would otherwise count the products of every row before it).
 */
export function listInquiries(db: Db, filter: InquiryFilter, page: { limit: number; offset: number }) {
  const ids = db
    .selectFrom('inquiry as i')
    .select('i.id')
    .where((eb) => eb.and(conditionsOf(filter)))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return summaries(db).where('i.id', 'in', ids).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute();
}

/**
 * The inquiries after `after` (in the list's order), for an export read in batches. The position is kept as the
 * database's own text of the time: a JavaScript Date keeps milliseconds, the column microseconds, and a rounded
 * position would skip or repeat rows.
 */
export function exportBatch(db: Db, filter: InquiryFilter, after: { createdAt: string; id: string } | null, limit: number) {
  return summaries(db)
    .select(sql<string>`i.created_at::text`.as('position'))
    .where((eb) =>
      eb.and([
        ...conditionsOf(filter),
        ...(after ? [sql<SqlBool>`(i.created_at, i.id) < (${after.createdAt}::timestamptz, ${after.id}::bigint)`] : []),
      ]),
    )
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many inquiries the filter finds, counted up to `cap` (a count beyond it costs time and tells staff nothing). */
export async function countInquiries(db: Db, filter: InquiryFilter, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('inquiry as i')
        .select(sql`1`.as('one'))
        .where((eb) => eb.and(conditionsOf(filter)))
        .limit(cap)
        .as('found'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findSummary(db: Db, id: string) {
  return summaries(db).where('i.id', '=', id).executeTakeFirst();
}

/** Other inquiries of the same buyer (address) or company (domain), newest first. */
export function historyOf(db: Db, of: { id: string; email: string | null; companyDomain: string | null }, limit: number) {
  const { email, companyDomain } = of;
  if (!email && !companyDomain) return Promise.resolve([]);
  return summaries(db)
    .where('i.id', '<>', of.id)
    .where((eb) =>
      eb.or([...(email ? [eb('i.email', '=', email)] : []), ...(companyDomain ? [eb('i.company_domain', '=', companyDomain)] : [])]),
    )
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

/** The row, locked until the transaction ends: what a change is decided on. */
export function lockInquiry(db: Db, id: string) {
  return db
    .selectFrom('inquiry')
    .select([
      'id',
      'reference',
      'kind',
      'status',
      'email',
      'name',
      'payload',
      'assignee_id',
      'version',
      'created_at',
      'first_reply_at',
      'answered_at',
      'merged_into_id',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedInquiry = NonNullable<Awaited<ReturnType<typeof lockInquiry>>>;

export interface InquiryChange {
  status?: InquiryStatus;
  assignee_id?: number | null;
  first_reply_at?: Date;
  answered_at?: Date;
  merged_into_id?: string;
}

/** Applies a change made on `version`; false when the row is at another version (someone changed it meanwhile). */
export async function updateInquiry(db: Db, id: string, version: number, change: InquiryChange, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('inquiry')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewEvent {
  inquiryId: string;
  at: Date;
  staffId: number | null;
  actor: string;
  kind: InquiryEventKind;
  from?: string | null;
  to?: string | null;
  body?: string | null;
  outboxId?: string | null;
  inboundMailId?: string | null;
  /** The files a reply carried. */
  files?: EventFile[];
}

export async function insertEvents(db: Db, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('inquiry_event')
    .values(
      events.map((e) => ({
        inquiry_id: e.inquiryId,
        at: e.at,
        staff_id: e.staffId,
        actor_label: e.actor,
        kind: e.kind,
        from_value: e.from ?? null,
        to_value: e.to ?? null,
        body: e.body ?? null,
        outbox_id: e.outboxId ?? null,
        inbound_mail_id: e.inboundMailId ?? null,
        files: JSON.stringify(e.files ?? []),
      })),
    )
    .execute();
}

export function eventsOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_event as e')
    .leftJoin('email_outbox as o', 'o.id', 'e.outbox_id')
    .leftJoin('inbound_mail as m', 'm.id', 'e.inbound_mail_id')
    .select([
      'e.id',
      'e.at',
      'e.actor_label',
      'e.kind',
      'e.from_value',
      'e.to_value',
      'e.body',
      'e.outbox_id',
      'e.files',
      'o.status as delivery',
      'm.id as mail_id',
      'm.from_address as mail_from',
      'm.from_buyer as mail_from_buyer',
      'm.quoted_text as mail_quoted',
    ])
    .where('e.inquiry_id', '=', inquiryId)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
}

/** The products an inquiry names, with the catalogue's names (null for a product no longer in the catalogue). */
export function productsOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_product as ip')
    .leftJoin('product as p', 'p.path', 'ip.product_path')
    .select(['ip.product_path as path', 'p.name', 'ip.pieces'])
    .where('ip.inquiry_id', '=', inquiryId)
    .orderBy('ip.product_path')
    .execute();
}

export function insertInquiryProducts(db: Db, inquiryId: string, products: { path: string; pieces: number | null }[]) {
  if (products.length === 0) return Promise.resolve();
  return db
    .insertInto('inquiry_product')
    .values(products.map((p) => ({ inquiry_id: inquiryId, product_path: p.path, pieces: p.pieces })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The acknowledgement the buyer was sent (not one skipped by the daily limits), which a reply is threaded under. */
export function acknowledgementOf(db: Db, inquiryId: string) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'subject'])
    .where('inquiry_id', '=', inquiryId)
    .where('purpose', '=', ACKNOWLEDGEMENT_PURPOSE)
    .where('status', '<>', 'skipped')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** What the buyer last wrote after the inquiry itself (a question on their page), with when; undefined if nothing. */
export function latestBuyerWords(db: Db, inquiryId: string) {
  return db
    .selectFrom('inquiry_event')
    .select(['at', 'body'])
    .where('inquiry_id', '=', inquiryId)
    .where('kind', '=', 'buyer')
    .where('to_value', 'is', null)
    .where('body', 'is not', null)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function inquiryReference(db: Db, id: string) {
  return db.selectFrom('inquiry').select(['id', 'reference']).where('id', '=', id).executeTakeFirst();
}

export function newInquiryFacts(db: Db, id: string) {
  return db.selectFrom('inquiry').select(['created_at', 'email', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();
}

export function setArrivalFacts(
  db: Db,
  id: string,
  facts: { replyDueAt: Date; country: string | null; companyDomain: string | null; assigneeId: number | null },
) {
  return db
    .updateTable('inquiry')
    .set({ reply_due_at: facts.replyDueAt, country: facts.country, company_domain: facts.companyDomain, assignee_id: facts.assigneeId })
    .where('id', '=', id)
    .execute();
}

// Staff

/** Active owners and sales staff: who may be assigned an inquiry. */
export function assignableStaff(db: Db) {
  return db
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role'])
    .where('active', '=', true)
    .where('role', 'in', ['owner', 'sales'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function staffMember(db: Db, id: number) {
  return db.selectFrom('staff').select(['id', 'name', 'email', 'role', 'active']).where('id', '=', id).executeTakeFirst();
}

/** Active sales staff in a fixed order (by id), for the round robin. */
export function salesRota(db: Db) {
  return db.selectFrom('staff').select(['id', 'name']).where('active', '=', true).where('role', '=', 'sales').orderBy('id').execute();
}

// Settings

export function readSettings(db: Db, { lock = false } = {}) {
  return db
    .selectFrom('inbox_settings')
    .select(['auto_assign', 'last_assigned_id', 'follow_up_days'])
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

export function writeSettings(db: Db, change: { auto_assign?: boolean; last_assigned_id?: number | null; follow_up_days?: number }) {
  return db.updateTable('inbox_settings').set(change).execute();
}

export function holidays(db: Db) {
  return db.selectFrom('public_holiday').select(['day', 'name']).orderBy('day').execute();
}

export async function replaceHolidays(db: Db, list: { day: string; name: string }[]): Promise<void> {
  await db.deleteFrom('public_holiday').execute();
  if (list.length > 0) await db.insertInto('public_holiday').values(list).execute();
}

/** Waiting inquiries without a due time (stored before the inbox existed), locked; rows others hold are skipped. */
export function waitingWithoutDueTime(db: Db, limit: number) {
  return db
    .selectFrom('inquiry as i')
    .select(['i.id', 'i.created_at'])
    .where(waitingCondition)
    .where('i.reply_due_at', 'is', null)
    .orderBy('i.id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/**
 * Every inquiry waiting for its first reply, with its receipt and due time: after the holidays changed, each due time
 * is counted again from the receipt. (One waiting for the answer to a later question keeps the due time it was given.)
 */
export function waitingForFirstReply(db: Db) {
  return db
    .selectFrom('inquiry as i')
    .select(['i.id', 'i.created_at', 'i.reply_due_at'])
    .where(waitingCondition)
    .where('i.first_reply_at', 'is', null)
    .execute();
}

export async function setDueTimes(db: Db, dues: { id: string; dueAt: Date }[]): Promise<void> {
  if (dues.length === 0) return;
  // Rows locked in id order first, the order every other change that locks several inquiries (a merge) takes: an
  // update of many rows locks them in whatever order it meets them, and could wait on a merge that waits on it.
  await sql`select id from inquiry where id = any(${dues.map((d) => d.id)}::bigint[]) order by id for update`.execute(db);
  await sql`update inquiry as i set reply_due_at = d.due
    from unnest(${dues.map((d) => d.id)}::bigint[], ${dues.map((d) => d.dueAt.toISOString())}::timestamptz[]) as d(id, due)
    where i.id = d.id`.execute(db);
}

/**
 * Waiting inquiries that may need a mail now, soonest due first: overdue at `now` without their overdue notice, or
 * due before `dueBefore` without their reminder. Locked for this pass; rows another process holds are skipped (it is
 * sending their mails).
 */
export function clockCandidates(db: Db, now: Date, dueBefore: Date, limit: number) {
  return db
    .selectFrom('inquiry as i')
    .leftJoin('staff as s', 's.id', 'i.assignee_id')
    .select([
      'i.id',
      'i.reference',
      'i.kind',
      'i.name',
      'i.email',
      'i.created_at',
      'i.reply_due_at',
      'i.reminder_sent_at',
      'i.overdue_sent_at',
      's.id as assignee_id',
      's.email as assignee_email',
      's.name as assignee_name',
      's.active as assignee_active',
      's.role as assignee_role',
    ])
    .where(waitingCondition)
    .where((eb) =>
      eb.or([
        eb.and([eb('i.overdue_sent_at', 'is', null), eb('i.reply_due_at', '<', now)]),
        eb.and([eb('i.reminder_sent_at', 'is', null), eb('i.reply_due_at', '<', dueBefore)]),
      ]),
    )
    .orderBy('i.reply_due_at')
    .limit(limit)
    .forUpdate(['i'])
    .skipLocked()
    .execute();
}

export function markClockMails(db: Db, id: string, marks: { reminder_sent_at?: Date; overdue_sent_at?: Date }) {
  return db.updateTable('inquiry').set(marks).where('id', '=', id).execute();
}

export interface OutboxMail {
  inquiryId: string;
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  fromName?: string | null;
  replyTo?: string | null;
  threadOutboxId?: string | null;
  /** The body carries a secret (a link to the buyer's page): emptied as soon as the mail is delivered. */
  secretBody?: boolean;
}

export async function queueMail(db: Db, mail: OutboxMail): Promise<string> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      inquiry_id: mail.inquiryId,
      purpose: mail.purpose,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      from_name: mail.fromName ?? null,
      reply_to: mail.replyTo ?? null,
      thread_outbox_id: mail.threadOutboxId ?? null,
      secret_body: mail.secretBody ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Polling and dashboard

export async function poll(db: Db): Promise<{ newestId: string | null; newCount: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('inquiry').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).as('newest_id'),
      eb
        .selectFrom('inquiry')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', 'new')
        .as('new_count'),
    ])
    .executeTakeFirstOrThrow();
  return { newestId: row.newest_id ?? null, newCount: Number(row.new_count ?? 0) };
}

/**
 * The inquiries received since `since` that count on the dashboard (no spam, no merged duplicates), with the Monday
 * of the company's week each arrived in.
 */
export function receivedSince(db: Db, since: Date) {
  return db
    .selectFrom('inquiry as i')
    .select([
      'i.id',
      'i.kind',
      'i.status',
      'i.assignee_id',
      'i.created_at',
      'i.reply_due_at',
      'i.first_reply_at',
      'i.merged_into_id',
      sql<string>`to_char(date_trunc('week', i.created_at at time zone ${ZONE}), 'YYYY-MM-DD')`.as('week_start'),
    ])
    .where('i.created_at', '>=', since)
    .where('i.status', '<>', 'spam')
    .where('i.merged_into_id', 'is', null)
    .execute();
}

export function overdueCount(db: Db, now: Date) {
  return db
    .selectFrom('inquiry as i')
    .select(['i.assignee_id', sql<number>`count(*)::int`.as('n')])
    .where(waitingCondition)
    .where('i.reply_due_at', '<', now)
    .groupBy('i.assignee_id')
    .execute();
}

export function topProducts(db: Db, since: Date, limit: number) {
  return db
    .selectFrom('inquiry_product as ip')
    .innerJoin('inquiry as i', 'i.id', 'ip.inquiry_id')
    .leftJoin('product as p', 'p.path', 'ip.product_path')
    .select(['ip.product_path as path', 'p.name', sql<number>`count(distinct ip.inquiry_id)::int`.as('inquiries')])
    .where('i.created_at', '>=', since)
    .where('i.status', '<>', 'spam')
    .where('i.merged_into_id', 'is', null)
    .groupBy(['ip.product_path', 'p.name'])
    .orderBy('inquiries', 'desc')
    .orderBy('ip.product_path')
    .limit(limit)
    .execute();
}

export function staffNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** How many questions the buyer sent from their page since `since`. */
export async function buyerQuestionsSince(db: Db, inquiryId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('inquiry_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('inquiry_id', '=', inquiryId)
    .where('kind', '=', 'buyer')
    .where('to_value', 'is', null)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The buyer wrote again (a question on their page): the inquiry owes a reply once more, due `dueAt`, with its
 * reminders to come again. Made on `version`, as every change; false when the row is at another version.
 */
export async function restartReplyClock(db: Db, id: string, version: number, change: { status: InquiryStatus; dueAt: Date }, now: Date) {
  const result = await db
    .updateTable('inquiry')
    .set((eb) => ({
      status: change.status,
      answered_at: null,
      reply_due_at: change.dueAt,
      reminder_sent_at: null,
      overdue_sent_at: null,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The files of the e-mails an inquiry received, without their bytes, in the order each mail had them. */
export function attachmentsOfInquiryMails(db: Db, inquiryId: string) {
  return db
    .selectFrom('inbound_attachment as a')
    .innerJoin('inbound_mail as m', 'm.id', 'a.inbound_mail_id')
    .select(['a.id', 'a.inbound_mail_id', 'a.file_name', 'a.content_type', 'a.size'])
    .where('m.inquiry_id', '=', inquiryId)
    .orderBy('a.inbound_mail_id')
    .orderBy('a.position')
    .execute();
}

/** One file of an e-mail received, with its bytes, for staff to download; undefined when there is none. */
export function inboundAttachment(db: Db, id: string) {
  return db.selectFrom('inbound_attachment').select(['file_name', 'content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
}
