import type { Config } from '../config';
import type { DatabaseRole } from '../db/session-settings';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';

export interface CommandContext {
  config: Config;
  logger: Logger;
  /** Migrated to the latest schema before the command runs. */
  db: Db;
}

/** One named command of `cli.js`: the CLI opens and migrates the database, runs it, and closes the database. */
export interface Command {
  name: string;
  /** One line for the usage text. */
  summary: string;
  /** How it connects (server/db/session-settings.ts): the release step's migration takes the longest timeouts. */
  role: DatabaseRole;
  run(context: CommandContext): Promise<void>;
}
