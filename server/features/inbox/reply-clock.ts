import { LRUCache } from 'lru-cache';

/**
 * The reply clock: every inquiry gets its first reply within 24 hours of the company's working time, counted on
 * the wall clock of the company's time zone (public holidays left out). Pure functions of their arguments — the
 * caller passes `now` and the holidays, so the clock can be tested and shown without a database or a real clock.
 *
 * Working time is a set of daily windows ("Monday 08:00–17:30 in Asia/Ho_Chi_Minh"). Each window's ends are wall
 * times turned into instants with the zone's offset on that day, so a zone with daylight saving time (e.g.
 * Europe/Berlin) gets its short and long days right. The maths walks day by day, never minute by minute.
 */

export interface WorkingTime {
  /** An IANA time zone, e.g. 'Asia/Ho_Chi_Minh'. */
  timeZone: string;
  /** Working weekdays, ISO numbering: 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** Opening and closing wall-clock times, 'HH:MM' (24-hour); opening before closing, both on the same day. */
  start: string;
  end: string;
  /** Days off, as local dates 'YYYY-MM-DD'. */
  holidays: readonly string[];
}

/** The company's week. The public holidays are kept in the database: callers merge them in (`{ ...COMPANY_WORKING_TIME, holidays }`). */
export const COMPANY_WORKING_TIME: WorkingTime = Object.freeze({
  timeZone: 'Asia/Ho_Chi_Minh',
  days: Object.freeze([1, 2, 3, 4, 5, 6]),
  start: '08:00',
  end: '17:30',
  holidays: Object.freeze([] as string[]),
});

/** The promise made to every buyer: a first reply within 24 hours of working time. */
export const REPLY_PROMISE_MINUTES = 24 * 60;
/** The assignee is reminded 4 hours of working time before the reply is due (working hours, like the promise). */
export const REMINDER_BEFORE_MINUTES = 4 * 60;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A working time checked once per call and turned into numbers: days are counted from 1970-01-01 (day 0). */
interface Schedule {
  timeZone: string;
  wallClock: Intl.DateTimeFormat;
  days: ReadonlySet<number>;
  openMinute: number;
  closeMinute: number;
  holidays: ReadonlySet<number>;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving an instant's wall-clock parts in `timeZone`; one per zone, as they are costly to build. */
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone '${timeZone}'`);
    }
    wallClocks.set(timeZone, format);
  }
  return format;
}

function minuteOfDay(time: string, what: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`The ${what} time '${time}' is not a time 'HH:MM'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function dayOfDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : NaN;
  // Date.UTC rolls 2026-02-30 over to March: only a date that comes back unchanged is one.
  if (!match || new Date(day * DAY_MS).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`The holiday '${date}' is not a date 'YYYY-MM-DD'`);
  }
  return day;
}

function scheduleOf(wt: WorkingTime): Schedule {
  const openMinute = minuteOfDay(wt.start, 'opening');
  const closeMinute = minuteOfDay(wt.end, 'closing');
  if (openMinute >= closeMinute) throw new RangeError(`The working day must open before it closes (${wt.start}–${wt.end})`);
  // At least one working weekday, or a deadline would never come.
  if (wt.days.length === 0 || wt.days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
    throw new RangeError(`The working days must be ISO weekdays 1 (Monday) to 7 (Sunday), at least one: [${wt.days.join(', ')}]`);
  }
  return {
    timeZone: wt.timeZone,
    wallClock: wallClockOf(wt.timeZone),
    days: new Set(wt.days),
    openMinute,
    closeMinute,
    holidays: new Set(wt.holidays.map(dayOfDate)),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(s: Schedule, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const { type, value } of s.wallClock.formatToParts(whole)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - whole;
}

/** The local calendar day (days since 1970-01-01) that `instant` falls on in the zone. */
function localDay(s: Schedule, instant: number): number {
  return Math.floor((instant + offsetAt(s, instant)) / DAY_MS);
}

/**
 * Instants of the wall times asked lately: a list of inquiries asks for the same few weeks' openings and closings
 * again and again, and each costs a few calls into Intl. The answer depends on the zone and wall time alone.
 */
const openingsAndClosings = new LRUCache<string, number>({ max: 10_000 });

/** The instant the zone's wall clock shows `minute` on local `day`. */
function instantAt(s: Schedule, day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  const key = `${s.timeZone} ${wall}`;
  let instant = openingsAndClosings.get(key);
  if (instant === undefined) {
    instant = instantOfWallTime(s, wall);
    openingsAndClosings.set(key, instant);
  }
  return instant;
}

/**
 * The instant of a wall time (milliseconds since 1970 on the zone's clock). A wall time skipped by a clock change
 * (spring forward) is read with the offset before the change, i.e. as that much later (02:30 → 03:30); a wall time
 * that happens twice (fall back) is its first occurrence — as `Temporal`'s 'compatible' disambiguation does.
 */
function instantOfWallTime(s: Schedule, wall: number): number {
  // The instant is within 14 hours of `wall` read as UTC: the offsets a day either side bracket any change.
  const before = offsetAt(s, wall - DAY_MS);
  const after = offsetAt(s, wall + DAY_MS);
  if (before === after) return wall - before;
  const candidates = [wall - before, wall - after];
  const real = candidates.filter((instant) => instant + offsetAt(s, instant) === wall);
  return real.length > 0 ? Math.min(...real) : Math.max(...candidates);
}

/** The working window of local `day` as instants, or null on a day off. */
function windowOn(s: Schedule, day: number): { open: number; close: number } | null {
  const isoWeekday = ((((day + 3) % 7) + 7) % 7) + 1; // 1970-01-01, day 0, was a Thursday (4)
  if (!s.days.has(isoWeekday) || s.holidays.has(day)) return null;
  return { open: instantAt(s, day, s.openMinute), close: instantAt(s, day, s.closeMinute) };
}

function timeOf(date: Date, what: string): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError(`The ${what} is not a valid date`);
  return time;
}

/**
 * The first instant at which `minutes` of working time have passed since `from`. Counting starts at `from` when it
 * is in working time, else at the next opening (an inquiry received at night or on a day off); the result is
 * never outside working time, so a count that runs out exactly at closing gives the closing instant, not the next
 * opening. `minutes` must be zero or more (0 gives `from` itself); fractions are kept to the millisecond.
 */
export function addWorkingMinutes(from: Date, minutes: number, wt: WorkingTime): Date {
  const start = timeOf(from, 'start');
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Cannot add ${minutes} minutes of working time`);
  const s = scheduleOf(wt);
  let remaining = Math.round(minutes * MINUTE_MS);
  if (remaining === 0) return new Date(start);
  // Terminates: there is at least one working weekday and finitely many holidays.
  for (let day = localDay(s, start); ; day++) {
    const window = windowOn(s, day);
    if (!window) continue;
    const counting = Math.max(window.open, start);
    const available = window.close - counting;
    if (available <= 0) continue;
    if (remaining <= available) return new Date(counting + remaining);
    remaining -= available;
  }
}

/**
 * The minutes of working time between two instants (fractional: milliseconds count). Negative when `to` is
 * before `from`, so `workingMinutesBetween(now, dueAt)` is the time left and goes below zero once overdue.
 */
export function workingMinutesBetween(from: Date, to: Date, wt: WorkingTime): number {
  const a = timeOf(from, 'start');
  const b = timeOf(to, 'end');
  const s = scheduleOf(wt);
  if (b < a) return -workingMsBetween(s, b, a) / MINUTE_MS;
  return workingMsBetween(s, a, b) / MINUTE_MS;
}

function workingMsBetween(s: Schedule, from: number, to: number): number {
  let total = 0;
  const last = localDay(s, to);
  for (let day = localDay(s, from); day <= last; day++) {
    const window = windowOn(s, day);
    if (window) total += Math.max(0, Math.min(window.close, to) - Math.max(window.open, from));
  }
  return total;
}

/** When the first reply to an inquiry received at `receivedAt` is due: 24 hours of working time later. */
export function replyDueAt(receivedAt: Date, wt: WorkingTime): Date {
  return addWorkingMinutes(receivedAt, REPLY_PROMISE_MINUTES, wt);
}

/**
 * When the assignee is reminded: 4 hours of working time before the reply is due (20 working hours after
 * receipt). Like the due time, it never falls outside working time: no reminder arrives at night.
 */
export function reminderAt(receivedAt: Date, wt: WorkingTime): Date {
  return addWorkingMinutes(receivedAt, REPLY_PROMISE_MINUTES - REMINDER_BEFORE_MINUTES, wt);
}

/** What stops an inquiry's clock. */
export interface ClockStops {
  /** When the first reply was sent, if it was. */
  firstReplyAt?: Date | null;
  /** True when the inquiry's status stops the clock (spam, closed). */
  stopped?: boolean;
}

export interface ClockState {
  dueAt: Date;
  /**
   * Whole minutes of working time left until `dueAt`, rounded down, negative once overdue. While the clock runs it
   * is counted from `now`; once replied it is frozen at the reply (negative: the reply came late); null when a
   * status stopped the clock before any reply, as there is then no moment to freeze it at.
   */
  workingMinutesLeft: number | null;
  /** The clock runs and `dueAt` has passed: what the inbox flags and the overdue e-mail is about. */
  overdue: boolean;
  /** Replied, or spam or closed: no flag, no reminder, no overdue e-mail. */
  stopped: boolean;
}

export function clockState(
  receivedAt: Date,
  now: Date,
  wt: WorkingTime,
  { firstReplyAt = null, stopped = false }: ClockStops = {},
): ClockState {
  const dueAt = replyDueAt(receivedAt, wt);
  if (firstReplyAt) {
    return { dueAt, workingMinutesLeft: Math.floor(workingMinutesBetween(firstReplyAt, dueAt, wt)), overdue: false, stopped: true };
  }
  if (stopped) return { dueAt, workingMinutesLeft: null, overdue: false, stopped: true };
  // A `now` before receipt (clocks of two machines) counts from receipt, so no more than the full promise is left.
  const from = new Date(Math.max(timeOf(now, 'current time'), receivedAt.getTime()));
  const left = Math.floor(workingMinutesBetween(from, dueAt, wt));
  return { dueAt, workingMinutesLeft: left, overdue: from.getTime() > dueAt.getTime(), stopped: false };
}
