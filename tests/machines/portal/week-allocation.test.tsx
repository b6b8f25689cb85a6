// Every path of the week-allocation machine, driving "Fill the week from subjects and teachers"
// under a section's week (docs/requirements/school-day.md#timetable): a row per subject opened as
// the week has it, periods that are not whole numbers refused before asking, the server's plan
// (what goes in, what could not and why) confirmed once or changed, a refusal said above the rows.

import type { FillResult, TimetableEntry, Week } from '@common/api/portal/timetable';
import { NO_ANSWER } from '@machines/api-failure';
import { weekAllocationMachine } from '@machines/portal/week-allocation.machine';
import { WeekAllocation } from '@portal/views/timetable/week-allocation';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const SECTION = 'a1b2c3d4-0000-4000-8000-000000000001';
const maths = { id: 'a1b2c3d4-0000-4000-8000-0000000000a1', name: 'Mathematics' };
const science = { id: 'a1b2c3d4-0000-4000-8000-0000000000a2', name: 'Science' };
const anita = { id: 'a1b2c3d4-0000-4000-8000-0000000000b1', name: 'Anita Rao' };
const ravi = { id: 'a1b2c3d4-0000-4000-8000-0000000000b2', name: 'Ravi Kumar' };

const entry = (weekday: number, subject: typeof maths, teacher: typeof anita | null): TimetableEntry => ({
  weekday,
  period: 1,
  startsAt: '08:00',
  endsAt: '08:40',
  sectionId: SECTION,
  sectionName: 'Class 6 A',
  subjectId: subject.id,
  subjectName: subject.name,
  teacherId: teacher?.id ?? null,
  teacherName: teacher?.name ?? null,
});
/** Maths is in Monday's first period already: its row opens with Anita and 1. */
const week: Week = {
  days: [{ weekday: 1, periods: [] }],
  entries: [entry(1, maths, anita)],
};
const plan: FillResult = {
  placed: [entry(2, science, ravi), entry(3, science, ravi)],
  unplaced: [{ subjectId: science.id, subjectName: 'Science', count: 4, reason: 'teacher_busy' }],
};

const run = {
  input: {
    sectionId: SECTION,
    rows: [
      { subjectId: maths.id, teacherId: anita.id, periods: '1' },
      { subjectId: science.id, teacherId: '', periods: '' },
    ],
  },
  eventCases: {
    'row.change': [
      { index: 1, field: 'periods', value: 'six', label: 'not a number' },
      { index: 1, field: 'periods', value: '6', label: 'six periods' },
      { index: 1, field: 'teacherId', value: ravi.id, label: 'a teacher' },
    ],
    'xstate.done.actor.previewFill': [{ output: plan }],
    'xstate.done.actor.applyFill': [{ output: plan }],
    'xstate.error.actor.previewFill': [
      { error: { status: NO_ANSWER, message: 'Could not reach the server.' } },
    ],
    'xstate.error.actor.applyFill': [
      { error: { status: NO_ANSWER, message: 'Could not reach the server.' } },
    ],
  },
};

const viewContext = (snapshot: AnyMachineSnapshot) => ({
  invalid: snapshot.context.invalid,
  result: snapshot.context.result !== null,
  notice: snapshot.context.notice !== null,
});

const rowsForm = () => screen.getByRole('form', { name: 'Fill the week from subjects and teachers' });
const planRegion = () => screen.queryByRole('region', { name: 'Fill the week from subjects and teachers' });
const field = (name: string) =>
  within(rowsForm()).getByRole(/^Teacher/.test(name) ? 'combobox' : 'textbox', { name });
const click = (scope: HTMLElement | null, name: string) => {
  if (!scope) return expect(scope).toBeNull();
  const button = within(scope).queryByRole('button', { name });
  if (!button) return expect(button).toBeNull();
  return act(async () => fireEvent.click(button));
};

describe('week-allocation machine, through "Fill the week"', () => {
  testModelPaths({
    machine: weekAllocationMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext,
    open({ inspect }) {
      const deferred = deferredActors(['previewFill', 'applyFill']);
      const filled = vi.fn();
      renderPortal(
        <WeekAllocation
          sectionId={SECTION}
          week={week}
          subjects={[maths, science]}
          teachers={[anita, ravi]}
          onFilled={filled}
        />,
        { inspect, actors: deferred.actors },
      );
      return { deferred, filled };
    },
    on: {
      'row.change': ({ field: which, value }: { field: string; value: string }) => {
        const control = field(which === 'periods' ? 'Periods a week, Science' : 'Teacher, Science');
        // Away from the rows (the plan on show) they hold still, and the machine refuses too.
        if ((control as HTMLInputElement).disabled) return expect(control).toBeDisabled();
        return act(async () => fireEvent.change(control, { target: { value } }));
      },
      'fill.preview': () => act(async () => fireEvent.submit(rowsForm())),
      'fill.confirm': () => click(planRegion(), 'Place 2 periods'),
      'fill.back': () => click(planRegion(), 'Change'),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred, filled }, { actor }) {
      const { rows, invalid, result, notice } = (actor.getSnapshot() as AnyMachineSnapshot).context as {
        rows: { subjectId: string; teacherId: string; periods: string }[];
        invalid: boolean;
        result: FillResult | null;
        notice: { serverText?: string } | null;
      };
      const editing = state.matches('editing');
      // Each subject's row as the machine holds it, still while the plan is on show.
      for (const [index, subject] of [maths, science].entries()) {
        const teacher = field(`Teacher, ${subject.name}`) as HTMLSelectElement;
        const periods = field(`Periods a week, ${subject.name}`) as HTMLInputElement;
        expect(teacher.value).toBe(rows[index]?.teacherId);
        expect(periods.value).toBe(rows[index]?.periods);
        expect(periods.disabled).toBe(!editing);
      }
      const problem = screen.queryByText(
        'Write each subject’s periods a week as a whole number, and at least one above 0.',
      );
      expect(problem !== null).toBe(invalid);
      const previewing = state.matches('previewing');
      const show = within(rowsForm()).queryByRole('button', {
        name: previewing ? 'Working it out…' : 'Show the plan',
      });
      expect(show !== null).toBe(editing || previewing);
      const alert = screen.queryByRole('alert');
      if (notice) expect(alert).toHaveTextContent('Could not reach the server.');
      else expect(alert).toBeNull();
      if (previewing || state.matches('applying')) {
        const allocations = rows
          .filter((row) => /^\d+$/.test(row.periods) && Number(row.periods) > 0)
          .map((row) => ({
            subjectId: row.subjectId,
            teacherId: row.teacherId || null,
            periods: Number(row.periods),
          }));
        expect(deferred.inputs(previewing ? 'previewFill' : 'applyFill')).toEqual([
          { sectionId: SECTION, allocations },
        ]);
      }
      const region = planRegion();
      expect(region !== null).toBe(result !== null && !editing);
      if (!region) return;
      const applied = state.matches('applied');
      expect(region).toHaveTextContent(applied ? '2 periods placed.' : '2 periods go into empty slots.');
      expect(region).toHaveTextContent(
        'Science: 4 periods not placed: the teacher is in another section then.',
      );
      const place = within(region).queryByRole('button', { name: /^(Place 2 periods|Placing…)$/ });
      expect(place !== null).toBe(!applied);
      if (place) expect(place).toHaveProperty('disabled', state.matches('applying'));
      // Placed, the page reloads the week.
      if (applied) expect(filled).toHaveBeenCalled();
    },
  });
});
