// A mail from the company's mailbox, kept and put where it belongs (published to the inbound mail worker, run in the
// transaction that moves the mailbox's cursor past it): matched to the inquiry it answers, by the Message-IDs it
// answers (our acknowledgement, a reply, a quote) or, when a mail program dropped those, by the inquiry's own reply
// address (`sales+Q-2611-KTZSK@…`). In that inquiry's history it stands as the buyer's when it comes from the
// address the inquiry came from, and as the sender's own otherwise, never trusted as the buyer's. The buyer's mail
// reopens the inquiry and restarts the reply clock (the first reply's time stays); the assignee, or the sales team,
// is told. A mail matching no inquiry waits for staff in the inbox's "Not matched" list.

import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect';
import type { InquiryStatus } from '../../db/database';
import type { InboundMessage } from '../../mail/inbound/inbound-message';
import { type BackOffice, noticeSales } from './buyer-actions.public';
import { holidays } from './inbox-settings.repository';
import { insertEvents, lockInquiry, type LockedInquiry } from './inbox-inquiry.repository';
import { restartReplyClock } from './reply-clock.repository';
import { workingTimeWith } from './inquiry-clock';
import { prepareForInbox } from './new-inquiry.public';
import { replyDueAt } from './reply-clock';
import { newReference } from '../inquiries/reference.public';

export interface FetchedMail {
  mailbox: string;
  uidValidity: string;
  uid: string;
  message: InboundMessage;
}

/** Our Message-IDs: `<uuid@host>` (each mail's key) and, for mails queued before keys, `<outbox-N@host>`. */
const OUR_KEY = /^<([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^>]+>$/i;
const OUR_ROW = /^<outbox-(\d{1,18})@[^>]+>$/;
/** The inquiry's reply address: the mailbox's own, `+` its reference. */
const REPLY_ADDRESS = /^[^@+]+\+([a-z]-\d{4}-[2-9a-z]{5})@/i;

/** How the history names whoever wrote the mail. */
const mailActor = (from: { address: string; name: string | null }, buyerName: string | null, fromBuyer: boolean) =>
  fromBuyer ? `${buyerName || from.name || from.address} (by e-mail)` : from.name ? `${from.name} <${from.address}>` : from.address;

interface KeptMail {
  mailId: string;
  from: { address: string; name: string | null };
  fromBuyer: boolean;
  subject: string;
  /** As the history shows it (with the files left out named). */
  body: string;
  /** What the sender wrote, for the notice. */
  message: string;
  files: number;
}

/**
 * The mail in its inquiry's history, with what follows: the buyer's reopens the inquiry and restarts the reply clock
 * (a reply is owed, due as a new inquiry's would be; a won or lost one keeps its outcome); either is told to sales.
 */
async function putInHistory(trx: Db, row: LockedInquiry, mail: KeptMail, now: Date, backOffice: BackOffice) {
  const actor = mailActor(mail.from, row.name, mail.fromBuyer);
  let dueAt: Date | null = null;
  let status: InquiryStatus = row.status;
  if (mail.fromBuyer) {
    const wt = workingTimeWith((await holidays(trx)).map((h) => h.day));
    dueAt = replyDueAt(now, wt);
    status = row.status === 'quoted' || row.status === 'closed' ? 'open' : row.status;
    await restartReplyClock(trx, row.id, row.version, { status, dueAt }, now);
  }
  await insertEvents(trx, [
    {
      inquiryId: row.id,
      at: now,
      staffId: null,
      actor,
      kind: 'mail',
      to: mail.subject || null,
      body: mail.body,
      inboundMailId: mail.mailId,
    },
    ...(status === row.status
      ? []
      : [{ inquiryId: row.id, at: now, staffId: null, actor, kind: 'status' as const, from: row.status, to: status }]),
  ]);
  await noticeSales(
    trx,
    row,
    { kind: 'mail', message: mail.message, dueAt, files: mail.files, from: mail.fromBuyer ? null : mail.from.address },
    backOffice,
  );
}

const isFromBuyer = (row: LockedInquiry, address: string) => Boolean(row.email && row.email.toLowerCase() === address.toLowerCase());

async function inquiryAnswered(db: Db, mail: InboundMessage): Promise<{ id: string; by: 'thread' | 'reply-address' } | null> {
  for (const messageId of mail.answers) {
    const key = OUR_KEY.exec(messageId)?.[1];
    const row = OUR_ROW.exec(messageId)?.[1];
    if (!key && !row) continue;
    const sent = await db
      .selectFrom('email_outbox')
      .select('inquiry_id')
      .where(key ? 'message_key' : 'id', '=', (key ?? row)!)
      .executeTakeFirst();
    if (sent?.inquiry_id) return { id: sent.inquiry_id, by: 'thread' };
  }
  for (const address of mail.recipients) {
    const reference = REPLY_ADDRESS.exec(address)?.[1];
    if (!reference) continue;
    const found = await db.selectFrom('inquiry').select('id').where('reference', '=', reference.toUpperCase()).executeTakeFirst();
    if (found) return { id: found.id, by: 'reply-address' };
  }
  return null;
}

/** The inquiry a mail about `id` belongs in: the one it was merged into, if it was. */
async function followMerges(db: Db, id: string): Promise<string> {
  let current = id;
  for (let hops = 0; hops < 10; hops++) {
    const row = await db.selectFrom('inquiry').select('merged_into_id').where('id', '=', current).executeTakeFirst();
    if (!row?.merged_into_id) return current;
    current = row.merged_into_id;
  }
  return current;
}

/**
 * Keeps the mail and its files, and puts it in its inquiry's history with what follows from it. 'duplicate' when
 * the same mail (by Message-ID) was kept before: a mailbox whose UIDs were renumbered, or a mail delivered twice.
 */
export async function storeInboundMail(
  trx: Db,
  fetched: FetchedMail,
  now: Date,
  backOffice: BackOffice,
): Promise<{ mailId: string; inquiryId: string | null } | 'duplicate'> {
  const { message } = fetched;
  if (message.messageId) {
    const seen = await trx.selectFrom('inbound_mail').select('id').where('message_id', '=', message.messageId).executeTakeFirst();
    if (seen) return 'duplicate';
  }
  const match = await inquiryAnswered(trx, message);
  const row = match ? await lockInquiry(trx, await followMerges(trx, match.id)) : undefined;
  const fromBuyer = row ? isFromBuyer(row, message.from.address) : false;
  const body = [message.text, ...message.leftOut.map((file) => `[Not kept: ${file}]`)].filter(Boolean).join('\n\n');
  const { id: mailId } = await trx
    .insertInto('inbound_mail')
    .values({
      mailbox: fetched.mailbox,
      uid_validity: fetched.uidValidity,
      uid: fetched.uid,
      message_id: message.messageId,
      inquiry_id: row?.id ?? null,
      matched_by: row ? match!.by : null,
      from_address: message.from.address,
      from_name: message.from.name,
      from_buyer: fromBuyer,
      subject: message.subject,
      sent_at: message.sentAt,
      received_at: now,
      body_text: body,
      quoted_text: message.quoted,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (message.attachments.length) {
    await trx
      .insertInto('inbound_attachment')
      .values(
        message.attachments.map((file, position) => ({
          inbound_mail_id: mailId,
          position,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.bytes.length,
          bytes: file.bytes,
        })),
      )
      .execute();
  }
  if (!row) return { mailId, inquiryId: null };

  await putInHistory(
    trx,
    row,
    { mailId, from: message.from, fromBuyer, subject: message.subject, body, message: message.text, files: message.attachments.length },
    now,
    backOffice,
  );
  return { mailId, inquiryId: row.id };
}

/** The mails that matched no inquiry, newest first, for staff to match. */
export function unmatchedMails(db: Db, limit: number) {
  return db
    .selectFrom('inbound_mail as m')
    .select((eb) => [
      'm.id',
      'm.from_address',
      'm.from_name',
      'm.subject',
      'm.received_at',
      'm.body_text',
      jsonArrayFrom(
        eb
          .selectFrom('inbound_attachment as a')
          .select(['a.id', 'a.file_name', 'a.content_type', 'a.size'])
          .whereRef('a.inbound_mail_id', '=', 'm.id')
          .orderBy('a.position'),
      ).as('files'),
    ])
    .where('m.inquiry_id', 'is', null)
    .orderBy('m.received_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Staff put an unmatched mail in an inquiry (by its reference; one merged away leads to the one it was merged
 * into), with the same consequences as a mail matched on arrival. 'unknown-mail' when no unmatched mail has that id
 * (matched meanwhile), 'unknown-inquiry' when no inquiry has that reference.
 */
export async function matchMail(trx: Db, mailId: string, reference: string, now: Date, backOffice: BackOffice) {
  const mail = await trx
    .selectFrom('inbound_mail')
    .selectAll()
    .where('id', '=', mailId)
    .where('inquiry_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!mail) return 'unknown-mail' as const;
  const found = await trx.selectFrom('inquiry').select('id').where('reference', '=', reference.trim().toUpperCase()).executeTakeFirst();
  const row = found ? await lockInquiry(trx, await followMerges(trx, found.id)) : undefined;
  if (!row) return 'unknown-inquiry' as const;
  const fromBuyer = isFromBuyer(row, mail.from_address);
  await trx
    .updateTable('inbound_mail')
    .set({ inquiry_id: row.id, matched_by: 'staff', from_buyer: fromBuyer })
    .where('id', '=', mailId)
    .execute();
  const { files } = await trx
    .selectFrom('inbound_attachment')
    .select((eb) => eb.fn.countAll<string>().as('files'))
    .where('inbound_mail_id', '=', mailId)
    .executeTakeFirstOrThrow();
  await putInHistory(
    trx,
    row,
    {
      mailId,
      from: { address: mail.from_address, name: mail.from_name },
      fromBuyer,
      subject: mail.subject,
      body: mail.body_text,
      message: mail.body_text,
      files: Number(files),
    },
    now,
    backOffice,
  );
  return { inquiryId: row.id, reference: row.reference, fromBuyer };
}

/**
 * Makes a new inquiry of an unmatched e-mail (a buyer writing to the company for the first time): a contact message
 * from its sender, with the mail's subject and text, received when the mail was, so the reply clock counts from
 * then; the mail (with its files) is the first thing in its history. Nothing is sent to the buyer: the sales person
 * answers them. Null when the mail is no longer waiting (someone matched it meanwhile).
 */
export async function inquiryFromMail(trx: Db, mailId: string): Promise<{ inquiryId: string; reference: string } | null> {
  const mail = await trx
    .selectFrom('inbound_mail')
    .selectAll()
    .where('id', '=', mailId)
    .where('inquiry_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!mail) return null;
  let reference = newReference('contact', mail.received_at);
  while (await trx.selectFrom('inquiry').select('id').where('reference', '=', reference).executeTakeFirst()) {
    reference = newReference('contact', mail.received_at);
  }
  const name = mail.from_name?.trim() || null;
  const { id } = await trx
    .insertInto('inquiry')
    .values({
      reference,
      kind: 'contact',
      idempotency_key: null,
      name,
      email: mail.from_address,
      phone: null,
      // The contact form's fields, so the inquiry reads like every other contact message.
      payload: JSON.stringify({
        name: name ?? '',
        email: mail.from_address,
        phone_number: '',
        subject: mail.subject,
        message: mail.body_text,
      }),
      response: JSON.stringify({ reference }),
      client_ip: null,
      created_at: mail.received_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await prepareForInbox(trx, { id, askedAbout: [] });
  await trx.updateTable('inbound_mail').set({ inquiry_id: id, matched_by: 'staff', from_buyer: true }).where('id', '=', mailId).execute();
  await insertEvents(trx, [
    {
      inquiryId: id,
      at: mail.received_at,
      staffId: null,
      actor: mailActor({ address: mail.from_address, name: mail.from_name }, name, true),
      kind: 'mail',
      to: mail.subject || null,
      body: mail.body_text,
      inboundMailId: mailId,
    },
  ]);
  return { inquiryId: id, reference };
}
