import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntilReady } from './wait';

const WEB_WORDS = /^web:(.+)$/m.exec(fs.readFileSync('Procfile', 'utf8'))![1]!.trim().split(/\s+/);
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(.*)$/;
const COMMAND_START = WEB_WORDS.findIndex((word) => !ASSIGNMENT.test(word));
/**
 * The Procfile's web command, `[NAME=value …] node [flags] dist/server/main.js`, as a shell runs it: the environment
 * its assignments set (WEB_ENV) and the command's words (WEB_COMMAND). Tests start the server the way production
 * does, heap size and memory allocator included.
 */
export const WEB_ENV: Record<string, string> = Object.fromEntries(
  WEB_WORDS.slice(0, COMMAND_START).map((word) => ASSIGNMENT.exec(word)!.slice(1, 3) as [string, string]),
);
export const WEB_COMMAND = WEB_WORDS.slice(COMMAND_START);
export const BUILT_SERVER = WEB_COMMAND.at(-1)!;

export function assertBuilt(): void {
  if (!fs.existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: npm test builds it first (npm run build)`);
}

/** A data directory of its own, sharing the run's demo pictures so a seed command there does not make them again. */
export function tempDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.env.TEST_MEDIA_DIR) fs.symlinkSync(process.env.TEST_MEDIA_DIR, path.join(dataDir, 'media'));
  return dataDir;
}

/** A process started with extra environment, collecting what it prints; `stop` sends SIGTERM and waits for its exit. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  /** Its exit code; one still running after `ms` is killed (a server that should have refused must not linger). */
  const exitCodeWithin = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    const running = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
    const code = await Promise.race([exited, running]);
    clearTimeout(timer);
    if (code === 'still running') child.kill('SIGKILL');
    return code;
  };
  return { child, exited, stop, exitCodeWithin, output: () => output };
}

/**
 * Starts the production server as the Procfile and `npm start` do, with extra environment. Its public address is
 * where it listens unless `env` says otherwise: in production the web process needs one (bench and stress runs).
 */
export function startBuiltServer(env: Record<string, string>) {
  const publicBaseUrl = /^\d+$/.test(env.PORT ?? '') ? { PUBLIC_BASE_URL: `http://127.0.0.1:${env.PORT}` } : {};
  return startProcess(WEB_COMMAND.slice(1), { ...process.env, ...WEB_ENV, LOG_LEVEL: 'info', ...publicBaseUrl, ...env });
}

/**
 * The production server on a free loopback port with a data directory of its own, once it answers /readyz.
 * `stop` ends it and removes the directory.
 */
export async function startSite(env: Record<string, string>, prefix = 'site-', port?: number) {
  const sitePort = port ?? (await freePort());
  const dataDir = tempDataDir(prefix);
  const server = startBuiltServer({ PORT: String(sitePort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env });
  const stop = async () => {
    const code = await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const url = `http://127.0.0.1:${sitePort}`;
  try {
    await waitUntilReady(`${url}`, server.child);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${server.output()}`);
  }
  return { ...server, stop, url };
}
