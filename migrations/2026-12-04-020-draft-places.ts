import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A draft of an ordered kind (a hero slide, a page block) has a place in its list before it is published: the one
// an editor gave it on the order screen, or the one it had when it was unpublished. Publishing puts it there.
// Empty: at the end, as before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content_draft add column sort_order integer`.execute(db);
}
