import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// Items kept a frozen copy of each library picture's alt text. Once migrated, a copy equal to the library's alt
// text, or made from the item's name, is no alt text of its own (pages follow the library); any other copy stays
// as the item's own, so no page changes its words.
it("turns frozen copies of the library's alt text into none of the item's own, keeping alt texts written for the item", async () => {
  const { name, url } = await createTestDatabase('catalogue_migrate_picture_alt');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-03-010-company-bank-details')).error).toBeUndefined();
    const media = async (hash: string, alt: string) => {
      const { rows } = await sql<{
        id: number;
      }>`insert into media (content_hash, file_name, format, byte_size, width, height, alt, status, variant_widths)
        values (${hash}, 'photo.jpg', 'jpeg', 100, 960, 720, ${alt}, 'ready', '{960}') returning id`.execute(database.db);
      return rows[0]!.id;
    };
    const photo = await media('a'.repeat(32), 'Seagrass belly basket');
    const weave = await media('b'.repeat(32), 'Close-up of the seagrass weave');
    const picture = (mediaId: number, alt: string) => ({
      src: `/media/${mediaId}/960.webp`,
      width: 960,
      height: 720,
      alt,
      variants: [],
      mediaId,
    });
    const { rows } = await sql<{ id: number }>`insert into material (name, path, image) values ('Seagrass', 'seagrass', ${JSON.stringify(
      picture(weave, 'Seagrass – close-up of the seagrass weave'),
    )}::jsonb) returning id`.execute(database.db);
    await sql`insert into category (name, path, image) values ('Baskets', 'baskets', ${JSON.stringify(
      picture(photo, 'Baskets stacked in a warehouse'),
    )}::jsonb)`.execute(database.db);
    await sql`insert into product (name, path, description, detail, category_id, material_id, gallery)
      select 'Belly basket', 'belly-basket', '', '', category.id, ${rows[0]!.id}, ${JSON.stringify([
        picture(photo, 'Seagrass belly basket'),
        picture(weave, 'Belly basket – close-up of the seagrass weave'),
      ])}::jsonb from category`.execute(database.db);

    await migrateToLatest(database.db);
    const product = await database.db.selectFrom('product').select('gallery').executeTakeFirstOrThrow();
    expect(product.gallery.map((p) => p.ownAlt)).toEqual([undefined, undefined]);
    const material = await database.db.selectFrom('material').select('image').executeTakeFirstOrThrow();
    expect(material.image.ownAlt).toBeUndefined();
    const category = await database.db.selectFrom('category').select('image').executeTakeFirstOrThrow();
    expect(category.image).toMatchObject({ alt: 'Baskets stacked in a warehouse', ownAlt: 'Baskets stacked in a warehouse' });
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
