import { spawnSync } from 'node:child_process';
import { assertBuilt } from './built-server';

const cli = (...args: string[]) => spawnSync(process.execPath, ['dist/server/cli.js', ...args], { encoding: 'utf8', timeout: 30_000 });

describe('the command line of the build', () => {
  beforeAll(assertBuilt);

  it('lists its commands on `help`', () => {
    const help = cli('help');
    expect(help.status).toBe(0);
    for (const command of ['migrate', 'seed', 'deliver-mail', 'help']) expect(help.stdout).toMatch(new RegExp(`^ {2}${command} `, 'm'));
  });

  it('refuses an unknown command with the same list, touching no database', () => {
    const unknown = cli('sede');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Usage: cli.js <command>');
    expect(unknown.stderr).toMatch(/^ {2}seed /m);
  });
});
