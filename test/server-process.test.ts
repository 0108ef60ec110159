import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_COMMAND, WEB_ENV, assertBuilt, startBuiltServer, startProcess, tempDataDir } from './built-server';
import { freePort, timeoutWithStarts, waitUntilReady } from './wait';

/** The environment of a shell where nothing is set: Jest's NODE_ENV=test removed, as on a fresh clone. */
function freshShellEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _testMode, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'info', ...env };
}

/** SIGTERM, then exit code 0 (a drained, orderly stop); otherwise what the process printed, to say why. */
async function expectCleanStop(process: { stop: () => Promise<number | null>; output: () => string }) {
  const code = await process.stop();
  if (code !== 0) throw new Error(`Exited with ${code} on SIGTERM; its last output:\n${process.output().slice(-4000)}`);
}

/**
 * Runs `steps` against a started process, then stops it. The clean stop is checked only when the steps passed: when
 * one failed, that failure is what the test reports, not the stop it cut short (a SIGTERM that reaches the start
 * script while it still seeds ends it by the signal).
 */
async function whileRunning(process: { stop: () => Promise<number | null>; output: () => string }, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    await process.stop();
    throw error;
  }
  await expectCleanStop(process);
}

// The production build, started as `npm start` and the Procfile start it.
describe('the built server', () => {
  beforeAll(assertBuilt);

  it('runs under `npm start` through the seed command, then the web command, heap size and allocator of the Procfile', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node scripts/build-if-needed.mjs && node scripts/start.mjs');
    expect(WEB_COMMAND).toEqual(['node', expect.stringMatching(/^--max-old-space-size=\d+$/), 'dist/server/main.js']);
    // glibc's one arena per thread keeps what the picture library's threads freed (docs/operations.md).
    expect(WEB_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it('refuses to start on a bad environment and names the variable', async () => {
    const server = startBuiltServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('refuses, in production, to open an embedded database of its own, and says what to set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refused-'));
    try {
      const server = startBuiltServer({
        NODE_ENV: 'production',
        DATABASE_URL: '',
        PUBLIC_BASE_URL: 'https://www.example.com',
        DATA_DIR: dataDir,
      });
      expect(await server.exitCodeWithin(30_000)).toBe(1);
      expect(server.output()).toMatch(/DATABASE_URL: must be set in production/);
      expect(server.output()).toMatch(/ALLOW_EMBEDDED_DATABASE=true/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses, in production, to start without PUBLIC_BASE_URL, and says what to set', async () => {
    const dataDir = tempDataDir('refused-');
    try {
      const server = startBuiltServer({
        NODE_ENV: 'production',
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        PUBLIC_BASE_URL: '',
        DATA_DIR: dataDir,
      });
      expect(await server.exitCodeWithin(30_000)).toBe(1);
      expect(server.output()).toMatch(/PUBLIC_BASE_URL: must be set in production/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(
    'serves the pictures of a seeded database on a fresh disk, from the database, and keeps them on disk only as a cache',
    async () => {
      const port = await freePort();
      // A platform's fresh disk: nothing under the data directory.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-disk-'));
      const server = startBuiltServer({
        NODE_ENV: 'production',
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        PUBLIC_BASE_URL: 'https://www.example.com',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      });
      try {
        await waitUntilReady(`http://127.0.0.1:${port}`, server.child);
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        const picture = /src="(\/media\/[0-9a-f]{32}\/\d+\.webp)"/.exec(await home.text())![1]!;
        const answer = await fetch(`http://127.0.0.1:${port}${picture}`);
        expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
          200,
          'image/webp',
          'public, max-age=31536000, immutable',
        ]);
        expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1000);
        expect(fs.readdirSync(path.join(dataDir, 'media-cache'), { recursive: true })).toContain(picture.slice('/media/'.length));
        expect((await fetch(`http://127.0.0.1:${port}/media/products/old-drawing-640.webp`)).status).toBe(404);
        expect(await server.stop()).toBe(0);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    timeoutWithStarts(1),
  );

  it(
    'stops cleanly on SIGTERM, finishing within the shutdown deadline',
    async () => {
      const port = await freePort();
      const dataDir = tempDataDir('server-process-');
      const server = startBuiltServer({
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      });
      try {
        await waitUntilReady(`http://127.0.0.1:${port}`, server.child);
        expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
        // Past the deadline the server exits with 1: 0 means it drained and closed the pool in time.
        expect(await server.stop()).toBe(0);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    timeoutWithStarts(1),
  );

  it(
    'under `npm start` with nothing set creates the embedded database, seeds it once, and keeps it across a restart',
    async () => {
      // The pictures are shared with the run (made by its set-up), so the seed command finds them made.
      const dataDir = tempDataDir('embedded-');
      const env = freshShellEnv({ DATABASE_URL: '', DATA_DIR: dataDir, HOST: '127.0.0.1' });
      const npmStart = (port: number) => startProcess(['scripts/start.mjs'], { ...env, PORT: String(port) });
      try {
        const port = await freePort();
        const first = npmStart(port);
        let productPath = '';
        await whileRunning(first, async () => {
          await waitUntilReady(`http://127.0.0.1:${port}`, first.child);
          expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: 'ready', database: 'embedded' });
          const home = await fetch(`http://127.0.0.1:${port}/`);
          expect(home.status).toBe(200);
          const homeHtml = await home.text();
          expect(homeHtml).toContain('FEATURED Products');
          // The address npm start gives a run on this machine (the production web process needs one).
          expect(homeHtml).toContain(`<link rel="canonical" href="http://localhost:${port}/"`);
          const list = (await (
            await fetch(`http://127.0.0.1:${port}/api/product/list`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ page: 1, pageSize: 1 }),
            })
          ).json()) as { data: { path: string; name: string }[]; total: number };
          expect(list.total).toBeGreaterThanOrEqual(150);
          productPath = list.data[0]!.path;
          expect((await fetch(`http://127.0.0.1:${port}/product/${productPath}`)).status).toBe(200);
        });
        expect(first.output()).toContain('Seeded the catalogue');
        expect(fs.existsSync(`${dataDir}/db`)).toBe(true);

        const secondPort = await freePort();
        const second = npmStart(secondPort);
        await whileRunning(second, async () => {
          await waitUntilReady(`http://127.0.0.1:${secondPort}`, second.child);
          expect((await fetch(`http://127.0.0.1:${secondPort}/product/${productPath}`)).status).toBe(200);
        });
        expect(second.output()).toContain('The database already has content: nothing seeded');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    timeoutWithStarts(2),
  );
});
