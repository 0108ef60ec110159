import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// - Acknowledgements to buyers are limited per recipient and per sending address: the outbox row of one that was
//   not sent says why (`skipped`, `skipped_reason`); `recipient_key` is the address as the limit counts it, and
//   `sender_ip` the address the inquiry came from (kept as long as the inquiry's own, see the retention pass).
// - The outbox is delivered one row at a time under a lease (`sending_until`) instead of inside a transaction
//   that holds a batch: a process killed mid-send can repeat only the mail it had in flight.
// - Personal data has a retention period: `body_purged_at` records when a delivered mail's bodies were emptied.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('recipient_key', 'text')
    .addColumn('sender_ip', 'text')
    .addColumn('skipped_reason', 'text')
    .addColumn('sending_until', 'timestamptz')
    .addColumn('body_purged_at', 'timestamptz')
    .execute();
  await sql`alter table email_outbox drop constraint email_outbox_status_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_status_check
    check (status in ('pending', 'sent', 'failed', 'skipped'))`.execute(db);

  // Counting the acknowledgements queued in the last day, by recipient and by sending address: only those that
  // count (a skipped one never becomes anything else), so a count stops after as many entries as its limit.
  for (const [name, column] of [
    ['email_outbox_acknowledged_recipient_idx', 'recipient_key'],
    ['email_outbox_acknowledged_sender_idx', 'sender_ip'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('email_outbox')
      .columns([column, 'created_at'])
      .where(sql<boolean>`purpose = 'buyer-acknowledgement' and status <> 'skipped'`)
      .execute();
  }
  await db.schema.createIndex('email_outbox_inquiry_idx').on('email_outbox').column('inquiry_id').execute();
  // The per-address inquiry limit and the IP retention both look inquiries up by address and age.
  await db.schema.createIndex('inquiry_client_ip_idx').on('inquiry').columns(['client_ip', 'created_at']).execute();
  // Delivered mails whose bodies are still kept, oldest first, for the retention pass.
  await db.schema
    .createIndex('email_outbox_sent_kept_idx')
    .on('email_outbox')
    .column('sent_at')
    .where(sql<boolean>`status = 'sent' and body_purged_at is null`)
    .execute();
}
