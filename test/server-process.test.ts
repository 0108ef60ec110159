import fs from 'node:fs';
import { WEB_COMMAND, assertBuilt, startBuiltServer, tempDataDir } from './built-server';
import { freePort, waitForHttp } from './wait';

// The production build, started as `npm start` and the Procfile start it.
describe('the built server', () => {
  beforeAll(assertBuilt);

  it('runs under `npm start` with the same command and heap size as under the Procfile', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node scripts/build-if-needed.mjs && ${WEB_COMMAND.join(' ')}`);
    expect(WEB_COMMAND).toEqual(['node', expect.stringMatching(/^--max-old-space-size=\d+$/), 'dist/server/index.js']);
  });

  it('refuses to start on a bad environment and names the variable', async () => {
    const server = startBuiltServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('stops cleanly on SIGTERM, finishing within the shutdown deadline', async () => {
    const port = await freePort();
    const dataDir = tempDataDir('server-process-');
    const server = startBuiltServer({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/readyz`, 30_000, server.child);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      // Past the deadline the server exits with 1: 0 means it drained and closed the pool in time.
      expect(await server.stop()).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without DATABASE_URL creates the embedded database, seeds it once, and keeps it across a restart', async () => {
    const dataDir = tempDataDir('embedded-');
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, HOST: '127.0.0.1' };
    try {
      const port = await freePort();
      const first = startBuiltServer({ ...env, PORT: String(port) });
      let productPath: string;
      try {
        await waitForHttp(`http://127.0.0.1:${port}/readyz`, 90_000, first.child);
        expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: 'ready', database: 'embedded' });
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('FEATURED Products');
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
      } finally {
        expect(await first.stop()).toBe(0);
      }
      expect(first.output()).toContain('Database was empty: seeded with the catalogue');
      expect(fs.existsSync(`${dataDir}/db`)).toBe(true);

      const secondPort = await freePort();
      const second = startBuiltServer({ ...env, PORT: String(secondPort) });
      try {
        await waitForHttp(`http://127.0.0.1:${secondPort}/readyz`, 60_000, second.child);
        expect((await fetch(`http://127.0.0.1:${secondPort}/product/${productPath}`)).status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }
      expect(second.output()).not.toContain('Database was empty');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
