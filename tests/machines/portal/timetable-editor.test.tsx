// Every path of the timetable-editor machine, driving a section's week (docs/requirements/
// school-day.md#timetable): a period chosen in the grid opens its subject and teacher in a sheet
// below the grid (whole on a phone), Save books it, Clear frees it, the server's clash sentence is
// read out there with the choices kept, and a saved period is repeated on the days ticked or on
// every day.

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
const entry = (
  period: number,
  subject: typeof maths,
  teacher: typeof anita | null,
  weekday = 1,
): TimetableEntry => ({
  weekday,
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
  input: { sectionId: SECTION, entries: week.entries, weekdays: [1, 2] },
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
    'repeat.toggle': [{ weekday: 2 }],
    'xstate.done.actor.repeatSlot': [{ output: { entries: [entry(1, maths, anita, 2)], skipped: [] } }],
    'xstate.error.actor.repeatSlot': [
      { error: { status: NO_ANSWER, message: 'Could not reach the server.' } },
    ],
  },
};

const slotKey = (slot: { weekday: number; period: number } | null) =>
  slot ? `${slot.weekday}/${slot.period}` : null;
const viewContext = (snapshot: AnyMachineSnapshot) => ({
  // Monday's only: what a repeat puts on Tuesday is checked against the live actor in every state,
  // and as part of the identity it would double the paths for no transition more.
  entries: (snapshot.context.entries as TimetableEntry[])
    .filter((one) => one.weekday === 1)
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
const repeatGroup = () =>
  within(grid()).queryByRole('group', { name: 'The same subject and teacher in this period on:' });
/** Clicks `name` among the days to repeat on, or checks the sheet offers no repeat now. */
const inRepeat = (name: string, role: 'button' | 'checkbox' = 'button') => {
  const group = repeatGroup();
  if (!group) return expect(group).toBeNull();
  return act(async () => fireEvent.click(within(group).getByRole(role, { name })));
};

describe('timetable-editor machine, through a section’s week', () => {
  testModelPaths({
    machine: timetableEditorMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext,
    open({ inspect }) {
      const deferred = deferredActors(['saveSlot', 'clearSlot', 'repeatSlot']);
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
        const filled = (entries as TimetableEntry[]).some(
          (one) => one.weekday === 1 && one.period === slot?.period,
        );
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
      'repeat.toggle': () => inRepeat('Tuesday', 'checkbox'),
      'slot.repeat': () => inRepeat('Repeat'),
      'repeat.all': () => inRepeat('Every day'),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor }) {
      const live = (actor.getSnapshot() as AnyMachineSnapshot).context;
      const { entries, slot, subjectId, teacherId, notice, changed, repeatDays, repeated } = live as {
        entries: TimetableEntry[];
        slot: { weekday: number; period: number } | null;
        subjectId: string;
        teacherId: string;
        notice: { serverText?: string } | null;
        changed: { weekday: number; period: number } | null;
        repeatDays: number[];
        repeated: { entries: TimetableEntry[] } | null;
      };
      const saving = state.matches('saving');
      const repeating = state.matches('repeating');
      const busy = saving || state.matches('clearing') || repeating;
      expect(grid().getAttribute('aria-busy')).toBe(String(busy));
      // The grid shows the booked periods; the lunch break is no slot.
      for (const period of [1, 2]) {
        const booked = entries.find((one) => one.weekday === 1 && one.period === period);
        const button = slotButton(period);
        expect(button).toHaveTextContent(booked ? booked.subjectName : 'Free');
        if (booked?.teacherName) expect(button).toHaveTextContent(booked.teacherName);
        expect(button).toHaveProperty('disabled', busy);
        expect(button).toHaveAttribute('aria-pressed', String(slot?.period === period));
      }
      expect(within(grid()).queryByRole('button', { name: 'Edit Monday, period 3' })).toBeNull();
      expect(within(grid()).getAllByText('Lunch')).toHaveLength(2);
      // Tuesday's first period shows what a repeat put there.
      const tuesday = entries.find((one) => one.weekday === 2 && one.period === 1);
      expect(within(grid()).getByRole('button', { name: 'Edit Tuesday, period 1' })).toHaveTextContent(
        tuesday ? tuesday.subjectName : 'Free',
      );
      const said = within(grid()).queryByText(/^Repeated on/);
      if (repeated) expect(said).toHaveTextContent('Repeated on Tuesday.');
      else expect(said).toBeNull();
      const status = within(grid()).queryByRole('status');
      if (changed) expect(status?.closest('td')).toBe(slotButton(changed.period).closest('td'));
      else expect(status).toBeNull();
      if (!slot) return expect(form()).toBeNull();
      // The chosen slot's form is a sheet outside the grid's table (whole on a phone's screen),
      // with the clash read out in it.
      const slotForm = form() as HTMLElement;
      expect(slotForm).toHaveAccessibleName(`Monday, period ${slot.period}`);
      expect(slotForm.closest('table')).toBeNull();
      expect(slotForm).toHaveClass('tt-sheet');
      expect(
        within(slotForm).getByRole('heading', { name: `Monday, period ${slot.period}` }),
      ).toBeInTheDocument();
      expect((within(slotForm).getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement).value).toBe(
        subjectId,
      );
      expect((within(slotForm).getByRole('combobox', { name: 'Teacher' }) as HTMLSelectElement).value).toBe(
        teacherId,
      );
      expect(within(slotForm).getByRole('alert')).toHaveTextContent(notice?.serverText ?? '');
      const save = within(slotForm).getByRole('button', { name: saving ? 'Saving…' : 'Save period' });
      expect(save).toHaveProperty('disabled', busy || subjectId === '');
      const stored = entries.find((one) => one.weekday === 1 && one.period === slot.period);
      expect(within(slotForm).queryByRole('button', { name: /Clear period|Clearing…/ }) !== null).toBe(
        stored !== undefined,
      );
      // A period as saved is repeated; one changed in the sheet first is not.
      const saved =
        stored !== undefined && stored.subjectId === subjectId && (stored.teacherId ?? '') === teacherId;
      const group = repeatGroup();
      expect(group !== null).toBe(saved);
      if (group) {
        expect(within(group).queryByRole('checkbox', { name: 'Monday' })).toBeNull();
        expect((within(group).getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(
          repeatDays.includes(2),
        );
        expect(
          within(group).getByRole('button', { name: repeating ? 'Repeating…' : 'Repeat' }),
        ).toHaveProperty('disabled', busy || repeatDays.length === 0);
      }
      if (repeating)
        expect(deferred.inputs('repeatSlot')).toEqual([
          { sectionId: SECTION, weekday: 1, period: slot.period, weekdays: repeatDays },
        ]);
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
