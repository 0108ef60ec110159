import { sql } from 'kysely';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from './seed';

const TABLES = [
  'material',
  'category',
  'product',
  'customer',
  'slide',
  'badge',
  'why_item',
  'faq',
  'social',
  'content_block',
  'video',
] as const;

describe('seed', () => {
  it('fills an empty database with a realistic catalogue once, and changes nothing when run again', async () => {
    const { name, url } = await createTestDatabase('catalogue_seed');
    const database = openPostgres(url, 2);
    try {
      await migrateToLatest(database.db);
      expect(await seedDatabase(database.db)).toEqual({ seeded: true, pagesAdded: [] });
      const counts = async () =>
        Object.fromEntries(
          await Promise.all(
            TABLES.map(
              async (t) =>
                [t, (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(database.db)).rows[0]!.n] as const,
            ),
          ),
        );
      const before = await counts();
      expect(before.material).toBeGreaterThanOrEqual(10);
      expect(before.category).toBeGreaterThanOrEqual(12);
      expect(before.product).toBeGreaterThanOrEqual(150);
      expect(before.slide).toBeGreaterThanOrEqual(5);
      expect(before.badge).toBe(6);
      expect(before.why_item).toBe(3);
      expect(before.customer).toBeGreaterThanOrEqual(8);

      // The spec's order numbers: facebook (2), instagram (3), twitter (4), youtube (5).
      const socials = await database.db.selectFrom('social').select(['name', 'sort_order']).orderBy('sort_order').execute();
      expect(socials).toEqual([
        { name: 'facebook', sort_order: 2 },
        { name: 'instagram', sort_order: 3 },
        { name: 'twitter', sort_order: 4 },
        { name: 'youtube', sort_order: 5 },
      ]);
      // Written as an editor's items are: each with its history entry, its audit entries, published.
      const history = await database.db
        .selectFrom('content_history')
        .select(['content_type', sql<number>`count(*)::int`.as('n')])
        .where('action', '=', 'created')
        .groupBy('content_type')
        .execute();
      expect(Object.fromEntries(history.map((h) => [h.content_type, h.n]))).toMatchObject({
        product: before.product,
        category: before.category,
        'page-block': before.content_block,
        faq: before.faq,
      });
      const authors = await database.db.selectFrom('audit_log').select('actor_label').distinct().execute();
      expect(authors.map((a) => a.actor_label)).toEqual(['Demo catalogue']);
      expect(await database.db.selectFrom('content_draft').selectAll().execute()).toEqual([]);
      // Every product has the packing data the container estimate needs, and the colours it is offered in.
      const unpacked = await database.db
        .selectFrom('product')
        .select('name')
        .where((eb) =>
          eb.or([
            eb('carton_length_cm', 'is', null),
            eb('pieces_per_carton', 'is', null),
            eb('carton_gross_weight_kg', 'is', null),
            sql<boolean>`cardinality(colours) = 0`,
          ]),
        )
        .execute();
      expect(unpacked).toEqual([]);
      const faqTypes = await database.db.selectFrom('faq').select('type').distinct().orderBy('type').execute();
      expect(faqTypes.map((r) => r.type)).toEqual([1, 2, 3, 4]);
      const site = await database.db.selectFrom('site_config').select('registration_date').executeTakeFirstOrThrow();
      expect(site.registration_date).toMatch(/^2023-02-\d\d$/);
      const featured = await database.db
        .selectFrom('product')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('featured', '=', true)
        .executeTakeFirstOrThrow();
      expect(featured.n).toBeGreaterThanOrEqual(24);

      expect(await seedDatabase(database.db)).toEqual({ seeded: false, pagesAdded: [] });
      expect(await counts()).toEqual(before);

      // A company page added to the site after the database was filled gets its copy from the next seed, and
      // nothing else changes: here, how-we-make stands for it.
      const copyOf = (page: string) =>
        database.db.selectFrom('content_block').select(['section', 'title', 'body']).where('page', '=', page).orderBy('id').execute();
      const howWeMake = await copyOf('how-we-make');
      await database.db.deleteFrom('content_block').where('page', '=', 'how-we-make').execute();
      expect(await seedDatabase(database.db)).toEqual({ seeded: false, pagesAdded: ['how-we-make'] });
      expect(await copyOf('how-we-make')).toEqual(howWeMake);
      expect(await counts()).toEqual(before);
    } finally {
      await database.close();
      await dropTestDatabase(name);
    }
  });
});
