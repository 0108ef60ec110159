import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { PHONE_PATTERN } from './rules';

// The phone numbers the inquiry forms accept (decision 016): the specification's pattern, exactly as before, and
// besides it any number written with '+' and a country code that is valid for that country, with spaces, hyphens,
// dots and parentheses between its digits ("+49 30 1234567", "+84 24 3791 6688"). The phone library's metadata is
// large, so this module is loaded only where a phone is checked: by the server, and by a form when it first checks
// one (client/forms/form-schema.ts).

/** '+', then digits and the separators people write between them. */
const INTERNATIONAL_WRITING = /^\+[\d\s().-]+$/;

/** Whether `value` (trimmed) is a phone number the forms take. */
export function isAcceptedPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) || (INTERNATIONAL_WRITING.test(value) && isValidPhoneNumber(value));
}
