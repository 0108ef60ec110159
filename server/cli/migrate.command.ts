import { storeWebTimeoutsOnRole } from '../db/role-timeouts';
import type { Command } from './command';

// The migrations themselves run before every command (server/cli.ts); the release step adds what only it may do.
export const migrateCommand: Command = {
  name: 'migrate',
  summary: "bring the schema up to date (the Procfile's release step)",
  role: 'release',
  async run({ config, logger, db }) {
    // Behind a pooler the web process cannot set its timeouts per session: stored as the role's defaults instead.
    if (!config.databaseDirectUrl) return;
    const stored = await storeWebTimeoutsOnRole(db, config.databaseTimeouts);
    logger.info(
      {
        ...stored,
        statementTimeoutMs: config.databaseTimeouts.statementMs,
        idleInTransactionTimeoutMs: config.databaseTimeouts.idleInTransactionMs,
      },
      "The web process's timeouts are stored as the role's defaults (DATABASE_URL leads to a pooler)",
    );
  },
};
