import type { Config } from '../config';
import type { Logger } from '../logger';
import { openDatabase, type DatabaseHandle } from './connect';
import { hasContent } from './has-content';
import { migrateToLatest, pendingMigrations } from './migrate';

export const DATABASE_EMPTY =
  'The database is empty: pages show no catalogue until the seed command fills it ' +
  '(npm run db:seed, or node dist/server/cli.js seed where only the build is installed)';

/**
 * The database a server process needs before it listens: opened and its schema up to date. It never seeds nor
 * draws (minutes of work, and demo content the web process does not carry): the seed command does, and
 * `npm start` and `npm run dev` run it first. An empty database is served as it is, with a warning.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
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
  if (!(await hasContent(database.db))) logger.warn(DATABASE_EMPTY);
  return database;
}
