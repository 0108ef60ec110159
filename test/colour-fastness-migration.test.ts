import { Migrator } from 'kysely';
import { seedDatabase } from '../demo/catalogue/seed';
import { openPostgres } from '../server/db/connect';
import { demoPictures } from './demo-pictures';
import { createTestDatabase, dropTestDatabase } from './test-database';
import { migrations } from '../migrations/index';

// A site seeded before the spelling was made British shows "Color fastness test" beside "Colour options".
const BEFORE = '2026-12-04-030-company-page-search-engine-texts';

it('spells the quality check “Colour fastness test” on a running site, leaving an edited title alone', async () => {
  const { name, url } = await createTestDatabase('colour_fastness');
  const database = openPostgres(url, 2);
  const { db } = database;
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo(BEFORE);
    if (before.error) throw before.error;
    await seedDatabase(db, await demoPictures());
    // As the seed wrote it until now, and a block an editor titled in their own words.
    await db
      .updateTable('content_block')
      .set({ title: 'Color fastness test' })
      .where('page', '=', 'quality-control')
      .where('title', '=', 'Colour fastness test')
      .execute();
    await db
      .updateTable('content_block')
      .set({ title: 'Color check (our own)' })
      .where('page', '=', 'quality-control')
      .where('title', '=', 'Dimension check')
      .execute();

    const rest = await migrator.migrateToLatest();
    if (rest.error) throw rest.error;

    const titles = (await db.selectFrom('content_block').select('title').where('page', '=', 'quality-control').execute()).map(
      (row) => row.title,
    );
    expect(titles).toContain('Colour fastness test');
    expect(titles).not.toContain('Color fastness test');
    expect(titles).toContain('Color check (our own)');
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
