import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { SignInLimit } from '../../../shared/staff/audit-actions';
import type { Db } from '../../db/connect';

// Guessing staff passwords is slowed down by two counters of failed sign-ins, kept in the database so that every
// web process counts the same failures (table login_throttle, migration 2026-11-25-002):
//
// - one account from one address: 10 failures within an hour (counted from the first) block that account from that
//   address for 15 minutes; a successful sign-in starts the count again. Somebody else's guessing from another
//   address never locks the owner out.
// - one address, whatever the accounts: 100 failures within a day (counted from the first) refuse every sign-in from
//   it until that day is over, so that trying a few passwords on many accounts is slowed down as well.
//
// A sign-in counts itself as a failure *before* the password is verified (`attempt`, one atomic statement per
// counter), and is refused at once, without hashing, when that takes a counter past its limit: however many
// sign-ins arrive at the same moment, in however many processes, at most 10 passwords are tried for one account
// from one address. A successful one then takes its count back (`succeeded`).
//
// rate-limiter-flexible reads the system clock (Date.now) itself: the windows cannot be given another clock.

export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;
export const ACCOUNT_BLOCK_SECONDS = 15 * 60;
export const ADDRESS_FAILURE_LIMIT = 100;
export const ADDRESS_WINDOW_SECONDS = 24 * 60 * 60;

const TABLE = 'login_throttle';

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A sign-in `attempt` refused: besides how long to wait, which limit refused it (the one that lasts longer, as
 * Retry-After says) and how many sign-ins that limit has refused so far in its block, this one included, so that
 * the audit log can say how hard the sign-in is being tried without an entry for each.
 */
export type AttemptRefusal = { allowed: false; retryAfterSeconds: number; limit: SignInLimit; refused: number };

export interface LoginThrottle {
  /**
   * A sign-in about to verify a password: counted now, as if it failed, against both counters; refused (with the
   * seconds until one may try again, for Retry-After) when that is past a limit. Call `failed` or `succeeded` after.
   */
  attempt(email: string, ip: string): Promise<{ allowed: true } | AttemptRefusal>;
  /** After an attempt's password was wrong: the failure that reaches the account's limit starts its 15 minutes. */
  failed(email: string, ip: string): Promise<void>;
  /** After an attempt's password was right: the account's count from that address starts again, the address's takes this one back. */
  succeeded(email: string, ip: string): Promise<void>;
  /** Whether a sign-in to `email` from `ip` may be tried now, without counting anything. */
  check(email: string, ip: string): Promise<ThrottleDecision>;
}

/**
 * What RateLimiterPostgres asks of its client, with `storeType: 'pool'`: `query({ text, values, name })` (one
 * argument; `name` would make a prepared statement, which is not needed), resolving to `rows` (of the upsert's
 * and the read's `points` and `expire`) and `rowCount` (read after the select, 0 meaning no counter, and after the
 * delete). It never asks for a connection of its own, so a transaction pooler or the embedded database serve it
 * alike.
 */
interface ThrottleStoreClient {
  query(query: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/** The library's statements run through our Kysely database, whichever driver it has (pg pool or PGlite). */
function storeClientOf(db: Db): ThrottleStoreClient {
  return {
    async query({ text, values = [] }) {
      const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values));
      // Both drivers read a bigint as text (db/connect.ts); the library does arithmetic with `expire`.
      const rows = result.rows.map((row) => (typeof row.expire === 'string' ? { ...row, expire: Number(row.expire) } : row));
      // A select has rows and no affected count (pg) or a count of 0 (PGlite); a delete has a count and no rows.
      const rowCount = Math.max(rows.length, Number(result.numAffectedRows ?? 0n));
      return { rows, rowCount };
    },
  };
}

/**
 * The address as the counters know it. An IPv6 address counts by its /64 network, the smallest block one
 * subscriber is given, or any one connection could change address at every attempt; an IPv4 address written as
 * IPv6 (::ffff:a.b.c.d) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))); // a.b.c.d: two groups
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The account's counter from one address: a digest, so the table holds no e-mail address and its key has one
 * length however long the address typed.
 */
function accountKey(email: string, ip: string): string {
  return createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${addressKey(ip)}`)
    .digest('base64url');
}

const secondsUntil = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

export function createLoginThrottle(db: Db): LoginThrottle {
  const common = { storeClient: storeClientOf(db), storeType: 'pool', tableName: TABLE, tableCreated: true } as const;
  const byAccount = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'account',
    points: ACCOUNT_FAILURE_LIMIT,
    duration: ACCOUNT_WINDOW_SECONDS,
  });
  const byAddress = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'address',
    points: ADDRESS_FAILURE_LIMIT,
    duration: ADDRESS_WINDOW_SECONDS,
  });

  /** How long until a counter at this point lets sign-ins in again; null while it does. */
  const waitOf = (counter: { consumedPoints: number; msBeforeNext: number } | null, limit: number, over: boolean) =>
    counter && (over ? counter.consumedPoints > limit : counter.consumedPoints >= limit) ? counter.msBeforeNext : null;

  return {
    async attempt(email, ip) {
      const [account, address] = await Promise.all([byAccount.penalty(accountKey(email, ip)), byAddress.penalty(addressKey(ip))]);
      // Sign-ins arriving together go past the account's limit before the failure that reached it has blocked the
      // account: their counter still runs to the end of its hour, but the block that failure starts is 15 minutes.
      const accountWait = waitOf(account, ACCOUNT_FAILURE_LIMIT, true);
      const addressWait = waitOf(address, ADDRESS_FAILURE_LIMIT, true);
      const refusals = [
        accountWait === null
          ? null
          : {
              wait: Math.min(accountWait, ACCOUNT_BLOCK_SECONDS * 1000),
              limit: 'account' as const,
              // `failed` blocks by setting the count to the limit + 1; each sign-in refused since adds one.
              refused: Math.max(1, account.consumedPoints - ACCOUNT_FAILURE_LIMIT - 1),
            },
        addressWait === null
          ? null
          : { wait: addressWait, limit: 'address' as const, refused: address.consumedPoints - ADDRESS_FAILURE_LIMIT },
      ].filter((refusal) => refusal !== null);
      if (refusals.length === 0) return { allowed: true };
      const { wait, limit, refused } = refusals.reduce((longest, refusal) => (refusal.wait > longest.wait ? refusal : longest));
      return { allowed: false, retryAfterSeconds: secondsUntil(wait), limit, refused };
    },

    async failed(email, ip) {
      const key = accountKey(email, ip);
      const account = await byAccount.get(key);
      // The failure that reached the limit blocks the account from that address for 15 minutes from now, however
      // much of the hour was left.
      if (account && account.consumedPoints >= ACCOUNT_FAILURE_LIMIT) await byAccount.block(key, ACCOUNT_BLOCK_SECONDS);
    },

    async succeeded(email, ip) {
      await Promise.all([byAccount.delete(accountKey(email, ip)), byAddress.reward(addressKey(ip), 1)]);
    },

    async check(email, ip) {
      const [account, address] = await Promise.all([byAccount.get(accountKey(email, ip)), byAddress.get(addressKey(ip))]);
      const waits = [
        account && account.consumedPoints >= ACCOUNT_FAILURE_LIMIT ? account.msBeforeNext : null,
        address && address.consumedPoints >= ADDRESS_FAILURE_LIMIT ? address.msBeforeNext : null,
      ].filter((wait) => wait !== null);
      return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsUntil(Math.max(...waits)) };
    },
  };
}
