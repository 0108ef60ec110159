import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// Translations published before their history was kept: each becomes its translation's first version, credited to
// whoever published it when nothing was written since (a draft saved since leaves only the first publication's
// time known); a translation never published has no version.
it('makes each published translation its first version, and none of a translation only drafted', async () => {
  const { name, url } = await createTestDatabase('catalogue_migrate_translation_history');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-08-401-catalogue-pdf-locale')).error).toBeUndefined();
    const { rows } = await sql<{ id: number }>`
      insert into staff (email, name, role) values ('hoa@staff.test', 'Hoa', 'editor') returning id`.execute(database.db);
    const hoa = rows[0]!.id;
    await sql`
      insert into content_translation (kind, item_id, locale, values, source, path, published_at, draft, version, updated_at, updated_by)
      values
        ('product', 1, 'es', '{"name": "Cesta"}', '{"name": "Basket"}', 'cesta', '2026-12-01T08:00:00Z', null, 2,
         '2026-12-02T08:00:00Z', ${hoa}),
        ('product', 1, 'de', '{"name": "Korb"}', '{"name": "Basket"}', 'korb', '2026-12-01T09:00:00Z', '{"name": "Korb XL"}', 3,
         '2026-12-03T08:00:00Z', ${hoa}),
        ('product', 2, 'es', '{}', '{}', null, null, '{"name": "Bandeja"}', 1, '2026-12-03T08:00:00Z', ${hoa})`.execute(database.db);

    await migrateToLatest(database.db);
    const history = await database.db
      .selectFrom('translation_history')
      .select(['kind', 'item_id', 'locale', 'version', 'values', 'source', 'path', 'staff_id', 'at'])
      .orderBy('locale')
      .execute();
    expect(history).toEqual([
      {
        kind: 'product',
        item_id: 1,
        locale: 'de',
        version: 1,
        values: { name: 'Korb' },
        source: { name: 'Basket' },
        path: 'korb',
        staff_id: null,
        at: new Date('2026-12-01T09:00:00Z'),
      },
      {
        kind: 'product',
        item_id: 1,
        locale: 'es',
        version: 1,
        values: { name: 'Cesta' },
        source: { name: 'Basket' },
        path: 'cesta',
        staff_id: hoa,
        at: new Date('2026-12-02T08:00:00Z'),
      },
    ]);
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
