import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db/connect';
import type { DatabaseRole } from '../server/db/session-settings';
import { assertBuilt, startBuiltServer, startProcess, tempDataDir } from './built-server';
import { ADMIN_URL, createTestDatabase, dropTestDatabase } from './test-database';
import { freePort } from './wait';

// Behind a transaction pooler (PgBouncer's pool_mode = transaction) the timeouts a connection sends at its start
// are refused or dropped, so the web process sends none there; the release step, connected directly, stores them
// as the defaults of the role, which every server session applies. A role of its own keeps the run's other tests
// out of it; the pooler is not installed here, so the web process connects straight to the server, as a pooler
// forwards it: with its name and without timeouts.
const role = `woven_release_${process.pid}_${Date.now()}`;
const testDatabaseUrl = process.env.TEST_DATABASE_URL!;
const asRole = new URL(testDatabaseUrl);
asRole.username = role;
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: asRole.toString(),
  DATABASE_DIRECT_URL: asRole.toString(),
  DATABASE_STATEMENT_TIMEOUT_MS: '300',
  DATABASE_IDLE_TX_TIMEOUT_MS: '45000',
  DATABASE_MIGRATION_TIMEOUT_MS: '900000',
};
const config = loadConfig(env);

async function asAdmin(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const handles: DatabaseHandle[] = [];
async function settingsOf(databaseRole: DatabaseRole) {
  const database = await openDatabase(config, databaseRole);
  handles.push(database);
  const { rows } = await sql<{ statement: string; idle: string; name: string }>`
    select current_setting('statement_timeout') as statement,
           current_setting('idle_in_transaction_session_timeout') as idle,
           current_setting('application_name') as name`.execute(database.db);
  return { database, ...rows[0]! };
}

beforeAll(async () => {
  assertBuilt();
  await asAdmin(ADMIN_URL, [`create role "${role}" login`]);
  // What the migrator reads to find the schema up to date.
  await asAdmin(testDatabaseUrl, [`grant select on kysely_migration, kysely_migration_lock to "${role}"`]);
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await asAdmin(testDatabaseUrl, [`drop owned by "${role}"`]);
  await asAdmin(ADMIN_URL, [`drop role "${role}"`]);
});

it("behind a pooler, the release step stores the web process's timeouts on its role, and every new web session has them", async () => {
  const before = await settingsOf('web');
  expect(before).toMatchObject({ name: 'woven-catalogue:web', statement: '0', idle: '0' });

  const release = startProcess(['dist/server/cli.js', 'migrate'], { ...process.env, ...env, LOG_LEVEL: 'info' });
  expect(await release.exitCodeWithin(60_000)).toBe(0);
  expect(release.output()).toContain("The web process's timeouts are stored as the role's defaults");

  const after = await settingsOf('web');
  expect(after).toMatchObject({ name: 'woven-catalogue:web', statement: '300ms', idle: '45s' });
  await expect(sql`select pg_sleep(1)`.execute(after.database.db)).rejects.toMatchObject({ code: '57014' });

  // The CLI and the release step connect directly and send their own, which win over the role's.
  expect(await settingsOf('release')).toMatchObject({ name: 'woven-catalogue:release', statement: '15min', idle: '45s' });
});

it('behind a pooler, the web process leaves migrations to the release step: without them it refuses to start', async () => {
  const { name, url } = await createTestDatabase('catalogue_unmigrated');
  const dataDir = tempDataDir('unmigrated-');
  try {
    const server = startBuiltServer({
      ...env,
      DATABASE_URL: url,
      DATABASE_DIRECT_URL: url,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
    });
    expect(await server.exitCodeWithin(30_000)).toBe(1);
    expect(server.output()).toMatch(/The database lacks migrations 2026-11-23-001-catalogue-schema, .*the release step migrates/);
    // It did not try: the migrator's session lock would be stranded on a pooled server connection.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const tables = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    await client.end();
    expect(tables.rows[0]).toEqual({ n: 0 });
  } finally {
    await dropTestDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
