// Fills an empty database with the catalogue: company details, taxonomy, products and page copy. On a database
// filled before, it only adds the copy of a company page that has none yet (a page added to the site since).

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { categoryImageKey, materialImageKey, pictureOf } from '../pictures/media-catalogue';
import { CATEGORIES } from './categories';
import { badges, customers, siteConfig, slides, SOCIALS, whyItems } from './company';
import { faqs } from './faqs';
import { hasContent } from '../../server/db/has-content';
import { MATERIALS } from './materials';
import { contentBlocks } from './pages';
import { buildProducts } from './products';
import { videos } from './videos';

/** Serialises concurrent seeders (two instances starting at once); released at commit. */
const SEED_LOCK = 7_301_991;

/** Creation time of the taxonomy rows, fixed so every run produces the same content. */
const TAXONOMY_CREATED_AT = '2024-10-15T09:00:00.000Z';

/** Adds the copy of every company page that has no content block yet; returns those pages. */
async function addMissingPageCopy(trx: Kysely<Database>): Promise<string[]> {
  const present = new Set((await trx.selectFrom('content_block').select('page').distinct().execute()).map((row) => row.page));
  const missing = contentBlocks().filter((block) => !present.has(block.page));
  if (missing.length > 0) await trx.insertInto('content_block').values(missing).execute();
  return [...new Set(missing.map((block) => block.page))];
}

export async function seedDatabase(db: Kysely<Database>): Promise<{ seeded: boolean; pagesAdded: string[] }> {
  let pagesAdded: string[] = [];
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasContent(trx)) {
      pagesAdded = await addMissingPageCopy(trx);
      return false;
    }

    await trx.insertInto('site_config').values(siteConfig()).execute();
    await trx.insertInto('social').values(SOCIALS).execute();

    const materialIds = new Map<string, number>();
    for (const [i, m] of MATERIALS.entries()) {
      const row = await trx
        .insertInto('material')
        .values({
          name: m.name,
          path: m.path,
          description: m.description,
          image: JSON.stringify(pictureOf(materialImageKey(m.path), `${m.name} weave and raw fibre`)),
          sort_order: i + 1,
          created_at: TAXONOMY_CREATED_AT,
          updated_at: TAXONOMY_CREATED_AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      materialIds.set(m.path, row.id);
    }

    const categoryIds = new Map<string, number>();
    for (const [i, c] of CATEGORIES.entries()) {
      const row = await trx
        .insertInto('category')
        .values({
          name: c.name,
          path: c.path,
          description: c.description,
          image: JSON.stringify(pictureOf(categoryImageKey(c.path), c.name)),
          sort_order: i + 1,
          created_at: TAXONOMY_CREATED_AT,
          updated_at: TAXONOMY_CREATED_AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(c.path, row.id);
    }

    const idOf = (ids: Map<string, number>, key: string) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`Seed content refers to unknown ${key}`);
      return id;
    };
    await trx
      .insertInto('product')
      .values(
        buildProducts().map((p) => ({
          name: p.name,
          path: p.path,
          description: p.description,
          detail: p.detail,
          category_id: idOf(categoryIds, p.category),
          material_id: idOf(materialIds, p.material),
          gallery: JSON.stringify(p.gallery),
          thumbnail: p.thumbnail ? JSON.stringify(p.thumbnail) : null,
          featured: p.featured,
          created_at: p.createdAt,
          updated_at: p.createdAt,
        })),
      )
      .execute();

    await trx.insertInto('customer').values(customers()).execute();
    await trx.insertInto('slide').values(slides()).execute();
    await trx.insertInto('badge').values(badges()).execute();
    await trx.insertInto('why_item').values(whyItems()).execute();
    await trx.insertInto('faq').values(faqs()).execute();
    await trx.insertInto('content_block').values(contentBlocks()).execute();
    await trx.insertInto('video').values(videos()).execute();
    return true;
  });

  // Fresh statistics so the first queries get good plans; ANALYZE cannot run inside the transaction above.
  if (seeded) await sql`ANALYZE`.execute(db);
  return { seeded, pagesAdded };
}
