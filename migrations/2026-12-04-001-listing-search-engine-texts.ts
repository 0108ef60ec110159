import type { Kysely } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Staff write what search engines show for a category's or a material's listing, as they already do for products.
// Empty (null), the listing keeps the texts made from its name.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['category', 'material']) {
    await db.schema.alterTable(table).addColumn('seo_title', 'text').addColumn('seo_description', 'text').execute();
  }
}
