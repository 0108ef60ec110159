import * as yup from 'yup';
import { z } from 'zod';
import { MESSAGES } from './rules';
import { passwordError, SIGN_IN_THROTTLED, STAFF_MESSAGES } from './staff-rules';

// The same check in a browser's yup schema and a server's zod schema, as the staff forms build them.
const yupPassword = yup.mixed().test('password', '', function check(value) {
  const message = passwordError(value);
  return message ? this.createError({ message }) : true;
});
const zodPassword = z.unknown().superRefine((value, ctx) => {
  const message = passwordError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

async function yupMessage(value: unknown): Promise<string | null> {
  try {
    await yupPassword.validate(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

function zodMessage(value: unknown): string | null {
  const result = zodPassword.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const CASES: [string, unknown, string | null][] = [
  ['twelve characters', 'Tb9!x2#Lq7@v', null],
  ['eleven characters', 'Tb9!x2#Lq7@', 'Use at least 12 characters.'],
  ['a passphrase with spaces', 'lantern ribbon quietly 47', null],
  ['spaces around it, kept and counted', '  Tb9!x2#Lq  ', null],
  ['eleven characters of which four are emoji (sixteen UTF-16 units)', 'Tb9!x2#😀😀😀😀', 'Use at least 12 characters.'],
  ['twelve characters with accents', 'ÉléphantÎle1', null],
  ['200 characters', 'a'.repeat(200), null],
  ['201 characters', 'a'.repeat(201), 'Must be at most 200 characters.'],
  ['nothing', '', 'Cannot be empty.'],
  ['only spaces', ' '.repeat(12), 'Cannot be empty.'],
  ['absent', undefined, 'Cannot be empty.'],
  ['not text', 123456789012, 'Your Password is invalid'],
];

describe('the new-password rule', () => {
  it.each(CASES)('gives the same answer in the browser and on the server for %s', async (_name, value, expected) => {
    expect(passwordError(value)).toBe(expected);
    expect(await yupMessage(value)).toBe(expected);
    expect(zodMessage(value)).toBe(expected);
  });

  it('uses the shared words', () => {
    expect(STAFF_MESSAGES.passwordTooShort).toBe('Use at least 12 characters.');
    expect(STAFF_MESSAGES.passwordTooLong).toBe(MESSAGES.tooLong(200));
    expect(STAFF_MESSAGES.passwordCommon).toBe('This password is too common. Choose another.');
  });
});

describe('the throttled sign-in message', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 minute.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [900, 'Too many attempts. Try again in 15 minutes.'],
    [3540, 'Too many attempts. Try again in 59 minutes.'],
    [3541, 'Too many attempts. Try again in 1 hour.'],
    [86_400, 'Too many attempts. Try again in 24 hours.'],
  ])('rounds %i seconds up: %s', (seconds, message) => {
    expect(SIGN_IN_THROTTLED(seconds)).toBe(message);
  });
});
