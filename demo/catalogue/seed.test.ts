import { sql } from 'kysely';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from './seed';
import { demoPictures } from '../../test/demo-pictures';
import { postgresMediaStore } from '../../server/features/media/media-store';
import { MEDIA_CATALOGUE } from '../pictures/media-catalogue';
import { cleanIcon } from '../../server/render/sanitize';
import { RETIRED_TWITTER_ICON } from './company';

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
  'media',
  'media_use',
  'media_blob',
] as const;

describe('seed', () => {
  it('fills an empty database with a realistic catalogue once, and changes nothing when run again', async () => {
    const { name, url } = await createTestDatabase('catalogue_seed');
    const database = openPostgres(url, 2);
    try {
      await migrateToLatest(database.db);
      expect(await seedDatabase(database.db, await demoPictures())).toEqual({ seeded: true, pagesAdded: [] });
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

      // Every picture is the library's, as an upload's: ready, described, its files in the store, and counted where
      // it is shown, so that editors find, crop, replace and (once unused) delete it like their own.
      expect(before.media).toBe(MEDIA_CATALOGUE.length);
      const library = await database.db.selectFrom('media').selectAll().execute();
      expect(library.filter((m) => m.status !== 'ready' || !m.alt.trim() || m.uploaded_by !== null)).toEqual([]);
      const uploads = await database.db
        .selectFrom('audit_log')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('action', '=', 'media.uploaded')
        .executeTakeFirstOrThrow();
      expect(uploads.n).toBe(before.media);
      const unused = await database.db
        .selectFrom('media')
        .select('file_name')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('media_use').select('media_use.media_id').whereRef('media_use.media_id', '=', 'media.id'))),
        )
        .execute();
      expect(unused).toEqual([]);
      const product = await database.db.selectFrom('product').select(['name', 'gallery']).orderBy('id').executeTakeFirstOrThrow();
      const [photo, weave] = product.gallery;
      expect(photo).toMatchObject({ alt: product.name, avif: true, src: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/960\.webp$/) });
      expect(photo!.variants.map((v) => v.width)).toEqual([320, 640, 960]);
      const weaveItem = library.find((m) => m.id === weave!.mediaId)!;
      expect(weaveItem.alt).toMatch(/^Close-up of the [a-z ]+ weave$/);
      expect(weave!.alt).toContain(product.name);
      const store = postgresMediaStore(database.db);
      const hash = photo!.src.split('/')[2]!;
      expect((await store.get(`${hash}/640.avif`))?.length).toBeGreaterThan(1000);
      expect((await store.get(`${hash}/original`))?.length).toBe(library.find((m) => m.id === photo!.mediaId)!.byte_size);

      expect(await seedDatabase(database.db, await demoPictures())).toEqual({ seeded: false, pagesAdded: [] });
      expect(await counts()).toEqual(before);

      // A database seeded when the pictures were files the web process served: the next seed swaps them for the
      // library's, keeping their alt text and counting their uses.
      const first = await database.db.selectFrom('product').select(['id', 'path', 'gallery']).orderBy('id').executeTakeFirstOrThrow();
      const drawn = { src: `/media/products/${first.path}-960.webp`, width: 960, height: 720, alt: 'Its alt text of then', variants: [] };
      await database.db
        .updateTable('product')
        .set({ gallery: JSON.stringify([drawn, first.gallery[1]]) })
        .where('id', '=', first.id)
        .execute();
      await database.db.deleteFrom('media_use').where('owner_type', '=', 'product').where('owner_id', '=', String(first.id)).execute();
      // So does the speech bubble an older seed gave twitter: it becomes X's mark. An icon an editor set is kept.
      const iconOf = async (name: string) =>
        (await database.db.selectFrom('social').select('icon').where('name', '=', name).executeTakeFirstOrThrow()).icon;
      const xMark = await iconOf('twitter');
      expect(xMark).toContain('M18.901 1.153h3.68l-8.04 9.19');
      // As the editor's service stored it then: cleaned.
      await database.db
        .updateTable('social')
        .set({ icon: cleanIcon(RETIRED_TWITTER_ICON) })
        .where('name', '=', 'twitter')
        .execute();
      const ownIcon = '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>';
      await database.db.updateTable('social').set({ icon: ownIcon }).where('name', '=', 'youtube').execute();
      expect(await seedDatabase(database.db, await demoPictures())).toEqual({ seeded: false, pagesAdded: [] });
      expect({ twitter: await iconOf('twitter'), youtube: await iconOf('youtube') }).toEqual({ twitter: xMark, youtube: ownIcon });
      const swapped = await database.db.selectFrom('product').select('gallery').where('id', '=', first.id).executeTakeFirstOrThrow();
      expect(swapped.gallery).toEqual([{ ...first.gallery[0], alt: 'Its alt text of then' }, first.gallery[1]]);
      expect(await counts()).toEqual(before);

      // A company page added to the site after the database was filled gets its copy from the next seed, and
      // nothing else changes: here, how-we-make stands for it.
      const copyOf = (page: string) =>
        database.db
          .selectFrom('content_block')
          .select(['section', 'title', 'body', 'image'])
          .where('page', '=', page)
          .orderBy('id')
          .execute();
      const howWeMake = await copyOf('how-we-make');
      const blocks = await database.db.selectFrom('content_block').select('id').where('page', '=', 'how-we-make').execute();
      await database.db
        .deleteFrom('media_use')
        .where('owner_type', '=', 'page-block')
        .where(
          'owner_id',
          'in',
          blocks.map((b) => String(b.id)),
        )
        .execute();
      await database.db.deleteFrom('content_block').where('page', '=', 'how-we-make').execute();
      expect(await seedDatabase(database.db, await demoPictures())).toEqual({ seeded: false, pagesAdded: ['how-we-make'] });
      // Its pictures are the library's it had already.
      expect(await copyOf('how-we-make')).toEqual(howWeMake);
      expect(await counts()).toEqual(before);
    } finally {
      await database.close();
      await dropTestDatabase(name);
    }
  });
});
