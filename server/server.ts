import path from 'node:path';
import { createApp, type Lifecycle } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { readBuiltAssets } from './render/assets';
import { createPageRenderer } from './render/render-page';
import { createHtmlCache } from './render/html-cache';
import { startRetention } from './features/inquiries/retention';
import { serve } from './serve';
import { prepare, startMailWorker } from './start';

function configOrExit(): Config {
  try {
    return loadConfig(process.env, { webProcess: true });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
const logger = createLogger(config);
const clientDir = path.resolve('dist/client');
const assets = readBuiltAssets(clientDir);
const database = await prepare(config, logger);
const lifecycle: Lifecycle = { shuttingDown: false };
const app = createApp({
  config,
  database,
  logger,
  clientDir,
  lifecycle,
  renderPages: (api, revision) =>
    createPageRenderer({
      api,
      baseUrl: config.publicBaseUrl,
      assets,
      cache: config.htmlCacheBytes > 0 ? createHtmlCache({ revision, maxBytes: config.htmlCacheBytes }) : undefined,
    }),
});
const mailWorker = startMailWorker(config, database.db, logger);
const retention = startRetention(database.db, config.retention, logger);
serve(app, {
  config,
  logger,
  database,
  lifecycle,
  stopBackgroundWork: async () => {
    await Promise.all([mailWorker.stop(), retention.stop()]);
  },
});
