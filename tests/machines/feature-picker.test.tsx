// Every path of the feature-picker machine (docs/requirements/tenant.md#activation,
// #ncert-classes), driving the real picker on /dashboard for an inactive institution.

import { featurePickerMachine } from '@machines/feature-picker.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fromPromise } from 'xstate';
import { openDashboard, signInOwner, tenants } from './support/dashboard';
import { installGtag } from './support/gtag';
import { testModelPaths } from './support/model';

// tenant.md#ncert-classes, written out: the groups and their classes.
const groups: Record<string, string[]> = {
  All: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  'Primary 1-5': ['1', '2', '3', '4', '5'],
  'Middle 6-8': ['6', '7', '8'],
  'Secondary 9-10': ['9', '10'],
  'Senior Secondary 11-12': ['11', '12'],
};
const groupLabel: Record<string, string> = {
  all: 'All',
  primary: 'Primary 1-5',
  middle: 'Middle 6-8',
  secondary: 'Secondary 9-10',
  seniorSecondary: 'Senior Secondary 11-12',
};

const run = {
  eventCases: {
    'class.toggle': [{ id: '7', label: 'Class 7' }],
    'group.toggle': [
      { group: 'middle', label: 'Middle 6-8' },
      { group: 'all', label: 'All' },
    ],
  },
};
const gtag = vi.fn();

// getByLabelText: as strict as getByRole about the label, and fast enough for 20 boxes a step.
const checkbox = (name: string) =>
  screen.getByLabelText(name, { exact: true, selector: 'input[type=checkbox]' }) as HTMLInputElement;

function expectPicker(state: AnyMachineSnapshot, event: EventObject) {
  const on = state.matches('ncertOn');
  const classes = state.context.classes as string[];
  expect(checkbox('NCERT courses').checked).toBe(on);
  for (let grade = 1; grade <= 12; grade++) {
    const box = checkbox(`Class ${grade}`);
    expect(box.checked).toBe(classes.includes(String(grade)));
    expect(box.closest('fieldset')?.disabled).toBe(!on);
  }
  for (const [name, members] of Object.entries(groups)) {
    expect(checkbox(name).checked).toBe(on && members.every((id) => classes.includes(id)));
  }
  // tenant.md#activation: Activate is disabled when NCERT courses is ticked with no class selected.
  expect(screen.getByRole('button', { name: 'Activate Tenant' })).toHaveProperty(
    'disabled',
    on && classes.length === 0,
  );
  expect(screen.queryByText('Choose at least one class, or untick NCERT courses.') !== null).toBe(
    on && classes.length === 0,
  );
  // Live Classroom does not exist yet: it cannot be selected and is the one thing Coming Soon.
  const live = screen.getByLabelText(/Live Classroom/, {
    selector: 'input[type=checkbox]',
  }) as HTMLInputElement;
  expect(live.disabled).toBe(true);
  expect(live.checked).toBe(false);
  expect(screen.getAllByText('Coming Soon')).toHaveLength(1);
  // Attendance is in every portal (issue 33): listed as such, not a box to tick, not coming soon.
  expect(screen.queryByLabelText(/Attendance Tracking/)).toBeNull();
  expect(
    within(screen.getByRole('region', { name: 'In every portal' })).getByText('Attendance Tracking'),
  ).toBeVisible();
  if (event.type === 'ncert.toggle') {
    expect(gtag).toHaveBeenLastCalledWith(
      'event',
      'feature_toggle',
      expect.objectContaining({ event_label: `ncertCourses:${on ? 'on' : 'off'}` }),
    );
  }
}

describe('feature-picker machine, through /dashboard', () => {
  installGtag(gtag);

  testModelPaths({
    machine: featurePickerMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext: (s) => s.context.classes,
    async open({ inspect }) {
      signInOwner();
      await openDashboard({ inspect, actors: { fetchTenant: fromPromise(async () => tenants.inactive) } });
      await act(async () => vi.advanceTimersByTime(1000));
    },
    on: {
      'ncert.toggle': () => fireEvent.click(checkbox('NCERT courses')),
      'class.toggle': ({ id }: { id: string }) => fireEvent.click(checkbox(`Class ${id}`)),
      'group.toggle': ({ group }: { group: string }) => fireEvent.click(checkbox(groupLabel[group] ?? '?')),
    },
    expect: (state, _, { event }) => expectPicker(state, event),
  });
});
