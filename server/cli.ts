// The command line: `node dist/server/cli.js <command>` from the build, `tsx server/cli.ts <command>` from the
// sources (the npm scripts). A new command is a module under server/cli/ and a line in COMMANDS.
import { type Command, CommandRefusal, CommandUsageError } from './cli/command';
import { deliverMailCommand } from './cli/deliver-mail.command';
import { migrateCommand } from './cli/migrate.command';
import { seedCommand } from './cli/seed.command';
import { staffInviteCommand } from './cli/staff-invite.command';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';

const COMMANDS: readonly Command[] = [migrateCommand, seedCommand, deliverMailCommand, staffInviteCommand];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.flatMap((c) => [
    `  ${c.name.padEnd(width)}  ${c.summary}`,
    ...(c.usage ? [`  ${''.padEnd(width)}  usage: cli.js ${c.name} ${c.usage}`] : []),
  ]);
  return [
    'Usage: cli.js <command>',
    '',
    'Commands (each first brings the schema up to date):',
    ...lines,
    `  ${'help'.padEnd(width)}  this list`,
  ].join('\n');
}

async function main(name: string | undefined, args: string[]): Promise<number> {
  if (name === 'help' || name === '--help') {
    console.log(usage());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(usage());
    return 2;
  }
  try {
    command.checkArgs?.(args);
  } catch (error) {
    if (!(error instanceof CommandUsageError)) throw error;
    console.error(`${error.message}\nUsage: cli.js ${command.name} ${command.usage ?? ''}`.trimEnd());
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, command.role);
  try {
    const { results } = await migrateToLatest(database.db);
    logger.info({ applied: (results ?? []).map((r) => r.migrationName) }, 'Migrations are up to date');
    await command.run({ config, logger, db: database.db, args });
    return 0;
  } catch (error) {
    if (!(error instanceof CommandRefusal)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
