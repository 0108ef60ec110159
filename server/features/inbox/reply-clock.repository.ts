import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { InquiryStatus } from '../../db/database';

// The reply clock's SQL: which inquiries wait for a reply, their due times, and the reminder and overdue mails
// marked as sent. No rules here: the due times are counted by reply-clock.ts and handed in as plain values.

/** New and open inquiries without a reply, not merged: the ones the reply clock runs for. */
export const waitingCondition = sql<SqlBool>`(i.answered_at is null and i.merged_into_id is null
  and i.status not in ('spam', 'closed') and i.status in ('new', 'open'))`;

/** Waiting inquiries without a due time (stored before the inbox existed), locked; rows others hold are skipped. */
export function waitingWithoutDueTime(db: Db, limit: number) {
  return db
    .selectFrom('inquiry as i')
    .select(['i.id', 'i.created_at'])
    .where(waitingCondition)
    .where('i.reply_due_at', 'is', null)
    .orderBy('i.id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/**
 * Every inquiry waiting for its first reply, with its receipt and due time: after the holidays changed, each due time
 * is counted again from the receipt. (One waiting for the answer to a later question keeps the due time it was given.)
 */
export function waitingForFirstReply(db: Db) {
  return db
    .selectFrom('inquiry as i')
    .select(['i.id', 'i.created_at', 'i.reply_due_at'])
    .where(waitingCondition)
    .where('i.first_reply_at', 'is', null)
    .execute();
}

export async function setDueTimes(db: Db, dues: { id: string; dueAt: Date }[]): Promise<void> {
  if (dues.length === 0) return;
  // Rows locked in id order first, the order every other change that locks several inquiries (a merge) takes: an
  // update of many rows locks them in whatever order it meets them, and could wait on a merge that waits on it.
  await sql`select id from inquiry where id = any(${dues.map((d) => d.id)}::bigint[]) order by id for update`.execute(db);
  await sql`update inquiry as i set reply_due_at = d.due
    from unnest(${dues.map((d) => d.id)}::bigint[], ${dues.map((d) => d.dueAt.toISOString())}::timestamptz[]) as d(id, due)
    where i.id = d.id`.execute(db);
}

/**
 * Waiting inquiries that may need a mail now, soonest due first: overdue at `now` without their overdue notice, or
 * due before `dueBefore` without their reminder. Locked for this pass; rows another process holds are skipped (it is
 * sending their mails).
 */
export function clockCandidates(db: Db, now: Date, dueBefore: Date, limit: number) {
  return db
    .selectFrom('inquiry as i')
    .leftJoin('staff as s', 's.id', 'i.assignee_id')
    .select([
      'i.id',
      'i.reference',
      'i.kind',
      'i.name',
      'i.email',
      'i.created_at',
      'i.reply_due_at',
      'i.reminder_sent_at',
      'i.overdue_sent_at',
      's.id as assignee_id',
      's.email as assignee_email',
      's.name as assignee_name',
      's.active as assignee_active',
      's.role as assignee_role',
      's.locale as assignee_locale',
    ])
    .where(waitingCondition)
    .where((eb) =>
      eb.or([
        eb.and([eb('i.overdue_sent_at', 'is', null), eb('i.reply_due_at', '<', now)]),
        eb.and([eb('i.reminder_sent_at', 'is', null), eb('i.reply_due_at', '<', dueBefore)]),
      ]),
    )
    .orderBy('i.reply_due_at')
    .limit(limit)
    .forUpdate(['i'])
    .skipLocked()
    .execute();
}

export function markClockMails(db: Db, id: string, marks: { reminder_sent_at?: Date; overdue_sent_at?: Date }) {
  return db.updateTable('inquiry').set(marks).where('id', '=', id).execute();
}

/**
 * The buyer wrote again (a question on their page): the inquiry owes a reply once more, due `dueAt`, with its
 * reminders to come again. Made on `version`, as every change; false when the row is at another version.
 */
export async function restartReplyClock(db: Db, id: string, version: number, change: { status: InquiryStatus; dueAt: Date }, now: Date) {
  const result = await db
    .updateTable('inquiry')
    .set((eb) => ({
      status: change.status,
      answered_at: null,
      reply_due_at: change.dueAt,
      reminder_sent_at: null,
      overdue_sent_at: null,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
