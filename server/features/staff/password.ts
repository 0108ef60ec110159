import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { passwordError, STAFF_MESSAGES } from '../../../shared/validation/staff-rules';

/**
 * argon2id at OWASP's minimum (19 MiB of memory, 2 passes, 1 lane). Raising these later is safe: `needsRehash`
 * tells the sign-in to store a new hash of the password it has just verified.
 */
export const PASSWORD_HASH_PARAMETERS = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  /** KiB: 19 MiB. */
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** An encoded argon2id hash (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): parameters and a random salt travel with it. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_PARAMETERS);
}

/** The parameters an encoded hash was made with, by their PHC names (m, t, p), in whatever order it writes them. */
function parametersOf(encodedHash: string): Record<string, string> {
  const [, , , parameters = ''] = encodedHash.split('$');
  return Object.fromEntries(parameters.split(',').map((pair) => pair.split('=') as [string, string]));
}

/** Whether `plain` is the password of `encodedHash`. A stored hash that is not an argon2 hash at all throws. */
export function verifyPassword(encodedHash: string, plain: string): Promise<boolean> {
  return verify(encodedHash, plain);
}

/**
 * True when a stored hash was made another way than today's (another argon2 variant, other parameters): the
 * sign-in that has just verified the password stores a new hash of it.
 */
export function needsRehash(encodedHash: string): boolean {
  const { m, t, p } = parametersOf(encodedHash);
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS;
  return !encodedHash.startsWith('$argon2id$v=19$') || m !== String(memoryCost) || t !== String(timeCost) || p !== String(parallelism);
}

let nobodysHash: Promise<string> | undefined;

/**
 * Spends the time of one verification, then answers false: for a sign-in to an address with no account, so that
 * it takes as long as a wrong password for a real one and the timing does not tell which addresses exist. The
 * hash it verifies against is made once per process, on first use, of a random secret nobody knows.
 */
export async function verifyAgainstNobody(plain: string): Promise<false> {
  nobodysHash ??= hashPassword(randomBytes(32).toString('base64'));
  await verify(await nobodysHash, plain);
  return false;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of common passwords of zxcvbn-ts (some 50,000, lower case, from leaked password lists), loaded on first
 * use: it costs a few megabytes that a process that never sets a password does not need.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return commonPasswords;
}

/** Whether the password is on the list of common passwords, in any mix of upper and lower case. */
export async function isCommonPassword(plain: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(plain.toLowerCase());
}

/** The message for a new password, or null when it may be used: the shared length rule, then the common list. */
export async function passwordProblem(plain: string): Promise<string | null> {
  const lengthProblem = passwordError(plain);
  if (lengthProblem) return lengthProblem;
  return (await isCommonPassword(plain)) ? STAFF_MESSAGES.passwordCommon : null;
}
