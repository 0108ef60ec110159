import type { UnmatchedMail } from '../../../shared/contracts/inbox';
import { INBOX_MESSAGES } from '../../../shared/staff/inbox';
import type { Acting } from '../../http/acting';
import { Download } from '../../http/mount-contract';
import { recordAudit } from '../audit/audit-trail.public';
import { inquiryFromMail, matchMail, unmatchedMails } from './buyer-mail.public';
import { type InboxContext, refused } from './inbox-context';
import { inboundAttachment } from './inquiry-mail.repository';

// The e-mails from the company's mailbox that matched no inquiry, as staff sort them out: put one in the inquiry it
// belongs to, or make a new inquiry of it; and the files of any e-mail received. The matching itself, which the
// inbound mail worker runs on every mail, is buyer-mail.public.ts.

/** How many unmatched e-mails the list shows, newest first. */
const UNMATCHED_SHOWN = 100;

export function createMailMatching({ db, clock, publicBaseUrl }: InboxContext) {
  return {
    async unmatchedMail(): Promise<UnmatchedMail[]> {
      return (await unmatchedMails(db, UNMATCHED_SHOWN)).map((row) => ({
        id: row.id,
        from: row.from_address,
        fromName: row.from_name,
        subject: row.subject,
        receivedAt: row.received_at.toISOString(),
        text: row.body_text,
        files: row.files.map((file) => ({
          id: String(file.id),
          fileName: file.file_name,
          contentType: file.content_type,
          size: file.size,
        })),
      }));
    },

    /** Makes a new inquiry of an unmatched e-mail, recorded in the audit log with who did it. */
    async inquiryFromMail(id: string, acting: Acting) {
      return db.transaction().execute(async (trx) => {
        const made = await inquiryFromMail(trx, id);
        if (!made) return null;
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'inquiry.made-from-mail',
          subject: { type: 'inquiry', id: made.inquiryId },
          detail: { mailId: id, reference: made.reference },
          ip: acting.ip,
        });
        return made;
      });
    },

    /** Puts an unmatched e-mail in an inquiry, recorded in the audit log with who did it. */
    async matchMail(id: string, reference: string, acting: Acting) {
      return db.transaction().execute(async (trx) => {
        const matched = await matchMail(trx, id, reference, clock(), { publicBaseUrl });
        if (matched === 'unknown-mail') return null;
        if (matched === 'unknown-inquiry') throw refused('reference', INBOX_MESSAGES.unknownReference);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'inquiry.mail-matched',
          subject: { type: 'inquiry', id: matched.inquiryId },
          detail: { mailId: id, fromBuyer: matched.fromBuyer },
          ip: acting.ip,
        });
        return { inquiryId: matched.inquiryId, reference: matched.reference };
      });
    },

    /** A file of an e-mail received, always to be saved: whatever it holds, it never runs in the back office's page. */
    async attachment(id: string): Promise<Download | null> {
      const file = await inboundAttachment(db, id);
      return file ? new Download(file.content_type, file.file_name, file.bytes) : null;
    },
  };
}
