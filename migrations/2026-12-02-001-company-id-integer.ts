import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The company information's one row had a smallint id, while every other kind of content has an integer one: the
// back office's address of an item takes any id up to 2,147,483,647, and one past 32,767 failed the query (a 500)
// where every other kind answers "not found".
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_config alter column id type integer`.execute(db);
}
