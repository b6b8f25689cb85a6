// The timetable's pages in the real portal (router, frame, permissions), against the API's
// contract (common/api/portal/timetable.ts) answered by a stub fetch: the nav entry, a section's
// week with its staffing, the bell schedule, and a teacher's own week.

import type { Me } from '@common/api/portal/session';
import type { BellDay, BellSchedule, SectionWeek } from '@common/api/portal/timetable';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, renderPortal, sessionOf } from './support';
import { noBatch } from './support/classes';

const uuid = (n: number) => `9e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const bells = [
  { number: 1, startsAt: '08:00', endsAt: '08:40', label: 'Period 1', teaching: true },
  { number: 2, startsAt: '08:40', endsAt: '09:20', label: 'Period 2', teaching: true },
];
const entry = {
  weekday: 1,
  period: 1,
  startsAt: '08:00',
  endsAt: '08:40',
  sectionId: uuid(1),
  sectionName: 'Class 6 A',
  subjectId: uuid(2),
  subjectName: 'Mathematics',
  teacherId: uuid(3),
  teacherName: 'Anita Rao',
};
const week: SectionWeek = {
  days: [{ weekday: 1, periods: bells }],
  entries: [entry],
  section: {
    id: uuid(1),
    name: 'Class 6 A',
    centreId: uuid(5),
    centreName: 'Main',
    classTeacherId: uuid(3),
    classTeacherName: 'Anita Rao',
  },
};
const schedule: BellSchedule = { centreId: uuid(5), days: [{ weekday: 1, periods: bells }] };
const answers: Record<string, unknown> = {
  '/classes': {
    classes: [
      {
        id: uuid(4),
        grade: 6,
        name: 'Class 6',
        stage: 'middle',
        custom: false,
        position: 1,
        sections: [{ id: uuid(1), name: 'A', studentCount: 30, ...noBatch }],
        subjectCount: 1,
      },
    ],
  },
  [`/classes/${uuid(4)}`]: {
    id: uuid(4),
    grade: 6,
    name: 'Class 6',
    stage: 'middle',
    custom: false,
    position: 1,
    sections: [],
    subjectCount: 1,
    subjects: [{ id: uuid(2), name: 'Mathematics', custom: false, textbooks: [] }],
  },
  '/employees': {
    employees: [
      {
        id: uuid(3),
        name: 'Anita Rao',
        phone: '9810000000',
        email: null,
        departmentId: null,
        designationId: null,
        joiningDate: null,
        memberId: null,
      },
    ],
  },
  '/learning-centres': { centres: [{ id: uuid(5), name: 'Main campus', address: '', main: true }] },
  [`/sections/${uuid(1)}/timetable`]: week,
  '/timetable/mine': { days: week.days, entries: [entry] },
  [`/bell-schedule?centreId=${uuid(5)}`]: schedule,
};

/** What PUT /bell-schedule/:centreId/:weekday answers (server/routes/portal/timetable.ts): the day alone. */
const savedMonday: BellDay = { weekday: 1, periods: bells };

function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/prod/v1/portal', '');
    if (init?.method === 'PUT' && path === `/bell-schedule/${uuid(5)}/1`)
      return new Response(JSON.stringify(savedMonday), { status: 200 });
    if (!(path in answers)) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const teacherMember: Me = {
  ...owner,
  id: uuid(9),
  name: 'Anita Rao',
  role: { id: uuid(10), name: 'Teacher', builtIn: 'teacher' },
  permissions: ['academics.view', 'employees.view', 'students.view', 'timetable.view'],
};

describe('timetable pages', () => {
  it('the owner opens Timetable from the nav and edits a section’s week and staffing', async () => {
    stubApi();
    await renderPortal({ path: `/timetable?sectionId=${uuid(1)}`, stored: sessionOf(owner) });
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Timetable' })).toHaveAttribute('href', '/timetable');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timetable' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Class 6 A: the week' });
    // Each region has a name of its own.
    expect(screen.getAllByRole('region', { name: 'Class 6 A: the week' })).toHaveLength(1);
    expect(within(grid).getByRole('button', { name: 'Edit Monday, period 1' })).toHaveTextContent(
      'Mathematics',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const staffing = screen.getByRole('region', { name: 'Staffing' });
    expect(
      (within(staffing).getByRole('combobox', { name: 'Class teacher' }) as HTMLSelectElement).value,
    ).toBe(uuid(3));
    expect((screen.getByRole('combobox', { name: 'Section' }) as HTMLSelectElement).value).toBe(uuid(1));
  });

  it('a teacher sees the week without editing, and their own week', async () => {
    stubApi();
    const { router } = await renderPortal({
      path: `/timetable?sectionId=${uuid(1)}`,
      stored: sessionOf(teacherMember),
    });
    const grid = await screen.findByRole('table', { name: 'Class 6 A: the week' });
    expect(within(grid).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Staffing' })).toBeNull();
    await router.navigate({ to: '/timetable/mine' });
    const mine = await screen.findByRole('table', { name: 'My periods this week' });
    expect(within(mine).getByText('Class 6 A')).toBeInTheDocument();
  });

  it('an address with a section of the wrong kind opens the timetable with no section chosen', async () => {
    stubApi();
    // The router reads `[1,2]` as JSON: a list is no section id.
    await renderPortal({ path: '/timetable?sectionId=%5B1%2C2%5D', stored: sessionOf(owner) });
    const section = (await screen.findByRole('combobox', { name: 'Section' })) as HTMLSelectElement;
    expect(section.value).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the bell schedule is edited with timetable.edit', async () => {
    stubApi();
    await renderPortal({ path: '/timetable/bells', stored: sessionOf(owner) });
    const day = await screen.findByRole('region', { name: 'Periods on Monday' });
    await waitFor(() => expect(within(day).getAllByRole('row')).toHaveLength(3));
    expect(within(day).getByRole('button', { name: 'Save day' })).toBeEnabled();
  });

  it('saving a day shows it saved, from the day the server answers', async () => {
    const fetch = stubApi();
    await renderPortal({ path: '/timetable/bells', stored: sessionOf(owner) });
    const day = await screen.findByRole('region', { name: 'Periods on Monday' });
    await waitFor(() => expect(within(day).getAllByRole('row')).toHaveLength(3));
    await act(async () => fireEvent.click(within(day).getByRole('button', { name: 'Remove period 2' })));
    expect(within(day).getByRole('status')).toHaveTextContent('Changes not saved yet.');
    await act(async () => fireEvent.click(within(day).getByRole('button', { name: 'Save day' })));
    // The server kept both periods (say, another tab): the editor shows the day as stored.
    await waitFor(() =>
      expect(within(day).getByRole('status')).toHaveTextContent('The day’s periods are saved.'),
    );
    expect(within(day).queryByRole('alert')).toBeNull();
    expect(within(day).getAllByRole('row')).toHaveLength(3);
    expect(fetch).toHaveBeenCalledWith(
      `/prod/v1/portal/bell-schedule/${uuid(5)}/1`,
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
