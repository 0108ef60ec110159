import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { migrations } from '../../migrations/index';

describe('migrations', () => {
  it('lists every migration file of the folder, in order', () => {
    const files = fs
      .readdirSync(path.join(__dirname, '../../migrations'))
      .filter((f) => /^\d{4}-\d{2}-\d{2}-\d{3}-.+\.ts$/.test(f))
      .map((f) => path.basename(f, '.ts'))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('build the whole schema on an empty database, and a second run changes nothing', async () => {
    const { name, url } = await createTestDatabase('catalogue_migrate');
    const database = openPostgres(url, 2);
    try {
      const first = await migrateToLatest(database.db);
      expect(first.results?.every((r) => r.status === 'Success')).toBe(true);
      // The exact list, Kysely's own tables included: a table dropped, renamed or made by mistake fails here.
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = 'public' order by table_name collate "C"`.execute(
        database.db,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'api_token',
        'audit_log',
        'badge',
        'buyer_link',
        'catalogue_pdf',
        'category',
        'certificate',
        'certificate_reminder',
        'content_block',
        'content_draft',
        'content_history',
        'content_preview',
        'content_revision',
        'content_translation',
        'customer',
        'document',
        'email_attachment',
        'email_outbox',
        'faq',
        'inbound_attachment',
        'inbound_cursor',
        'inbound_mail',
        'inbox_settings',
        'inquiry',
        'inquiry_event',
        'inquiry_product',
        'kysely_migration',
        'kysely_migration_lock',
        'login_throttle',
        'material',
        'media',
        'media_blob',
        'media_blob_part',
        'media_use',
        'path_redirect',
        'platform_video',
        'product',
        'product_search',
        'product_total',
        'public_holiday',
        'quote',
        'quote_line',
        'quote_version',
        'reply_file',
        'reply_template',
        'search_term',
        'site_config',
        'slide',
        'social',
        'staff',
        'staff_link',
        'staff_session',
        'testimonial',
        'translation_history',
        'translation_redirect',
        'video',
        'video_page_token',
        'video_platform_call',
        'why_item',
      ]);
      const second = await migrateToLatest(database.db);
      expect(second.results).toEqual([]);
    } finally {
      await database.close();
      await dropTestDatabase(name);
    }
  });
});
