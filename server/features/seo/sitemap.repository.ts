import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { publishedLocalesOf } from '../translations/translated-paths.public';

/** Categories or materials with how many products they hold and when any of them last changed. */
function withProductCounts(db: Db, table: 'category' | 'material', productColumn: 'p.category_id' | 'p.material_id') {
  return db
    .selectFrom(`${table} as t` as 'category as t')
    .leftJoin('product as p', productColumn, 't.id')
    .select([
      't.id',
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
    db.selectFrom('product').select(['id', 'path', 'updated_at']).orderBy('id').execute(),
    withProductCounts(db, 'category', 'p.category_id'),
    withProductCounts(db, 'material', 'p.material_id'),
    db.selectFrom('site_config').select('updated_at').executeTakeFirst(),
  ]);
  // The locales each item is translated into, with its path there: the item's page exists in those.
  const [productLocales, categoryLocales, materialLocales] = await Promise.all([
    publishedLocalesOf(
      db,
      'product',
      products.map((p) => p.id),
    ),
    publishedLocalesOf(
      db,
      'category',
      categories.map((c) => c.id),
    ),
    publishedLocalesOf(
      db,
      'material',
      materials.map((m) => m.id),
    ),
  ]);
  return {
    products,
    categories,
    materials,
    translations: { product: productLocales, category: categoryLocales, material: materialLocales },
    siteUpdatedAt: latest?.updated_at ?? new Date(0),
  };
}
