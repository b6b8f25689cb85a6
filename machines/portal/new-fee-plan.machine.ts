// A new fee plan (docs/requirements/fees.md#fee-heads-and-plans): a name, what it applies to (a
// class, or one of its sections: a coaching centre's course or batch) and, optionally, the student
// category it is for. Picking what it applies to names the plan after it while the name is still
// the one picked before (or empty), so the usual plan takes no typing. Created, it opens in the
// plan editor (the page navigates); a refusal keeps every value with the reason.

import type { NewFeePlan } from '@common/api/portal/fees';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { feeNotice } from './fee-notice';

export interface NewFeePlanForm {
  name: string;
  /** `class:<id>` or `section:<id>`; empty until picked. */
  scope: string;
  category: string;
}
export type NewFeePlanField = keyof NewFeePlanForm;

export interface NewFeePlanContext {
  values: NewFeePlanForm;
  errors: Partial<Record<NewFeePlanField, 'required'>>;
  notice: Notice<'createFailed' | 'connectionLost'> | null;
  yearId: string | null;
  /** The name the last pick gave the plan: a later pick may replace it, never a typed one. */
  pickedName: string;
}

export type NewFeePlanEvent =
  | FormEvent<NewFeePlanField>
  /** What the plan applies to, with its name ("Class 5", "Class 5 A"). */
  | { type: 'scope.pick'; value: string; name: string };

/** A pick clears the errors of what it changed. */
function withoutErrors(
  errors: NewFeePlanContext['errors'],
  fields: NewFeePlanField[],
): NewFeePlanContext['errors'] {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !fields.includes(field as NewFeePlanField)),
  );
}

export function validateNewPlan(values: NewFeePlanForm): Partial<Record<NewFeePlanField, 'required'>> {
  const errors: Partial<Record<NewFeePlanField, 'required'>> = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.scope) errors.scope = 'required';
  return errors;
}

export function newPlanBody(values: NewFeePlanForm, yearId: string | null): NewFeePlan {
  const [kind, id = ''] = values.scope.split(':');
  return {
    name: values.name.trim(),
    ...(yearId ? { yearId } : {}),
    classId: kind === 'class' ? id : null,
    sectionId: kind === 'section' ? id : null,
    category: values.category.trim() || null,
  };
}

const form = formPattern<NewFeePlanContext, NewFeePlanField, 'createFailed' | 'connectionLost'>({
  validate: validateNewPlan,
  order: ['scope', 'name', 'category'],
  submit: 'createFeePlan',
  input: ({ context }) => newPlanBody(context.values, context.yearId),
  onDone: {
    target: 'created',
    actions: {
      type: 'planCreated',
      params: ({ event }: { event: { output: { id: string } } }) => event.output,
    },
  },
  notice: { from: ['message'], fallback: 'createFailed' },
  on: {
    'scope.pick': {
      actions: assign(({ context, event }: { context: NewFeePlanContext; event: NewFeePlanEvent }) => {
        if (event.type !== 'scope.pick') return {};
        const named = context.values.name.trim();
        const rename = !named || named === context.pickedName;
        return {
          values: { ...context.values, scope: event.value, ...(rename ? { name: event.name } : {}) },
          errors: withoutErrors(context.errors, rename ? ['scope', 'name'] : ['scope']),
          pickedName: rename ? event.name : context.pickedName,
        };
      }),
    },
  },
});

export const newFeePlanMachine = setup({
  types: {
    context: {} as NewFeePlanContext,
    events: {} as NewFeePlanEvent,
    input: {} as { yearId?: string | null } | undefined,
  },
  actors: {
    createFeePlan: fromPromise<{ id: string }, NewFeePlan>(async () => {
      throw new Error('createFeePlan is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'createFailed'),
    }),
    /** The page opens the new plan in the editor. */
    planCreated: (_: unknown, _plan: { id: string }) => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'newFeePlan',
  context: ({ input }) => ({
    ...formContext({ name: '', scope: '', category: '' }),
    yearId: input?.yearId ?? null,
    pickedName: '',
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    created: { type: 'final' },
  },
});
