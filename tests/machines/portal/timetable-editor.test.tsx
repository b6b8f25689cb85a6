// Every path of the timetable-editor machine, driving a section's week (docs/requirements/
// school-day.md#timetable): a period chosen in the grid opens its subject and teacher in the cell,
// Save books it, Clear frees it, and the server's clash sentence is read out next to the slot
// with the choices kept.

import type { TimetableEntry, Week } from '@common/api/portal/timetable';
import { NO_ANSWER } from '@machines/api-failure';
import { timetableEditorMachine } from '@machines/portal/timetable-editor.machine';
import { SectionWeek } from '@portal/views/timetable/section-week';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const SECTION = 'a1b2c3d4-0000-4000-8000-000000000001';
const maths = { id: 'a1b2c3d4-0000-4000-8000-0000000000a1', name: 'Mathematics' };
const science = { id: 'a1b2c3d4-0000-4000-8000-0000000000a2', name: 'Science' };
const anita = { id: 'a1b2c3d4-0000-4000-8000-0000000000b1', name: 'Anita Rao' };
const ravi = { id: 'a1b2c3d4-0000-4000-8000-0000000000b2', name: 'Ravi Kumar' };

const bells = [
  { number: 1, startsAt: '08:00', endsAt: '08:40', label: 'Period 1', teaching: true },
  { number: 2, startsAt: '08:40', endsAt: '09:20', label: 'Period 2', teaching: true },
  { number: 3, startsAt: '09:20', endsAt: '09:40', label: 'Lunch', teaching: false },
];
const entry = (period: number, subject: typeof maths, teacher: typeof anita | null): TimetableEntry => ({
  weekday: 1,
  period,
  startsAt: bells[period - 1]?.startsAt ?? '',
  endsAt: bells[period - 1]?.endsAt ?? '',
  sectionId: SECTION,
  sectionName: 'Class 6 A',
  subjectId: subject.id,
  subjectName: subject.name,
  teacherId: teacher?.id ?? null,
  teacherName: teacher?.name ?? null,
});
const week: Week = {
  days: [
    { weekday: 1, periods: bells },
    { weekday: 2, periods: bells },
  ],
  entries: [entry(1, maths, anita)],
};
const clash = 'Anita Rao already teaches Class 7 B on Monday, period 2 (08:40-09:20).';

const run = {
  input: { sectionId: SECTION, entries: week.entries },
  eventCases: {
    'slot.choose': [
      { weekday: 1, period: 1, label: 'a booked period' },
      { weekday: 1, period: 2, label: 'a free period' },
    ],
    'subject.change': [{ subjectId: science.id }],
    'teacher.change': [{ teacherId: ravi.id }],
    'xstate.done.actor.saveSlot': [{ output: entry(2, science, ravi) }],
    'xstate.done.actor.clearSlot': [{ output: null }],
    'xstate.error.actor.saveSlot': [{ error: { status: 409, code: 'timetable_clash', message: clash } }],
    'xstate.error.actor.clearSlot': [
      { error: { status: NO_ANSWER, message: 'Could not reach the server.' } },
    ],
  },
};

const slotKey = (slot: { weekday: number; period: number } | null) =>
  slot ? `${slot.weekday}/${slot.period}` : null;
const viewContext = (snapshot: AnyMachineSnapshot) => ({
  entries: (snapshot.context.entries as TimetableEntry[])
    .map((one) => `${one.period}:${one.subjectName}`)
    .sort(),
  slot: slotKey(snapshot.context.slot),
  subject: snapshot.context.subjectId,
  notice: snapshot.context.notice?.serverText ?? null,
  changed: slotKey(snapshot.context.changed),
});

const grid = () => screen.getByRole('region', { name: 'Class 6 A: the week' });
const slotButton = (period: number) =>
  within(grid()).getByRole('button', { name: `Edit Monday, period ${period}` });
const form = () => within(grid()).queryByRole('form');

describe('timetable-editor machine, through a section’s week', () => {
  testModelPaths({
    machine: timetableEditorMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext,
    open({ inspect }) {
      const deferred = deferredActors(['saveSlot', 'clearSlot']);
      renderPortal(
        <SectionWeek
          sectionId={SECTION}
          sectionName="Class 6 A"
          week={week}
          subjects={[maths, science]}
          teachers={[anita, ravi]}
          canEdit
        />,
        { inspect, actors: deferred.actors },
      );
      return { deferred };
    },
    on: {
      'slot.choose': ({ period }: { period: number }) => act(async () => fireEvent.click(slotButton(period))),
      'subject.change': ({ subjectId }: { subjectId: string }) =>
        act(async () =>
          fireEvent.change(within(form() as HTMLElement).getByRole('combobox', { name: 'Subject' }), {
            target: { value: subjectId },
          }),
        ),
      'teacher.change': ({ teacherId }: { teacherId: string }) =>
        act(async () =>
          fireEvent.change(within(form() as HTMLElement).getByRole('combobox', { name: 'Teacher' }), {
            target: { value: teacherId },
          }),
        ),
      // Submitting the form: Save is disabled without a subject, and the machine refuses then too.
      'slot.save': () => act(async () => fireEvent.submit(form() as HTMLElement)),
      'slot.clear': (_, __, { actor }) => {
        const { entries, slot } = (actor.getSnapshot() as AnyMachineSnapshot).context;
        const filled = (entries as TimetableEntry[]).some((one) => one.period === slot?.period);
        if (!filled)
          return expect(
            within(form() as HTMLElement).queryByRole('button', { name: 'Clear period' }),
          ).toBeNull();
        return act(async () =>
          fireEvent.click(within(form() as HTMLElement).getByRole('button', { name: 'Clear period' })),
        );
      },
      'slot.cancel': () =>
        act(async () =>
          fireEvent.click(within(form() as HTMLElement).getByRole('button', { name: 'Cancel' })),
        ),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor }) {
      const live = (actor.getSnapshot() as AnyMachineSnapshot).context;
      const { entries, slot, subjectId, teacherId, notice, changed } = live as {
        entries: TimetableEntry[];
        slot: { weekday: number; period: number } | null;
        subjectId: string;
        teacherId: string;
        notice: { serverText?: string } | null;
        changed: { weekday: number; period: number } | null;
      };
      const saving = state.matches('saving');
      const busy = saving || state.matches('clearing');
      expect(grid().getAttribute('aria-busy')).toBe(String(busy));
      // The grid shows the booked periods; the lunch break is no slot.
      for (const period of [1, 2]) {
        const booked = entries.find((one) => one.period === period);
        const button = slotButton(period);
        expect(button).toHaveTextContent(booked ? booked.subjectName : 'Free');
        if (booked?.teacherName) expect(button).toHaveTextContent(booked.teacherName);
        expect(button).toHaveProperty('disabled', busy);
        expect(button).toHaveAttribute('aria-pressed', String(slot?.period === period));
      }
      expect(within(grid()).queryByRole('button', { name: 'Edit Monday, period 3' })).toBeNull();
      expect(within(grid()).getAllByText('Lunch')).toHaveLength(2);
      const status = within(grid()).queryByRole('status');
      if (changed) expect(status?.closest('td')).toBe(slotButton(changed.period).closest('td'));
      else expect(status).toBeNull();
      if (!slot) return expect(form()).toBeNull();
      // The chosen slot's form sits in its own cell, with the clash read out beside it.
      const slotForm = form() as HTMLElement;
      expect(slotForm).toHaveAccessibleName(`Monday, period ${slot.period}`);
      expect(slotForm.closest('td')).toBe(slotButton(slot.period).closest('td'));
      expect((within(slotForm).getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement).value).toBe(
        subjectId,
      );
      expect((within(slotForm).getByRole('combobox', { name: 'Teacher' }) as HTMLSelectElement).value).toBe(
        teacherId,
      );
      expect(within(slotForm).getByRole('alert')).toHaveTextContent(notice?.serverText ?? '');
      const save = within(slotForm).getByRole('button', { name: saving ? 'Saving…' : 'Save period' });
      expect(save).toHaveProperty('disabled', busy || subjectId === '');
      const filled = entries.some((one) => one.period === slot.period);
      expect(within(slotForm).queryByRole('button', { name: /Clear period|Clearing…/ }) !== null).toBe(
        filled,
      );
      if (saving)
        expect(deferred.inputs('saveSlot')).toEqual([
          { sectionId: SECTION, weekday: 1, period: slot.period, subjectId, teacherId: teacherId || null },
        ]);
      if (state.matches('clearing'))
        expect(deferred.inputs('clearSlot')).toEqual([
          { sectionId: SECTION, weekday: 1, period: slot.period },
        ]);
    },
  });
});
