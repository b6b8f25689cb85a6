// Attendance for members who may see it but not take it (docs/requirements/school-day.md
// #attendance): the real portal against a stub API that refuses as the server does (today's
// classes and submitting need attendance.create), so the page's own calls decide what shows.

import type { ClassList, DailySummary, Today } from '@common/api/portal/attendance';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS, type Permission } from '@common/portal/permissions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderPortal, sessionOf } from './support';

const SECTION = 'c2000000-0000-4000-8000-000000000001';
const summary: DailySummary = {
  date: '2026-11-24',
  sections: [
    {
      sectionId: SECTION,
      sectionName: 'Class 7 B',
      students: 2,
      taken: true,
      present: 2,
      absent: 0,
      late: 0,
    },
  ],
  totals: { students: 2, studentsTaken: 2, present: 2, absent: 0, late: 0, sectionsTaken: 1 },
  messages: { sent: 0, waiting: 0, notSent: 0, confirmationsWaiting: 0 },
  month: [],
};
const today: Today = {
  date: '2026-11-24',
  mode: 'daily',
  lockTime: '16:00',
  classes: [
    {
      sectionId: SECTION,
      sectionName: 'Class 7 B',
      period: null,
      startsAt: null,
      endsAt: null,
      subjectName: null,
      taken: false,
      lockTime: '16:00',
      locked: false,
    },
  ],
};
const classList: ClassList = {
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  date: '2026-11-24',
  period: null,
  students: [{ id: 'c2000000-0000-4000-8000-000000000002', name: 'Asha Verma', rollNumber: 1, mark: null }],
  locked: false,
  lockTime: '16:00',
  officeMayCorrect: false,
  takenBy: null,
  takenAt: null,
};

const signedInWith = (permissions: readonly Permission[]): Me => ({
  ...owner,
  id: 'c2000000-0000-4000-8000-000000000009',
  name: 'Sunita Rao',
  role: { id: 'c2000000-0000-4000-8000-000000000010', name: 'Office staff', builtIn: 'office_staff' },
  permissions: [...permissions],
});

const refused = () =>
  new Response(JSON.stringify({ message: 'You do not have permission to do this.' }), { status: 403 });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** Answers as the server would for `me`. */
function stubApi(me: Me) {
  const may = (permission: Permission) => me.permissions.includes(permission);
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/prod/v1/portal', '').split('?')[0];
    if (path === '/attendance/today') return may('attendance.create') ? ok(today) : refused();
    if (path === '/attendance/summary') return may('attendance.view') ? ok(summary) : refused();
    if (path === `/attendance/sections/${SECTION}` && init?.method === 'PUT')
      return may('attendance.create') ? ok({}) : refused();
    if (path === `/attendance/sections/${SECTION}`) return may('attendance.view') ? ok(classList) : refused();
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const asked = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.some(([url]) => String(url).startsWith(`/prod/v1/portal${path}`));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('attendance without attendance.create', () => {
  it('Office staff see the summary and the register, not an error', async () => {
    const me = signedInWith(BUILT_IN_PERMISSIONS.office_staff);
    const fetch = stubApi(me);
    await renderPortal({ path: '/attendance', stored: sessionOf(me) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your role sees attendance without taking it: today’s summary of the school and each section’s register.',
      ),
    ).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: 'Today’s attendance' });
    // The region shows “Loading…” until the summary arrives; on a busy CI core that is a while.
    expect(
      await within(day).findByText('2 present, 0 absent, 0 late, of the 2 students of the sections taken'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monthly register' })).toHaveAttribute(
      'href',
      '/attendance/register',
    );
    expect(screen.queryByText('The class list could not be loaded. Please try again.')).toBeNull();
    expect(screen.queryByText(/Open one to take its attendance/)).toBeNull();
    expect(asked(fetch, '/attendance/today')).toBe(false);
  });

  it('a role with view and export opening a class directly is told it has no access, with nothing to tap', async () => {
    const me = signedInWith(['attendance.view', 'attendance.export']);
    const fetch = stubApi(me);
    await renderPortal({ path: `/attendance/${SECTION}?name=Class%207%20B`, stored: sessionOf(me) });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByText('Asha Verma')).toBeNull();
    expect(asked(fetch, `/attendance/sections/${SECTION}`)).toBe(false);
  });

  it('a teacher (attendance.create) still gets today’s classes and can open one to take', async () => {
    const me = { ...signedInWith(BUILT_IN_PERMISSIONS.teacher), role: owner.role };
    stubApi(me);
    await renderPortal({ path: '/attendance', stored: sessionOf(me) });
    expect(await screen.findByRole('link', { name: /Class 7 B/ })).toBeInTheDocument();
    expect(
      screen.getByText('Today’s classes. Open one to take its attendance: everyone starts present.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today’s attendance' })).toBeNull();
  });
});
