import { startOfCompanyDay } from '../staff/accounts';
import { MESSAGES, type FormRules } from './rules';
import { PASSWORD_MIN_LENGTH } from './staff-rules';

// The fields of the back office's account forms (invitation, one-time link, password reset, API token), for the
// browser's yup schemas and the server's zod schemas alike: the same limits as the staff contract, the same words.

const email = { label: 'Email', required: true, maxLength: 254, format: 'email' } as const;
const name = { label: 'Name', required: true, maxLength: 120, singleLine: true } as const;

/** An owner's invitation (the role is chosen from a list). */
export const inviteRules = { email, name } satisfies FormRules;
/** "Forgot your password?" and the account page's "change my password". */
export const passwordResetRules = { email } satisfies FormRules;
/** The name asked for with an invitation's new password. */
export const invitationNameRules = { name } satisfies FormRules;
/** A new API token's name (the role is chosen from a list, the expiry from a calendar). */
export const tokenRules = { name } satisfies FormRules;

/** What a new password must be, said beside the field before anybody gets it wrong. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`;
/** The browser alone compares the password with its repetition: the server receives one. */
export const PASSWORDS_DIFFER = 'The passwords do not match.';

export const DATE_FORMAT_MESSAGE = 'Use a date as YYYY-MM-DD.';

/** A calendar date as the contract takes it (an API token's expiry, the audit log's range): a day that exists. */
export function dateError(raw: unknown, required: boolean): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return required ? MESSAGES.required : null;
  return startOfCompanyDay(value) ? null : DATE_FORMAT_MESSAGE;
}
