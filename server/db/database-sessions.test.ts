import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './connect';
import type { DatabaseRole } from './session-settings';

// What the server knows and enforces about each of our connections, seen on the run's PostgreSQL.
const STATEMENT_TIMEOUT_MS = 300;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 300;
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.TEST_DATABASE_URL!,
  DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  DATABASE_MIGRATION_TIMEOUT_MS: '20000',
  DATABASE_IDLE_TX_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_TIMEOUT_MS),
});

let observer: pg.Client;
const handles: DatabaseHandle[] = [];
const open = async (role: DatabaseRole) => {
  const handle = await openDatabase(config, role);
  handles.push(handle);
  return handle;
};
const backendPid = async ({ db }: DatabaseHandle) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
/** What an operator sees in pg_stat_activity for a session, or undefined once it is gone. */
const activity = async (pid: number) =>
  (await observer.query<{ application_name: string }>('select application_name from pg_stat_activity where pid = $1', [pid])).rows[0];

beforeAll(async () => {
  observer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await observer.connect();
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await observer.end();
});

it('names each connection after the process that holds it, in pg_stat_activity', async () => {
  for (const role of ['web', 'cli', 'release'] as const) {
    const pid = await backendPid(await open(role));
    expect(await activity(pid)).toEqual({ application_name: `woven-catalogue:${role}` });
  }
});

it("cancels a web statement longer than DATABASE_STATEMENT_TIMEOUT_MS; the release step's migration timeout lets it run", async () => {
  const longStatement = sql`select pg_sleep(1)`;
  await expect(longStatement.execute((await open('web')).db)).rejects.toMatchObject({
    code: '57014',
    message: 'canceling statement due to statement timeout',
  });
  await expect(longStatement.execute((await open('release')).db)).resolves.toBeDefined();
});

it('ends a web session left idle inside a transaction for DATABASE_IDLE_TX_TIMEOUT_MS, freeing its locks', async () => {
  const lock = 7_302_017;
  const web = await open('web');
  const other = await open('cli');
  const takenByOther = async () =>
    (await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(${lock}) as taken`.execute(other.db)).rows[0]!.taken;
  const seen: boolean[] = [];
  const ended = web.db.transaction().execute(async (trx) => {
    const pid = (await sql<{ pid: number }>`select pg_advisory_xact_lock(${lock}), pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
    seen.push(await takenByOther());
    // The transaction waits on nothing but the server, which ends the session.
    while (await activity(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    seen.push(await takenByOther());
    await sql`select 1`.execute(trx);
  });
  // The transaction cannot go on: its session is gone, and the lock it held was free as soon as it ended.
  await expect(ended).rejects.toThrow();
  expect(seen).toEqual([false, true]);
});
