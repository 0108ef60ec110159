import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { ensureMedia } from '../media/ensure-media';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../mail/outbox-worker';

// `migrate`: bring the schema up to date (the Procfile's release step). `deliver-mail`: one pass over the
// e-mail outbox (the web process runs it continuously). `seed`: migrate, then fill an empty
// database with the catalogue and render its images.
const USAGE = 'Usage: cli.js migrate | seed | deliver-mail';

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'deliver-mail') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config);
  try {
    const { results } = await migrateToLatest(database.db);
    logger.info({ applied: (results ?? []).map((r) => r.migrationName) }, 'Migrations are up to date');
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
      const { created } = await ensureMedia(config.mediaDir);
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
