import type { I18n } from '@lingui/core';
import { type InquiryKindName, KIND_NAMES } from '../../../shared/staff/inbox';
import { STAFF_MAIL_LINK_WORDS } from '../../i18n/staff-mail-i18n';
import { escapeHtml, headerSafe } from '../../mail/mail-text';

// The mail to a sales person given an inquiry by someone else, in their back-office language (`i18n`).

const WORDS = {
  subject: /*i18n*/ { id: '{by} gave you {kind} {reference}' },
  assigned: /*i18n*/ { id: '{by} assigned {kind} {reference} from {buyer} to you.' },
};

export function assignmentMail(
  i18n: I18n,
  facts: { by: string; kind: InquiryKindName; reference: string; buyer: string; link: string },
): { subject: string; text: string; html: string } {
  const values = { by: facts.by, kind: i18n._(KIND_NAMES[facts.kind]), reference: facts.reference, buyer: facts.buyer };
  const assigned = i18n._(WORDS.assigned.id, values);
  return {
    subject: headerSafe(i18n._(WORDS.subject.id, values)),
    text: `${assigned}\n\n${i18n._(STAFF_MAIL_LINK_WORDS.openIt.id, { link: facts.link })}\n`,
    html: `<p>${escapeHtml(assigned)}</p><p><a href="${escapeHtml(facts.link)}">${escapeHtml(
      i18n._(STAFF_MAIL_LINK_WORDS.openInquiry),
    )}</a></p>`,
  };
}
