import { hash } from '@node-rs/argon2';
import { STAFF_MESSAGES } from '../../../shared/validation/staff-rules';
import { hashPassword, isCommonPassword, needsRehash, passwordProblem, verifyAgainstNobody, verifyPassword } from './password';

const PASSPHRASE = 'lantern ribbon quietly 47';

// The real argon2, watched: which hash a verification runs against.
const verifySpy = jest.fn<Promise<boolean>, [string, string]>();
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return {
    ...actual,
    verify: (stored: string, plain: string) => {
      verifySpy(stored, plain);
      return actual.verify(stored, plain);
    },
  };
});

/** The parameters written in an encoded hash: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
function parametersOf(encoded: string) {
  const [, variant, version, parameters] = encoded.split('$');
  return { variant, version, ...Object.fromEntries((parameters ?? '').split(',').map((pair) => pair.split('='))) };
}

describe('staff passwords', () => {
  it('are stored as argon2id hashes at OWASP minimum cost (19 MiB, 2 passes, 1 lane), with a salt of their own', async () => {
    const first = await hashPassword(PASSPHRASE);
    expect(parametersOf(first)).toEqual({ variant: 'argon2id', version: 'v=19', m: '19456', t: '2', p: '1' });
    expect(first).not.toContain(PASSPHRASE);
    expect(await hashPassword(PASSPHRASE)).not.toBe(first);
  });

  it('verify the password a hash was made of, and no other', async () => {
    const stored = await hashPassword(PASSPHRASE);
    expect(await verifyPassword(stored, PASSPHRASE)).toBe(true);
    expect(await verifyPassword(stored, 'lantern ribbon quietly 48')).toBe(false);
    expect(await verifyPassword(stored, PASSPHRASE.toUpperCase())).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('verify the hashes stored before, written with their parameters in another order, and keep them', async () => {
    // Made by the argon2 package the accounts were created with: m, p, t where today's hashes write m, t, p.
    const storedBefore = '$argon2id$v=19$m=19456,p=1,t=2$iAdvPUVFydavv6eFTlzXdw$QpOhslkeVasYuP7SH4eIcakyFS+1cWtfyaIHW5C5VW0';
    expect(await verifyPassword(storedBefore, PASSPHRASE)).toBe(true);
    expect(await verifyPassword(storedBefore, 'lantern ribbon quietly 48')).toBe(false);
    expect(needsRehash(storedBefore)).toBe(false);
  });

  it('ask for a new hash when one was made with other parameters or another argon2 variant', async () => {
    expect(needsRehash(await hashPassword(PASSPHRASE))).toBe(false);
    expect(needsRehash(await hash(PASSPHRASE, { memoryCost: 8192, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(needsRehash(await hash(PASSPHRASE, { algorithm: 1, memoryCost: 19_456, timeCost: 2, parallelism: 1 }))).toBe(true);
  });

  it('refuse a sign-in to no account with the same work as a wrong password: one argon2id verification at the same cost', async () => {
    // Timing is not measured here (a shared machine makes it noise): what makes the two take as long is that both
    // verify against a hash of the same parameters, which is what this checks.
    verifySpy.mockClear();
    expect(await verifyAgainstNobody('a wrong password')).toBe(false);
    expect(verifySpy).toHaveBeenCalledTimes(1);
    const [nobodysHash, tried] = verifySpy.mock.calls[0]!;
    expect(tried).toBe('a wrong password');
    expect(parametersOf(nobodysHash)).toEqual(parametersOf(await hashPassword(PASSPHRASE)));
  });
});

describe('a new staff password', () => {
  it.each(['password1234', 'qwertyuiop123', 'qwerty123456', '123456789012', 'Password1234', 'QWERTYUIOP123'])(
    "is refused when it is a common one, in any case: '%s'",
    async (common) => {
      expect(await isCommonPassword(common)).toBe(true);
      expect(await passwordProblem(common)).toBe(STAFF_MESSAGES.passwordCommon);
    },
  );

  it('is accepted when it is long enough and not a common one', async () => {
    expect(await isCommonPassword(PASSPHRASE)).toBe(false);
    expect(await passwordProblem(PASSPHRASE)).toBeNull();
    expect(await passwordProblem('Tb9!x2#Lq7@v')).toBeNull();
  });

  it('is refused with the shared message when shorter than 12 characters, before any list is consulted', async () => {
    expect(await passwordProblem('password123')).toBe('Use at least 12 characters.');
    expect(await passwordProblem('Tb9!x2#Lq7@')).toBe('Use at least 12 characters.');
  });

  it('is refused when longer than 200 characters', async () => {
    expect(await passwordProblem('x'.repeat(201))).toBe('Must be at most 200 characters.');
    expect(await passwordProblem(`${PASSPHRASE} `.repeat(8).slice(0, 200))).toBeNull();
  });
});
