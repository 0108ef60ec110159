import fs from 'node:fs';
import net from 'node:net';
import { assertBuilt, startBuiltServer, tempDataDir } from './built-server';
import { freePort, timeoutWithStarts, waitUntilReady } from './wait';

// Slowloris: clients that open connections and trickle their headers or body to hold the server's sockets.
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const TRICKLE_MS = 250;

let server: ReturnType<typeof startBuiltServer>;
let port: number;
let dataDir: string;

beforeAll(async () => {
  assertBuilt();
  port = await freePort();
  dataDir = tempDataDir('slow-clients-');
  server = startBuiltServer({
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  await waitUntilReady(`http://127.0.0.1:${port}`, server.child);
}, timeoutWithStarts(1));
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a connection, sends `head`, then one byte of `trickle` every TRICKLE_MS; resolves with when the server hung up. */
function trickle(head: string, trickle: string): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
    }, TRICKLE_MS);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

it('drops clients that trickle their headers or body, while serving everyone else', async () => {
  const endless = 'X-Slow: ' + 'a'.repeat(200);
  const slowHeaders = Array.from({ length: 20 }, () => trickle('GET / HTTP/1.1\r\nHost: localhost\r\n', endless));
  const slowBody = Array.from({ length: 5 }, () =>
    trickle(
      'POST /api/contact/register-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
      '{"email":"' + 'b'.repeat(190),
    ),
  );

  // While they hang on, ordinary visitors are served.
  await new Promise((r) => setTimeout(r, 300));
  for (let i = 0; i < 5; i++) expect((await fetch(`http://127.0.0.1:${port}/faqs`)).status).toBe(200);

  for (const { closedAfterMs, answer } of await Promise.all(slowHeaders)) {
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_000);
    expect(answer).toMatch(/^HTTP\/1.1 408|^$/);
  }
  for (const { closedAfterMs } of await Promise.all(slowBody)) {
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
  }
});
