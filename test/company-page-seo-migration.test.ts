import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Migrator } from 'kysely';
import { type DatabaseHandle, openPostgres } from '../server/db/connect';
import { insertPlaceholderRow } from './placeholder-row';
import { createTestDatabase, dropTestDatabase } from './test-database';
import { migrations } from '../migrations/index';

// A site that already has its company details gets the texts its company pages carried until now, on either
// database the app runs on.

// The company's details as the schema before this migration holds them (the demo seed needs today's schema).
const BEFORE = '2026-12-04-022-picture-alt-per-use';

async function migratedWithCompany(database: DatabaseHandle) {
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo(BEFORE);
  if (before.error) throw before.error;
  await insertPlaceholderRow(database.db, 'site_config', { id: 1 });
  const rest = await migrator.migrateToLatest();
  if (rest.error) throw rest.error;
  return database.db.selectFrom('site_config').selectAll().executeTakeFirstOrThrow();
}

const expectTodaysTexts = (row: Awaited<ReturnType<typeof migratedWithCompany>>) => {
  expect(row.about_us_seo_title).toBe('About Us');
  // Made from the company facts instead, so that it follows them.
  expect(row.about_us_seo_description).toBe('');
  expect(row.how_we_make_seo_title).toBe('How We Make Our Products');
  expect(row.quality_control_seo_description).toMatch(/^Eight checks on every order/);
  expect(row.trading_seo_title).toBe('Trading Terms');
  expect(row.trading_seo_description).toMatch(/^How to order from us/);
};

it('keeps the company pages’ texts on PostgreSQL', async () => {
  const { name, url } = await createTestDatabase('company_page_seo');
  const database = openPostgres(url, 2);
  try {
    expectTodaysTexts(await migratedWithCompany(database));
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});

// PGlite loads WebAssembly through dynamic imports that Jest's module sandbox refuses: a Node process of its own.
it('keeps the company pages’ texts on the embedded database', async () => {
  const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(__dirname, file)).href);
  const script = `
    import fs from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    import { Migrator } from 'kysely';
    const { openEmbedded } = await import(${moduleUrl('../server/db/connect.ts')});
    const { migrations } = await import(${moduleUrl('../migrations/index.ts')});
    const { insertPlaceholderRow } = await import(${moduleUrl('placeholder-row.ts')});
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'company-page-seo-'));
    const database = await openEmbedded(directory);
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo(${JSON.stringify(BEFORE)});
      if (before.error) throw before.error;
      await insertPlaceholderRow(database.db, 'site_config', { id: 1 });
      const rest = await migrator.migrateToLatest();
      if (rest.error) throw rest.error;
      process.stdout.write(JSON.stringify(await database.db.selectFrom('site_config').selectAll().executeTakeFirstOrThrow()));
    } finally {
      await database.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(__dirname, '..'),
    timeout: 120_000,
  });
  expectTodaysTexts(JSON.parse(stdout) as Awaited<ReturnType<typeof migratedWithCompany>>);
});
