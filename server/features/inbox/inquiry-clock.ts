import type { ReplyClock } from '../../../shared/contracts/inbox';
import { CLOCK_STOPPING_STATUSES, type InquiryStatusName } from '../../../shared/staff/inbox';
import { COMPANY_WORKING_TIME, replyDueAt, workingMinutesBetween, type WorkingTime } from './reply-clock';

// An inquiry's reply clock as the inbox shows it, from its stored row: the due time stored when it arrived (moved
// when the holidays change) or when the buyer asked again, stopped by the reply, by spam or closed, and by a merge.
//
// Who still owes a reply ("waiting"): new and open inquiries whose buyer's latest words were not answered, and that
// were not merged into another. An inquiry someone moved to quoted, won or lost was answered one way or another, even if nobody
// recorded the reply: it is not flagged, and no reminder is sent about it.

export const WAITING_STATUSES = ['new', 'open'] as const satisfies readonly InquiryStatusName[];

/** The company's working time with the public holidays kept in the database. */
export const workingTimeWith = (holidays: readonly string[]): WorkingTime => ({ ...COMPANY_WORKING_TIME, holidays });

export interface ClockFacts {
  created_at: Date;
  reply_due_at: Date | null;
  first_reply_at: Date | null;
  answered_at: Date | null;
  status: InquiryStatusName;
  merged_into_id: string | null;
}

export function isWaiting(row: Pick<ClockFacts, 'answered_at' | 'status' | 'merged_into_id'>): boolean {
  return !row.answered_at && !row.merged_into_id && (WAITING_STATUSES as readonly string[]).includes(row.status);
}

export function replyClockOf(row: ClockFacts, now: Date, wt: WorkingTime): ReplyClock {
  const dueAt = row.reply_due_at ?? replyDueAt(row.created_at, wt);
  const base = { dueAt: dueAt.toISOString(), firstReplyAt: row.first_reply_at?.toISOString() ?? null };
  if (row.answered_at) {
    // Frozen at the reply: negative when it came late.
    const left = Math.floor(workingMinutesBetween(row.answered_at, dueAt, wt));
    return { ...base, workingMinutesLeft: left, overdue: false, stopped: true };
  }
  if (!isWaiting(row) || CLOCK_STOPPING_STATUSES.includes(row.status)) {
    return { ...base, workingMinutesLeft: null, overdue: false, stopped: true };
  }
  // A `now` before receipt (two machines' clocks) counts from receipt: never more than the whole promise left.
  const from = now.getTime() < row.created_at.getTime() ? row.created_at : now;
  const left = Math.floor(workingMinutesBetween(from, dueAt, wt));
  return { ...base, workingMinutesLeft: left, overdue: from.getTime() > dueAt.getTime(), stopped: false };
}
