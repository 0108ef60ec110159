// Times in the back office are the company's: Ho Chi Minh City, whatever the browser's own zone is, so that two
// staff members reading the same entry read the same time.

export const COMPANY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
/** en-CA writes dates as YYYY-MM-DD, the form a date input and the contract take. */
const isoDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "24 Nov 2026, 14:05" in Ho Chi Minh City; a bare calendar date is shown as the date alone. */
export function formatDateTime(iso: string): string {
  if (CALENDAR_DATE.test(iso)) return formatDate(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** "24 Nov 2026": the day in Ho Chi Minh City (a calendar date as written). */
export function formatDate(iso: string): string {
  const date = new Date(CALENDAR_DATE.test(iso) ? `${iso}T12:00:00+07:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The company's calendar date `days` after `now`, as YYYY-MM-DD. */
export function companyDateAhead(days: number, now = new Date()): string {
  return isoDateFormat.format(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}
