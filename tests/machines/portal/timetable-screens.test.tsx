// The timetable's screens around their machines (docs/requirements/school-day.md#timetable): the
// week read-only without timetable.edit, with its table headers and caption; Print; the Hindi texts;
// a page whose load failed says why and loads again on Try again, with what it was opened for.

import type { Me } from '@common/api/portal/session';
import type { Week } from '@common/api/portal/timetable';
import { BellSchedulePage } from '@portal/views/timetable/bell-schedule-page';
import { SectionWeek } from '@portal/views/timetable/section-week';
import { TeacherWeekPage } from '@portal/views/timetable/teacher-week-page';
import { PrintButton, WeekGrid } from '@portal/views/timetable/week-grid';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { administrator, memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const uuid = (n: number) => `9d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const bells = [
  { number: 1, startsAt: '08:00', endsAt: '08:40', label: 'Period 1', teaching: true },
  { number: 2, startsAt: '08:40', endsAt: '09:00', label: 'Assembly', teaching: false },
];
const week: Week = {
  days: [
    { weekday: 1, periods: bells },
    { weekday: 6, periods: bells.slice(0, 1) },
  ],
  entries: [
    {
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
    },
  ],
};

describe('timetable screens', () => {
  it('a member without timetable.edit sees the week as a table, weekdays across and periods down', () => {
    renderPortal(
      <SectionWeek
        sectionId={uuid(1)}
        sectionName="Class 6 A"
        week={week}
        subjects={[]}
        teachers={[]}
        canEdit={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Class 6 A: the week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Period', 'Monday', 'Saturday']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Period 1', 'Period 2']);
    expect(within(table).getByText('Mathematics')).toBeInTheDocument();
    expect(within(table).getByText(/Anita Rao/)).toBeInTheDocument();
    // The assembly is no slot, and Saturday has no second period.
    expect(within(table).getByText('Assembly')).toBeInTheDocument();
    expect(within(table).getByText('No periods')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('Print hands the page to the browser’s print dialog', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPortal(<PrintButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('speaks Hindi, and says when a centre has no bells yet', () => {
    renderPortal(
      <>
        <WeekGrid week={{ days: [], entries: [] }} caption="x" cell={() => null} />
        <WeekGrid week={week} caption="कक्षा 6 A" cell={() => null} />
      </>,
      { language: 'hi' },
    );
    expect(screen.getByText('इस शिक्षण केंद्र की घंटी सारणी अभी नहीं बनी है।')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'सोमवार' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'पीरियड 1' })).toBeInTheDocument();
  });
});

describe('timetable pages over the resource-list machine', () => {
  it('a teacher’s week that failed to load says why, and Try again loads that teacher’s week', async () => {
    signedIn.member = administrator;
    const answers: Array<() => Promise<unknown>> = [
      () => Promise.reject({ status: 503, message: 'The portal is busy. Try again soon.' }),
      async () => ({ week, teachers: [{ id: uuid(3), name: 'Anita Rao' }] }),
    ];
    const load = vi.fn((_input: unknown) => (answers.shift() as () => Promise<unknown>)());
    renderPortal(<TeacherWeekPage employeeId={uuid(3)} />, {
      actors: { loadTeacherWeek: fromPromise(({ input }) => load(input)) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The portal is busy. Try again soon.');
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('table', { name: 'Anita Rao: periods this week' })).toBeInTheDocument();
    expect(load.mock.calls).toEqual([
      [{ employeeId: uuid(3), withTeachers: true }],
      [{ employeeId: uuid(3), withTeachers: true }],
    ]);
  });

  it('the bell schedule loads the chosen centre’s bells; without timetable.edit they are only read', async () => {
    signedIn.member = memberWith(['timetable.view', 'academics.view']);
    const centres = [
      { id: uuid(5), name: 'Main campus', address: '', main: true },
      { id: uuid(6), name: 'Sector 9 centre', address: '', main: false },
    ];
    const load = vi.fn(async (input: unknown) =>
      input === undefined
        ? { centres }
        : { centreId: (input as { centreId: string }).centreId, days: [{ weekday: 1, periods: bells }] },
    );
    const loads = fromPromise(({ input }) => load(input));
    renderPortal(<BellSchedulePage />, { actors: { loadCentres: loads, loadBellSchedule: loads } });
    const day = await screen.findByRole('table', { name: 'Periods on Monday' });
    expect(within(day).getByText('Assembly')).toBeInTheDocument();
    expect(within(day).queryByRole('textbox')).toBeNull();
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Learning centre' }), {
        target: { value: uuid(6) },
      }),
    );
    await screen.findByRole('table', { name: 'Periods on Monday' });
    expect(load.mock.calls.map(([input]) => input)).toEqual([
      undefined,
      { centreId: uuid(5) },
      { centreId: uuid(6) },
    ]);
    // One Refresh on the page: the day's, which reloads the bells.
    const refresh = screen.getAllByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveLength(1);
    await act(async () => fireEvent.click(refresh[0] as HTMLElement));
    await screen.findByRole('table', { name: 'Periods on Monday' });
    expect(load.mock.calls.at(-1)).toEqual([{ centreId: uuid(6) }]);
  });

  it('my own week offers another teacher’s week, not “their week” beside mine', async () => {
    signedIn.member = administrator;
    const load = vi.fn(async () => ({ week, teachers: [{ id: uuid(3), name: 'Anita Rao' }] }));
    renderPortal(<TeacherWeekPage employeeId={null} />, {
      actors: { loadTeacherWeek: fromPromise(() => load()) },
    });
    expect(await screen.findByRole('table', { name: 'My periods this week' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Another teacher’s week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByText('Show their week')).toBeNull();
  });
});
