import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import request from 'supertest';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { inquiryExamples } from '../../test/api-examples';
import { startTcpProxy } from '../../test/tcp-proxy';
import { createTestApp } from '../../test/test-app';
import type { DatabaseHandle } from './connect';

// The database host going away while the site serves, and coming back: visitors get a quick, friendly 503 (never
// a hang or a crash), and the same process serves normally again once the database answers.
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let server: Server;
let database: DatabaseHandle;
let base: string;

beforeAll(async () => {
  const target = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(target);
  viaProxy.port = String(proxy.port);
  const testApp = createTestApp({ databaseUrl: viaProxy.toString() });
  database = testApp.database;
  server = testApp.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await database.close();
  await proxy.close();
});

const PAGES = ['/', '/products/page/1', '/categories/baskets/page/1', '/faqs', '/contact'];
const quotation = { ...inquiryExamples.sendContact, subject: 'Outage test' };
const sendQuotation = () =>
  fetch(`${base}${API_BASE}${inquiriesApi.sendContact.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1' },
    body: JSON.stringify(quotation),
  });

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

async function storedOutageInquiries(): Promise<number> {
  const { count } = await database.db
    .selectFrom('inquiry')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(sql<string>`payload->>'subject'`, '=', quotation.subject)
    .executeTakeFirstOrThrow();
  return Number(count);
}

it('answers 503 within a second while the database is unreachable, and recovers without a restart', async () => {
  expect((await fetch(`${base}/`)).status).toBe(200);
  const before = await storedOutageInquiries();

  await proxy.cut();
  for (const path of PAGES) {
    const { response, body, ms } = await timed(`${base}${path}`);
    expect({ path, status: response.status }).toEqual({ path, status: 503 });
    expect(ms).toBeLessThan(1000);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(body).toContain('the site is not available right now');
  }
  const api = await timed(`${base}${API_BASE}/product/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 8 }),
  });
  expect(api.response.status).toBe(503);
  expect(api.ms).toBeLessThan(1000);
  expect(JSON.parse(api.body).error).toMatch(/try again/);

  const ready = await timed(`${base}/readyz`);
  expect(ready.response.status).toBe(503);
  expect(ready.ms).toBeLessThan(1000);

  // A quotation sent now is refused, never acknowledged: the buyer's form keeps it and says to try again.
  expect((await sendQuotation()).status).toBe(503);

  await proxy.restore();
  for (const path of [...PAGES, '/readyz']) expect({ path, status: (await fetch(`${base}${path}`)).status }).toEqual({ path, status: 200 });
  expect((await sendQuotation()).status).toBe(201);
  expect(await storedOutageInquiries()).toBe(before + 1);
});

it('fails only the work in progress when the connection drops in the middle of a transaction, not the process', async () => {
  // Between two statements of a transaction the pool's client is checked out and no query is running: a
  // connection lost at that moment must reject the transaction, and must not surface as an unhandled error.
  const transaction = database.db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sql`select 2`.execute(trx);
  });
  await expect(transaction).rejects.toThrow();
  await proxy.restore();
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  expect((await fetch(`${base}/faqs`)).status).toBe(200);
});

it('lets a request wait for a busy pool instead of calling the database down', async () => {
  // Every connection of the pool busy for longer than the connect timeout: the page waits its turn and is served.
  const busy = Array.from({ length: 10 }, () => sql`select pg_sleep(1.2)`.execute(database.db));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const page = await fetch(`${base}/faqs`);
  expect(page.status).toBe(200);
  await Promise.all(busy);
});

it('answers 503 with Retry-After when a new connection is not answered in time (a host that accepts and stays silent)', async () => {
  // A database host under load, or a firewall that drops packets: the connection opens but nothing answers, and the
  // driver gives up after its connect timeout ("timeout expired").
  const held = new Set<net.Socket>();
  const silent = net.createServer((socket) => void held.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.port = String((silent.address() as AddressInfo).port);
  const stalled = createTestApp({ databaseUrl: target.toString() });
  try {
    const page = await request(stalled.app).get('/faqs');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    const api = await request(stalled.app).post(`${API_BASE}/product/list`).send({ page: 1, pageSize: 8 });
    expect(api.status).toBe(503);
    expect((await request(stalled.app).get('/readyz')).status).toBe(503);
  } finally {
    await stalled.database.close();
    for (const socket of held) socket.destroy();
    silent.close();
  }
});
