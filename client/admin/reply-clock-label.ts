import { msg } from '@lingui/core/macro';
import type { ReplyClock } from '../../shared/contracts/inbox';
import { staffI18n } from './staff-i18n';

// How the back office writes the reply clock. The server counts working minutes (Ho Chi Minh City's working
// week, holidays left out); the screens only put its count into words, so the list and the inquiry agree with
// the reminders the server sends. In the staff member's language (staff-i18n.ts).

/** Below this many working minutes left a reply is due soon: when the server reminds the assignee (4 working hours). */
export const DUE_SOON_MINUTES = 4 * 60;

export type ClockTone = 'running' | 'soon' | 'overdue' | 'stopped';

export interface ClockLabel {
  text: string;
  tone: ClockTone;
}

/** A span of minutes as people say it: '5 h 20 min', '3 h', '45 min', '0 min'. */
export function durationText(minutes: number): string {
  const whole = Math.floor(Math.abs(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return staffI18n._(msg`${rest} min`);
  return rest === 0 ? staffI18n._(msg`${hours} h`) : staffI18n._(msg`${hours} h ${rest} min`);
}

/** A span of calendar minutes: as durationText within a day, then in days and hours ('2 d 5 h', '3 d'). */
export function calendarDurationText(minutes: number): string {
  const hours = Math.floor(Math.abs(minutes) / 60);
  if (hours < 24) return durationText(minutes);
  const rest = hours % 24;
  const days = Math.floor(hours / 24);
  return rest === 0 ? staffI18n._(msg`${days} d`) : staffI18n._(msg`${days} d ${rest} h`);
}

/** '5 h 20 min left' while time remains, 'Overdue by 1 h 10 min' after; `minutesLeft` is negative once overdue. */
export function minutesLeftText(minutesLeft: number): string {
  if (minutesLeft >= 0) {
    const duration = durationText(minutesLeft);
    return staffI18n._(msg`${duration} left`);
  }
  // Less than a whole minute late is still late: never 'Overdue by 0 min'.
  const duration = durationText(Math.max(1, -minutesLeft));
  return staffI18n._(msg`Overdue by ${duration}`);
}

/**
 * The clock of one inquiry in words and a tone for its colour: 'Replied' once answered, 'Stopped' when nobody owes
 * a reply (spam, closed, merged), else the working time left or overdue as of the answer the clock came with (a
 * buyer who wrote again after the first reply is owed another).
 */
export function replyClockLabel(clock: ReplyClock): ClockLabel {
  if (clock.firstReplyAt && clock.stopped) return { text: staffI18n._(msg`Replied`), tone: 'stopped' };
  if (clock.stopped || clock.workingMinutesLeft === null) return { text: staffI18n._(msg`Stopped`), tone: 'stopped' };
  const left = clock.workingMinutesLeft;
  if (clock.overdue || left < 0) return { text: minutesLeftText(Math.min(left, -1)), tone: 'overdue' };
  return { text: minutesLeftText(left), tone: left < DUE_SOON_MINUTES ? 'soon' : 'running' };
}
