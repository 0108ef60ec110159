// What sending a quote does to its inquiry, published to the quotes feature and run in its transaction: the quote's
// e-mail is queued in the acknowledgement's thread, the inquiry moves to `quoted`, a first quote stops the reply
// clock as a reply does, and the inquiry's history shows the mail (with its delivery) and the status change.

import type { Db } from '../../db/connect';
import type { InquiryStatus } from '../../db/database';
import type { Principal } from '../../http/principal';
import { addAttachments, type MailAttachment } from '../../mail/outbox.repository';
import { insertEvents, lockInquiry, updateInquiry } from './inbox-inquiry.repository';
import { acknowledgementOf, queueMail } from './inquiry-mail.repository';

export const QUOTE_MAIL_PURPOSE = 'quote';

export interface SentQuoteMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  fromName: string;
  replyTo: string;
  /** The mail carries a link to the buyer's page: its body is emptied once delivered. */
  secretBody: boolean;
  attachments: MailAttachment[];
}

/**
 * Records the sending of a quote on its inquiry (locked, then changed on the version it has): false when the inquiry
 * is gone. The inquiry's history names the version sent.
 */
export async function recordQuoteSent(
  trx: Db,
  inquiryId: string,
  sent: { number: number; by: Principal; now: Date; mail: SentQuoteMail },
): Promise<{ outboxId: string; status: { from: InquiryStatus; to: InquiryStatus } } | false> {
  const row = await lockInquiry(trx, inquiryId);
  if (!row) return false;
  const thread = await acknowledgementOf(trx, inquiryId);
  const { mail, by, now } = sent;
  const outboxId = await queueMail(trx, {
    inquiryId,
    purpose: QUOTE_MAIL_PURPOSE,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    fromName: mail.fromName,
    replyTo: mail.replyTo,
    threadOutboxId: thread?.id ?? null,
    secretBody: mail.secretBody,
  });
  await addAttachments(trx, outboxId, mail.attachments);
  const to: InquiryStatus = 'quoted';
  await updateInquiry(
    trx,
    inquiryId,
    row.version,
    { status: to, ...(row.first_reply_at ? {} : { first_reply_at: now }), ...(row.answered_at ? {} : { answered_at: now }) },
    now,
  );
  const actor = by.via === 'token' ? by.label : by.name;
  await insertEvents(trx, [
    {
      inquiryId,
      at: now,
      staffId: by.staffId,
      actor,
      kind: 'reply',
      to: mail.subject,
      body: `Quotation version ${sent.number} sent with its PDF.`,
      outboxId,
    },
    ...(row.status === to ? [] : [{ inquiryId, at: now, staffId: by.staffId, actor, kind: 'status' as const, from: row.status, to }]),
  ]);
  return { outboxId, status: { from: row.status, to } };
}
