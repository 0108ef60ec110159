import type { Config } from './config';
import type { Db } from './db/connect';
import { pendingMailCount } from './mail/outbox.repository';
import { messageIdHostOf, smtpSender, startOutboxWorker } from './mail/outbox-worker';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest, pendingMigrations } from './db/migrate';
import { hasContent } from './db/seed/has-content';
import type { Logger } from './logger';
import { picturesAreDrawn } from './media/media-stamp';

export const PICTURES_MISSING =
  'The pictures are not drawn yet: pages are served without them until the seed command draws them ' +
  '(npm run db:seed, or node dist/server/cli.js seed where only the build is installed)';

/**
 * Everything the web process needs before it listens: the database, its schema and first content. It never draws
 * the pictures (minutes of work, while a platform gives a web process seconds to bind its port): the seed command
 * does, and `npm start` runs it first.
 */
export async function prepare(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(config, 'web');
  logger.info({ database: database.kind }, 'Database opened');
  if (config.databaseDirectUrl) {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      throw new Error(
        `The database lacks migrations ${pending.join(', ')}: behind a pooler the release step migrates ` +
          '(node dist/server/cli.js migrate, over DATABASE_DIRECT_URL)',
      );
    }
  } else {
    const { results } = await migrateToLatest(database.db);
    for (const r of results ?? []) logger.info({ migration: r.migrationName, status: r.status }, 'Migration');
  }
  if (config.seedWhenEmpty && !(await hasContent(database.db))) {
    // Loaded only for an empty database: the demo content refers to the catalogue of drawings.
    const { seedDatabase } = await import('./db/seed/seed');
    const { seeded } = await seedDatabase(database.db);
    if (seeded) logger.info('Database was empty: seeded with the catalogue');
  }
  if (!(await picturesAreDrawn(config.mediaDir))) logger.warn({ mediaDir: config.mediaDir }, PICTURES_MISSING);
  return database;
}

/** Delivers the e-mail outbox when a mail server is configured; otherwise mails wait in the outbox, never dropped. */
export function startMailWorker(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs' | 'publicBaseUrl'>, db: Db, logger: Logger) {
  if (!config.smtpUrl) {
    const notice = 'SMTP_URL is not set: inquiry e-mails are kept in the outbox until a mail server is configured';
    // Only a notice: a database that does not answer now must not end the process (an unhandled rejection would).
    void pendingMailCount(db).then(
      (pending) => logger.warn({ pending }, notice),
      () => logger.warn(notice),
    );
    return { stop: async () => {} };
  }
  return startOutboxWorker(db, smtpSender(config.smtpUrl, config.mailFrom), logger, {
    intervalMs: config.outboxPollMs,
    messageIdHost: messageIdHostOf(config.publicBaseUrl),
  });
}
