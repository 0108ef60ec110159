import { createApp } from '../server/app';
import { openPostgres, type DatabaseHandle } from '../server/db/connect';
import { createLogger } from '../server/logger';
import { createPageRenderer } from '../server/render/render-page';

export const TEST_BASE_URL = 'http://catalogue.test';

/** The application on the run's seeded database, as the production server builds it (without listening). */
export function createTestApp(): { app: ReturnType<typeof createApp>; database: DatabaseHandle } {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (test/global-setup.ts)');
  const database = openPostgres(url, 4);
  const app = createApp({
    config: { mediaDir: process.env.TEST_MEDIA_DIR ?? 'data/media', env: 'test', publicBaseUrl: TEST_BASE_URL },
    database,
    logger: createLogger({ env: 'test', logLevel: 'silent' }),
    renderPages: (api) =>
      createPageRenderer({ api, baseUrl: TEST_BASE_URL, assets: { entry: '/assets/entry.js', styles: ['/assets/site.css'], preloads: [] } }),
  });
  return { app, database };
}
