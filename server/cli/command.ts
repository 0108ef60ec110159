import type { Config } from '../config';
import type { DatabaseRole } from '../db/session-settings';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';

export interface CommandContext {
  config: Config;
  logger: Logger;
  /** Migrated to the latest schema before the command runs. */
  db: Db;
  /** The words after the command's name. */
  args: string[];
}

/** Arguments a command cannot use: the CLI prints the message and the command's usage, and exits with 2. */
export class CommandUsageError extends Error {}

/** What was asked cannot be done (the message says why and what to do instead): printed alone, exit code 1. */
export class CommandRefusal extends Error {}

/** One named command of `cli.js`: the CLI opens and migrates the database, runs it, and closes the database. */
export interface Command {
  name: string;
  /** One line for the usage text. */
  summary: string;
  /** Its arguments, for the usage text (none when absent). */
  usage?: string;
  /** How it connects (server/db/session-settings.ts): the release step's migration takes the longest timeouts. */
  role: DatabaseRole;
  /** Checks the arguments before anything is opened: throws CommandUsageError for ones it cannot use. */
  checkArgs?(args: string[]): void;
  run(context: CommandContext): Promise<void>;
}
