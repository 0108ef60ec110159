import type { Kysely } from 'kysely';

// A category's or a material's products sorted by name (A–Z, Z–A) are read in index order, and a deep page skips
// index entries only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_category_name_idx').on('product').columns(['category_id', 'name', 'id']).execute();
  await db.schema.createIndex('product_material_name_idx').on('product').columns(['material_id', 'name', 'id']).execute();
}
