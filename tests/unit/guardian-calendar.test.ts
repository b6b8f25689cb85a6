// The guardian's attendance calendar's months (src/portal/views/guardian/attendance-month.tsx):
// the month before and after, across a year's end, as the calendar's arrows move.
import { shiftMonth } from '@portal/views/guardian/attendance-month';
import { describe, expect, it } from 'vitest';

describe("the attendance calendar's months", () => {
  it('moves a month back and forward, across the year', () => {
    expect(shiftMonth('2026-11', -1)).toBe('2026-10');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
