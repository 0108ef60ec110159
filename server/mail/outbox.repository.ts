import { sql } from 'kysely';
import type { Db } from '../db/connect';

export function pendingMailCount(db: Db) {
  return db
    .selectFrom('email_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
    .then((r) => r.n);
}

/** Due mails, locked for this transaction; a concurrent worker skips them rather than sending them again. */
export function lockDueMails(db: Db, limit: number) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'body_text', 'body_html', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export function markSent(db: Db, id: string) {
  return db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
    .where('id', '=', id)
    .execute();
}

export function markFailedAttempt(db: Db, id: string, attempts: number, error: string, retryInSeconds: number, giveUp: boolean) {
  return db
    .updateTable('email_outbox')
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      status: giveUp ? 'failed' : 'pending',
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where('id', '=', id)
    .execute();
}
