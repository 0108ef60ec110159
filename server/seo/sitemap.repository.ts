import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Everything the sitemap lists, with when it last changed. */
export async function sitemapEntries(db: Db) {
  const [products, categories, materials, latest] = await Promise.all([
    db.selectFrom('product').select(['path', 'updated_at']).orderBy('id').execute(),
    db
      .selectFrom('category as t')
      .leftJoin('product as p', 'p.category_id', 't.id')
      .select([
        't.path',
        sql<number>`count(p.id)::int`.as('products'),
        sql<Date>`greatest(max(t.updated_at), max(p.updated_at))`.as('updated_at'),
      ])
      .groupBy('t.id')
      .orderBy('t.sort_order')
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('material as t')
      .leftJoin('product as p', 'p.material_id', 't.id')
      .select([
        't.path',
        sql<number>`count(p.id)::int`.as('products'),
        sql<Date>`greatest(max(t.updated_at), max(p.updated_at))`.as('updated_at'),
      ])
      .groupBy('t.id')
      .orderBy('t.sort_order')
      .orderBy('t.id')
      .execute(),
    db.selectFrom('site_config').select('updated_at').executeTakeFirst(),
  ]);
  return { products, categories, materials, siteUpdatedAt: latest?.updated_at ?? new Date(0) };
}
