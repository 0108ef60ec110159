import type { I18n } from '@lingui/core';
import { type InquiryKindName, KIND_NAMES } from '../../../shared/staff/inbox';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { STAFF_MAIL_LINK_WORDS, intlLocaleOf } from '../../i18n/staff-mail-i18n';
import { mailDate } from './reply-mail';

// The mail that tells sales what a buyer did on their own page: accepted or declined a quote (the deal is won or
// lost), or asked a question (a reply is owed again, by the time given); in the recipient's back-office language.

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

const WORDS = {
  mailSubject: /*i18n*/ { id: 'E-mail from {sender} about {kind} {reference}' },
  mailFromOther: /*i18n*/ {
    id: '{sender} wrote about {kind} {reference} by e-mail, from an address that is not the one the inquiry came from:',
  },
  mailFromBuyer: /*i18n*/ { id: '{buyer} answered about {kind} {reference} by e-mail:' },
  files: /*i18n*/ { id: '{files, plural, one {With # file, in the inquiry.} other {With # files, in the inquiry.}}' },
  replyDue: /*i18n*/ { id: 'A reply is due by {dueAt}.' },
  questionSubject: /*i18n*/ { id: 'Question from {buyer} about {kind} {reference}' },
  question: /*i18n*/ { id: '{buyer} asked a question about {kind} {reference} on their page:' },
  acceptedSubject: /*i18n*/ { id: 'Accepted: quotation version {number}, {kind} {reference} from {buyer}' },
  accepted: /*i18n*/ {
    id: '{buyer} accepted version {number} of the quotation for {kind} {reference} on their page. The inquiry is now won.',
  },
  declinedSubject: /*i18n*/ { id: 'Declined: quotation version {number}, {kind} {reference} from {buyer}' },
  declined: /*i18n*/ {
    id: '{buyer} declined version {number} of the quotation for {kind} {reference} on their page. The inquiry is now lost. Their reason:',
  },
};

export function buyerNoticeMail(i18n: I18n, notice: BuyerNotice, facts: BuyerNoticeFacts): { subject: string; text: string; html: string } {
  const inquiry = { kind: i18n._(KIND_NAMES[facts.inquiryKind]), reference: facts.reference, buyer: facts.buyer };
  const say = (words: { id: string }, values: Record<string, unknown> = {}) => i18n._(words.id, { ...inquiry, ...values });
  const replyDue = (dueAt: Date) => say(WORDS.replyDue, { dueAt: mailDate(dueAt, intlLocaleOf(i18n)) });
  const { subject, lead, quoted, after } =
    notice.kind === 'mail'
      ? {
          subject: say(WORDS.mailSubject, { sender: notice.from ?? facts.buyer }),
          lead: notice.from ? say(WORDS.mailFromOther, { sender: notice.from }) : say(WORDS.mailFromBuyer),
          quoted: notice.message,
          after:
            [notice.files ? say(WORDS.files, { files: notice.files }) : '', notice.dueAt ? replyDue(notice.dueAt) : '']
              .filter(Boolean)
              .join(' ') || null,
        }
      : notice.kind === 'question'
        ? {
            subject: say(WORDS.questionSubject),
            lead: say(WORDS.question),
            quoted: notice.message,
            after: replyDue(notice.dueAt),
          }
        : notice.kind === 'accepted'
          ? {
              subject: say(WORDS.acceptedSubject, { number: notice.number }),
              lead: say(WORDS.accepted, { number: notice.number }),
              quoted: null,
              after: null,
            }
          : {
              subject: say(WORDS.declinedSubject, { number: notice.number }),
              lead: say(WORDS.declined, { number: notice.number }),
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
      i18n._(STAFF_MAIL_LINK_WORDS.openIt.id, { link: facts.link }),
      '',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      quoted === null ? '' : `<blockquote>${quotedLines.map(escapeHtml).join('<br>')}</blockquote>`,
      after ? `<p>${escapeHtml(after)}</p>` : '',
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(i18n._(STAFF_MAIL_LINK_WORDS.openInquiry))}</a></p>`,
    ].join(''),
  };
}
