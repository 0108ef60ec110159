import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../demo/catalogue/seed';
import { demoPicturesDir } from './demo-pictures';
import { prepareDemoPictures } from '../demo/pictures/demo-library';
import { createTestDatabase } from './test-database';
import { freePort, waitUntilReady } from './wait';

export default async function globalSetup() {
  const { name, url } = await createTestDatabase();
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_URL = url;

  // The demo's pictures are the same for every run: made once and kept under data/, like the running site's.
  const mediaDir = demoPicturesDir();
  const pictures = await prepareDemoPictures(mediaDir);
  process.env.TEST_MEDIA_DIR = mediaDir;

  const database = openPostgres(url);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, pictures);
  } finally {
    await database.close();
  }

  // The production build, started as `npm start` would, for the browser tests.
  if (fs.existsSync('dist/server/main.js')) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-'));
    const server = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every browser test speaks from 127.0.0.1: the per-address limit is tested on the API instead.
        INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${baseUrl}`, server);
    process.env.E2E_BASE_URL = baseUrl;
    (globalThis as { e2eServer?: typeof server }).e2eServer = server;
  }
}
