// The day the portal asks the server for is the date in India (docs/requirements/school-day.md
// #attendance), whatever the date in UTC: at 00:15 on 1 April in India (18:45 UTC on 31 March) a
// class opened without a date is 1 April's, and the monthly register opens on April. The browser's
// Date alone is fake; the router and React keep their real timers.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassList, Register } from '../../../common/api/portal/attendance';
import { owner, renderPortal, sessionOf } from './support/render-portal';

const SECTION = 'c3000000-0000-4000-8000-000000000001';
const STUDENT = 'c3000000-0000-4000-8000-000000000002';
const INDIA_1_APRIL_0015 = new Date('2027-03-31T18:45:00.000Z');

const classes = {
  classes: [
    {
      id: 'c3000000-0000-4000-8000-000000000003',
      grade: 7,
      name: 'Class 7',
      stage: 'middle',
      sections: [{ id: SECTION, name: 'B', studentCount: 1 }],
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: INDIA_1_APRIL_0015 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the school’s day in the browser at 00:15 on 1 April in India', () => {
  it('opens a class without a date as 1 April’s class list', async () => {
    const fetch = stubApi();
    await renderPortal({ path: `/attendance/${SECTION}?name=Class%207%20B`, stored: sessionOf(owner) });
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(askedFor(fetch, `/attendance/sections/${SECTION}`)).toEqual([
      `/prod/v1/portal/attendance/sections/${SECTION}?date=2027-04-01`,
    ]);
  });

  it('opens the monthly register on April', async () => {
    const fetch = stubApi();
    await renderPortal({ path: '/attendance/register', stored: sessionOf(owner) });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Section' }), 'Class 7 B');
    await vi.waitFor(() => expect(askedFor(fetch, '/attendance/register')).toHaveLength(1));
    expect(askedFor(fetch, '/attendance/register')).toEqual([
      `/prod/v1/portal/attendance/register?sectionId=${SECTION}&month=2027-04`,
    ]);
  });
});
