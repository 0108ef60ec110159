import { hash } from 'argon2';
import { STAFF_MESSAGES } from '../../../shared/validation/staff-rules';
import { hashPassword, isCommonPassword, needsRehash, passwordProblem, verifyAgainstNobody, verifyPassword } from './password';

const PASSPHRASE = 'lantern ribbon quietly 47';

/** The parameters written in an encoded hash: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
function parametersOf(encoded: string) {
  const [, variant, version, parameters] = encoded.split('$');
  return { variant, version, ...Object.fromEntries((parameters ?? '').split(',').map((pair) => pair.split('='))) };
}

async function fastestOf(runs: number, work: () => Promise<unknown>): Promise<number> {
  let fastest = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
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

  it('ask for a new hash when one was made with other parameters or another argon2 variant', async () => {
    expect(needsRehash(await hashPassword(PASSPHRASE))).toBe(false);
    expect(needsRehash(await hash(PASSPHRASE, { memoryCost: 8192, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(needsRehash(await hash(PASSPHRASE, { type: 1, memoryCost: 19_456, timeCost: 2, parallelism: 1 }))).toBe(true);
  });

  it('take as long to refuse a sign-in to no account as to refuse a wrong password', async () => {
    const stored = await hashPassword(PASSPHRASE);
    await verifyAgainstNobody(PASSPHRASE); // the first call makes the hash it checks against
    expect(await verifyAgainstNobody(PASSPHRASE)).toBe(false);
    const wrongPassword = await fastestOf(3, () => verifyPassword(stored, 'a wrong password'));
    const noAccount = await fastestOf(3, () => verifyAgainstNobody('a wrong password'));
    // The same work: an argon2id verification at the same cost. Loose bounds, as the machine is shared.
    expect(noAccount).toBeGreaterThan(wrongPassword * 0.5);
    expect(noAccount).toBeLessThan(wrongPassword * 2);
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
