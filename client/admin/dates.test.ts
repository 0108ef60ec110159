import { companyDateAhead, formatDate, formatDateTime, formatDay, formatMonth, formatShortDateTime, formatWeek } from './dates';

describe('times in the back office', () => {
  it('writes an instant on Ho Chi Minh City’s wall clock (UTC+7), whatever the machine’s zone', () => {
    expect(formatDateTime('2026-11-24T07:05:00.000Z')).toBe('Tue, 24 Nov 2026, 14:05');
    // 20:30 UTC is already the next morning in Ho Chi Minh City.
    expect(formatShortDateTime('2026-11-24T20:30:00.000Z')).toBe('25 Nov, 03:30');
  });

  it('keeps a calendar day on its own date, whatever the zone', () => {
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatWeek('2026-11-23')).toBe('23 Nov');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
  });

  it('shows what it was given rather than "Invalid Date"', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('days in the company calendar', () => {
  it('shows the day an instant falls on in Ho Chi Minh City, and a calendar day as written', () => {
    // 20:00 UTC on the 24th is already the 25th in Ho Chi Minh City.
    expect(formatDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-24')).toBe('24 Nov 2026');
  });

  it('gives the company day some days ahead, as a date input takes it', () => {
    expect(companyDateAhead(90, new Date('2026-11-24T20:00:00Z'))).toBe('2027-02-23');
  });
});
