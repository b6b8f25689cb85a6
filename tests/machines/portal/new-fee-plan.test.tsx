// Every path of the new-fee-plan machine (docs/requirements/fees.md#fee-heads-and-plans), through
// the new plan form: what the plan applies to picked (a class or one section, which names the
// plan), a name typed or cleared, a category, the plan created (the page opens it) or refused with
// every value kept; then picking names the plan only while its name is the one picked before.

import type { ClassSummary } from '@common/api/portal/academics';
import {
  type NewFeePlanContext,
  newFeePlanMachine,
  newPlanBody,
  validateNewPlan,
} from '@machines/portal/new-fee-plan.machine';
import { NewPlanForm } from '@portal/views/fees/setup/new-plan-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { deferredActors, formView, type ModelStep, testModelPaths } from '../support/model';
import { failures, PLAN } from './fee-setup-fixtures';
import { renderPortal } from './support';

const YEAR = 'f3000000-0000-4000-8000-000000000001';
const CLASS_5 = 'f4000000-0000-4000-8000-000000000005';
const SECTION_5A = 'f6000000-0000-4000-8000-000000000001';
const classes: ClassSummary[] = [
  {
    id: CLASS_5,
    grade: 5,
    name: 'Class 5',
    stage: 'primary',
    custom: false,
    position: 5,
    sections: [
      {
        id: SECTION_5A,
        name: 'A',
        studentCount: 32,
        weekdays: null,
        startsAt: null,
        endsAt: null,
        room: '',
        capacity: null,
        teacherId: null,
      },
    ],
    subjectCount: 6,
  },
];

const labels = { scope: 'Applies to', name: 'Name', category: 'Student category (optional)' };
const errorText: Record<string, string> = {
  'scope:required': 'Choose what the plan applies to',
  'name:required': 'Name is required',
};
const control = (field: keyof typeof labels) => screen.getByLabelText(labels[field]) as HTMLInputElement;

type World = { deferred: ReturnType<typeof deferredActors>; onCreated: ReturnType<typeof vi.fn> };

function open(inspect?: (event: InspectionEvent) => void) {
  const deferred = deferredActors(['createFeePlan']);
  const onCreated = vi.fn();
  renderPortal(
    <NewPlanForm
      yearId={YEAR}
      classes={classes}
      coaching={false}
      onCreated={onCreated}
      onCancel={() => {}}
    />,
    { inspect, actors: deferred.actors },
  );
  return { deferred, onCreated };
}

const pick = (value: string) => act(async () => fireEvent.change(control('scope'), { target: { value } }));

describe('new-fee-plan machine, through the new plan form', () => {
  testModelPaths<World>({
    machine: newFeePlanMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { yearId: YEAR },
        eventCases: {
          'scope.pick': [
            { value: `class:${CLASS_5}`, name: 'Class 5', label: 'Class 5' },
            { value: `section:${SECTION_5A}`, name: 'Class 5 A', label: 'Class 5 A' },
          ],
          'field.change': [
            { field: 'name', value: 'Hostel fees', label: 'a name' },
            { field: 'name', value: ' ', label: 'a blank name' },
            { field: 'category', value: 'Hostel', label: 'a category' },
          ],
          'xstate.done.actor.createFeePlan': [{ output: { id: PLAN } }],
          'xstate.error.actor.createFeePlan': [failures.connectionLost, failures.overlaps],
        },
      },
    ],
    viewContext: (snapshot) => ({
      ...(formView(validateNewPlan as never)(snapshot) as object),
      values: snapshot.context.values,
    }),
    open: ({ inspect }) => open(inspect),
    on: {
      'scope.pick': ({ value }: { value: string }) => pick(value),
      'field.change': ({ field, value }: { field: 'name' | 'category'; value: string }) =>
        act(async () => fireEvent.change(control(field), { target: { value } })),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create plan' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, step: ModelStep) {
      const context = state.context as NewFeePlanContext;
      if (state.matches('created')) {
        expect(world.onCreated).toHaveBeenCalledWith(PLAN);
        return;
      }
      const submitting = state.matches('submitting');
      expect(screen.getByRole('button', { name: submitting ? 'Creating…' : 'Create plan' })).toHaveProperty(
        'disabled',
        submitting,
      );
      for (const field of Object.keys(labels) as (keyof typeof labels)[]) {
        expect(control(field).value).toBe(context.values[field]);
        const code = context.errors[field];
        expect(document.getElementById(`new-fee-plan-${field}-error`)?.textContent ?? '').toBe(
          code ? (errorText[`${field}:${code}`] ?? '') : '',
        );
      }
      if (submitting)
        expect(world.deferred.inputs('createFeePlan')).toEqual([newPlanBody(context.values, YEAR)]);
      if (step.event.type === 'form.submit' && state.matches('editing')) {
        const first = (['scope', 'name'] as const).find((field) => context.errors[field]);
        expect(document.activeElement).toBe(control(first ?? 'scope'));
      }
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (!notice) expect(alert).toBeNull();
      else
        expect(alert).toHaveTextContent(
          notice.code === 'connectionLost'
            ? 'No connection to the server. Nothing is lost: try again when you are connected.'
            : (notice.serverText ?? ''),
        );
    },
  });
});

describe('what a pick names', () => {
  it('names the plan after what it applies to, again at the next pick, never over a typed name', async () => {
    open();
    await pick(`class:${CLASS_5}`);
    expect(control('name').value).toBe('Class 5');
    await pick(`section:${SECTION_5A}`);
    expect(control('name').value).toBe('Class 5 A');
    await act(async () => fireEvent.change(control('name'), { target: { value: 'Class 5 A hostel' } }));
    await pick(`class:${CLASS_5}`);
    expect(control('name').value).toBe('Class 5 A hostel');
  });

  it('creates the plan for the section picked, in the year shown, with no category when none is given', async () => {
    const { deferred } = open();
    await pick(`section:${SECTION_5A}`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create plan' })));
    expect(deferred.inputs('createFeePlan')).toEqual([
      { name: 'Class 5 A', yearId: YEAR, classId: null, sectionId: SECTION_5A, category: null },
    ]);
  });
});
