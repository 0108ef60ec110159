import { sql } from 'kysely';
import type { Db } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../demo/catalogue/seed';
import { demoPictures } from '../test/demo-pictures';

export const BENCH_PRODUCTS = 100_000;
const BATCH = 10_000;

// Variants a real catalogue of this size is made of: the same weave in other finishes and sizes.
const FINISHES = ['Natural', 'Whitewash', 'Black', 'Grey', 'Honey', 'Espresso', 'Two-tone', 'Olive'];
const SIZES = ['Small', 'Medium', 'Large', 'Set of 2', 'Set of 3', 'Extra Large'];

/**
 * The demo catalogue, then variants of its products up to `total`, in batches of INSERT … SELECT: unique paths, names
 * that search can tell apart, spread creation dates. VACUUM ANALYZE at the end, as after any bulk load.
 */
export async function seedBenchCatalogue(db: Db, total = BENCH_PRODUCTS): Promise<number> {
  await migrateToLatest(db);
  await seedDatabase(db, await demoPictures());
  const { base } = await db
    .selectFrom('product')
    .select(sql<number>`count(*)::int`.as('base'))
    .executeTakeFirstOrThrow();
  const variants = total - base;
  // In batches: each statement stays well inside the pool's timeouts, which are there for visitors' queries
  // (every row inserted also has its search words indexed).
  for (let first = 1; first <= variants; first += BATCH) {
    const last = Math.min(variants, first + BATCH - 1);
    await sql`
      with source as (select p.*, row_number() over (order by p.id) - 1 as n from (select * from product order by id limit ${base}) p),
      finishes as (select ${sql.val(FINISHES)}::text[] as list),
      sizes as (select ${sql.val(SIZES)}::text[] as list)
      insert into product (name, path, description, detail, category_id, material_id, gallery, thumbnail, featured, created_at, updated_at)
      select
        s.name || ', ' || f.list[1 + g % array_length(f.list, 1)] || ' ' || z.list[1 + (g / 7) % array_length(z.list, 1)],
        s.path || '-' || g,
        s.description, s.detail, s.category_id, s.material_id, s.gallery, s.thumbnail, false,
        s.created_at - make_interval(mins => g), s.updated_at
      from generate_series(${first}::int, ${last}::int) g
      join source s on s.n = g % ${base}
      cross join finishes f cross join sizes z`.execute(db);
  }
  // Every table the load wrote, the search words the triggers filled included: with the statistics of an empty
  // `product_search` the planner scans the whole vocabulary for each word of a search. The database is the
  // bench's own, and autovacuum, which would catch up later, may be off or busy while the bench measures.
  await sql`vacuum analyze`.execute(db);
  return total;
}
