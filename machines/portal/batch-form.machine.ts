// Adding or changing a coaching centre's batch (docs/requirements/portal.md#academic-structure,
// docs/decisions/0030-batches-are-sections.md): a name, its days (at least one), a time slot
// (the start before the end), a room, a capacity (a whole number above 0, or none) and a
// teacher. Days are toggled one at a time; saving creates (no id) or changes (an id) the batch;
// a failure keeps every value with the server's sentence (a name taken in the course, say).

import type { SectionBody } from '@common/api/portal/academics';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import type { PortalFieldCode } from './invite-member.machine';

export interface BatchForm {
  name: string;
  /** ISO weekdays 1 (Monday) to 7, in order. */
  weekdays: number[];
  /** `HH:MM`, as a time field gives it. */
  startsAt: string;
  endsAt: string;
  room: string;
  capacity: string;
  teacherId: string;
}
export type BatchField = keyof BatchForm;

export interface BatchFormContext {
  values: BatchForm;
  errors: Partial<Record<BatchField, PortalFieldCode>>;
  notice: Notice<'saveFailed'> | null;
  /** The course the batch is in. */
  classId: string;
  /** The batch changed; null for a new one. */
  id: string | null;
}

export type BatchFormEvent = FormEvent<BatchField> | { type: 'day.toggle'; day: number };

/** Minutes after midnight of `HH:MM`, or null for anything else. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? minutes : null;
}

/** `HH:MM` of minutes after midnight. */
export function timeOf(minutes: number | null): string {
  if (minutes === null) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function validateBatch(values: BatchForm): Partial<Record<BatchField, PortalFieldCode>> {
  const errors: Partial<Record<BatchField, PortalFieldCode>> = {};
  if (!values.name.trim()) errors.name = 'required';
  if (values.weekdays.length === 0) errors.weekdays = 'required';
  const starts = minutesOf(values.startsAt);
  const ends = minutesOf(values.endsAt);
  if (starts === null) errors.startsAt = 'required';
  if (ends === null) errors.endsAt = 'required';
  else if (starts !== null && ends <= starts) errors.endsAt = 'invalid';
  const capacity = values.capacity.trim();
  if (capacity && !(/^\d+$/.test(capacity) && Number(capacity) > 0)) errors.capacity = 'invalid';
  return errors;
}

/** What saving sends: an empty capacity or teacher is none. */
export function batchBody(values: BatchForm): SectionBody {
  const capacity = values.capacity.trim();
  return {
    name: values.name.trim(),
    weekdays: values.weekdays,
    startsAt: minutesOf(values.startsAt),
    endsAt: minutesOf(values.endsAt),
    room: values.room.trim(),
    capacity: capacity ? Number(capacity) : null,
    teacherId: values.teacherId || null,
  };
}

export const emptyBatch: BatchForm = {
  name: '',
  weekdays: [],
  startsAt: '',
  endsAt: '',
  room: '',
  capacity: '',
  teacherId: '',
};

export interface BatchSave {
  classId: string;
  id: string | null;
  body: SectionBody;
}

const form = formPattern<BatchFormContext, BatchField, 'saveFailed'>({
  validate: validateBatch,
  order: ['name', 'weekdays', 'startsAt', 'endsAt', 'room', 'capacity', 'teacherId'],
  submit: 'saveBatch',
  input: ({ context }) => ({ classId: context.classId, id: context.id, body: batchBody(context.values) }),
  onDone: { target: 'saved', actions: 'batchSaved' },
  notice: { from: ['message'], fallback: 'saveFailed' },
  on: { 'day.toggle': { actions: 'toggleDay' } },
});

export const batchFormMachine = setup({
  types: {
    context: {} as BatchFormContext,
    events: {} as BatchFormEvent,
    input: {} as { classId: string; id?: string; values?: Partial<BatchForm> },
  },
  actors: {
    saveBatch: fromPromise<unknown, BatchSave>(async () => null),
  },
  actions: {
    ...form.actions,
    toggleDay: assign(({ context, event }) => {
      if (event.type !== 'day.toggle') return {};
      const days = context.values.weekdays;
      const weekdays = days.includes(event.day)
        ? days.filter((day) => day !== event.day)
        : [...days, event.day].sort((a, b) => a - b);
      const { weekdays: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, weekdays }, errors };
    }),
    /** The page closes the form and refreshes the course. */
    batchSaved: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'batchForm',
  context: ({ input }) => ({
    ...formContext({ ...emptyBatch, ...input.values }),
    classId: input.classId,
    id: input.id ?? null,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    saved: { type: 'final' },
  },
});
