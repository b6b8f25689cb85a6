// The day the portal asks the server for is the date in India (docs/requirements/school-day.md
// #attendance), whatever the date in UTC: a class opened without a date is that day's, and the
// monthly register opens on that month, at the same edges as tests/server/school-days.test.ts.
// The browser's Date alone is fake; the router and React keep their real timers.

import type { ClassList, Register } from '@common/api/portal/attendance';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, renderPortal, sessionOf } from './support';
import { noBatch } from './support/classes';

const SECTION = 'c3000000-0000-4000-8000-000000000001';
const STUDENT = 'c3000000-0000-4000-8000-000000000002';
const EDGES = [
  { edge: 'the 27th, 10:00 in India', at: '2026-11-27T04:30:00.000Z', today: '2026-11-27' },
  { edge: '23:59 in India on 30 November', at: '2026-11-30T18:29:00.000Z', today: '2026-11-30' },
  { edge: 'the last day of February', at: '2027-02-28T06:30:00.000Z', today: '2027-02-28' },
  {
    edge: '00:15 on 1 April in India, still 31 March in UTC',
    at: '2027-03-31T18:45:00.000Z',
    today: '2027-04-01',
  },
];

const classes = {
  classes: [
    {
      id: 'c3000000-0000-4000-8000-000000000003',
      grade: 7,
      name: 'Class 7',
      stage: 'middle',
      custom: false,
      position: 1,
      sections: [{ id: SECTION, name: 'B', studentCount: 1, ...noBatch }],
      subjectCount: 0,
    },
  ],
};
const classList = (date: string): ClassList => ({
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  date,
  period: null,
  students: [{ id: STUDENT, name: 'Asha Verma', rollNumber: 1, mark: null }],
  locked: false,
  lockTime: '16:00',
  officeMayCorrect: false,
  takenBy: null,
  takenAt: null,
});
const register = (month: string): Register => ({
  sectionId: SECTION,
  sectionName: 'B',
  month,
  days: [],
  students: [],
  totals: [],
});

/** Answers the pages' calls; what they asked for is in the returned mock's calls. */
function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://portal.test');
    const path = pathname.replace('/prod/v1/portal', '');
    const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (path === '/classes') return answer(classes);
    if (path === `/attendance/sections/${SECTION}`) return answer(classList(searchParams.get('date') ?? ''));
    if (path === '/attendance/register') return answer(register(searchParams.get('month') ?? ''));
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const askedFor = (fetch: ReturnType<typeof stubApi>, path: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`/prod/v1/portal${path}`));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe.each(EDGES)('the school’s day in the browser at $edge', ({ at, today }) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  });

  it(`opens a class without a date as ${today}’s class list`, async () => {
    const fetch = stubApi();
    await renderPortal({ path: `/attendance/${SECTION}?name=Class%207%20B`, stored: sessionOf(owner) });
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(askedFor(fetch, `/attendance/sections/${SECTION}`)).toEqual([
      `/prod/v1/portal/attendance/sections/${SECTION}?date=${today}`,
    ]);
  });

  it(`opens the monthly register on ${today.slice(0, 7)}`, async () => {
    const fetch = stubApi();
    await renderPortal({ path: '/attendance/register', stored: sessionOf(owner) });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Section' }), 'Class 7 B');
    await vi.waitFor(() => expect(askedFor(fetch, '/attendance/register')).toHaveLength(1));
    expect(askedFor(fetch, '/attendance/register')).toEqual([
      `/prod/v1/portal/attendance/register?sectionId=${SECTION}&month=${today.slice(0, 7)}`,
    ]);
  });
});
