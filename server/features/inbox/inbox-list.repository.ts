import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { InquiryKind, InquiryStatus } from '../../db/database';
import { COMPANY_WORKING_TIME } from './reply-clock';
import { waitingCondition } from './reply-clock.repository';

// The inbox list's SQL: the filters and the search, a page, its count, the CSV export's batches and the poll for
// new inquiries; and the summary of an inquiry as the list shows it (also the head of an inquiry's page and its
// history). No rules here: the filters arrive checked and turned into values.

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
  'i.locale',
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
