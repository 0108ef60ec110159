import { staffIntlLocale } from './staff-i18n';

// Times in the back office are the company's: Ho Chi Minh City's wall clock, whatever the browser's own zone, so
// that a due time reads the same to everyone in the office and matches the working hours it is counted in.

export const COMPANY_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** What the times are in, for labels: 'Due Tue, 24 Nov 2026, 14:05 (Ho Chi Minh City time)'. */
export const COMPANY_TIME_NAME = 'Ho Chi Minh City time';

/**
 * A formatter in the staff member's language (staff-i18n.ts: en-GB for English, vi-VN for Vietnamese), made once
 * for each language: the options are the same in every language, the time zone above included.
 */
function inStaffLocale(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = staffIntlLocale();
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      made.set(locale, format);
    }
    return format;
  };
}

const dateTime = inStaffLocale({
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const shortDateTime = inStaffLocale({
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Calendar days ('2026-11-24') have no time zone: read and written as UTC, so no zone moves them by a day.
const day = inStaffLocale({ timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const dayOfWeek = inStaffLocale({ timeZone: 'UTC', day: 'numeric', month: 'short' });

const valid = (date: Date) => !Number.isNaN(date.getTime());

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Tue, 24 Nov 2026, 14:05' in Ho Chi Minh City; a bare calendar day ('2026-11-24') as the day alone. */
export function formatDateTime(iso: string): string {
  if (CALENDAR_DAY.test(iso)) return formatDay(iso);
  const date = new Date(iso);
  return valid(date) ? dateTime().format(date) : iso;
}

/** '24 Nov, 14:05' in Ho Chi Minh City: for lists, where the year is the current one more often than not. */
export function formatShortDateTime(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? shortDateTime().format(date) : iso;
}

/** A calendar day 'YYYY-MM-DD' as '24 Nov 2026'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? day().format(date) : isoDay;
}

/** A week by its first day, '23 Nov': the charts' category labels. */
export function formatWeek(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return valid(date) ? dayOfWeek().format(date) : isoDay;
}

const month = inStaffLocale({ timeZone: 'UTC', month: 'short', year: 'numeric' });

/** A calendar month 'YYYY-MM' as 'Nov 2026'. */
export function formatMonth(isoMonth: string): string {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  return valid(date) ? month().format(date) : isoMonth;
}

const companyDay = inStaffLocale({ timeZone: COMPANY_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** '24 Nov 2026': the day an instant falls on in Ho Chi Minh City (a calendar day as written). */
export function formatDate(iso: string): string {
  if (CALENDAR_DAY.test(iso)) return formatDay(iso);
  const date = new Date(iso);
  return valid(date) ? companyDay().format(date) : iso;
}

/** en-CA writes dates as YYYY-MM-DD, the form a date input and the contracts take. */
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The company's calendar day `days` after `now`, as YYYY-MM-DD (a date input's value). */
export function companyDateAhead(days: number, now = new Date()): string {
  return isoDay.format(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}
