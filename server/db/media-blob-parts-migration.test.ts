import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// Pictures the media store kept whole, before it kept its files in parts of 1 MiB: once migrated, each file is its
// parts end to end, byte for byte, with its size beside its type; an empty file is one empty part.
it('cuts the files the media store kept whole into parts of 1 MiB, unchanged', async () => {
  const { name, url } = await createTestDatabase('catalogue_migrate_blob_parts');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026-11-26-002-media-library');
    expect(before.error).toBeUndefined();
    const original = Buffer.alloc(2 * 1024 * 1024 + 12_345);
    for (let i = 0; i < original.length; i++) original[i] = (i * 7919) % 251;
    const files: Record<string, Buffer> = {
      'a/original': original,
      'a/320.webp': Buffer.from('webp bytes'),
      'b/original': Buffer.alloc(0),
    };
    for (const [key, bytes] of Object.entries(files))
      await sql`insert into media_blob (key, content_type, bytes) values (${key}, 'image/jpeg', ${bytes})`.execute(database.db);

    await migrateToLatest(database.db);
    const { rows } = await sql<{ key: string; content_type: string; byte_size: number; parts: number; bytes: Buffer }>`
      select b.key, b.content_type, b.byte_size, count(*)::int as parts, string_agg(p.bytes, ''::bytea order by p.part) as bytes
      from media_blob b join media_blob_part p on p.key = b.key
      group by b.key order by b.key`.execute(database.db);
    expect(rows.map(({ bytes: _, ...file }) => file)).toEqual([
      { key: 'a/320.webp', content_type: 'image/jpeg', byte_size: 10, parts: 1 },
      { key: 'a/original', content_type: 'image/jpeg', byte_size: original.length, parts: 3 },
      { key: 'b/original', content_type: 'image/jpeg', byte_size: 0, parts: 1 },
    ]);
    for (const row of rows) expect(row.bytes.equals(files[row.key]!)).toBe(true);
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
