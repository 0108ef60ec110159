import type { InquiryReceipt } from '../../shared/inquiries';
import { RATE_LIMIT_MESSAGE } from '../../shared/inquiries';
import { findSiteConfig } from '../catalogue/site.repository';
import type { Db } from '../db/connect';
import type { InquiryKind } from '../db/database';
import { HttpError } from '../http/http-error';
import { buyerAcknowledgement, salesNotice } from '../mail/mail-templates';
import { countRecentFromIp, findByIdempotencyKey, insertInquiry, type NewMail, queueMails, referenceExists } from './inquiry.repository';
import { newReference } from './reference';

export interface Submission {
  kind: InquiryKind;
  idempotencyKey: string | null;
  clientIp: string | null;
  contact: { name: string; email: string; phone: string };
  /** What was sent, as stored. */
  payload: unknown;
  /** Label and value of every field, for the e-mails. */
  rows: [string, string][];
}

export interface SubmitResult {
  receipt: InquiryReceipt;
  /** false when the same submission (same idempotency key) was already stored: its first answer is replayed. */
  created: boolean;
}

export interface InquiryServiceOptions {
  /** Where sales notices go; the site's first e-mail address when empty. */
  salesEmails: string[];
  rateLimitPerMinute: number;
}

const RATE_WINDOW_SECONDS = 60;

/**
 * Stores an inquiry and the e-mails about it in one transaction: when this resolves, the inquiry is committed
 * and its mails will be delivered by the outbox worker, even if the process dies right after.
 */
export function createInquiryService(db: Db, options: InquiryServiceOptions) {
  async function replay(key: string): Promise<SubmitResult | null> {
    const existing = await findByIdempotencyKey(db, key);
    return existing ? { receipt: existing.response as InquiryReceipt, created: false } : null;
  }

  async function uniqueReference(kind: InquiryKind): Promise<string> {
    for (;;) {
      const reference = newReference(kind);
      if (!(await referenceExists(db, reference))) return reference;
    }
  }

  return {
    async submit(submission: Submission): Promise<SubmitResult> {
      if (submission.idempotencyKey) {
        const earlier = await replay(submission.idempotencyKey);
        if (earlier) return earlier;
      }
      if (submission.clientIp && (await countRecentFromIp(db, submission.clientIp, RATE_WINDOW_SECONDS)) >= options.rateLimitPerMinute) {
        throw new HttpError(429, RATE_LIMIT_MESSAGE);
      }
      const site = await findSiteConfig(db);
      const salesEmails = options.salesEmails.length ? options.salesEmails : (site?.emails ?? []).slice(0, 1);
      const reference = await uniqueReference(submission.kind);
      const receipt: InquiryReceipt = { reference };
      const { name, email, phone } = submission.contact;

      const mails: NewMail[] = salesEmails.map((to) => ({
        purpose: 'sales-notice',
        to,
        ...salesNotice(submission.kind, reference, submission.rows),
      }));
      if (email) {
        mails.push({
          purpose: 'buyer-acknowledgement',
          to: email,
          ...buyerAcknowledgement(submission.kind, reference, name, site?.company_name ?? '', submission.rows),
        });
      }

      const stored = await db.transaction().execute(async (trx) => {
        const id = await insertInquiry(trx, {
          reference,
          kind: submission.kind,
          idempotencyKey: submission.idempotencyKey,
          name: name || null,
          email: email || null,
          phone: phone || null,
          payload: submission.payload,
          response: receipt,
          clientIp: submission.clientIp,
        });
        if (id !== null) await queueMails(trx, id, mails);
        return id !== null;
      });
      if (stored) return { receipt, created: true };
      // The same key was committed by a concurrent request between our check and our insert.
      return (await replay(submission.idempotencyKey!))!;
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
