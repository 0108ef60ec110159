import type { I18n } from '@lingui/core';
import { type InquiryKindName, KIND_NAMES } from '../../../shared/staff/inbox';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { STAFF_MAIL_LINK_WORDS, intlLocaleOf } from '../../i18n/staff-mail-i18n';
import { mailDate } from './reply-mail';

// The reply clock's mails to staff: a reminder 4 working hours before a reply is due, and a notice once it is
// overdue; in the recipient's back-office language (`i18n`, server/i18n/staff-mail-i18n.ts).

export interface ClockMailFacts {
  reference: string;
  kind: InquiryKindName;
  /** The buyer's name, or their address when they gave no name. */
  buyer: string;
  dueAt: Date;
  /** Working minutes left (negative: overdue by so much). */
  workingMinutesLeft: number;
  /** The inquiry in the back office. */
  link: string;
}

const WORDS = {
  minutes: /*i18n*/ { id: '{minutes} min' },
  hours: /*i18n*/ { id: '{hours} h' },
  hoursMinutes: /*i18n*/ { id: '{hours} h {minutes} min' },
  what: /*i18n*/ { id: '{kind} {reference} from {buyer}' },
  notAnswered: /*i18n*/ { id: '{what} has not been answered yet.' },
  dueIn: /*i18n*/ { id: 'A reply is due in {duration} of working time, by {dueAt}.' },
  overdueBy: /*i18n*/ {
    id: 'The reply was due {dueAt} and is overdue by {duration} of working time. We promised every buyer an answer within 24 working hours.',
  },
  overdue: /*i18n*/ { id: 'The reply was due {dueAt} and is overdue. We promised every buyer an answer within 24 working hours.' },
  reminderSubject: /*i18n*/ { id: 'Reply due soon: {what}' },
  overdueSubject: /*i18n*/ { id: 'Overdue: {what}' },
};

/** '3 h 05 min', '45 min': working time, as staff count it. */
export function workingDuration(i18n: I18n, minutes: number): string {
  const whole = Math.max(0, Math.round(Math.abs(minutes)));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return i18n._(WORDS.minutes.id, { minutes: rest });
  return rest === 0 ? i18n._(WORDS.hours.id, { hours }) : i18n._(WORDS.hoursMinutes.id, { hours, minutes: String(rest).padStart(2, '0') });
}

export function clockMail(
  i18n: I18n,
  which: 'reminder' | 'overdue',
  facts: ClockMailFacts,
): { subject: string; text: string; html: string } {
  const dueAt = mailDate(facts.dueAt, intlLocaleOf(i18n));
  const duration = workingDuration(i18n, facts.workingMinutesLeft);
  const what = i18n._(WORDS.what.id, { kind: i18n._(KIND_NAMES[facts.kind]), reference: facts.reference, buyer: facts.buyer });
  const state =
    which === 'reminder'
      ? i18n._(WORDS.dueIn.id, { duration, dueAt })
      : facts.workingMinutesLeft < 0
        ? i18n._(WORDS.overdueBy.id, { duration, dueAt })
        : i18n._(WORDS.overdue.id, { dueAt });
  const subject = headerSafe(i18n._((which === 'reminder' ? WORDS.reminderSubject : WORDS.overdueSubject).id, { what }));
  const notAnswered = i18n._(WORDS.notAnswered.id, { what });
  return {
    subject,
    text: [notAnswered, '', state, '', i18n._(STAFF_MAIL_LINK_WORDS.openIt.id, { link: facts.link }), ''].join('\n'),
    html: [
      `<p>${escapeHtml(notAnswered)}</p>`,
      `<p>${escapeHtml(state)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(i18n._(STAFF_MAIL_LINK_WORDS.openInquiry))}</a></p>`,
    ].join(''),
  };
}
