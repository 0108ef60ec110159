import type { ReplyClock } from '../../shared/contracts/inbox';
import { calendarDurationText, durationText, minutesLeftText, replyClockLabel } from './reply-clock-label';

const running = (workingMinutesLeft: number, overdue = workingMinutesLeft < 0): ReplyClock => ({
  dueAt: '2026-11-25T07:00:00.000Z',
  workingMinutesLeft,
  overdue,
  stopped: false,
  firstReplyAt: null,
});

describe('durationText', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [320, '5 h 20 min'],
    [1440, '24 h'],
    [1501, '25 h 1 min'],
    [-70, '1 h 10 min'],
    [59.9, '59 min'],
  ])('writes %p minutes as %p', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});

describe('calendarDurationText', () => {
  it.each([
    [45, '45 min'],
    [1439, '23 h 59 min'],
    [1440, '1 d'],
    [1680, '1 d 4 h'],
    [1739, '1 d 4 h'],
    [5760, '4 d'],
  ])('writes %p calendar minutes as %p', (minutes, text) => {
    expect(calendarDurationText(minutes)).toBe(text);
  });
});

describe('minutesLeftText', () => {
  it("says how long is left while there is time: '5 h 20 min left'", () => {
    expect(minutesLeftText(320)).toBe('5 h 20 min left');
    expect(minutesLeftText(0)).toBe('0 min left');
  });

  it("says by how much the reply is late once overdue: 'Overdue by 1 h 10 min'", () => {
    expect(minutesLeftText(-70)).toBe('Overdue by 1 h 10 min');
  });

  it("never says 'Overdue by 0 min'", () => {
    expect(minutesLeftText(-0.5)).toBe('Overdue by 1 min');
  });
});

describe('replyClockLabel', () => {
  it('counts down in working time with time to spare', () => {
    expect(replyClockLabel(running(1440))).toEqual({ text: '24 h left', tone: 'running' });
  });

  it('marks a reply due within the reminder’s 4 working hours as soon', () => {
    expect(replyClockLabel(running(239))).toEqual({ text: '3 h 59 min left', tone: 'soon' });
    expect(replyClockLabel(running(240)).tone).toBe('running');
  });

  it('shows an overdue inquiry in the overdue tone, even at the very minute it fell due', () => {
    expect(replyClockLabel(running(-70))).toEqual({ text: 'Overdue by 1 h 10 min', tone: 'overdue' });
    expect(replyClockLabel(running(0, true))).toEqual({ text: 'Overdue by 1 min', tone: 'overdue' });
  });

  it("says 'Replied' once the first reply went out, overdue or not", () => {
    const replied: ReplyClock = { ...running(-30), stopped: true, workingMinutesLeft: null, firstReplyAt: '2026-11-25T08:00:00.000Z' };
    expect(replyClockLabel(replied)).toEqual({ text: 'Replied', tone: 'stopped' });
  });

  it('runs again for a buyer who wrote after the first reply', () => {
    const askedAgain: ReplyClock = { ...running(300), firstReplyAt: '2026-11-25T08:00:00.000Z' };
    expect(replyClockLabel(askedAgain)).toEqual({ text: '5 h left', tone: 'running' });
  });

  it("says 'Stopped' for an inquiry nobody owes a reply (spam, closed, merged)", () => {
    expect(replyClockLabel({ ...running(100), stopped: true, workingMinutesLeft: null })).toEqual({ text: 'Stopped', tone: 'stopped' });
  });
});
