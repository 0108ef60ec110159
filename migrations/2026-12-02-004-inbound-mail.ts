import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Buyers' e-mails fetched from the company's mailbox over IMAP (server/mail/inbound/): each kept once, with its
// attachments, matched to the inquiry it answers (or left for staff to match), and shown in that inquiry's
// history. The cursor is how far each mailbox was read: it moves in the transaction that stores the mail, so a
// mail is stored once however many web processes read the mailbox, and none is lost when one stops mid-batch.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbound_cursor')
    .addColumn('mailbox', 'text', (c) => c.primaryKey())
    .addColumn('uid_validity', 'bigint', (c) => c.notNull())
    .addColumn('last_uid', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inbound_mail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('mailbox', 'text', (c) => c.notNull())
    .addColumn('uid_validity', 'bigint', (c) => c.notNull())
    .addColumn('uid', 'bigint', (c) => c.notNull())
    .addColumn('message_id', 'text')
    // Deleted with the inquiry, as everything the buyer sent (the retention period's purge).
    .addColumn('inquiry_id', 'bigint', (c) => c.references('inquiry.id').onDelete('cascade'))
    .addColumn('matched_by', 'text', (c) => c.check(sql`matched_by in ('thread', 'reply-address', 'staff')`))
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text')
    .addColumn('from_buyer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // What the sender wrote; the history they quoted below it is kept apart, folded in the inquiry's history.
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('quoted_text', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('inbound_mail_uid_unique', ['mailbox', 'uid_validity', 'uid'])
    .execute();
  await db.schema.createIndex('inbound_mail_message_id_idx').on('inbound_mail').column('message_id').execute();
  await db.schema.createIndex('inbound_mail_inquiry_idx').on('inbound_mail').columns(['inquiry_id', 'received_at']).execute();
  await sql`create index inbound_mail_unmatched_idx on inbound_mail (received_at) where inquiry_id is null`.execute(db);

  await db.schema
    .createTable('inbound_attachment')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('inbound_mail_id', 'bigint', (c) => c.notNull().references('inbound_mail.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // As its first bytes say it is (a picture, a PDF…), not as the sender's mail program labelled it.
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbound_attachment_mail_idx').on('inbound_attachment').columns(['inbound_mail_id', 'position']).execute();

  await sql`alter table inquiry_event add column inbound_mail_id bigint references inbound_mail (id) on delete cascade`.execute(db);
  await sql`alter table inquiry_event drop constraint inquiry_event_kind_check`.execute(db);
  await sql`alter table inquiry_event add constraint inquiry_event_kind_check
    check (kind in ('status', 'assignment', 'note', 'reply', 'merge', 'buyer', 'mail'))`.execute(db);
}
