import { MESSAGES } from './rules';

// The rules and words of the staff accounts, for the browser's yup schemas and the server's zod schemas alike.
// Like `fieldError` (./rules.ts), `passwordError` is the one check both sides run, so they give the same message.

/** OWASP's minimum for a password that is the only factor, and what the back office asks of every account. */
export const PASSWORD_MIN_LENGTH = 12;
/**
 * Long passphrases are welcome, but each sign-in hashes what was sent with argon2: the bound keeps one request's
 * work small. Counted in characters (Unicode code points), as the length rule is.
 */
export const PASSWORD_MAX_LENGTH = 200;

export const STAFF_MESSAGES = {
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: MESSAGES.tooLong(PASSWORD_MAX_LENGTH),
  passwordCommon: 'This password is too common. Choose another.',
} as const;

/**
 * The one answer to a failed sign-in, whether the account does not exist or the password is wrong: the answer
 * must not tell anybody which addresses have an account.
 */
export const SIGN_IN_FAILED = 'Wrong e-mail address or password.';

/** The answer to a sign-in refused by the throttle (429), from its Retry-After in seconds. */
export function SIGN_IN_THROTTLED(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 60) return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  const hours = Math.ceil(minutes / 60);
  return `Too many attempts. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}

/** Characters as a person counts them: an emoji or an accented letter is one, whatever its UTF-16 length. */
export function passwordLength(value: string): number {
  return Array.from(value).length;
}

/**
 * The message for a new password, or null when its length passes. The same order of checks on both sides.
 *
 * Never trimmed: spaces are part of a passphrase. Only the length is checked here; whether the password is on the
 * list of common passwords is checked by the server alone (server/features/staff/password.ts, with the message
 * `STAFF_MESSAGES.passwordCommon`), since the list is far too large to send to the browser.
 *
 * For choosing a password only: a sign-in form checks that a password was given, and answers anything else with
 * SIGN_IN_FAILED, so that it never describes the rules to somebody guessing.
 */
export function passwordError(raw: unknown): string | null {
  if (raw == null) return MESSAGES.required;
  if (typeof raw !== 'string') return MESSAGES.invalid('Password');
  if (raw.trim() === '') return MESSAGES.required;
  const length = passwordLength(raw);
  if (length < PASSWORD_MIN_LENGTH) return STAFF_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return STAFF_MESSAGES.passwordTooLong;
  return null;
}
