import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp } from './app';
import { createServices } from './services';
import type { Lifecycle } from './http/lifecycle';
import { openPostgres, type DatabaseHandle } from './db/connect';
import { createLogger } from './logger';

const logger = createLogger({ env: 'test', logLevel: 'silent' });
let database: DatabaseHandle;
let clientDir: string;
const ROUTE_SCRIPT = 'export const route = "products";\n'.repeat(300);

beforeAll(() => {
  database = openPostgres(process.env.TEST_DATABASE_URL!, 2);
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log("entry");'.repeat(200));
  // A script as the build leaves it: with its brotli and gzip twins beside it.
  fs.writeFileSync(path.join(clientDir, 'assets', 'route-def456.js'), ROUTE_SCRIPT);
  fs.writeFileSync(path.join(clientDir, 'assets', 'route-def456.js.br'), brotliCompressSync(ROUTE_SCRIPT));
  fs.writeFileSync(path.join(clientDir, 'assets', 'route-def456.js.gz'), gzipSync(ROUTE_SCRIPT, { level: 9 }));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function appWith(overrides: { database?: DatabaseHandle; lifecycle?: Lifecycle } = {}) {
  const config = { mediaDir: process.env.TEST_MEDIA_DIR!, env: 'test' } as const;
  const on = overrides.database ?? database;
  return createApp({
    config,
    database: on,
    services: createServices(on.db, { config, logger }),
    logger,
    clientDir,
    ...(overrides.lifecycle ? { lifecycle: overrides.lifecycle } : {}),
  });
}

describe('health', () => {
  it('/healthz answers while the process is alive', async () => {
    const response = await request(appWith()).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database is reachable and 503 once shutting down', async () => {
    const lifecycle = { shuttingDown: false };
    const app = appWith({ lifecycle });
    expect((await request(app).get('/readyz')).status).toBe(200);
    lifecycle.shuttingDown = true;
    expect((await request(app).get('/readyz')).status).toBe(503);
  });

  it('/readyz answers 503 when the database cannot be reached', async () => {
    const dead = openPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    try {
      const response = await request(appWith({ database: dead })).get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body.status).toBe('database unreachable');
    } finally {
      await dead.close();
    }
  });
});

describe('static files', () => {
  it('serves hashed assets compressed, cached for a year and immutable', async () => {
    const response = await request(appWith()).get('/assets/entry-abc123.js').set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the twin the build compressed, brotli first, and the script itself to a browser that takes neither', async () => {
    const twinSize = (extension: string) => String(fs.statSync(path.join(clientDir, 'assets', `route-def456.js${extension}`)).size);
    const asked = (encodings: string) => request(appWith()).get('/assets/route-def456.js').set('Accept-Encoding', encodings);

    const browser = await asked('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-length']).toBe(twinSize('.br'));
    expect(browser.headers['content-type']).toMatch(/^text\/javascript/);
    expect(browser.headers.vary).toMatch(/Accept-Encoding/);
    expect(browser.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzipOnly = await asked('gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['content-length']).toBe(twinSize('.gz'));
    expect(gzipOnly.text).toBe(ROUTE_SCRIPT);

    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(ROUTE_SCRIPT);
  });

  it('compresses an answer made for the request with brotli for a browser, gzip for a client that takes only gzip', async () => {
    // Node's own client, which hands over the bytes as they came (supertest would decompress them).
    const server = appWith().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (encodings: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/api/site', headers: { 'Accept-Encoding': encodings } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      const browser = await raw('gzip, deflate, br, zstd');
      expect(browser.encoding).toBe('br');
      const site = JSON.parse(brotliDecompressSync(browser.body).toString());
      // The stream's first bits name its window (RFC 7932 §9.1): 18 bits, 256 kB, not zlib's default of 22.
      const firstByte = browser.body[0]!;
      expect(firstByte & 1 ? 17 + ((firstByte >> 1) & 7) : 16).toBe(18);
      expect(site.shortName).toEqual(expect.any(String));
      const gzipOnly = await raw('gzip');
      expect(gzipOnly.encoding).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipOnly.body).toString())).toEqual(site);
    } finally {
      server.close();
    }
  });

  it('serves the rendered catalogue images', async () => {
    const product = await database.db.selectFrom('product').select('gallery').limit(1).executeTakeFirstOrThrow();
    const response = await request(appWith()).get(product.gallery[0]!.src);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });
});

describe('requests', () => {
  it('carry a request id, taken from X-Request-Id when it is sane', async () => {
    const own = await request(appWith()).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(own.headers['x-request-id']).toBe('abc-123');
    const generated = await request(appWith()).get('/healthz').set('X-Request-Id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answer an unknown API path with a JSON 404', async () => {
    const response = await request(appWith()).post('/api/nothing/here').send({});
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Unknown API endpoint' });
  });

  it('answer malformed JSON with 400 and an oversize body with 413', async () => {
    const malformed = await request(appWith()).post('/api/category/search').set('Content-Type', 'application/json').send('{"page": 1,');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Malformed JSON body');
    const huge = await request(appWith())
      .post('/api/customer/search')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(64 * 1024) }));
    expect(huge.status).toBe(413);
  });
});
