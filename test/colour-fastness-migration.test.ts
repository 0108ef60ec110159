import { Migrator } from 'kysely';
import { openPostgres } from '../server/db/connect';
import { insertPlaceholderRow } from './placeholder-row';
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
    // The check as the seed wrote it until now, and a check an editor titled in their own words.
    for (const title of ['Color fastness test', 'Color check (our own)']) {
      await insertPlaceholderRow(db, 'content_block', { page: 'quality-control', section: 'checks', title });
    }

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
