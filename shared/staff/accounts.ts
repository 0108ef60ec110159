// Limits and words of staff accounts, API tokens and one-time links, shared by the server and the back office.

/** An invitation's link works this long (the command line's and the back office's alike). */
export const INVITATION_HOURS = 24;
/** A password reset link works this long: it is asked for by the person who uses it, at once. */
export const RESET_LINK_MINUTES = 60;
/** An API token's expiry is at most this far ahead: a forgotten integration's token does not live for ever. */
export const API_TOKEN_MAX_DAYS = 2 * 366;
/** The audit log's page. */
export const AUDIT_PAGE_SIZE = 50;

export const ACCOUNT_MESSAGES = {
  emailTaken: /*i18n*/ { id: 'This address already has an account.' },
  lastOwner: /*i18n*/ { id: 'The back office needs at least one active owner: make another account an owner first.' },
  nothingToChange: /*i18n*/ { id: 'Choose a new role, or whether the account is active.' },
  alreadyHasPassword: /*i18n*/ {
    id: 'This account has set its password already: it can ask for a password reset link on the sign-in page.',
  },
  inactiveAccount: /*i18n*/ { id: 'This account is deactivated: reactivate it first.' },
  tokenNotAfterToday: /*i18n*/ { id: 'Choose a date after today.' },
  tokenTooFarAhead: /*i18n*/ { id: 'Choose a date within {days} days.', values: { days: API_TOKEN_MAX_DAYS } },
  tokenHasNoSessions: /*i18n*/ { id: 'An API token has no sessions to end.' },
  accountChangedMeanwhile: /*i18n*/ { id: 'Your account was changed meanwhile: reload the page and try again.' },
};

/**
 * The company's calendar: Ho Chi Minh City, UTC+7 all year (no daylight saving). A date the back office sends
 * (an API token's expiry, the audit log's range) is a day of this calendar, as its screens show it.
 */
export const COMPANY_UTC_OFFSET = '+07:00';
/** The same calendar by its IANA name, for PostgreSQL's `at time zone` (which reads '+07:00' the POSIX way, as UTC-7). */
export const COMPANY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The first instant of a company day written YYYY-MM-DD, or null for a day that does not exist (2027-02-31). */
export function startOfCompanyDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const asWritten = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(asWritten.getTime()) || asWritten.toISOString().slice(0, 10) !== day) return null;
  return new Date(`${day}T00:00:00${COMPANY_UTC_OFFSET}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first instant after a company day: where a range "to" that day ends. */
export const endOfCompanyDay = (start: Date): Date => new Date(start.getTime() + DAY_MS);

const COMPANY_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The company day (YYYY-MM-DD) an instant falls on; `plusDays` later, for a default date ahead. */
export const companyDayOf = (instant: Date, plusDays = 0): string =>
  new Date(instant.getTime() + COMPANY_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);
