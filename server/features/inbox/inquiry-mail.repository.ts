import type { Db } from '../../db/connect';

// The SQL of an inquiry's e-mails: the ones queued to send (the outbox) and the files of the ones received.

export const ACKNOWLEDGEMENT_PURPOSE = 'buyer-acknowledgement';

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
