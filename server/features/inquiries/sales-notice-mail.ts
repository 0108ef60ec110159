import type { I18n, MessageDescriptor } from '@lingui/core';
import { KIND_NAMES } from '../../../shared/staff/inbox';
import type { StaffLocale } from '../../../shared/i18n/locales';
import type { InquiryKind } from '../../db/database';
import { inRecipientsLanguages, STAFF_MAIL_LINK_WORDS } from '../../i18n/staff-mail-i18n';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import type { MailContent } from './inquiry-mails';

// What sales are told of a new inquiry, in each recipient's back-office language: everything the buyer wrote, under
// the form's labels, and the link to the inquiry in the back office. (The buyer's acknowledgement, in the buyer's
// language, is inquiry-mails.ts: its words are in the buyers' catalogues, these in the back office's.)

/** The label of each row of the notice. */
export const NOTICE_LABELS = {
  reference: /*i18n*/ { id: 'Reference' },
  name: /*i18n*/ { id: 'Name' },
  phone: /*i18n*/ { id: 'Phone' },
  email: /*i18n*/ { id: 'E-mail' },
  product: /*i18n*/ { id: 'Product' },
  planned: /*i18n*/ { id: 'Planned' },
  products: /*i18n*/ { id: 'Products' },
  subject: /*i18n*/ { id: 'Subject' },
  message: /*i18n*/ { id: 'Message' },
} satisfies Record<string, MessageDescriptor>;

/** What a row says of a field the buyer left empty. */
export const NOTICE_EMPTY = {
  notGiven: /*i18n*/ { id: '(not given)' },
  none: /*i18n*/ { id: '(none)' },
} satisfies Record<string, MessageDescriptor>;

/** A row of the notice: its label, and what the buyer wrote (or a word for what they did not). */
export type NoticeRow = [label: keyof typeof NOTICE_LABELS, value: string | MessageDescriptor];

/** Each kind as the notice names it: an order is an inquiry until sales make it one. */
const KIND_TITLES: Record<InquiryKind, MessageDescriptor> = { ...KIND_NAMES, order: /*i18n*/ { id: 'Order inquiry' } };

const WORDS = {
  subjectFrom: /*i18n*/ { id: '{kind} {reference} from {buyer}' },
  subject: /*i18n*/ { id: '{kind} {reference}' },
  received: /*i18n*/ { id: '{kind} received on the website.' },
};

/** Rows of label and value; every value is escaped for HTML. */
function table(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/** The notice of a new inquiry in the language of `i18n`; `link` is the inquiry in the back office. */
export function salesNotice(i18n: I18n, kind: InquiryKind, reference: string, rows: NoticeRow[], link: string): MailContent {
  const value = (v: string | MessageDescriptor) => (typeof v === 'string' ? v : i18n._(v));
  const body = table([
    [i18n._(NOTICE_LABELS.reference), reference],
    ...rows.map(([label, v]): [string, string] => [i18n._(NOTICE_LABELS[label]), value(v)]),
  ]);
  const title = i18n._(KIND_TITLES[kind]);
  const subject = rows[0]
    ? i18n._(WORDS.subjectFrom.id, { kind: title, reference, buyer: value(rows[0][1]) })
    : i18n._(WORDS.subject.id, { kind: title, reference });
  const received = i18n._(WORDS.received.id, { kind: title });
  const openIt = i18n._(STAFF_MAIL_LINK_WORDS.openIt.id, { link });
  return {
    subject: headerSafe(subject),
    text: `${received}\n\n${body.text}\n\n${openIt}\n`,
    html: `<p>${escapeHtml(received)}</p>${body.html}<p><a href="${escapeHtml(link)}">${escapeHtml(
      i18n._(STAFF_MAIL_LINK_WORDS.openInquiry),
    )}</a></p>`,
  };
}

/** The notice to each address, in the language of the staff account at it (English for an address that has none). */
export function salesNotices(
  recipients: readonly { email: string; locale: StaffLocale | null }[],
  notice: { kind: InquiryKind; reference: string; rows: NoticeRow[]; link: string },
) {
  return inRecipientsLanguages(recipients, (i18n) => salesNotice(i18n, notice.kind, notice.reference, notice.rows, notice.link));
}
