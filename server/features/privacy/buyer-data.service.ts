import { createHash } from 'node:crypto';
import type { Acting } from '../../http/acting';
import { strToU8, zipSync } from 'fflate';
import {
  BUYER_DATA_MESSAGES,
  type BuyerDataFound,
  type ErasureCounts,
  EXPORT_FORMAT_NOTE,
  type HeldMail,
} from '../../../shared/staff/buyer-data';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { Download } from '../../http/mount-contract';
import { recordAudit } from '../audit/audit-trail.public';
import {
  erasePersonalData,
  eventsOf,
  inboundAttachmentsOf,
  inboundMailsOf,
  inquiriesOf,
  outboxAttachmentsOf,
  outboxMailsOf,
  quoteLinksOf,
  quoteVersionsOf,
} from './buyer-data.repository';

/** Who acts, and from where (for the audit log). */
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Names the address in the audit log without writing it down: the same address always gives the same mark, so a
 * second request from one buyer can be told, but the log does not hold the address it was asked to forget.
 */
const addressMark = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 16);

/** A file's name as it can stand in a zip: no folders, no control characters. */
const safeFileName = (name: string) => name.replace(/[\\/\p{Cc}]/gu, '_').slice(0, 120) || 'file';

/** The rows held under one address, read in one snapshot. */
async function heldUnder(db: Db, email: string) {
  const inquiries = await inquiriesOf(db, email);
  const inquiryIds = inquiries.map((row) => row.id);
  const [outbox, inbound, links] = await Promise.all([
    outboxMailsOf(db, email, inquiryIds),
    inboundMailsOf(db, email, inquiryIds),
    quoteLinksOf(db, inquiryIds),
  ]);
  return { inquiries, inquiryIds, outbox, inbound, links };
}

export function createBuyerDataService(db: Db, options: { clock: () => Date }) {
  const { clock } = options;

  return {
    async find(email: string): Promise<BuyerDataFound> {
      const held = await heldUnder(db, email);
      const [sentFiles, receivedFiles] = await Promise.all([
        outboxAttachmentsOf(
          db,
          held.outbox.map((m) => m.id),
          false,
        ),
        inboundAttachmentsOf(
          db,
          held.inbound.map((m) => m.id),
          false,
        ),
      ]);
      const filesOf = (files: { mail_id: string }[], id: string) => files.filter((f) => f.mail_id === id).length;
      const mails: HeldMail[] = [
        ...held.inbound.map((m) => ({
          id: m.id,
          direction: 'received' as const,
          at: (m.sent_at ?? m.received_at).toISOString(),
          subject: m.subject,
          address: m.from_address,
          attachments: filesOf(receivedFiles, m.id),
        })),
        ...held.outbox.map((m) => ({
          id: m.id,
          direction: 'sent' as const,
          at: (m.sent_at ?? m.created_at).toISOString(),
          subject: m.subject,
          address: m.to_address,
          attachments: filesOf(sentFiles, m.id),
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        email,
        inquiries: held.inquiries.map((row) => ({
          id: row.id,
          reference: row.reference,
          kind: row.kind,
          status: row.status,
          receivedAt: row.created_at.toISOString(),
          name: row.name,
          phone: row.phone,
        })),
        mails,
        attachments: sentFiles.length + receivedFiles.length,
        quotePages: held.links.length,
      };
    },

    /** One zip: buyer-data.json and every file received from or sent to the buyer. The export is audited. */
    async exportFile(email: string, acting: Acting): Promise<Download> {
      const now = clock();
      const held = await heldUnder(db, email);
      const [events, versions, sentFiles, receivedFiles] = await Promise.all([
        eventsOf(db, held.inquiryIds),
        quoteVersionsOf(db, held.inquiryIds),
        outboxAttachmentsOf(
          db,
          held.outbox.map((m) => m.id),
          true,
        ),
        inboundAttachmentsOf(
          db,
          held.inbound.map((m) => m.id),
          true,
        ),
      ]);
      const files: Record<string, Uint8Array> = {};
      const fileList = (prefix: string, list: typeof sentFiles, mailId: string) =>
        list
          .filter((f) => f.mail_id === mailId)
          .map((f) => {
            const path = `attachments/${prefix}-${mailId}-${f.position + 1}-${safeFileName(f.file_name)}`;
            files[path] = new Uint8Array(f.bytes ?? Buffer.alloc(0));
            return { file: path, name: f.file_name, contentType: f.content_type, size: f.size };
          });
      const referenceOf = new Map(held.inquiries.map((row) => [row.id, row.reference]));
      const document = {
        about: email,
        exportedAt: now.toISOString(),
        format: EXPORT_FORMAT_NOTE,
        inquiries: held.inquiries.map((row) => ({
          reference: row.reference,
          kind: row.kind,
          status: row.status,
          receivedAt: iso(row.created_at),
          name: row.name,
          email: row.email,
          phone: row.phone,
          country: row.country,
          companyDomain: row.company_domain,
          sent: row.payload,
          firstReplyAt: iso(row.first_reply_at),
          history: events
            .filter((e) => e.inquiry_id === row.id)
            .map((e) => ({ at: iso(e.at), kind: e.kind, by: e.actor_label, from: e.from_value, to: e.to_value, text: e.body })),
          quotes: versions
            .filter((v) => v.inquiry_id === row.id)
            .map((v) => ({
              number: v.number,
              totalCents: Number(v.total_cents),
              validUntil: v.valid_until,
              sentAt: iso(v.sent_at),
              answer: v.buyer_answer,
              answerReason: v.buyer_answer_reason,
              answeredAt: iso(v.buyer_answered_at),
            })),
          quotePageLinks: held.links.filter((l) => l.inquiry_id === row.id).map((l) => ({ createdAt: iso(l.created_at) })),
        })),
        mailsReceived: held.inbound.map((m) => ({
          inquiry: m.inquiry_id ? (referenceOf.get(m.inquiry_id) ?? null) : null,
          from: m.from_address,
          fromName: m.from_name,
          subject: m.subject,
          sentAt: iso(m.sent_at),
          receivedAt: iso(m.received_at),
          text: m.body_text,
          quoted: m.quoted_text,
          attachments: fileList('received', receivedFiles, m.id),
        })),
        mailsSent: held.outbox.map((m) => ({
          inquiry: m.inquiry_id ? (referenceOf.get(m.inquiry_id) ?? null) : null,
          purpose: m.purpose,
          to: m.to_address,
          subject: m.subject,
          text: m.body_text,
          status: m.status,
          createdAt: iso(m.created_at),
          sentAt: iso(m.sent_at),
          attachments: fileList('sent', sentFiles, m.id),
        })),
      };
      const zip = zipSync({ 'buyer-data.json': strToU8(JSON.stringify(document, null, 2)), ...files });
      await recordAudit(db, {
        actor: acting.principal,
        action: 'buyer-data.exported',
        detail: {
          address: addressMark(email),
          inquiries: held.inquiries.length,
          mails: held.outbox.length + held.inbound.length,
          attachments: sentFiles.length + receivedFiles.length,
        },
        ip: acting.ip,
        at: now,
      });
      return new Download('application/zip', `buyer-data-${now.toISOString().slice(0, 10)}.zip`, Buffer.from(zip));
    },

    /**
     * Erases what is held under the address, in one transaction with its audit entry. Nothing held is a 404, so a
     * mistyped address is told apart from an erasure done.
     */
    async erase(email: string, acting: Acting): Promise<ErasureCounts> {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const held = await heldUnder(trx, email);
        if (!held.inquiries.length && !held.outbox.length && !held.inbound.length)
          throw new HttpError(404, BUYER_DATA_MESSAGES.nothingHeld);
        const removed = await erasePersonalData(
          trx,
          { inquiries: held.inquiryIds, outbox: held.outbox.map((m) => m.id), inbound: held.inbound.map((m) => m.id) },
          email,
          now,
        );
        const counts: ErasureCounts = {
          inquiries: held.inquiries.length,
          mails: held.outbox.length + held.inbound.length,
          attachments: removed.attachments,
          quotePages: removed.quotePages,
        };
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'buyer-data.erased',
          detail: { address: addressMark(email), ...counts, references: held.inquiries.map((row) => row.reference) },
          ip: acting.ip,
          at: now,
        });
        return counts;
      });
    },
  };
}

export type BuyerDataService = ReturnType<typeof createBuyerDataService>;
