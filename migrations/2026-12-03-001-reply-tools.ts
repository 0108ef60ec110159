import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// What sales staff answer buyers with: reply templates kept by owners, each person's signature, files attached to
// replies (kept in a library so a catalogue or a certificate is picked again in one click), and the follow-up of a
// quote the buyer has not answered, with the moments the buyer first opened its page and its PDF.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reply_template')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Two templates whose names differ only in letter case would be one button twice.
  await sql`create unique index reply_template_name_unique on reply_template (lower(name))`.execute(db);

  // The lines below the person's name in every reply they send (title, phone, WhatsApp).
  await sql`alter table staff add column signature text not null default ''`.execute(db);

  await db.schema
    .createTable('reply_file')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // As its first bytes say it is, not as the uploading browser labelled it.
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  // The same file uploaded twice is one file: the library lists it once.
  await sql`create unique index reply_file_sha256_unique on reply_file (sha256)`.execute(db);
  await sql`create index reply_file_recent_idx on reply_file (coalesce(last_used_at, uploaded_at) desc)`.execute(db);

  // The files a reply carried, as the inquiry's history lists them (the mail's own copies are emptied with its body).
  await sql`alter table inquiry_event add column files jsonb not null default '[]'`.execute(db);

  // Working days after a quote is sent without an answer before its assignee is reminded; 0: never.
  await sql`alter table inbox_settings add column follow_up_days integer not null default 3
    check (follow_up_days between 0 and 30)`.execute(db);
  await sql`alter table quote_version add column follow_up_sent_at timestamptz`.execute(db);
  await sql`alter table quote_version add column page_opened_at timestamptz`.execute(db);
  await sql`alter table quote_version add column pdf_opened_at timestamptz`.execute(db);
  // The follow-up job looks for sent versions nobody answered and nobody was reminded of.
  await sql`create index quote_version_follow_up_idx on quote_version (sent_at)
    where status = 'sent' and buyer_answer is null and follow_up_sent_at is null and expired_at is null`.execute(db);
}
