import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { InquiryKind } from '../db/database';

export interface NewInquiry {
  reference: string;
  kind: InquiryKind;
  idempotencyKey: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  payload: unknown;
  response: unknown;
  clientIp: string | null;
}

export interface NewMail {
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Inserts the inquiry unless its idempotency key is taken; returns its id, or null for a repeat. */
export async function insertInquiry(db: Db, inquiry: NewInquiry): Promise<string | null> {
  const row = await db
    .insertInto('inquiry')
    .values({
      reference: inquiry.reference,
      kind: inquiry.kind,
      idempotency_key: inquiry.idempotencyKey,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      payload: JSON.stringify(inquiry.payload),
      response: JSON.stringify(inquiry.response),
      client_ip: inquiry.clientIp,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom('inquiry').select(['id', 'kind', 'response']).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function countRecentFromIp(db: Db, ip: string, seconds: number): Promise<number> {
  const row = await db
    .selectFrom('inquiry')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('client_ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function referenceExists(db: Db, reference: string): Promise<boolean> {
  return Boolean(await db.selectFrom('inquiry').select('id').where('reference', '=', reference).executeTakeFirst());
}

export async function queueMails(db: Db, inquiryId: string, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('email_outbox')
    .values(
      mails.map((mail) => ({
        inquiry_id: inquiryId,
        purpose: mail.purpose,
        to_address: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
      })),
    )
    .execute();
}
