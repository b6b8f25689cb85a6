// The bell schedule's rules, shared by the portal's editor and the server
// (docs/requirements/school-day.md#timetable).

import { bellProblems, minutesOf } from '@common/portal/bell-rules';
import { describe, expect, it } from 'vitest';

const row = (startsAt: string, endsAt: string, label = 'Period') => ({ startsAt, endsAt, label });

describe('bell rules', () => {
  it('reads HH:MM times and nothing else', () => {
    expect(minutesOf('08:40')).toBe(520);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('8:40')).toBeNull();
    expect(minutesOf('24:00')).toBeNull();
  });

  it('accepts a day of back-to-back periods and a break', () => {
    expect(
      bellProblems([row('08:00', '08:40'), row('08:40', '09:20'), row('09:20', '09:40', 'Lunch')]),
    ).toEqual({});
  });

  it('names each row’s first problem', () => {
    expect(
      bellProblems([
        row('08:00', '08:50'),
        row('08:40', '09:20'),
        row('09:30', '09:30'),
        row('9:40', '10:00'),
        row('10:00', '10:40', ' '),
      ]),
    ).toEqual({ 1: 'overlap', 2: 'order', 3: 'time', 4: 'label' });
  });
});
