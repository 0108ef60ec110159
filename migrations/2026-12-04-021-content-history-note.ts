import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A history entry may say more than its action: a duplicated product's first entry names the item it was copied
// from, so the copy's history tells where its values came from.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content_history add column note text`.execute(db);
}
