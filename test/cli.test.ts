import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { staffApi } from '../shared/contracts/staff';
import { assertBuilt } from './built-server';
import { createTestApp } from './test-app';

const cli = (...args: string[]) => spawnSync(process.execPath, ['dist/server/cli.js', ...args], { encoding: 'utf8', timeout: 30_000 });

describe('the command line of the build', () => {
  beforeAll(assertBuilt);

  it('lists its commands on `help`', () => {
    const help = cli('help');
    expect(help.status).toBe(0);
    for (const command of ['migrate', 'seed', 'deliver-mail', 'staff-invite', 'help'])
      expect(help.stdout).toMatch(new RegExp(`^ {2}${command} `, 'm'));
  });

  it('refuses an unknown command with the same list, touching no database', () => {
    const unknown = cli('sede');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Usage: cli.js <command>');
    expect(unknown.stderr).toMatch(/^ {2}seed /m);
  });
});

describe("the build's staff-invite command", () => {
  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    PUBLIC_BASE_URL: 'https://shop.example',
    LOG_LEVEL: 'silent',
    ...extra,
  });
  const invite = (args: string[], extra?: Record<string, string>) =>
    spawnSync(process.execPath, ['dist/server/cli.js', 'staff-invite', ...args], { encoding: 'utf8', timeout: 30_000, env: env(extra) });
  const LINK = /^https:\/\/shop\.example\/admin\/link\/([A-Za-z0-9_-]{43})$/m;
  let made = 0;
  const newEmail = () => `cli-${process.pid}-${Date.now()}-${++made}@company.example`;

  let site: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    assertBuilt();
    site = createTestApp();
  });
  afterAll(() => site.database.close());
  const linkInfo = (token: string) => request(site.app).get(endpointUrl(staffApi.linkInfo, { params: { token } }));

  it('creates the account and prints its one-time link, valid 24 hours, recorded as from the command line', async () => {
    const email = newEmail();
    const before = Date.now();
    const run = invite([email.toUpperCase(), '--role', 'owner', '--name', 'First Owner']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const token = LINK.exec(run.stdout)![1]!;
    expect(run.stdout).toContain(`First Owner <${email}> as owner`);

    const account = await site.database.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(account).toEqual(expect.objectContaining({ name: 'First Owner', role: 'owner', password_hash: null, active: true }));
    const link = await site.database.db.selectFrom('staff_link').selectAll().where('staff_id', '=', account.id).executeTakeFirstOrThrow();
    expect(link.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(link.expires_at.getTime() - before).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(link.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const audit = await site.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'staff')
      .where('subject_id', '=', String(account.id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'staff.invited', actor_label: 'command line', actor_staff_id: null })]);

    const info = await linkInfo(token);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ purpose: 'invitation', email, name: 'First Owner', liveTokens: 0 });
  });

  it('gives an account that has no password yet a new link; the earlier one stops working', async () => {
    const email = newEmail();
    const first = LINK.exec(invite([email, '--role', 'sales']).stdout)![1]!;
    const again = invite([email, '--role', 'sales']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Invited again');
    expect((await linkInfo(first)).status).toBe(404);
    expect((await linkInfo(LINK.exec(again.stdout)![1]!)).status).toBe(200);
  });

  it('refuses an account that has chosen its password, with what to do instead', async () => {
    const email = newEmail();
    await site.database.db
      .insertInto('staff')
      .values({ email, name: 'Has one', role: 'editor', password_hash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' })
      .execute();
    const refused = invite([email, '--role', 'owner']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Forgot your password?');
    expect(refused.stdout).not.toMatch(LINK);
    const account = await site.database.db.selectFrom('staff').select('role').where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.role).toBe('editor');
  });

  it.each([
    [['owner@company.example'], 'Choose a role with --role: owner, sales, editor.'],
    [['owner@company.example', '--role', 'admin'], 'Choose a role with --role: owner, sales, editor.'],
    [['not-an-address', '--role', 'owner'], 'Not an e-mail address: not-an-address'],
    [['--role', 'owner'], 'Give one e-mail address.'],
  ])('refuses %j with its usage, before opening any database', (args, message) => {
    // Nothing listens on port 1: a command that tried the database would fail otherwise.
    const refused = invite(args, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(message);
    expect(refused.stderr).toContain('Usage: cli.js staff-invite <e-mail address> --role owner|sales|editor [--name "Name"]');
  });
});
