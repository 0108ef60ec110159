import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The site locale an inquiry was sent from (en, de, fr, es, ja): the buyer is answered in it, and staff see it.
// Inquiries stored before the site spoke other languages were all sent from English pages.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table inquiry add column locale text not null default 'en'`.execute(db);
}
