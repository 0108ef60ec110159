import type { Config } from './config';
import type { Db } from './db/connect';
import { pendingMailCount } from './mail/outbox.repository';
import { messageIdHostOf, smtpSender, startOutboxWorker } from './mail/outbox-worker';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import type { Logger } from './logger';
import { ensureMedia } from './media/ensure-media';

/** Everything the server needs before it listens: the database, its schema, first content and images. */
export async function prepare(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  logger.info({ database: database.kind }, 'Database opened');
  const { results } = await migrateToLatest(database.db);
  for (const r of results ?? []) logger.info({ migration: r.migrationName, status: r.status }, 'Migration');
  if (config.seedWhenEmpty) {
    const { seeded } = await seedDatabase(database.db);
    if (seeded) logger.info('Database was empty: seeded with the catalogue');
  }
  const { created } = await ensureMedia(config.mediaDir);
  if (created) logger.info({ created }, 'Images rendered');
  return database;
}

/** Delivers the e-mail outbox when a mail server is configured; otherwise mails wait in the outbox, never dropped. */
export function startMailWorker(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs' | 'publicBaseUrl'>, db: Db, logger: Logger) {
  if (!config.smtpUrl) {
    void pendingMailCount(db).then((pending) =>
      logger.warn({ pending }, 'SMTP_URL is not set: inquiry e-mails are kept in the outbox until a mail server is configured'),
    );
    return { stop: async () => {} };
  }
  return startOutboxWorker(db, smtpSender(config.smtpUrl, config.mailFrom), logger, {
    intervalMs: config.outboxPollMs,
    messageIdHost: messageIdHostOf(config.publicBaseUrl),
  });
}
