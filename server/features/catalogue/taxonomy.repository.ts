import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export type TaxonomyTableName = 'category' | 'material';

export async function countTaxonomy(db: Db, table: TaxonomyTableName): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export function listTaxonomy(db: Db, table: TaxonomyTableName, limit: number, offset: number) {
  return db
    .selectFrom(table)
    .select(['id', 'name', 'path', 'description', 'image'])
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findTaxonomyByPath(db: Db, table: TaxonomyTableName, path: string) {
  return db.selectFrom(table).select(['id', 'name', 'path', 'seo_title', 'seo_description']).where('path', '=', path).executeTakeFirst();
}
