import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { ensureMedia } from '../media/ensure-media';
import { renderProgress } from '../media/render-progress';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { storeWebTimeoutsOnRole } from './role-timeouts';
import { seedDatabase } from './seed/seed';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../mail/outbox-worker';

// `migrate`: bring the schema up to date (the Procfile's release step; behind a pooler it also stores the web's
// timeouts as the role's defaults). `deliver-mail`: one pass over the e-mail outbox (the web process runs it
// continuously). `seed`: migrate, then fill an empty database with the catalogue and draw its pictures (`npm start`
// runs it before the web process).
const USAGE = 'Usage: cli.js migrate | seed | deliver-mail';

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'deliver-mail') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, command === 'migrate' ? 'release' : 'cli');
  try {
    const { results } = await migrateToLatest(database.db);
    logger.info({ applied: (results ?? []).map((r) => r.migrationName) }, 'Migrations are up to date');
    if (command === 'migrate' && config.databaseDirectUrl) {
      const stored = await storeWebTimeoutsOnRole(database.db, config.databaseTimeouts);
      logger.info(
        {
          ...stored,
          statementTimeoutMs: config.databaseTimeouts.statementMs,
          idleInTransactionTimeoutMs: config.databaseTimeouts.idleInTransactionMs,
        },
        "The web process's timeouts are stored as the role's defaults (DATABASE_URL leads to a pooler)",
      );
    }
    if (command === 'deliver-mail') {
      if (!config.smtpUrl) throw new Error('SMTP_URL is not set: there is no mail server to deliver to');
      const sender = smtpSender(config.smtpUrl, config.mailFrom);
      try {
        const sent = await deliverDueMails(database.db, sender, logger, { messageIdHost: messageIdHostOf(config.publicBaseUrl) });
        logger.info({ sent }, 'Outbox delivered');
      } finally {
        sender.close();
      }
    }
    if (command === 'seed') {
      const { seeded } = await seedDatabase(database.db);
      logger.info(seeded ? 'Seeded the catalogue' : 'The database already has content: nothing seeded');
      const { created } = await ensureMedia(config.mediaDir, { onProgress: renderProgress((line) => logger.info(line)) });
      logger.info({ created }, 'Images are in place');
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
