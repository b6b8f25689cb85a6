import {
  clockTime,
  isoWeekday,
  schoolDayBounds,
  schoolMinutes,
  schoolMonth,
  schoolToday,
  schoolYear,
} from '@common/school-clock';
import { describe, expect, it } from 'vitest';

// The school's clock is India's (UTC+05:30) whatever zone the machine runs in: the instants below
// are written in UTC, the answers are what a clock on a school's wall shows.
describe('the school clock', () => {
  it("turns to the next day at India's midnight, 18:30 UTC", () => {
    expect(schoolToday(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(schoolToday(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });

  it("turns the month and the year at India's midnight too", () => {
    expect(schoolMonth(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04');
    expect(schoolYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(schoolYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('reads the time of day in minutes after midnight in India', () => {
    expect(schoolMinutes(new Date('2026-03-02T03:30:00Z'))).toBe(9 * 60);
    expect(schoolMinutes(new Date('2026-03-01T18:30:00Z'))).toBe(0);
    expect(clockTime(9 * 60 + 5)).toBe('09:05');
  });

  it("gives the instants a school's day starts and ends at", () => {
    const { start, next } = schoolDayBounds('2026-03-02');
    expect(start.toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(next.toISOString()).toBe('2026-03-02T18:30:00.000Z');
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});
