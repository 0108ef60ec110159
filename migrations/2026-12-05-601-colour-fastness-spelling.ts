import type { Kysely } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The site spells colour the British way ("Colour options", "colour fastness" in the page's description), but the
// quality control page's last check was seeded as "Color fastness test". A title an editor has since changed is
// theirs and stays as it is.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('content_block')
    .set({ title: 'Colour fastness test' })
    .where('page', '=', 'quality-control')
    .where('title', '=', 'Color fastness test')
    .execute();
}
