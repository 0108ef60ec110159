import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { inquiryExamples } from '../api-examples';
import { seedDatabase } from '../../demo/catalogue/seed';
import { demoPictures } from '../demo-pictures';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { startBuiltServer, tempDataDir } from '../built-server';
import { startSmtpSink } from '../smtp-sink';
import { createTestDatabase, dropTestDatabase } from '../test-database';
import { freePort, waitForHttp } from '../wait';

// Inquiries sent by concurrent clients with idempotency keys and retries while the server is stopped with SIGTERM
// and killed with SIGKILL, then restarted. Afterwards: every inquiry that got a 2xx is stored exactly once, and
// once a mail server is there, each of its e-mails arrives exactly once.

export interface KillMidWriteOptions {
  inquiries: number;
  clients: number;
  /** Stops during the run; they alternate SIGTERM and SIGKILL, starting with SIGTERM. */
  stops: number;
  log?: (line: string) => void;
}

export interface KillMidWriteResult {
  inquiries: number;
  acknowledged: number;
  storedOnce: number;
  /** Acknowledged but not stored, or stored with another reference than the one the client got. */
  lost: number;
  /** Rows that no client was acknowledged for (a committed write whose answer was lost and never retried). */
  unacknowledgedRows: number;
  retries: number;
  stops: { signal: NodeJS.Signals; exitCode: number | null }[];
  mails: { queued: number; received: number; distinct: number; duplicates: number; missing: number };
  seconds: number;
}

// With back-off capped at half a second, a few minutes of a server that does not come back.
const MAX_ATTEMPTS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runKillMidWrite({ inquiries, clients, stops, log = () => {} }: KillMidWriteOptions): Promise<KillMidWriteResult> {
  const started = performance.now();
  const { name, url } = await createTestDatabase('catalogue_kill');
  const database = openPostgres(url, 2);
  // Filled as the seed command fills it before a web process starts: the sales notices go to the company's address.
  await migrateToLatest(database.db);
  await seedDatabase(database.db, await demoPictures());
  const dataDir = tempDataDir('kill-mid-write-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The clients speak through 127.0.0.1, a trusted proxy; the per-address limit is lifted for this run anyway.
  const env = {
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    INQUIRY_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const servers = new Set<ReturnType<typeof startBuiltServer>>();
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  const start = async (extra: Record<string, string> = {}) => {
    const server = startBuiltServer({ ...env, SMTP_URL: '', ...extra });
    servers.add(server);
    // Polled often: the run must know the server is back before the clients, which back off, do.
    await waitForHttp(`${base}/readyz`, 90_000, server.child, 20);
    return server;
  };

  try {
    let server = await start();
    const acknowledged = new Map<string, string>();
    let retries = 0;

    // Each buyer has an address and a sending address of their own, as real buyers do: the daily limits on
    // acknowledgements per recipient and per address never apply, and every inquiry makes two mails.
    const jobs = Array.from({ length: inquiries }, (_, i) => ({
      key: randomUUID(),
      ip: `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
      body: {
        ...inquiryExamples.sendContact,
        name: `Buyer ${i}`,
        email: `buyer${i}@run.example`,
        subject: `Run inquiry ${i}`,
        message: `Inquiry number ${i}.`,
      },
    }));

    async function client(share: typeof jobs) {
      for (const job of share) {
        for (let attempt = 0; ; attempt++) {
          if (fatal) throw fatal;
          if (attempt > MAX_ATTEMPTS) throw new Error(`Inquiry ${job.body.name} was not acknowledged after ${MAX_ATTEMPTS} attempts`);
          try {
            const response = await fetch(`${base}${API_BASE}${inquiriesApi.sendContact.path}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Idempotency-Key': job.key, 'X-Forwarded-For': job.ip },
              body: JSON.stringify(job.body),
              signal: AbortSignal.timeout(15_000),
            });
            if (response.ok) {
              acknowledged.set(job.key, ((await response.json()) as { reference: string }).reference);
              stopIfDue();
              break;
            }
            // 503 while the server stops or the database is away: try again, like the browser form's user would.
            if (response.status < 500 && response.status !== 408 && response.status !== 429) {
              throw new Error(`Refused with ${response.status}: ${await response.text()}`);
            }
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('Refused')) throw error;
            // Connection refused or reset while the server is down or restarting.
          }
          retries++;
          await sleep(Math.min(500, 20 * (attempt + 1)));
        }
      }
    }

    // Each stop fires from inside the stream of answers, the moment its share of inquiries is acknowledged, so
    // other requests are always in flight when the signal lands.
    const stopRecord: KillMidWriteResult['stops'] = [];
    const thresholds = Array.from({ length: stops }, (_, i) => Math.floor(((i + 1) * inquiries) / (stops + 1)));
    let restarting: Promise<void> = Promise.resolve();
    let stopping = false;
    let fatal: unknown;
    function stopIfDue() {
      if (stopping || stopRecord.length >= stops || acknowledged.size < thresholds[stopRecord.length]!) return;
      stopping = true;
      const signal: NodeJS.Signals = stopRecord.length % 2 === 0 ? 'SIGTERM' : 'SIGKILL';
      const entry = { signal, exitCode: null as number | null };
      stopRecord.push(entry);
      const stopped = server;
      stopped.child.kill(signal);
      restarting = (async () => {
        entry.exitCode = await stopped.exited;
        servers.delete(stopped);
        log(`${signal} after ${acknowledged.size} acknowledged (exit ${entry.exitCode ?? signal}); restarting`);
        server = await start();
        stopping = false;
        // Answers that arrived while the server drained may have passed the next threshold already.
        stopIfDue();
      })().catch((error: unknown) => {
        fatal = error;
      });
    }

    const shares = Array.from({ length: clients }, (_, c) => jobs.filter((_, i) => i % clients === c));
    await Promise.all(shares.map(client));
    // A restart can fire the next stop, which replaces the pending restart.
    for (let settled = restarting; ; settled = restarting) {
      await settled;
      if (settled === restarting) break;
    }
    await server.stop();

    const rows = await database.db.selectFrom('inquiry').select(['idempotency_key', 'reference']).execute();
    const byKey = new Map(rows.map((r) => [r.idempotency_key, r.reference]));
    let storedOnce = 0;
    let lost = 0;
    for (const [key, reference] of acknowledged) {
      if (byKey.get(key) === reference) storedOnce++;
      else lost++;
    }
    const unacknowledgedRows = rows.filter((r) => !r.idempotency_key || !acknowledged.has(r.idempotency_key)).length;

    // The mail server arrives: the outbox is delivered from the database, whatever the restarts left in it.
    const smtpPort = await freePort();
    sink = await startSmtpSink(smtpPort);
    server = await start({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_MS: '200' });
    const pending = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from email_outbox where status = 'pending'`.execute(database.db)).rows[0]!.n);
    const deadline = Date.now() + 10 * 60_000;
    while ((await pending()) > 0 && Date.now() < deadline) await sleep(250);
    await server.stop();
    const ids = sink.received.map((m) => m.messageId);
    await sink.close();
    sink = undefined;

    const queued = Number((await sql<{ n: string }>`select count(*) as n from email_outbox`.execute(database.db)).rows[0]!.n);
    const distinct = new Set(ids).size;

    return {
      inquiries,
      acknowledged: acknowledged.size,
      storedOnce,
      lost,
      unacknowledgedRows,
      retries,
      stops: stopRecord,
      mails: { queued, received: ids.length, distinct, duplicates: ids.length - distinct, missing: queued - distinct },
      seconds: Math.round((performance.now() - started) / 1000),
    };
  } finally {
    // Whatever happened, nothing of the run is left behind: servers, the mail sink, the database, the files.
    await Promise.all([...servers].map((s) => s.stop()));
    await sink?.close();
    await database.close();
    await dropTestDatabase(name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
