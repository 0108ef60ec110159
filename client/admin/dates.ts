// Times in the back office are the company's: Ho Chi Minh City's wall clock, whatever the browser's own zone, so
// that a due time reads the same to everyone in the office and matches the working hours it is counted in.

export const COMPANY_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** What the times are in, for labels: 'Due Tue, 24 Nov 2026, 14:05 (Ho Chi Minh City time)'. */
export const COMPANY_TIME_NAME = 'Ho Chi Minh City time';

const LOCALE = 'en-GB';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const shortDateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Calendar days ('2026-11-24') have no time zone: read and written as UTC, so no zone moves them by a day.
const day = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const dayOfWeek = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short' });

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** 'Tue, 24 Nov 2026, 14:05' in Ho Chi Minh City. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? dateTime.format(date) : iso;
}

/** '24 Nov, 14:05' in Ho Chi Minh City: for lists, where the year is the current one more often than not. */
export function formatShortDateTime(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? shortDateTime.format(date) : iso;
}

/** A calendar day 'YYYY-MM-DD' as '24 Nov 2026'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? day.format(date) : isoDay;
}

/** A week by its first day, '23 Nov': the charts' category labels. */
export function formatWeek(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? dayOfWeek.format(date) : isoDay;
}
