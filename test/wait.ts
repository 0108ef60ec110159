import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How long a test waits for a server it started to say it is ready. Generous, because the wait ends the moment
 * /readyz answers, so a good run never pays for it, while a start on a busy machine (a CI runner with the browser
 * tests beside it on two cores, an embedded database created and seeded) has taken over a minute.
 */
export const SERVER_START_BOUND_MS = 4 * 60_000;

/** A Jest timeout for a test (or hook) that waits on `starts` server starts, one after the other, and its own work. */
export const timeoutWithStarts = (starts: number, workMs = 60_000) => starts * SERVER_START_BOUND_MS + workMs;

/** Waits until the server at `baseUrl` answers /readyz, its own signal that it serves; fails at once if it died. */
export const waitUntilReady = (baseUrl: string, server?: ChildProcess) => waitForHttp(`${baseUrl}/readyz`, SERVER_START_BOUND_MS, server);

/** Polls a URL until it answers 2xx; fails after `timeoutMs`, or at once when the server process has died. */
export async function waitForHttp(url: string, timeoutMs: number, server?: ChildProcess, intervalMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms: ${String(lastError)}`);
}
