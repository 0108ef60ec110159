import { adminPaths } from '../../../shared/staff/addresses';
import type { Db } from '../../db/connect';
import { inRecipientsLanguages } from '../../i18n/staff-mail-i18n';
import { clockMail } from './clock-mail';
import { holidays, readSettings } from './inbox-settings.repository';
import { queueMail } from './inquiry-mail.repository';
import { clockCandidates, markClockMails, setDueTimes, waitingWithoutDueTime } from './reply-clock.repository';
import { sendFollowUps } from './quote-follow-up';
import { workingTimeWith } from './inquiry-clock';
import { canAnswer, type Recipient, salesTeam } from './sales-recipients';
import { REMINDER_BEFORE_MINUTES, replyDueAt, workingMinutesBetween, type WorkingTime } from './reply-clock';

// The reply clock's background work, run by every web process: due times for waiting inquiries that have none (stored
// before the inbox existed), then the reminder 4 working hours before a reply is due and the notice once it is overdue,
// then the follow-up of quotes the buyer has not answered (./quote-follow-up.ts).
// Each mail is queued in the outbox in the same transaction that marks it sent, on rows locked with `skip locked`:
// however many processes run this, each mail is queued once.

export const REMINDER_PURPOSE = 'reply-reminder';
export const OVERDUE_PURPOSE = 'reply-overdue';

const BATCH = 200;
/**
 * How far ahead of its due time a reminder may fall, in calendar time: 4 working hours before a due time right after a
 * long holiday (Tết) can be a couple of weeks earlier. Inquiries due later than this are not looked at yet.
 */
const LOOK_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReplyClockOptions {
  now: () => Date;
  /** The site's public address, for the link to the inquiry in the back office. */
  publicBaseUrl: string;
}

export interface ClockPass {
  dueTimesSet: number;
  reminders: number;
  overdue: number;
  /** Quotes the buyer left unanswered whose assignee was reminded to follow up. */
  followUps: number;
}

/** Gives every waiting inquiry without a due time its due time, a batch per transaction. */
async function fillDueTimes(db: Db, wt: WorkingTime, stopping: () => boolean): Promise<number> {
  let total = 0;
  while (!stopping()) {
    const set = await db.transaction().execute(async (trx) => {
      const rows = await waitingWithoutDueTime(trx, BATCH);
      await setDueTimes(
        trx,
        rows.map((r) => ({ id: r.id, dueAt: replyDueAt(r.created_at, wt) })),
      );
      return rows.length;
    });
    total += set;
    if (set < BATCH) break;
  }
  return total;
}

async function sendClockMails(db: Db, now: Date, wt: WorkingTime, options: ReplyClockOptions, stopping: () => boolean) {
  const sent = { reminders: 0, overdue: 0 };
  const dueBefore = new Date(now.getTime() + LOOK_AHEAD_MS);
  while (!stopping()) {
    const { acted, seen } = await db.transaction().execute(async (trx) => {
      const rows = await clockCandidates(trx, now, dueBefore, BATCH);
      let acted = 0;
      let team: Recipient[] | undefined;
      for (const row of rows) {
        const dueAt = row.reply_due_at!;
        const left = workingMinutesBetween(now, dueAt, wt);
        const overdue = now.getTime() > dueAt.getTime();
        const which =
          overdue && !row.overdue_sent_at
            ? 'overdue'
            : !overdue && !row.reminder_sent_at && left <= REMINDER_BEFORE_MINUTES
              ? 'reminder'
              : null;
        if (!which) continue;
        const assigneeCanAnswer = canAnswer({ active: row.assignee_active, role: row.assignee_role });
        const recipients: Recipient[] = assigneeCanAnswer
          ? [{ email: row.assignee_email!, locale: row.assignee_locale }]
          : (team ??= await salesTeam(trx));
        const facts = {
          reference: row.reference,
          kind: row.kind,
          buyer: row.name || row.email || 'a buyer',
          dueAt,
          workingMinutesLeft: Math.floor(left),
          link: `${options.publicBaseUrl}${adminPaths.inquiry(row.id)}`,
        };
        // Each in their language: written once per language among them.
        for (const { recipient, mail } of await inRecipientsLanguages(recipients, (i18n) => clockMail(i18n, which, facts))) {
          await queueMail(trx, {
            inquiryId: row.id,
            purpose: which === 'reminder' ? REMINDER_PURPOSE : OVERDUE_PURPOSE,
            to: recipient.email,
            ...mail,
          });
        }
        // Once overdue, a reminder that was never sent is no longer news: it is marked done with the notice.
        await markClockMails(
          trx,
          row.id,
          which === 'overdue'
            ? { overdue_sent_at: now, ...(row.reminder_sent_at ? {} : { reminder_sent_at: now }) }
            : { reminder_sent_at: now },
        );
        sent[which === 'reminder' ? 'reminders' : 'overdue']++;
        acted++;
      }
      return { acted, seen: rows.length };
    });
    // Candidates come soonest-due first, and a reminder that is not due yet means none after it is: a full batch that
    // was all acted on may be followed by more.
    if (seen < BATCH || acted < seen) break;
  }
  return sent;
}

/** One pass of the reply clock at `options.now()`. */
export async function runReplyClockPass(db: Db, options: ReplyClockOptions, stopping: () => boolean = () => false): Promise<ClockPass> {
  const now = options.now();
  const wt = workingTimeWith((await holidays(db)).map((h) => h.day));
  const dueTimesSet = await fillDueTimes(db, wt, stopping);
  const { reminders, overdue } = await sendClockMails(db, now, wt, options, stopping);
  const followUps = await sendFollowUps(db, now, wt, (await readSettings(db)).follow_up_days, options, stopping);
  return { dueTimesSet, reminders, overdue, followUps };
}
