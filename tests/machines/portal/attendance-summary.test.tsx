// The home page's daily summary (docs/requirements/school-day.md#attendance): the school's totals,
// the sections taken, and the month's chart with the same figures as a table for screen readers.

import type { DailySummary as Summary } from '@common/api/portal/attendance';
import DailySummary from '@portal/views/attendance/daily-summary';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from './support';

const summary: Summary = {
  date: '2026-11-24',
  sections: [
    { sectionId: 'a1', sectionName: 'Class 7 B', students: 40, taken: true, present: 36, absent: 3, late: 1 },
    { sectionId: 'a2', sectionName: 'Class 7 C', students: 38, taken: false, present: 0, absent: 0, late: 0 },
  ],
  totals: { students: 78, present: 36, absent: 3, late: 1, sectionsTaken: 1 },
  messages: { sent: 2, waiting: 1, notSent: 0, confirmationsWaiting: 3 },
  month: [
    { date: '2026-11-23', presentShare: 0.9 },
    { date: '2026-11-24', presentShare: null },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the daily summary', () => {
  it('shows the totals and the month as an accessible chart and table', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(summary), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderPortal(<DailySummary />);
    expect(await screen.findByText('36 present, 3 absent, 1 late of 78 students')).toBeTruthy();
    expect(screen.getByText('1 of 2 sections taken')).toBeTruthy();
    expect(
      screen.getByText(
        'Messages to guardians today: 2 sent, 1 waiting for the guardian to accept their address, 0 not sent',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('3 first messages to new guardian addresses wait for tomorrow (daily limit)'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Present share per day this month' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '23 Nov 2026 90%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '24 Nov 2026 not taken' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/prod/v1/portal/attendance/summary');
  });
});
