import { KIND_LABELS, type InquiryKindName } from '../../../shared/staff/inbox';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { mailDate } from './reply-mail';

// The mail that tells sales what a buyer did on their own page: accepted or declined a quote (the deal is won or
// lost), or asked a question (a reply is owed again, by the time given).

export type BuyerNotice =
  | { kind: 'accepted'; number: number }
  | { kind: 'declined'; number: number; reason: string }
  | { kind: 'question'; message: string; dueAt: Date }
  /** An e-mail about the inquiry: the buyer's (a reply is owed by `dueAt`) or, with `from`, someone else's. */
  | { kind: 'mail'; message: string; dueAt: Date | null; files: number; from: string | null };

export interface BuyerNoticeFacts {
  reference: string;
  inquiryKind: InquiryKindName;
  /** The buyer's name, or their address when they gave no name. */
  buyer: string;
  /** The inquiry in the back office. */
  link: string;
}

/** The outbox purposes of these mails. */
export const BUYER_NOTICE_PURPOSES = { answer: 'buyer-answer', question: 'buyer-question', mail: 'buyer-mail' } as const;

export function buyerNoticeMail(notice: BuyerNotice, facts: BuyerNoticeFacts): { subject: string; text: string; html: string } {
  const inquiry = `${KIND_LABELS[facts.inquiryKind]} ${facts.reference}`;
  const { subject, lead, quoted, after } =
    notice.kind === 'mail'
      ? {
          subject: `E-mail from ${notice.from ?? facts.buyer} about ${inquiry}`,
          lead: notice.from
            ? `${notice.from} wrote about ${inquiry} by e-mail, from an address that is not the one the inquiry came from:`
            : `${facts.buyer} answered about ${inquiry} by e-mail:`,
          quoted: notice.message,
          after:
            [
              notice.files ? `With ${notice.files} ${notice.files === 1 ? 'file' : 'files'}, in the inquiry.` : '',
              notice.dueAt ? `A reply is due by ${mailDate(notice.dueAt)}.` : '',
            ]
              .filter(Boolean)
              .join(' ') || null,
        }
      : notice.kind === 'question'
        ? {
            subject: `Question from ${facts.buyer} about ${inquiry}`,
            lead: `${facts.buyer} asked a question about ${inquiry} on their page:`,
            quoted: notice.message,
            after: `A reply is due by ${mailDate(notice.dueAt)}.`,
          }
        : notice.kind === 'accepted'
          ? {
              subject: `Accepted: quotation version ${notice.number}, ${inquiry} from ${facts.buyer}`,
              lead: `${facts.buyer} accepted version ${notice.number} of the quotation for ${inquiry} on their page. The inquiry is now won.`,
              quoted: null,
              after: null,
            }
          : {
              subject: `Declined: quotation version ${notice.number}, ${inquiry} from ${facts.buyer}`,
              lead: `${facts.buyer} declined version ${notice.number} of the quotation for ${inquiry} on their page. The inquiry is now lost. Their reason:`,
              quoted: notice.reason,
              after: null,
            };
  const quotedLines = quoted?.split(/\r?\n/) ?? [];
  return {
    subject: headerSafe(subject),
    text: [
      lead,
      ...(quoted === null ? [] : ['', ...quotedLines.map((line) => (line ? `> ${line}` : '>'))]),
      ...(after ? ['', after] : []),
      '',
      `Open it: ${facts.link}`,
      '',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      quoted === null ? '' : `<blockquote>${quotedLines.map(escapeHtml).join('<br>')}</blockquote>`,
      after ? `<p>${escapeHtml(after)}</p>` : '',
      `<p><a href="${escapeHtml(facts.link)}">Open the inquiry</a></p>`,
    ].join(''),
  };
}
