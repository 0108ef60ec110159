import type { Db } from '../../db/connect';
import type { EventFile, InquiryEventKind, InquiryStatus } from '../../db/database';

// The SQL of one inquiry: its row locked and changed on a version, its history (events), its products and the
// facts written when it arrives. No rules here: the changes arrive decided.

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

/** The inquiry's version and its latest event, in one indexed read: what an open inquiry asks every few seconds. */
export async function versionAndLastEvent(db: Db, id: string): Promise<{ version: number; lastEventId: string | null } | null> {
  const row = await db
    .selectFrom('inquiry as i')
    .select((eb) => [
      'i.version',
      eb
        .selectFrom('inquiry_event as e')
        .select('e.id')
        .whereRef('e.inquiry_id', '=', 'i.id')
        .orderBy('e.at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('last_event_id'),
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  return row ? { version: row.version, lastEventId: row.last_event_id ?? null } : null;
}
