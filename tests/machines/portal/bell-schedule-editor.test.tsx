// Every path of the bell-schedule-editor machine, driving a weekday's periods on the bell schedule
// page (docs/requirements/school-day.md#timetable): rows added, removed and changed in place, the
// server's rules checked before saving (an overlap shown beside its row), a refusal keeping the
// rows with the server's sentence; a stored day copied to the days ticked (Monday to Saturday but
// itself at first) with one confirm, a refusal keeping the days with the server's sentence.

import type { BellPeriod } from '@common/api/portal/timetable';
import { bellProblems } from '@common/portal/bell-rules';
import { bellScheduleEditorMachine } from '@machines/portal/bell-schedule-editor.machine';
import { BellDayEditor } from '@portal/views/timetable/bell-day-editor';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const periods: BellPeriod[] = [
  { number: 1, startsAt: '08:00', endsAt: '08:40', label: 'Period 1', teaching: true },
  { number: 2, startsAt: '08:40', endsAt: '09:20', label: 'Period 2', teaching: true },
];
const CENTRE = '9c000000-0000-4000-8000-000000000005';
const serverSays = 'Period 2 is still in the timetable of Class 6 A.';
const problemTexts = {
  time: 'Write the times as HH:MM (24-hour).',
  order: 'A period must end after it starts.',
  overlap: 'This period starts before the one above ends.',
  label: 'A period needs a label.',
};

const run = {
  input: { centreId: CENTRE, weekday: 1, periods },
  eventCases: {
    'row.remove': [{ index: 1 }],
    'row.change': [
      { index: 0, field: 'endsAt', value: '08:50', label: 'overlapping' },
      { index: 0, field: 'endsAt', value: '08:40', label: 'back in order' },
      { index: 0, field: 'teaching', value: false, label: 'a break' },
    ],
    'xstate.done.actor.saveDay': [{ output: periods }],
    'xstate.error.actor.saveDay': [{ error: { status: 409, message: serverSays } }],
    'copy.toggle': [{ weekday: 2 }],
    'xstate.done.actor.copyDay': [{ output: null }],
    'xstate.error.actor.copyDay': [{ error: { status: 409, message: serverSays } }],
  },
};

// What the page shows besides the state: whether Save would pass, the problems shown, the notice.
const viewContext = (snapshot: AnyMachineSnapshot) => ({
  valid: Object.keys(bellProblems(snapshot.context.rows)).length === 0,
  problems: snapshot.context.problems,
  notice: snapshot.context.notice,
  status: snapshot.context.status,
  copyTo: snapshot.context.copyTo.join(),
});

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const copyDays = () => within(panel()).queryByRole('group', { name: 'The same periods as Monday on:' });
/** Clicks `name` in the days to copy to, or checks the machine offers no such thing now. */
const inCopy = (name: string, role: 'button' | 'checkbox' = 'button') => {
  const group = copyDays();
  if (!group) return expect(group).toBeNull();
  return act(async () => fireEvent.click(within(group).getByRole(role, { name })));
};

const panel = () => screen.getByRole('region', { name: 'Periods on Monday' });
const click = (name: string) =>
  act(async () => fireEvent.click(within(panel()).getByRole('button', { name })));

describe('bell-schedule-editor machine, through the bell schedule', () => {
  testModelPaths({
    machine: bellScheduleEditorMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext,
    open({ inspect }) {
      const deferred = deferredActors(['saveDay', 'copyDay']);
      renderPortal(
        <BellDayEditor caption="Periods on Monday" centreId={CENTRE} weekday={1} periods={periods} />,
        { inspect, actors: deferred.actors },
      );
      return { deferred };
    },
    on: {
      'row.add': () => click('Add period'),
      'row.remove': (_, __, { actor }) => {
        const rows = (actor.getSnapshot() as AnyMachineSnapshot).context.rows as BellPeriod[];
        // With one row left the model still tries; the machine refuses and the page offers nothing.
        if (rows.length < 2)
          return expect(within(panel()).queryByRole('button', { name: 'Remove period 2' })).toBeNull();
        return click('Remove period 2');
      },
      'row.change': ({ field, value }: { field: string; value: string | boolean }) =>
        act(async () => {
          if (field === 'teaching')
            fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Teaching, period 1' }));
          else
            fireEvent.change(within(panel()).getByRole('textbox', { name: 'Ends, period 1' }), {
              target: { value },
            });
        }),
      'day.save': () => click('Save day'),
      'copy.open': () => {
        const button = within(panel()).queryByRole('button', { name: 'Copy to other days' });
        // A changed or empty day is not offered: what is copied is the day as stored.
        if (!button) return expect(button).toBeNull();
        return act(async () => fireEvent.click(button));
      },
      'copy.toggle': () => inCopy('Tuesday', 'checkbox'),
      'copy.confirm': () => inCopy(/^Copy to \d+ days?$/ as never),
      'copy.cancel': () => inCopy('Cancel'),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor }) {
      // The rows as the live actor holds them: the model's snapshot may have reached this state
      // (same problems, notice and status) by another path.
      const { rows, problems, notice, status, copyTo, copied } = (actor.getSnapshot() as AnyMachineSnapshot)
        .context as {
        rows: BellPeriod[];
        problems: Record<number, keyof typeof problemTexts>;
        notice: { serverText?: string } | null;
        status: string;
        copyTo: number[];
        copied: number[];
      };
      const saving = state.matches('saving');
      const copying = state.matches('copying');
      const choosing = state.matches('choosingDays') || copying;
      const locked = saving || choosing;
      expect(panel().getAttribute('aria-busy')).toBe(String(saving || copying));
      // Every row as the machine holds it, numbered by its place.
      const body = within(panel()).getAllByRole('row').slice(1);
      expect(body).toHaveLength(rows.length);
      rows.forEach((row, index) => {
        const cells = within(body[index] as HTMLElement);
        expect(cells.getByRole('rowheader')).toHaveTextContent(String(index + 1));
        const ends = cells.getByRole('textbox', { name: `Ends, period ${index + 1}` }) as HTMLInputElement;
        expect(ends.value).toBe(row.endsAt);
        expect(ends.disabled).toBe(locked);
        expect((cells.getByRole('checkbox') as HTMLInputElement).checked).toBe(row.teaching);
        const problem = problems[index];
        if (problem) {
          expect(cells.getByText(problemTexts[problem])).toBeInTheDocument();
          expect(ends).toHaveAttribute('aria-invalid', 'true');
        } else expect(ends).not.toHaveAttribute('aria-invalid');
      });
      const alert = within(panel()).queryByRole('alert');
      if (notice) expect(alert).toHaveTextContent(serverSays);
      else expect(alert).toBeNull();
      expect(within(panel()).getByRole('button', { name: saving ? 'Saving…' : 'Save day' })).toHaveProperty(
        'disabled',
        locked,
      );
      // Copying: offered for a stored day with periods; the other days ticked as the machine holds them.
      const offered = within(panel()).queryByRole('button', { name: 'Copy to other days' });
      expect(offered !== null).toBe(!choosing && status !== 'changed' && rows.length > 0);
      const group = copyDays();
      expect(group !== null).toBe(choosing);
      if (group) {
        for (const [index, day] of WEEKDAYS.entries()) {
          const box = within(group).queryByRole('checkbox', { name: day }) as HTMLInputElement | null;
          if (index === 0) expect(box).toBeNull();
          else expect(box?.checked).toBe(copyTo.includes(index + 1));
        }
        const n = copyTo.length;
        const confirm = within(group).getByRole('button', {
          name: copying ? 'Copying…' : `Copy to ${n} ${n === 1 ? 'day' : 'days'}`,
        });
        expect(confirm).toHaveProperty('disabled', copying || n === 0);
      }
      if (copying)
        expect(deferred.inputs('copyDay')).toEqual([
          { centreId: CENTRE, fromWeekday: 1, toWeekdays: copyTo },
        ]);
      const empty = within(panel()).queryByText('No periods on this day yet. Add a period to start.');
      if (rows.length === 0) expect(empty).toBeInTheDocument();
      else expect(empty).toBeNull();
      const said = within(panel()).getByRole('status');
      if (saving) {
        expect(said).toHaveTextContent('');
        expect(deferred.inputs('saveDay')).toEqual([
          { centreId: CENTRE, weekday: 1, periods: rows.map((row, i) => ({ ...row, number: i + 1 })) },
        ]);
      } else
        expect(said).toHaveTextContent(
          copied.length
            ? `Copied to ${copied.map((day) => WEEKDAYS[day - 1]).join(', ')}.`
            : status === 'saved'
              ? 'The day’s periods are saved.'
              : status === 'changed'
                ? 'Changes not saved yet.'
                : '',
        );
    },
  });
});

describe('a day as it opens', () => {
  it('an empty day says it has no periods yet, never that it is saved', async () => {
    renderPortal(<BellDayEditor caption="Periods on Monday" centreId={CENTRE} weekday={1} periods={[]} />);
    expect(within(panel()).getByRole('status')).toHaveTextContent(/^$/);
    expect(
      within(panel()).getByText('No periods on this day yet. Add a period to start.'),
    ).toBeInTheDocument();
    await click('Add period');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Changes not saved yet.');
    expect(within(panel()).queryByText(/No periods on this day yet/)).toBeNull();
  });

  it('a stored day opens without a claim that this visit saved it', () => {
    renderPortal(
      <BellDayEditor caption="Periods on Monday" centreId={CENTRE} weekday={1} periods={periods} />,
    );
    expect(within(panel()).getByRole('status')).toHaveTextContent(/^$/);
    expect(within(panel()).queryByText(/No periods on this day yet/)).toBeNull();
  });
});
