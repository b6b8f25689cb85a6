// The timetable's screens around their machines (docs/requirements/school-day.md#timetable): the
// week read-only without timetable.edit, with its table headers and caption; Print; the Hindi texts.

import type { Week } from '@common/api/portal/timetable';
import { SectionWeek } from '@portal/views/timetable/section-week';
import { PrintButton, WeekGrid } from '@portal/views/timetable/week-grid';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from './support';

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
