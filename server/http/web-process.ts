import { startInboundMail } from '../mail/inbound/inbound-worker';
import { afterResponseWork } from '../background/after-response';
import { startScheduledPublishing } from '../features/content/scheduled-publishing.public';
import { startScheduledTranslationPublishing } from '../features/translations/scheduled-translations.public';
import path from 'node:path';
import { createApp } from '../app';
import { createServices } from '../services';
import type { Lifecycle } from './lifecycle';
import { ConfigError, loadConfig, type Config } from '../config';
import { prepareDatabase } from '../db/prepare-database';
import { startRetention } from '../features/inquiries/retention';
import { ensureDemoOwnerInvitation } from '../features/staff/first-owner';
import { startStaffCleanup } from '../features/staff/staff-cleanup';
import { startReplyClock } from '../features/inbox/reply-clock.public';
import { startMediaWorker } from '../features/media/media-worker.public';
import { startQuoteExpiry } from '../features/quotes/quote-expiry.public';
import { startCertificateReminders } from '../features/certificates/certificate-reminders.public';
import { createLogger } from '../logger';
import { startMailWorker } from '../mail/start-mail-worker';
import { readBuiltAssets } from '../render/assets';
import { readAdminAssets } from '../render/admin-shell';
import { createHtmlCache } from '../render/html-cache';
import { createPageRenderer } from '../render/render-page';
import { serve } from './serve';

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

/** The built site: pages from dist/client's assets, the mail worker, the retention pass, the reply clock, the quotes' expiry, the certificates' reminders and the pictures' variants, until a signal stops it. */
export async function runWebProcess(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config);
  const clientDir = path.resolve('dist/client');
  const adminDir = path.resolve('dist/admin');
  const assets = readBuiltAssets(clientDir);
  const database = await prepareDatabase(config, logger);
  // The demo on the embedded database: somebody has to be able to open the back office.
  if (!config.databaseUrl) await ensureDemoOwnerInvitation(database.db, config.publicBaseUrl, logger, new Date());
  const lifecycle: Lifecycle = { shuttingDown: false };
  const afterResponse = afterResponseWork(logger);
  const services = createServices(database.db, { config, logger, afterResponse });
  const app = createApp({
    config,
    database,
    services,
    logger,
    clientDir,
    lifecycle,
    adminDir,
    adminAssets: readAdminAssets(adminDir),
    renderPages: ({ api, revision, redirectFor, submitForm, preview }) =>
      createPageRenderer({
        api,
        baseUrl: config.publicBaseUrl,
        assets,
        cache: !preview && config.htmlCacheBytes > 0 ? createHtmlCache({ revision, maxBytes: config.htmlCacheBytes }) : undefined,
        redirectFor,
        submitForm,
        private: preview,
      }),
  });
  const mailWorker = startMailWorker(config, database.db, logger);
  const retention = startRetention(database.db, config.retention, logger);
  const staffCleanup = startStaffCleanup(database.db, logger);
  const scheduledPublishing = startScheduledPublishing(services.content, logger);
  const scheduledTranslations = startScheduledTranslationPublishing(services.translationScheduling, logger);
  const replyClock = startReplyClock(database.db, logger, { now: () => new Date(), publicBaseUrl: config.publicBaseUrl });
  const quoteExpiry = startQuoteExpiry(database.db, logger, { now: () => new Date() });
  const certificateReminders = startCertificateReminders(database.db, logger, {
    now: () => new Date(),
    publicBaseUrl: config.publicBaseUrl,
  });
  const mediaWorker = startMediaWorker(database.db, config.media, logger);
  const inboundMail = startInboundMail(config, database.db, logger);
  serve(app, {
    config,
    logger,
    database,
    lifecycle,
    stopBackgroundWork: async () => {
      await Promise.all([
        mailWorker.stop(),
        retention.stop(),
        staffCleanup.stop(),
        replyClock.stop(),
        quoteExpiry.stop(),
        certificateReminders.stop(),
        scheduledPublishing.stop(),
        scheduledTranslations.stop(),
        mediaWorker.stop(),
        inboundMail.stop(),
      ]);
    },
    afterResponse,
  });
}
