import type { MachineTranslationSettings } from '../server/features/machine-translation/machine-translation-settings.public';
import type { AfterResponseWork } from '../server/background/after-response';
import path from 'node:path';
import { createApp, type AppOptions } from '../server/app';
import { createServices } from '../server/services';
import type { ContentRevision } from '../server/db/content-revision';
import { readBuiltAssets } from '../server/render/assets';
import { openPostgres, type DatabaseHandle } from '../server/db/connect';
import { createLogger, type Logger } from '../server/logger';
import type { VideoSettings } from '../server/features/videos/video-settings.public';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../demo/catalogue/seed';
import { demoPictures } from './demo-pictures';
import { createPageRenderer } from '../server/render/render-page';
import { createHtmlCache, type HtmlCache } from '../server/render/html-cache';
import { createTestDatabase, dropTestDatabase } from './test-database';
import { TEST_BASE_URL } from './test-base-url';

export { TEST_BASE_URL };
const TEST_ASSETS = { entry: '/assets/entry.js', styles: ['/assets/site.css'], preloads: [] };
export const TEST_ADMIN_ASSETS = { entry: '/assets/entry.admin.js', styles: ['/assets/admin.css'], preloads: [] };

type TestConfig = Pick<
  AppOptions['config'],
  | 'forceHttps'
  | 'publicBaseUrl'
  | 'trustProxy'
  | 'inquiryRateLimitPerMinute'
  | 'retention'
  | 'media'
  | 'inboundImapUrl'
  | 'video'
  | 'machineTranslation'
>;

/**
 * The application on `database`, its services built by the composition root as the web process builds them (without
 * listening). Tests change the catalogue and look at once: the content revision is read on every use.
 */
function testAppOn(
  database: DatabaseHandle,
  options: {
    config?: TestConfig;
    logger?: Logger;
    clientDir?: string;
    builtAssets?: boolean;
    /** The page cache, as production keeps it (maybe watched by the test). */
    pageCache?: (revision: ContentRevision) => HtmlCache;
    clock?: () => Date;
    afterResponse?: AfterResponseWork;
  },
) {
  const config = {
    mediaDir: process.env.TEST_MEDIA_DIR ?? 'data/media',
    env: 'test' as const,
    publicBaseUrl: TEST_BASE_URL,
    ...options.config,
  };
  const logger = options.logger ?? createLogger({ env: 'test', logLevel: 'silent' });
  const services = createServices(database.db, {
    config,
    logger,
    contentRevisionCheckMs: 0,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.afterResponse ? { afterResponse: options.afterResponse } : {}),
  });
  const assets = options.builtAssets && options.clientDir ? readBuiltAssets(options.clientDir) : TEST_ASSETS;
  return createApp({
    config,
    database,
    services,
    logger,
    clientDir: options.clientDir,
    renderPages: ({ api, revision, redirectFor, submitForm, preview }) =>
      createPageRenderer({
        api,
        baseUrl: TEST_BASE_URL,
        assets,
        cache: !preview && options.pageCache ? options.pageCache(revision) : undefined,
        redirectFor,
        submitForm,
        private: preview,
      }),
    adminAssets: TEST_ADMIN_ASSETS,
  });
}

const TEST_PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** The application on the run's seeded database, as the production server builds it (without listening). */
export function createTestApp(
  options: {
    video?: VideoSettings;
    logger?: Logger;
    databaseUrl?: string;
    config?: Pick<TestConfig, 'forceHttps' | 'publicBaseUrl' | 'trustProxy' | 'inquiryRateLimitPerMinute' | 'retention'>;
    /** A build's top-level files and `assets/`, served as in production. */
    clientDir?: string;
    /** Pages load clientDir's build (the modules and stylesheets of its manifest) and hydrate, for tests in a browser. */
    builtAssets?: boolean;
    /** Rendered pages cached as in production. */
    pageCache?: boolean;
    /** Told of each look-up in the page cache (and caches pages): which requests were sent a cached page. */
    onPageLookup?: (key: string, found: boolean) => void;
    /** The staff side's time (sessions, links, tokens, the inbox): a test moves it instead of waiting. */
    clock?: () => Date;
    /** Where work left until after an answer runs (test/held-after-response.ts holds it for the test). */
    afterResponse?: AfterResponseWork;
  } = {},
): {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
} {
  const url = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (test/global-setup.ts)');
  const database = openPostgres(url, 4);
  const watched = (cache: HtmlCache): HtmlCache => {
    const told = options.onPageLookup;
    if (!told) return cache;
    return {
      async lookup(key) {
        const result = await cache.lookup(key);
        told(key, result.page !== undefined);
        return result;
      },
      store: (key, revision, page) => cache.store(key, revision, page),
    };
  };
  const app = testAppOn(database, {
    config: { ...(options.video ? { video: options.video } : {}), ...options.config },
    logger: options.logger,
    clientDir: options.clientDir,
    builtAssets: options.builtAssets,
    pageCache:
      options.pageCache || options.onPageLookup
        ? (revision) => watched(createHtmlCache({ revision, maxBytes: TEST_PAGE_CACHE_BYTES }))
        : undefined,
    clock: options.clock,
    afterResponse: options.afterResponse,
  });
  return { app, database };
}

/**
 * How long a `beforeAll` that makes a database of its own (migrated and seeded with the demo catalogue) may take:
 * more than a test, on a machine busy with the other test files' databases.
 */
export const OWN_DATABASE_SETUP_MS = 120_000;

/**
 * An application on a database of its own, migrated and seeded, for tests that change the catalogue and must
 * not disturb tests running beside them. Call `dispose` when done.
 */
export async function createIsolatedTestApp(
  options: {
    builtAssets?: boolean;
    pageCache?: boolean;
    clock?: () => Date;
    media?: AppOptions['config']['media'];
    /** The company's mailbox, read for buyers' answers: replies and acknowledgements name each inquiry's address in it. */
    inboundImapUrl?: string;
    /** A machine-translation provider (test/deepl-server.ts): without it the feature is absent. */
    machineTranslation?: MachineTranslationSettings;
  } = {},
) {
  const { name, url } = await createTestDatabase('catalogue_isolated');
  const database = openPostgres(url, 2);
  await migrateToLatest(database.db);
  await seedDatabase(database.db, await demoPictures());
  const app = testAppOn(database, {
    config: {
      ...(options.media ? { media: options.media } : {}),
      ...(options.inboundImapUrl ? { inboundImapUrl: options.inboundImapUrl } : {}),
      ...(options.machineTranslation ? { machineTranslation: options.machineTranslation } : {}),
    },
    // With builtAssets, pages load the production bundle and hydrate, for tests in a browser.
    clientDir: options.builtAssets ? path.resolve('dist/client') : undefined,
    builtAssets: options.builtAssets,
    // With pageCache, rendered pages are cached as in production.
    pageCache: options.pageCache ? (revision) => createHtmlCache({ revision, maxBytes: TEST_PAGE_CACHE_BYTES }) : undefined,
    clock: options.clock,
  });
  return {
    app,
    database,
    /** The database's address: a second connection pool, as another web process would have. */
    url,
    dispose: async () => {
      await database.close();
      await dropTestDatabase(name);
    },
  };
}
