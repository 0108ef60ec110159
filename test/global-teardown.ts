import type { ChildProcess } from 'node:child_process';
import { dropTestDatabase } from './test-database';

export default async function globalTeardown() {
  const server = (globalThis as { e2eServer?: ChildProcess }).e2eServer;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (process.env.TEST_DATABASE_NAME) await dropTestDatabase(process.env.TEST_DATABASE_NAME);
}
