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

/**
 * Takes the oldest due mail that no worker holds, for `leaseSeconds`, in one short statement: the lease is
 * committed before the mail is sent, so no transaction stays open during the SMTP conversation. A worker that
 * dies while sending leaves the lease to run out, after which the mail is due again. The attempt is counted here.
 */
export function claimNextDueMail(db: Db, leaseSeconds: number) {
  const leaseEnd = sql<Date>`now() + make_interval(secs => ${leaseSeconds})`;
  return db
    .updateTable('email_outbox')
    .set((eb) => ({ sending_until: leaseEnd, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((w) => w.or([w('sending_until', 'is', null), w('sending_until', '<=', sql<Date>`now()`)]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'to_address',
      'subject',
      'body_text',
      'body_html',
      'attempts',
      'from_name',
      'reply_to',
      'thread_outbox_id',
      'message_key',
    ])
    .executeTakeFirst();
}

/** The row of the mail another one answers, as its Message-ID is made. */
export function threadParentOf(db: Db, outboxId: string) {
  return db.selectFrom('email_outbox').select(['id', 'message_key']).where('id', '=', outboxId).executeTakeFirst();
}

export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimNextDueMail>>>;

export interface MailAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Files to send with an outbox mail (a quote's PDF), in the same transaction as the mail. */
export async function addAttachments(db: Db, outboxId: string, files: MailAttachment[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('email_attachment')
    .values(
      files.map((file, position) => ({
        outbox_id: outboxId,
        position,
        file_name: file.fileName,
        content_type: file.contentType,
        bytes: file.bytes,
      })),
    )
    .execute();
}

export async function attachmentsOf(db: Db, outboxId: string): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('email_attachment')
    .select(['file_name', 'content_type', 'bytes'])
    .where('outbox_id', '=', outboxId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ fileName: row.file_name, contentType: row.content_type, bytes: row.bytes }));
}

/**
 * Marks a mail sent; one whose body carries a secret (a one-time link) has its body emptied at once, and the files
 * sent with any mail are dropped (a quote's PDF is drawn again from its version whenever it is asked for). Says
 * whether the worker's lease still held: if it ran out first, another worker may have claimed the mail and be
 * sending it again.
 */
export async function markSent(db: Db, id: string): Promise<{ leaseHeld: boolean }> {
  // `before` is the row as the statement found it, before this update clears its lease.
  const { rows } = await sql<{ lease_held: boolean }>`
    update email_outbox as mail
    set status = 'sent', sent_at = now(), last_error = null, sending_until = null,
      body_text = case when mail.secret_body then '' else mail.body_text end,
      body_html = case when mail.secret_body then '' else mail.body_html end,
      body_purged_at = case when mail.secret_body then now() else mail.body_purged_at end
    from email_outbox as before
    where mail.id = ${id} and before.id = mail.id
    returning coalesce(before.sending_until > now(), false) as lease_held`.execute(db);
  await db.deleteFrom('email_attachment').where('outbox_id', '=', id).execute();
  return { leaseHeld: rows[0]?.lease_held ?? false };
}

export function markFailedAttempt(db: Db, id: string, error: string, retryInSeconds: number, giveUp: boolean) {
  return db
    .updateTable('email_outbox')
    .set({
      last_error: error.slice(0, 1000),
      status: giveUp ? 'failed' : 'pending',
      sending_until: null,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where('id', '=', id)
    .execute();
}
