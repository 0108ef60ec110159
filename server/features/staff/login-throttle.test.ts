import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import {
  ACCOUNT_BLOCK_SECONDS,
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_WINDOW_SECONDS,
  addressKey,
  createLoginThrottle,
  type LoginThrottle,
  type ThrottleDecision,
} from './login-throttle';

const ANNA = 'anna@example.com';
const HOME = '203.0.113.7';
const OFFICE = '198.51.100.20';

/** A sign-in that tries a wrong password: counted before its (here, absent) verification, then failed. */
async function failOnce(throttle: LoginThrottle, email: string, ip: string) {
  await throttle.attempt(email, ip);
  await throttle.failed(email, ip);
}

async function fail(throttle: LoginThrottle, times: number, email: string, ip: string) {
  for (let i = 0; i < times; i += 1) await failOnce(throttle, email, ip);
}

/** The throttle's decisions read the system clock, which the test moves (only Date is faked; nothing sleeps). */
function useClock(start: number) {
  jest.useFakeTimers({
    now: start,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return { advanceSeconds: (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000) };
}

describe('the staff sign-in throttle on PostgreSQL', () => {
  let database: DatabaseHandle;
  let databaseName: string;
  let throttle: LoginThrottle;

  // A database of its own: each test empties the counters, which would reset those of the sign-in tests running
  // beside it on the shared one.
  beforeAll(async () => {
    const { name, url } = await createTestDatabase('login_throttle');
    databaseName = name;
    database = openPostgres(url, 2);
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    await dropTestDatabase(databaseName);
  });
  beforeEach(async () => {
    await database.db.deleteFrom('login_throttle').execute();
    throttle = createLoginThrottle(database.db);
  });
  afterEach(() => jest.useRealTimers());

  it('refuses an account from an address after 10 failures, for 15 minutes', async () => {
    await fail(throttle, ACCOUNT_FAILURE_LIMIT - 1, ANNA, HOME);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: true });
    await failOnce(throttle, ANNA, HOME);
    const refused = await throttle.check(ANNA, HOME);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterSeconds).toBeGreaterThan(ACCOUNT_BLOCK_SECONDS - 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_BLOCK_SECONDS);
  });

  it('still lets the same account in from another address, and another account from the same address', async () => {
    await fail(throttle, ACCOUNT_FAILURE_LIMIT, ANNA, HOME);
    expect((await throttle.check(ANNA, HOME)).allowed).toBe(false);
    expect(await throttle.check(ANNA, OFFICE)).toEqual({ allowed: true });
    expect(await throttle.check('bob@example.com', HOME)).toEqual({ allowed: true });
  });

  it('counts the e-mail address in any case and with spaces around it as the same account', async () => {
    await fail(throttle, ACCOUNT_FAILURE_LIMIT / 2, 'Anna@Example.COM', HOME);
    await fail(throttle, ACCOUNT_FAILURE_LIMIT / 2, ` ${ANNA} `, HOME);
    expect((await throttle.check(ANNA, HOME)).allowed).toBe(false);
  });

  it('starts counting again after a successful sign-in', async () => {
    await fail(throttle, ACCOUNT_FAILURE_LIMIT - 1, ANNA, HOME);
    await throttle.succeeded(ANNA, HOME);
    await fail(throttle, ACCOUNT_FAILURE_LIMIT - 1, ANNA, HOME);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: true });
    await failOnce(throttle, ANNA, HOME);
    expect((await throttle.check(ANNA, HOME)).allowed).toBe(false);
  });

  it('lets the account in again once the 15 minutes are over, with 10 new tries', async () => {
    const clock = useClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    await fail(throttle, ACCOUNT_FAILURE_LIMIT, ANNA, HOME);
    clock.advanceSeconds(ACCOUNT_BLOCK_SECONDS - 1);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advanceSeconds(1);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: true });
    await fail(throttle, ACCOUNT_FAILURE_LIMIT - 1, ANNA, HOME);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: true });
    await failOnce(throttle, ANNA, HOME);
    expect((await throttle.check(ANNA, HOME)).allowed).toBe(false);
  });

  it('forgets failures an hour after the first of them', async () => {
    const clock = useClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    await fail(throttle, ACCOUNT_FAILURE_LIMIT - 1, ANNA, HOME);
    clock.advanceSeconds(60 * 60);
    await failOnce(throttle, ANNA, HOME);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: true });
  });

  it('says which limit refused a sign-in and how many that limit has refused so far, for the audit log', async () => {
    useClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    await fail(throttle, ACCOUNT_FAILURE_LIMIT, ANNA, HOME);
    const refusals = [];
    for (let i = 0; i < 3; i += 1) refusals.push(await throttle.attempt(ANNA, HOME));
    expect(refusals.map((refusal) => (refusal.allowed ? null : [refusal.limit, refusal.refused]))).toEqual([
      ['account', 1],
      ['account', 2],
      ['account', 3],
    ]);
    // The address's day outlasts the account's 15 minutes: past the address's limit, the address is what refuses.
    for (let i = ACCOUNT_FAILURE_LIMIT + 3; i < ADDRESS_FAILURE_LIMIT; i += 1) await throttle.attempt(`staff${i}@example.com`, HOME);
    const byAddress = await throttle.attempt('new.colleague@example.com', HOME);
    expect(byAddress).toEqual({ allowed: false, retryAfterSeconds: ADDRESS_WINDOW_SECONDS, limit: 'address', refused: 1 });
  });

  it('refuses every sign-in from an address after 100 failures there in a day, whatever the accounts', async () => {
    const clock = useClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    // A few tries on each of many accounts: no account reaches its own limit.
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) await failOnce(throttle, `staff${i % 25}@example.com`, HOME);
    clock.advanceSeconds(60 * 60);
    const refused = await throttle.check('new.colleague@example.com', HOME);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: ADDRESS_WINDOW_SECONDS - 60 * 60 });
    expect(await throttle.check('new.colleague@example.com', OFFICE)).toEqual({ allowed: true });
    // Even a colleague who knows their password is refused from there, before it is tried.
    expect((await throttle.attempt('staff1@example.com', HOME)).allowed).toBe(false);
    expect((await throttle.check('staff1@example.com', HOME)).allowed).toBe(false);
    clock.advanceSeconds(ADDRESS_WINDOW_SECONDS - 60 * 60);
    expect(await throttle.check('new.colleague@example.com', HOME)).toEqual({ allowed: true });
  });

  it('counts the failures of every process sharing the database', async () => {
    const otherProcess = createLoginThrottle(database.db);
    await fail(throttle, ACCOUNT_FAILURE_LIMIT / 2, ANNA, HOME);
    await fail(otherProcess, ACCOUNT_FAILURE_LIMIT / 2, ANNA, HOME);
    expect((await throttle.check(ANNA, HOME)).allowed).toBe(false);
    expect((await otherProcess.check(ANNA, HOME)).allowed).toBe(false);
    await otherProcess.succeeded(ANNA, HOME);
    expect(await throttle.check(ANNA, HOME)).toEqual({ allowed: true });
  });

  it('lets at most 10 of many sign-ins arriving at the same moment, in two processes, try a password', async () => {
    const otherProcess = createLoginThrottle(database.db);
    const decisions = await Promise.all(
      Array.from({ length: 4 * ACCOUNT_FAILURE_LIMIT }, (_, i) => (i % 2 ? throttle : otherProcess).attempt(ANNA, HOME)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect((await throttle.check(ANNA, HOME)).allowed).toBe(false);
  });

  it('counts an IPv6 connection by its /64 network, so changing address within it gains nothing', async () => {
    for (let i = 1; i <= ACCOUNT_FAILURE_LIMIT; i += 1) await failOnce(throttle, ANNA, `2001:db8:7:42::${i.toString(16)}`);
    expect((await throttle.check(ANNA, '2001:db8:7:42:ffff:1:2:3')).allowed).toBe(false);
    expect(await throttle.check(ANNA, '2001:db8:7:43::1')).toEqual({ allowed: true });
  });

  it('stores no e-mail address', async () => {
    await failOnce(throttle, ANNA, HOME);
    const keys = await database.db.selectFrom('login_throttle').select('key').execute();
    expect(keys).toHaveLength(2);
    expect(keys.map((k) => k.key).join(' ')).not.toMatch(/anna|example/i);
  });
});

describe('the addresses the throttle counts by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:7:42::1', '2001:db8:7:42::/64'],
    ['2001:0DB8:0007:0042:ffff:0001:0002:0003', '2001:db8:7:42::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

// The embedded database (no DATABASE_URL) runs the library's statements through the same adapter. PGlite loads
// WebAssembly through dynamic imports that Jest's module sandbox refuses, so this runs in a Node process of its own.
describe('the staff sign-in throttle on the embedded database', () => {
  const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(__dirname, file)).href);
  const SCRIPT = `
    import fs from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    const { openEmbedded } = await import(${moduleUrl('../../db/connect.ts')});
    const { migrateToLatest } = await import(${moduleUrl('../../db/migrate.ts')});
    const { createLoginThrottle } = await import(${moduleUrl('login-throttle.ts')});
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'login-throttle-'));
    const database = await openEmbedded(directory);
    try {
      await migrateToLatest(database.db);
      const throttle = createLoginThrottle(database.db);
      const [email, ip] = process.argv.slice(-2);
      const failOnce = async (throttle, email, ip) => {
        await throttle.attempt(email, ip);
        await throttle.failed(email, ip);
      };
      const checks = [];
      for (let i = 1; i < ${ACCOUNT_FAILURE_LIMIT}; i += 1) await failOnce(throttle, email, ip);
      checks.push(await throttle.check(email, ip));
      await failOnce(throttle, email, ip);
      checks.push(await throttle.check(email, ip));
      await throttle.succeeded(email, ip);
      checks.push(await throttle.check(email, ip));
      process.stdout.write(JSON.stringify(checks));
    } finally {
      await database.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  `;

  it('refuses after 10 failures, tells how long, and starts again after a success', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, ANNA, HOME], {
      cwd: path.join(__dirname, '../../..'),
      timeout: 60_000,
    });
    const [beforeLimit, atLimit, afterSuccess] = JSON.parse(stdout) as ThrottleDecision[];
    expect(beforeLimit).toEqual({ allowed: true });
    expect(atLimit).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (atLimit && !atLimit.allowed) expect(atLimit.retryAfterSeconds).toBeGreaterThan(ACCOUNT_BLOCK_SECONDS - 60);
    expect(afterSuccess).toEqual({ allowed: true });
  });
});
