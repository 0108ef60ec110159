import { sql } from 'kysely';
import type { Db } from '../../db/connect';

// Everything the database holds under a buyer's e-mail address: their inquiries (by the address they sent), the
// mails about those inquiries or to and from the address, the files of those mails and the links to their quote
// pages. The address is compared in lower case, as buyers and mail programs write it either way.

const sameAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;

export function inquiriesOf(db: Db, email: string) {
  return db
    .selectFrom('inquiry')
    .select([
      'id',
      'reference',
      'kind',
      'status',
      'created_at',
      'name',
      'email',
      'phone',
      'payload',
      'country',
      'company_domain',
      'first_reply_at',
      'answered_at',
      'merged_into_id',
    ])
    .where(sameAddress('email', email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The outbox's mails to the address, answering to it, or about one of its inquiries (sales notices included). */
export function outboxMailsOf(db: Db, email: string, inquiryIds: string[]) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'inquiry_id', 'purpose', 'to_address', 'subject', 'body_text', 'status', 'created_at', 'sent_at'])
    .where((eb) =>
      eb.or([
        sameAddress('to_address', email),
        sameAddress('reply_to', email),
        ...(inquiryIds.length ? [eb('inquiry_id', 'in', inquiryIds)] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Mails received from the address, or put into one of its inquiries. */
export function inboundMailsOf(db: Db, email: string, inquiryIds: string[]) {
  return db
    .selectFrom('inbound_mail')
    .select(['id', 'inquiry_id', 'from_address', 'from_name', 'subject', 'sent_at', 'received_at', 'body_text', 'quoted_text'])
    .where((eb) => eb.or([sameAddress('from_address', email), ...(inquiryIds.length ? [eb('inquiry_id', 'in', inquiryIds)] : [])]))
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

export function outboxAttachmentsOf(db: Db, outboxIds: string[], withBytes: boolean) {
  if (!outboxIds.length) return Promise.resolve([]);
  return db
    .selectFrom('email_attachment')
    .select(['outbox_id as mail_id', 'position', 'file_name', 'content_type', sql<number>`octet_length(bytes)`.as('size')])
    .$if(withBytes, (qb) => qb.select('bytes'))
    .where('outbox_id', 'in', outboxIds)
    .orderBy('outbox_id')
    .orderBy('position')
    .execute() as Promise<{ mail_id: string; position: number; file_name: string; content_type: string; size: number; bytes?: Buffer }[]>;
}

export function inboundAttachmentsOf(db: Db, inboundIds: string[], withBytes: boolean) {
  if (!inboundIds.length) return Promise.resolve([]);
  return db
    .selectFrom('inbound_attachment')
    .select(['inbound_mail_id as mail_id', 'position', 'file_name', 'content_type', 'size'])
    .$if(withBytes, (qb) => qb.select('bytes'))
    .where('inbound_mail_id', 'in', inboundIds)
    .orderBy('inbound_mail_id')
    .orderBy('position')
    .execute() as Promise<{ mail_id: string; position: number; file_name: string; content_type: string; size: number; bytes?: Buffer }[]>;
}

export function eventsOf(db: Db, inquiryIds: string[]) {
  if (!inquiryIds.length) return Promise.resolve([]);
  return db
    .selectFrom('inquiry_event')
    .select(['inquiry_id', 'at', 'kind', 'actor_label', 'from_value', 'to_value', 'body'])
    .where('inquiry_id', 'in', inquiryIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export function quoteLinksOf(db: Db, inquiryIds: string[]) {
  if (!inquiryIds.length) return Promise.resolve([]);
  return db.selectFrom('buyer_link').select(['inquiry_id', 'created_at']).where('inquiry_id', 'in', inquiryIds).execute();
}

/** The quotes' versions as the buyer saw them: their figures, and the buyer's answer. */
export function quoteVersionsOf(db: Db, inquiryIds: string[]) {
  if (!inquiryIds.length) return Promise.resolve([]);
  return db
    .selectFrom('quote_version as v')
    .innerJoin('quote as q', 'q.id', 'v.quote_id')
    .select([
      'q.inquiry_id',
      'v.number',
      'v.status',
      'v.total_cents',
      'v.valid_until',
      'v.sent_at',
      'v.buyer_answer',
      'v.buyer_answer_reason',
      'v.buyer_answered_at',
    ])
    .where('q.inquiry_id', 'in', inquiryIds)
    .where('v.status', '=', 'sent')
    .orderBy('q.inquiry_id')
    .orderBy('v.number')
    .execute();
}

/**
 * Erases the personal data of the inquiries and mails named: what identifies the buyer or carries their words goes;
 * each inquiry's business facts stay (kind, dates, products and quantities, status, quotes, the reply clock's times),
 * so the owner's figures do not change. The inquiry's search words follow (a generated column). Returns the rows
 * changed.
 */
export async function erasePersonalData(
  db: Db,
  ids: { inquiries: string[]; outbox: string[]; inbound: string[] },
  email: string,
  now: Date,
): Promise<{ attachments: number; quotePages: number }> {
  if (ids.inquiries.length) {
    await db
      .updateTable('inquiry')
      .set({
        name: null,
        email: null,
        phone: null,
        company_domain: null,
        client_ip: null,
        // Only what was asked for: the product of a quotation request, the basket's lines.
        payload: sql`jsonb_strip_nulls(jsonb_build_object('product', payload -> 'product', 'items', payload -> 'items'))`,
        personal_data_erased_at: now,
        version: sql`version + 1`,
      })
      .where('id', 'in', ids.inquiries)
      .execute();
    // Notes, replies and the buyer's answers carried words about them; the buyer's own events carried their name.
    await db
      .updateTable('inquiry_event')
      .set({ body: null })
      .where('inquiry_id', 'in', ids.inquiries)
      .where('kind', 'in', ['note', 'reply', 'buyer', 'mail'])
      .execute();
    await db
      .updateTable('inquiry_event')
      .set({ actor_label: 'The buyer' })
      .where('inquiry_id', 'in', ids.inquiries)
      .where('staff_id', 'is', null)
      .where('kind', 'in', ['buyer', 'mail'])
      .execute();
    await db
      .updateTable('quote_version')
      .set({ buyer_answer_reason: null })
      .where('quote_id', 'in', (eb) => eb.selectFrom('quote').select('id').where('inquiry_id', 'in', ids.inquiries))
      .execute();
  }
  let attachments = 0;
  if (ids.outbox.length) {
    await db
      .updateTable('email_outbox')
      .set({
        subject: '',
        body_text: '',
        body_html: '',
        body_purged_at: sql`coalesce(body_purged_at, ${now})`,
        to_address: sql`case when lower(to_address) = ${email} then '' else to_address end`,
        reply_to: sql`case when lower(reply_to) = ${email} then null else reply_to end`,
        recipient_key: null,
        sender_ip: null,
        // A mail not yet sent is never sent: its words are gone.
        skipped_reason: sql`case when status = 'pending' then 'The buyer''s data was erased' else skipped_reason end`,
        status: sql`case when status = 'pending' then 'skipped' else status end`,
      })
      .where('id', 'in', ids.outbox)
      .execute();
    const removed = await db.deleteFrom('email_attachment').where('outbox_id', 'in', ids.outbox).executeTakeFirst();
    attachments += Number(removed.numDeletedRows);
  }
  if (ids.inbound.length) {
    await db
      .updateTable('inbound_mail')
      .set({ from_address: '', from_name: null, subject: '', body_text: '', quoted_text: '' })
      .where('id', 'in', ids.inbound)
      .execute();
    const removed = await db.deleteFrom('inbound_attachment').where('inbound_mail_id', 'in', ids.inbound).executeTakeFirst();
    attachments += Number(removed.numDeletedRows);
  }
  const links = ids.inquiries.length
    ? await db.deleteFrom('buyer_link').where('inquiry_id', 'in', ids.inquiries).executeTakeFirst()
    : { numDeletedRows: 0n };
  return { attachments, quotePages: Number(links.numDeletedRows) };
}
