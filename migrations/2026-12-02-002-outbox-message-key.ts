import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A mail's Message-ID was made of its outbox row's number (`<outbox-42@host>`), which starts again at 1 in a second
// installation and repeats after a database is restored from an older backup: mail programs then thread, or drop
// as duplicates, mails that have nothing to do with each other, and a buyer's reply could be matched to the wrong
// mail. Each new row gets a random key of its own instead. Rows already there keep no key, so the mails already
// sent keep the ids their recipients have (and may still reply to).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox add column message_key uuid`.execute(db);
  await sql`alter table email_outbox alter column message_key set default gen_random_uuid()`.execute(db);
}
