import fs from 'node:fs';
import { sql } from 'kysely';
import { openPostgres } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { assertBuilt, startBuiltServer, tempDataDir } from './built-server';
import { startSmtpSink } from './smtp-sink';
import { createTestDatabase, dropTestDatabase } from './test-database';
import { freePort, timeoutWithStarts, waitUntilReady } from './wait';

// The web process delivers the outbox; what happens to a backlog when that process is killed or stopped. A real
// SMTP server receives the mails (slowly, so the signal lands in the middle of the backlog).
const BACKLOG = 100;
const PUBLIC_BASE_URL = 'https://shop.catalogue.test';

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function withBacklog(run: (context: Awaited<ReturnType<typeof setUp>>) => Promise<void>) {
  const context = await setUp();
  try {
    await run(context);
  } finally {
    await context.tearDown();
  }
}

async function setUp() {
  const { name, url } = await createTestDatabase('catalogue_outbox');
  const database = openPostgres(url, 2);
  await migrateToLatest(database.db);
  await database.db
    .insertInto('email_outbox')
    .values(
      Array.from({ length: BACKLOG }, (_, i) => ({
        purpose: 'sales-notice',
        to_address: 'sales@catalogue.test',
        subject: `Backlog mail ${i}`,
        body_text: `Mail ${i}`,
        body_html: `<p>Mail ${i}</p>`,
      })),
    )
    .execute();
  const smtpPort = await freePort();
  const sink = await startSmtpSink(smtpPort, { acceptDelayMs: 40 });
  const dataDir = tempDataDir('outbox-');
  const servers: ReturnType<typeof startBuiltServer>[] = [];
  const start = async () => {
    const port = await freePort();
    const server = startBuiltServer({
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: '100',
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    servers.push(server);
    await waitUntilReady(`http://127.0.0.1:${port}`, server.child);
    return server;
  };
  const count = async (status: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from email_outbox where status = ${status}`.execute(database.db)).rows[0]!.n);
  const deliveredIds = () => sink.received.map((m) => m.messageId);
  return {
    database,
    sink,
    start,
    count,
    deliveredIds,
    tearDown: async () => {
      for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await sink.close();
      await database.close();
      await dropTestDatabase(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the outbox across a stop of its process', () => {
  beforeAll(assertBuilt);

  it(
    'after SIGKILL in the middle of a 100-mail backlog delivers every mail, repeating at most the one in flight',
    () =>
      withBacklog(async ({ database, sink, start, count, deliveredIds }) => {
        const first = await start();
        await until(() => sink.received.length >= 30, '30 mails delivered');
        first.child.kill('SIGKILL');
        await first.exited;
        const beforeRestart = deliveredIds().length;
        expect(beforeRestart).toBeLessThan(BACKLOG);
        // The killed process's lease on the mail it was sending runs out, as time passing would make it.
        await database.db
          .updateTable('email_outbox')
          .set({ sending_until: sql<Date>`now()` })
          .where('sending_until', '>', sql<Date>`now()`)
          .execute();

        const second = await start();
        await until(async () => (await count('sent')) === BACKLOG, 'every mail marked sent');
        expect(await second.stop()).toBe(0);

        const ids = deliveredIds();
        expect(new Set(ids).size).toBe(BACKLOG);
        expect(ids.length - BACKLOG).toBeLessThanOrEqual(1);
        expect(ids.every((id) => id.endsWith('@shop.catalogue.test>'))).toBe(true);
      }),
    timeoutWithStarts(2),
  );

  it(
    'on SIGTERM with 100 pending stops claiming at once and exits 0; the rest is delivered after a restart, none twice',
    () =>
      withBacklog(async ({ sink, start, count, deliveredIds }) => {
        const first = await start();
        await until(() => sink.received.length >= 10, '10 mails delivered');
        // A backlog of 90 at 40 ms a mail outlasts the 3-second shutdown deadline: draining it would exit 1.
        expect(await first.stop()).toBe(0);
        const deliveredBeforeRestart = deliveredIds();
        // Every mail the server accepted was marked sent before the process exited, and no other.
        expect(await count('sent')).toBe(deliveredBeforeRestart.length);
        expect(await count('pending')).toBe(BACKLOG - deliveredBeforeRestart.length);
        expect(await count('pending')).toBeGreaterThan(0);

        const second = await start();
        await until(async () => (await count('sent')) === BACKLOG, 'every mail marked sent');
        expect(await second.stop()).toBe(0);
        const ids = deliveredIds();
        expect(ids).toHaveLength(BACKLOG);
        expect(new Set(ids).size).toBe(BACKLOG);
      }),
    timeoutWithStarts(2),
  );
});
