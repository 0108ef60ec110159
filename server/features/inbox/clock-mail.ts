import { KIND_LABELS, type InquiryKindName } from '../../../shared/staff/inbox';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { mailDate } from './reply-mail';

// The reply clock's mails to staff: a reminder 4 working hours before a reply is due, and a notice once it is overdue.

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

/** '3 h 05 min', '45 min': working time, as staff count it. */
export function workingDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(Math.abs(minutes)));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

export function clockMail(which: 'reminder' | 'overdue', facts: ClockMailFacts): { subject: string; text: string; html: string } {
  const what = `${KIND_LABELS[facts.kind]} ${facts.reference} from ${facts.buyer}`;
  const state =
    which === 'reminder'
      ? `A reply is due in ${workingDuration(facts.workingMinutesLeft)} of working time, by ${mailDate(facts.dueAt)}.`
      : `The reply was due ${mailDate(facts.dueAt)} and is overdue${
          facts.workingMinutesLeft < 0 ? ` by ${workingDuration(facts.workingMinutesLeft)} of working time` : ''
        }. We promised every buyer an answer within 24 working hours.`;
  const subject = headerSafe(which === 'reminder' ? `Reply due soon: ${what}` : `Overdue: ${what}`);
  return {
    subject,
    text: [`${what} has not been answered yet.`, '', state, '', `Open it: ${facts.link}`, ''].join('\n'),
    html: [
      `<p>${escapeHtml(what)} has not been answered yet.</p>`,
      `<p>${escapeHtml(state)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">Open the inquiry</a></p>`,
    ].join(''),
  };
}
