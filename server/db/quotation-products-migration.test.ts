import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// Quotation requests stored before the inbox existed name their product by its page's link ('/product/<path>'):
// once migrated, the inbox's product filter and most-asked products find them.
it('gives the quotation requests stored before the inbox their product', async () => {
  const { name, url } = await createTestDatabase('catalogue_migrate_products');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026-11-24-010-video-platform-quota');
    expect(before.error).toBeUndefined();
    const insert = (reference: string, link: string) =>
      sql`insert into inquiry (reference, kind, payload) values (${reference}, 'quotation',
        ${JSON.stringify({ name: 'A', product: { link, name: 'Lamp' } })}::jsonb)`.execute(database.db);
    await insert('Q-2611-AAAAA', 'https://shop.example/product/rattan-lamp');
    await insert('Q-2611-BBBBB', '/product/seagrass-basket/?ref=home');
    await insert('Q-2611-CCCCC', 'https://elsewhere.example/about');
    await migrateToLatest(database.db);
    const { rows } = await sql<{ reference: string; product_path: string }>`
      select i.reference, p.product_path from inquiry_product p join inquiry i on i.id = p.inquiry_id order by i.reference`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { reference: 'Q-2611-AAAAA', product_path: 'rattan-lamp' },
      { reference: 'Q-2611-BBBBB', product_path: 'seagrass-basket' },
    ]);
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
