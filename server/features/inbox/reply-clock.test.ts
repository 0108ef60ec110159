import fc from 'fast-check';
import {
  COMPANY_WORKING_TIME,
  REMINDER_BEFORE_MINUTES,
  addWorkingMinutes,
  clockState,
  reminderAt,
  replyDueAt,
  workingMinutesBetween,
  type WorkingTime,
} from './reply-clock';

// Fixed instants written in the company's zone (UTC+7, no daylight saving time). 16 November 2026 is a Monday.
const vn = (local: string) => new Date(`${local}:00+07:00`);
const company = COMPANY_WORKING_TIME;

describe('the reply due time (24 hours of Mon–Sat 08:00–17:30 in Ho Chi Minh City)', () => {
  it('falls on Wednesday 14:00 for an inquiry received Monday 09:00 (8.5 h Monday + 9.5 h Tuesday + 6 h)', () => {
    expect(replyDueAt(vn('2026-11-16T09:00'), company)).toEqual(vn('2026-11-18T14:00'));
  });

  it('skips Sunday: received Saturday 16:00, due Wednesday 11:30 (1.5 h + 9.5 h Monday + 9.5 h Tuesday + 3.5 h)', () => {
    expect(replyDueAt(vn('2026-11-21T16:00'), company)).toEqual(vn('2026-11-25T11:30'));
  });

  it('counts an inquiry received at 20:00 from 08:00 the next working day', () => {
    expect(replyDueAt(vn('2026-11-16T20:00'), company)).toEqual(vn('2026-11-19T13:00'));
    expect(replyDueAt(vn('2026-11-17T08:00'), company)).toEqual(vn('2026-11-19T13:00'));
  });

  it('counts an inquiry received early in the morning or on a Sunday from the next opening', () => {
    expect(replyDueAt(vn('2026-11-17T06:45'), company)).toEqual(vn('2026-11-19T13:00'));
    expect(replyDueAt(vn('2026-11-22T10:00'), company)).toEqual(replyDueAt(vn('2026-11-23T08:00'), company));
  });

  it('is due at closing time when the hours run out exactly then, not at the next opening', () => {
    // Monday 12:30 → 5 h that day, 9.5 h Tuesday, 9.5 h Wednesday = 24 h at Wednesday 17:30.
    expect(replyDueAt(vn('2026-11-16T12:30'), company)).toEqual(vn('2026-11-18T17:30'));
  });

  it('skips a public holiday in between (National Day, Wednesday 2 September 2026)', () => {
    const received = vn('2026-08-31T09:00');
    expect(replyDueAt(received, company)).toEqual(vn('2026-09-02T14:00'));
    expect(replyDueAt(received, { ...company, holidays: ['2026-09-01', '2026-09-02'] })).toEqual(vn('2026-09-04T14:00'));
    expect(replyDueAt(received, { ...company, holidays: ['2026-09-02'] })).toEqual(vn('2026-09-03T14:00'));
  });

  it('counts an inquiry received on a holiday from the next working day', () => {
    const holidays = ['2026-09-02'];
    expect(replyDueAt(vn('2026-09-02T10:00'), { ...company, holidays })).toEqual(replyDueAt(vn('2026-09-03T08:00'), company));
  });
});

describe('the reminder', () => {
  it('comes 4 working hours before the reply is due: Wednesday 10:00 for Monday 09:00', () => {
    const received = vn('2026-11-16T09:00');
    expect(reminderAt(received, company)).toEqual(vn('2026-11-18T10:00'));
    expect(workingMinutesBetween(reminderAt(received, company), replyDueAt(received, company), company)).toBe(REMINDER_BEFORE_MINUTES);
  });

  it('counts the 4 hours in working time, across the night: due Wednesday 11:30, reminded Tuesday 17:00', () => {
    const received = vn('2026-11-21T16:00');
    expect(replyDueAt(received, company)).toEqual(vn('2026-11-25T11:30'));
    expect(reminderAt(received, company)).toEqual(vn('2026-11-24T17:00'));
  });
});

describe('working minutes between two instants', () => {
  it('counts only working time, and is negative when the end comes first', () => {
    expect(workingMinutesBetween(vn('2026-11-21T17:00'), vn('2026-11-23T09:00'), company)).toBe(90);
    expect(workingMinutesBetween(vn('2026-11-23T09:00'), vn('2026-11-21T17:00'), company)).toBe(-90);
    expect(workingMinutesBetween(vn('2026-11-16T18:00'), vn('2026-11-17T07:00'), company)).toBe(0);
  });

  it('measures back exactly what was added, for any start and length (also across Berlin clock changes)', () => {
    const berlin: WorkingTime = {
      timeZone: 'Europe/Berlin',
      days: [1, 2, 3, 4, 5],
      start: '09:00',
      end: '17:00',
      holidays: ['2026-04-03'],
    };
    const start = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(company, berlin), (from, minutes, wt) => {
        const end = addWorkingMinutes(from, minutes, wt);
        expect(workingMinutesBetween(from, end, wt)).toBe(minutes);
        expect(end.getTime()).toBeGreaterThanOrEqual(from.getTime());
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });
});

describe('in a zone with daylight saving time (Europe/Berlin)', () => {
  const office: WorkingTime = { timeZone: 'Europe/Berlin', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', holidays: [] };

  it('opens at 09:00 summer time after the clocks go forward on the last Sunday of March', () => {
    // Friday 27 March 2026 15:00 CET (UTC+1): 2 h that day, then Monday 30 March from 09:00 CEST (UTC+2).
    const friday = new Date('2026-03-27T14:00:00Z');
    expect(addWorkingMinutes(friday, 4 * 60, office)).toEqual(new Date('2026-03-30T09:00:00Z')); // 11:00 CEST
    expect(workingMinutesBetween(friday, new Date('2026-03-30T08:00:00Z'), office)).toBe(3 * 60); // to 10:00 CEST
  });

  it('counts the hours the clock really runs on the days it changes', () => {
    const nights: WorkingTime = { timeZone: 'Europe/Berlin', days: [7], start: '01:00', end: '04:00', holidays: [] };
    // Sunday 29 March 2026: 01:00 CET to 04:00 CEST is 2 hours; Sunday 25 October: 01:00 CEST to 04:00 CET is 4.
    expect(workingMinutesBetween(new Date('2026-03-28T12:00:00Z'), new Date('2026-03-29T12:00:00Z'), nights)).toBe(120);
    expect(workingMinutesBetween(new Date('2026-10-24T12:00:00Z'), new Date('2026-10-25T12:00:00Z'), nights)).toBe(240);
  });

  it('reads a wall time the clocks skip as that much later, and one they repeat as its first occurrence', () => {
    const at0230: WorkingTime = { timeZone: 'Europe/Berlin', days: [7], start: '02:30', end: '04:00', holidays: [] };
    // 02:30 does not exist on 29 March: the window opens at 03:30 CEST (01:30 UTC) and closes at 04:00 CEST.
    expect(addWorkingMinutes(new Date('2026-03-28T12:00:00Z'), 1, at0230)).toEqual(new Date('2026-03-29T01:31:00Z'));
    // 02:30 happens twice on 25 October: the window opens at the first, 02:30 CEST (00:30 UTC).
    expect(addWorkingMinutes(new Date('2026-10-24T12:00:00Z'), 1, at0230)).toEqual(new Date('2026-10-25T00:31:00Z'));
  });
});

describe('the clock state an inbox shows', () => {
  const received = vn('2026-11-16T09:00'); // due Wednesday 14:00

  it('shows the working time left while the reply is not yet due', () => {
    expect(clockState(received, vn('2026-11-18T13:00'), company)).toEqual({
      dueAt: vn('2026-11-18T14:00'),
      workingMinutesLeft: 60,
      overdue: false,
      stopped: false,
    });
    // Overnight the clock stands still: Tuesday 17:30 and Wednesday 08:00 show the same.
    expect(clockState(received, vn('2026-11-17T17:30'), company).workingMinutesLeft).toBe(6 * 60);
    expect(clockState(received, vn('2026-11-18T08:00'), company).workingMinutesLeft).toBe(6 * 60);
  });

  it('is overdue past the due time, with the working time since then counted negative', () => {
    expect(clockState(received, vn('2026-11-18T15:00'), company)).toMatchObject({ workingMinutesLeft: -60, overdue: true });
    // 3.5 h Wednesday afternoon + 30 min Thursday morning.
    expect(clockState(received, vn('2026-11-19T08:30'), company)).toMatchObject({ workingMinutesLeft: -240, overdue: true });
  });

  it('is not overdue at the due minute itself, and is one minute into it just after', () => {
    expect(clockState(received, vn('2026-11-18T14:00'), company)).toMatchObject({ workingMinutesLeft: 0, overdue: false });
    const justAfter = new Date(vn('2026-11-18T14:00').getTime() + 1000);
    expect(clockState(received, justAfter, company)).toMatchObject({ workingMinutesLeft: -1, overdue: true });
  });

  it('stops at the first reply: frozen at what was left then, never flagged overdue afterwards', () => {
    const onTime = clockState(received, vn('2026-11-20T10:00'), company, { firstReplyAt: vn('2026-11-17T10:00') });
    // Tuesday 10:00 → 7.5 h that day + 6 h Wednesday.
    expect(onTime).toEqual({ dueAt: vn('2026-11-18T14:00'), workingMinutesLeft: 810, overdue: false, stopped: true });
    const late = clockState(received, vn('2026-11-20T10:00'), company, { firstReplyAt: vn('2026-11-18T16:00') });
    expect(late).toMatchObject({ workingMinutesLeft: -120, overdue: false, stopped: true });
  });

  it('stops for spam or a closed inquiry, even past the due time', () => {
    expect(clockState(received, vn('2026-11-20T10:00'), company, { stopped: true })).toEqual({
      dueAt: vn('2026-11-18T14:00'),
      workingMinutesLeft: null,
      overdue: false,
      stopped: true,
    });
  });

  it('never shows more than the full promise when the current time is a little behind the receipt', () => {
    expect(clockState(received, vn('2026-11-16T08:59'), company).workingMinutesLeft).toBe(24 * 60);
  });
});

describe('a working time that cannot work', () => {
  it('is refused with a message naming what is wrong', () => {
    const at = vn('2026-11-16T09:00');
    expect(() => replyDueAt(at, { ...company, timeZone: 'Mars/Olympus' })).toThrow("Unknown time zone 'Mars/Olympus'");
    expect(() => replyDueAt(at, { ...company, days: [] })).toThrow('at least one');
    expect(() => replyDueAt(at, { ...company, days: [0] })).toThrow('ISO weekdays');
    expect(() => replyDueAt(at, { ...company, start: '18:00' })).toThrow('open before it closes');
    expect(() => replyDueAt(at, { ...company, end: '25:00' })).toThrow("'25:00' is not a time");
    expect(() => replyDueAt(at, { ...company, holidays: ['2026-02-30'] })).toThrow("'2026-02-30' is not a date");
    expect(() => addWorkingMinutes(at, -5, company)).toThrow('Cannot add -5 minutes');
    expect(() => replyDueAt(new Date('nonsense'), company)).toThrow('not a valid date');
  });
});
