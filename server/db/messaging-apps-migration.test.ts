import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// A site kept one messaging app and its number; once migrated it keeps a number per app, and the app it was on
// keeps its number, so the footer and the contact page go on showing the same chat link.
it.each([
  ['Zalo', { zalo_number: '+84 98 321 6688', whatsapp_number: '' }],
  ['WhatsApp', { zalo_number: '', whatsapp_number: '+84 98 321 6688' }],
])('keeps the number of a company on %s as that app’s', async (app, expected) => {
  const { name, url } = await createTestDatabase('catalogue_migrate_messaging_apps');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-04-030-company-page-search-engine-texts')).error).toBeUndefined();
    await sql`insert into site_config (id, company_name, short_name, phone, emails, address, registered_address, tax_number,
        registration_date, messaging_label, messaging_number, info_html, logo, map_image, intro_video_id, intro_video_title,
        intro_caption_html)
      values (1, 'Company', 'Co', '+84 24 3791 6688', array['sales@example.com'], 'Hanoi', 'Hanoi', '1', '2023-02-16',
        ${app}, '+84 98 321 6688', '<p>Info</p>', '{}'::jsonb, '{}'::jsonb, 'Hq3vN8wKd2E', 'Video', '<p>Caption</p>')`.execute(database.db);
    await migrateToLatest(database.db);
    const { rows } = await sql<Record<string, unknown>>`select * from site_config`.execute(database.db);
    expect(rows[0]).toMatchObject(expected);
    expect(rows[0]).not.toHaveProperty('messaging_label');
    expect(rows[0]).not.toHaveProperty('messaging_number');
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
