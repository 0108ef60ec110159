import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/wait';

// `npm run bench -- --first-start`: a newcomer's first minutes, as the README has them: a clone of this checkout's
// last commit, `npm ci`, then `npm start` (build, demo pictures, embedded database, seed) until the home page
// answers. npm's download cache is this machine's as it is (a first install anywhere also downloads).

export const FIRST_START_TARGET_S = 120;

export interface FirstStart {
  installSeconds: number;
  startSeconds: number;
  totalSeconds: number;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Polls until `url` answers 200, or throws after `timeoutMs` (or when the process ends). */
async function firstAnswer(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

export async function measureFirstStart(): Promise<FirstStart> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
  try {
    run('git', ['clone', '--quiet', process.cwd(), dir], process.cwd());
    const cloned = performance.now();
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    const installSeconds = seconds(cloned);

    const port = await freePort();
    const startedAt = performance.now();
    // As on a new machine: the embedded database in the clone's own data folder.
    const { DATABASE_URL: _database, DATA_DIR: _data, ...env } = process.env;
    const site = spawn('npm', ['start'], { cwd: dir, env: { ...env, PORT: String(port) }, stdio: 'ignore', detached: true });
    let exited = false;
    site.once('exit', () => (exited = true));
    try {
      await firstAnswer(`http://127.0.0.1:${port}/`, 10 * 60_000, () => exited);
    } finally {
      // npm start runs the build, the seed and the server as children: the whole group stops.
      if (!exited) {
        const gone = new Promise((resolve) => site.once('exit', resolve));
        process.kill(-site.pid!, 'SIGTERM');
        await gone;
      }
    }
    const startSeconds = seconds(startedAt);
    return { installSeconds, startSeconds, totalSeconds: Math.round((installSeconds + startSeconds) * 10) / 10 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
