// The command line: `node dist/server/cli.js <command>` from the build, `tsx server/cli.ts <command>` from the
// sources (the npm scripts). A new command is a module under server/cli/ and a line in COMMANDS.
import type { Command } from './cli/command';
import { deliverMailCommand } from './cli/deliver-mail.command';
import { migrateCommand } from './cli/migrate.command';
import { seedCommand } from './cli/seed.command';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';

const COMMANDS: readonly Command[] = [migrateCommand, seedCommand, deliverMailCommand];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: cli.js <command>',
    '',
    'Commands (each first brings the schema up to date):',
    ...lines,
    `  ${'help'.padEnd(width)}  this list`,
  ].join('\n');
}

async function main(name: string | undefined): Promise<number> {
  if (name === 'help' || name === '--help') {
    console.log(usage());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(usage());
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, command.role);
  try {
    const { results } = await migrateToLatest(database.db);
    logger.info({ applied: (results ?? []).map((r) => r.migrationName) }, 'Migrations are up to date');
    await command.run({ config, logger, db: database.db });
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
