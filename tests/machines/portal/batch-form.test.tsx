// Every path of the batch-form machine, driving the batch form of a coaching centre's course
// (docs/requirements/portal.md#academic-structure): a name, at least one day, a slot that ends
// after it starts, a capacity above 0 when given; empty room, capacity and teacher sent as none;
// the server's sentence on a failure with every value kept.

import type { Section } from '@common/api/portal/academics';
import { NO_ANSWER } from '@machines/api-failure';
import { batchBody, batchFormMachine, validateBatch } from '@machines/portal/batch-form.machine';
import { BatchForm } from '@portal/views/academics/batch-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const COURSE = 'b1b2c3d4-0000-4000-8000-000000000001';
const sunil = { id: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Sunil Verma' };
const evening: Section = {
  id: 'b1b2c3d4-0000-4000-8000-000000000003',
  name: 'Evening',
  studentCount: 12,
  weekdays: [2, 4, 6],
  startsAt: 18 * 60,
  endsAt: 20 * 60,
  room: '2',
  capacity: 30,
  teacherId: sunil.id,
};

type Run = ModelRun & { batch: Section | null };
const runs: Run[] = [
  {
    name: 'a new batch',
    batch: null,
    eventCases: {
      'field.change': [
        { field: 'name', value: 'Morning', label: 'name' },
        { field: 'startsAt', value: '07:00', label: 'starts' },
        { field: 'endsAt', value: '06:30', label: 'ends before it starts' },
        { field: 'capacity', value: '0', label: 'capacity 0' },
      ],
      'day.toggle': [{ day: 1, label: 'Monday' }],
      'xstate.done.actor.saveBatch': [{ output: { ...evening, name: 'Morning' } }],
      'xstate.error.actor.saveBatch': [
        { error: { status: 409, message: 'JEE 2027 already has a section Morning.' }, label: '409' },
      ],
    },
  },
  {
    name: 'a batch changed',
    batch: evening,
    eventCases: {
      'field.change': [
        { field: 'capacity', value: '', label: 'no capacity' },
        { field: 'teacherId', value: '', label: 'no teacher' },
      ],
      'day.toggle': [{ day: 4, label: 'Thursday off' }],
      'xstate.done.actor.saveBatch': [{ output: evening }],
      'xstate.error.actor.saveBatch': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
    },
  },
];
const labels: Record<string, string> = {
  name: 'Batch name',
  startsAt: 'Starts at',
  endsAt: 'Ends at',
  room: 'Room',
  capacity: 'Capacity',
  teacherId: 'Teacher',
};
const errorText: Record<string, string> = {
  'name:required': 'Batch name is required',
  'weekdays:required': 'Choose at least one day',
  'startsAt:required': 'When does the batch start?',
  'endsAt:required': 'When does the batch end?',
  'endsAt:invalid': 'The batch must end after it starts',
  'capacity:invalid': 'Capacity is a whole number above 0',
};
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const control = (field: string) => screen.getByLabelText(labels[field] ?? field) as HTMLInputElement;
const day = (n: number) => screen.getByRole('checkbox', { name: DAYS[n - 1] }) as HTMLInputElement;
const form = formView(validateBatch as never);

function expectForm(
  state: AnyMachineSnapshot,
  event: EventObject,
  world: { deferred: { inputs: (name: string) => unknown[] }; onSaved: () => void },
) {
  if (state.matches('saved')) {
    expect(world.onSaved).toHaveBeenCalledTimes(1);
    return;
  }
  const submitting = state.matches('submitting');
  expect(screen.getByRole('button', { name: submitting ? 'Saving…' : 'Save batch' })).toHaveProperty(
    'disabled',
    submitting,
  );
  for (const field of Object.keys(labels)) {
    expect(control(field).value).toBe(state.context.values[field]);
    expect(control(field).disabled).toBe(submitting);
  }
  for (let n = 1; n <= 7; n++) expect(day(n).checked).toBe(state.context.values.weekdays.includes(n));
  for (const field of [...Object.keys(labels), 'weekdays']) {
    const code = state.context.errors[field];
    expect(document.getElementById(`batch-${field}-error`)?.textContent ?? '').toBe(
      code ? (errorText[`${field}:${code}`] ?? '') : '',
    );
  }
  if (submitting)
    expect(world.deferred.inputs('saveBatch')).toEqual([
      { classId: COURSE, id: state.context.id, body: batchBody(state.context.values) },
    ]);
  if (event.type === 'form.submit' && state.matches('editing')) {
    const first = ['name', 'weekdays', 'startsAt', 'endsAt', 'room', 'capacity'].find(
      (field) => state.context.errors[field],
    );
    expect(document.activeElement).toBe(first === 'weekdays' ? day(1) : control(first ?? 'name'));
  }
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    expect(alert).toHaveTextContent(
      state.context.notice?.serverText ?? 'The batch could not be saved. Please try again.',
    );
  } else expect(alert).toBeNull();
}

describe('batch-form machine, through the batch form', () => {
  testModelPaths({
    machine: batchFormMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: run.batch
        ? {
            classId: COURSE,
            id: run.batch.id,
            values: {
              name: run.batch.name,
              weekdays: run.batch.weekdays ?? [],
              startsAt: '18:00',
              endsAt: '20:00',
              room: run.batch.room,
              capacity: String(run.batch.capacity),
              teacherId: run.batch.teacherId ?? '',
            },
          }
        : { classId: COURSE },
    })),
    viewContext: (snapshot) => ({ ...(form(snapshot) as object), values: snapshot.context.values }),
    open({ inspect, run }) {
      const deferred = deferredActors(['saveBatch']);
      const onSaved = vi.fn();
      renderPortal(
        <BatchForm
          classId={COURSE}
          batch={run.batch}
          teachers={[sunil]}
          onSaved={onSaved}
          onCancel={() => {}}
        />,
        { inspect, actors: deferred.actors },
      );
      return { deferred, onSaved };
    },
    on: {
      'field.change': ({ field, value }: { field: string; value: string }) =>
        act(async () => fireEvent.change(control(field), { target: { value } })),
      'day.toggle': ({ day: n }: { day: number }) => act(async () => fireEvent.click(day(n))),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save batch' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, world, { event }) => expectForm(state, event, world),
  });

  it('sends minutes after midnight and none for an empty room, capacity or teacher', () => {
    expect(
      batchBody({
        name: ' Morning ',
        weekdays: [1, 3],
        startsAt: '07:00',
        endsAt: '09:30',
        room: ' ',
        capacity: '',
        teacherId: '',
      }),
    ).toEqual({
      name: 'Morning',
      weekdays: [1, 3],
      startsAt: 420,
      endsAt: 570,
      room: '',
      capacity: null,
      teacherId: null,
    });
  });
});
