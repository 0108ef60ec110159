import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';

// A site stored its messaging contact as a link; once migrated it has the app and the number, and the number is
// the link's own, so the site shows the number the link opens.
it.each([
  ['https://zalo.me/84983216688', { messaging_label: 'Zalo', messaging_number: '+84983216688' }],
  ['https://wa.me/+4915123456789', { messaging_label: 'WhatsApp', messaging_number: '+4915123456789' }],
  // Not a chat link with a number: the company's phone, for staff to correct.
  ['https://chat.example/hanoweave', { messaging_label: 'Zalo', messaging_number: '+84 24 3791 6688' }],
])('turns the messaging link %s into the app and its number', async (link, expected) => {
  const { name, url } = await createTestDatabase('catalogue_migrate_messaging');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-11-29-001-quote-expiry')).error).toBeUndefined();
    await sql`insert into site_config (id, company_name, short_name, phone, emails, address, registered_address, tax_number,
        registration_date, messaging_url, messaging_label, info_html, logo, map_image, intro_video_id, intro_video_title,
        intro_caption_html)
      values (1, 'Company', 'Co', '+84 24 3791 6688', array['sales@example.com'], 'Hanoi', 'Hanoi', '1', '2023-02-16',
        ${link}, 'Chat with us', '<p>Info</p>', '{}'::jsonb, '{}'::jsonb, 'Hq3vN8wKd2E', 'Video', '<p>Caption</p>')`.execute(database.db);
    // As far as this change went: 2026-12-05-501 then gave each app a column of its own.
    expect((await migrator.migrateTo('2026-12-04-030-company-page-search-engine-texts')).error).toBeUndefined();
    const { rows } = await sql<Record<string, unknown>>`select * from site_config`.execute(database.db);
    expect(rows[0]).toMatchObject(expected);
    expect(rows[0]).not.toHaveProperty('messaging_url');
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
