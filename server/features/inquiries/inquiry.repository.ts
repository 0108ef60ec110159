import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { InquiryKind } from '../../db/database';
import type { SiteLocale, StaffLocale } from '../../../shared/i18n/locales';
import { addAttachments, type MailAttachment } from '../../mail/outbox.repository';

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
  locale: SiteLocale;
}

export const ACKNOWLEDGEMENT = 'buyer-acknowledgement';

export interface NewMail {
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Acknowledgements: the recipient and the sending address, as the daily limits count them. */
  recipientKey?: string;
  senderIp?: string | null;
  /** Set when the mail is recorded but deliberately not sent. */
  skippedReason?: string;
  /** The body carries a secret (the buyer's page link): emptied as soon as the mail is delivered. */
  secretBody?: boolean;
  /** Where the recipient's answer goes: the inquiry's reply address, which brings it back into the inquiry. */
  replyTo?: string | null;
  /** Files sent with it (a catalogue request's catalogue), stored with the mail until it is delivered. */
  attachments?: MailAttachment[];
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
      locale: inquiry.locale,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom('inquiry').select(['id', 'kind', 'response']).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Holds, until the transaction ends, a lock named by `key` (e.g. the sender's address): every process on the
 * database queues behind it, so a count and the insert that depends on it cannot interleave with another's.
 */
export async function lockUntilCommit(db: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
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

/**
 * Acknowledgements queued (not skipped) in the last `seconds` to one recipient and from one sending address, each
 * counted only up to its limit: the answer is the same for any larger number, and a flood costs each request no
 * more than that many index entries.
 */
export async function countRecentAcknowledgements(
  db: Db,
  { recipientKey, ip }: { recipientKey: string; ip: string | null },
  { seconds, recipientLimit, ipLimit }: { seconds: number; recipientLimit: number; ipLimit: number },
): Promise<{ toRecipient: number; fromIp: number }> {
  const recent = (column: 'recipient_key' | 'sender_ip', value: string, limit: number) =>
    db
      .selectFrom(
        db
          .selectFrom('email_outbox')
          .select('id')
          .where('purpose', '=', ACKNOWLEDGEMENT)
          .where('status', '<>', 'skipped')
          .where(column, '=', value)
          .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
          .limit(limit)
          .as('counted'),
      )
      .select(sql<number>`count(*)::int`.as('n'));
  const row = await db
    .selectNoFrom([
      recent('recipient_key', recipientKey, recipientLimit).as('to_recipient'),
      (ip === null ? sql<number>`0` : recent('sender_ip', ip, ipLimit)).as('from_ip'),
    ])
    .executeTakeFirstOrThrow();
  return { toRecipient: Number(row.to_recipient), fromIp: Number(row.from_ip) };
}

/** The catalogue's name of each product path that exists (paths of products that do not are left out). */
export async function productNamesByPath(db: Db, productPaths: string[]): Promise<Map<string, string>> {
  if (productPaths.length === 0) return new Map();
  const rows = await db.selectFrom('product').select(['path', 'name']).where('path', 'in', productPaths).execute();
  return new Map(rows.map((r) => [r.path, r.name]));
}

export async function referenceExists(db: Db, reference: string): Promise<boolean> {
  return Boolean(await db.selectFrom('inquiry').select('id').where('reference', '=', reference).executeTakeFirst());
}

export async function queueMails(db: Db, inquiryId: string, mails: NewMail[]): Promise<void> {
  const plain = mails.filter((mail) => !mail.attachments?.length);
  if (plain.length) await insertMails(db, inquiryId, plain);
  // A mail with files is inserted on its own, so that its id is known for certain.
  for (const mail of mails.filter((each) => each.attachments?.length)) {
    const [row] = await insertMails(db, inquiryId, [mail]);
    await addAttachments(db, row!.id, mail.attachments!);
  }
}

function insertMails(db: Db, inquiryId: string, mails: NewMail[]) {
  return db
    .insertInto('email_outbox')
    .values(
      mails.map((mail) => ({
        inquiry_id: inquiryId,
        purpose: mail.purpose,
        to_address: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        recipient_key: mail.recipientKey ?? null,
        sender_ip: mail.senderIp ?? null,
        secret_body: mail.secretBody ?? false,
        reply_to: mail.replyTo ?? null,
        ...(mail.skippedReason ? { status: 'skipped' as const, skipped_reason: mail.skippedReason } : {}),
      })),
    )
    .returning('id')
    .execute();
}

/** The back-office language of the staff accounts at these addresses (stored lower-case), by address. */
export async function staffLocalesByEmail(db: Db, emails: string[]): Promise<Map<string, StaffLocale | null>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('staff').select(['email', 'locale']).where('email', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.email, row.locale]));
}
