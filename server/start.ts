import type { Config } from './config';
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
