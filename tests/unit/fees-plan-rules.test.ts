import { instalmentLabel, instalmentProblems, isRealDate, nextInstalmentKey } from '@common/fees/plan-rules';
import { describe, expect, it } from 'vitest';

// A plan's instalments, checked alike by the plan editor and the server (common/fees/plan-rules.ts).
describe('instalmentProblems', () => {
  const row = (label: string, dueOn: string) => ({ label, dueOn });

  it('passes instalments named, with real dates, each later than the one above', () => {
    expect(instalmentProblems([row('Term 1', '2026-04-10'), row('Term 2', '2026-10-10')])).toEqual({});
  });

  it('names the first problem of each instalment', () => {
    expect(
      instalmentProblems([
        row(' ', '2026-04-10'),
        row('Term 2', '2026-02-30'),
        row('Term 3', '2026-04-10'),
        row('Term 4', '2026-04-01'),
        row('x'.repeat(41), ''),
      ]),
    ).toEqual({ 0: 'label', 1: 'date', 3: 'order', 4: 'label' });
  });

  it('does not call a date out of order under an instalment without a date, nor on the same day', () => {
    expect(instalmentProblems([row('Term 1', ''), row('Term 2', '2026-04-01')])).toEqual({ 0: 'date' });
    expect(instalmentProblems([row('Term 1', '2026-04-01'), row('Term 2', '2026-04-01')])).toEqual({
      1: 'order',
    });
  });
});

describe('isRealDate', () => {
  it('takes days of the calendar written YYYY-MM-DD only', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2026-4-1')).toBe(false);
    expect(isRealDate('')).toBe(false);
  });
});

describe('nextInstalmentKey', () => {
  it('takes the lowest key nobody has, and none once i1 to i99 are taken', () => {
    expect(nextInstalmentKey([])).toBe('i1');
    expect(nextInstalmentKey(['i1', 'i3'])).toBe('i2');
    expect(nextInstalmentKey(Array.from({ length: 99 }, (_, n) => `i${n + 1}`))).toBeNull();
  });
});

describe('instalmentLabel', () => {
  it('names a new instalment in the language of whoever adds it', () => {
    expect(instalmentLabel('en', 2)).toBe('Instalment 2');
    expect(instalmentLabel('hi', 2)).toBe('किस्त 2');
  });
});
