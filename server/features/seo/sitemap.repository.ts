import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Categories or materials with how many products they hold and when any of them last changed. */
function withProductCounts(db: Db, table: 'category' | 'material', productColumn: 'p.category_id' | 'p.material_id') {
  return db
    .selectFrom(`${table} as t` as 'category as t')
    .leftJoin('product as p', productColumn, 't.id')
    .select([
      't.path',
      sql<number>`count(p.id)::int`.as('products'),
      sql<Date>`greatest(max(t.updated_at), max(p.updated_at))`.as('updated_at'),
    ])
    .groupBy('t.id')
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

/** Everything the sitemap lists, with when it last changed. */
export async function sitemapEntries(db: Db) {
  const [products, categories, materials, latest] = await Promise.all([
    db.selectFrom('product').select(['path', 'updated_at']).orderBy('id').execute(),
    withProductCounts(db, 'category', 'p.category_id'),
    withProductCounts(db, 'material', 'p.material_id'),
    db.selectFrom('site_config').select('updated_at').executeTakeFirst(),
  ]);
  return { products, categories, materials, siteUpdatedAt: latest?.updated_at ?? new Date(0) };
}
