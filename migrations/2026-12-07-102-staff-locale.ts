import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The back office speaks each staff member's language (English or Vietnamese), which they choose on their account
// screen. Null until it is first known: the browser's language is taken when the account first signs in. The
// account gets a version, so that a change made on a screen opened before another change is refused, not lost.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table staff
    add column locale text check (locale in ('en', 'vi')),
    add column version integer not null default 1`.execute(db);
}
