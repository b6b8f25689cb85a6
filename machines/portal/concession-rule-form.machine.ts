// Adding or changing a concession rule (docs/requirements/fees.md#concessions-are-rules): a name, a
// kind (sibling, staff ward, RTE, scholarship, hardship), an amount as a percentage (sent in basis
// points) or a fixed sum per head and instalment (typed in rupees, sent in paise), the heads it
// reduces (none ticked: every head), and whether it is in use. Saved, the page closes the form and
// reads the rules again; a refusal keeps every value with the reason in the reader's language.

import type { ConcessionKind, ConcessionMode, ConcessionRuleInput } from '@common/api/portal/fee-concessions';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { paiseOf } from './fee-amounts';
import { basisPoints } from './fee-head-form.machine';
import { feeNotice } from './fee-notice';

export interface ConcessionRuleForm {
  name: string;
  kind: ConcessionKind;
  mode: ConcessionMode;
  /** Percent ("25") or rupees ("500"), as typed. */
  value: string;
  headIds: string[];
  active: boolean;
}
export type ConcessionRuleField = keyof ConcessionRuleForm;
export type RuleFieldCode = 'required' | 'invalid';

export interface ConcessionRuleFormContext {
  values: ConcessionRuleForm;
  errors: Partial<Record<ConcessionRuleField, RuleFieldCode>>;
  notice: Notice<'saveFailed' | 'connectionLost'> | null;
  id: string | null;
}

export type ConcessionRuleFormEvent =
  | FormEvent<ConcessionRuleField>
  | { type: 'head.toggle'; headId: string };

/** A whole percentage in basis points. */
const FULL = 10_000;

/** The rule's value as sent: basis points or paise; null when it is not one. */
function ruleValue(values: Pick<ConcessionRuleForm, 'mode' | 'value'>): number | null {
  return values.mode === 'percent' ? basisPoints(values.value) : paiseOf(values.value);
}

export function validateRule(
  values: ConcessionRuleForm,
): Partial<Record<ConcessionRuleField, RuleFieldCode>> {
  const errors: Partial<Record<ConcessionRuleField, RuleFieldCode>> = {};
  if (!values.name.trim()) errors.name = 'required';
  const value = ruleValue(values);
  if (!values.value.trim()) errors.value = 'required';
  else if (value === null || value === 0 || (values.mode === 'percent' && value > FULL))
    errors.value = 'invalid';
  return errors;
}

export function ruleBody(values: ConcessionRuleForm): ConcessionRuleInput {
  return {
    name: values.name.trim(),
    kind: values.kind,
    mode: values.mode,
    value: ruleValue(values) ?? 0,
    headIds: values.headIds,
    active: values.active,
  };
}

const form = formPattern<ConcessionRuleFormContext, ConcessionRuleField, 'saveFailed' | 'connectionLost'>({
  validate: validateRule,
  order: ['name', 'kind', 'mode', 'value', 'headIds', 'active'],
  submit: 'saveConcessionRule',
  input: ({ context }) => ({ id: context.id, body: ruleBody(context.values) }),
  onDone: { target: 'saved', actions: 'ruleSaved' },
  notice: { from: ['message'], fallback: 'saveFailed' },
  on: {
    'head.toggle': {
      actions: assign({
        values: ({
          context,
          event,
        }: {
          context: ConcessionRuleFormContext;
          event: ConcessionRuleFormEvent;
        }) => {
          if (event.type !== 'head.toggle') return context.values;
          const { headIds } = context.values;
          return {
            ...context.values,
            headIds: headIds.includes(event.headId)
              ? headIds.filter((id) => id !== event.headId)
              : [...headIds, event.headId],
          };
        },
      }),
    },
  },
});

export const emptyRule: ConcessionRuleForm = {
  name: '',
  kind: 'scholarship',
  mode: 'percent',
  value: '',
  headIds: [],
  active: true,
};

export const concessionRuleFormMachine = setup({
  types: {
    context: {} as ConcessionRuleFormContext,
    events: {} as ConcessionRuleFormEvent,
    input: {} as { id?: string; values?: Partial<ConcessionRuleForm> } | undefined,
  },
  actors: {
    saveConcessionRule: fromPromise<unknown, { id: string | null; body: ConcessionRuleInput }>(async () => {
      throw new Error('saveConcessionRule is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'saveFailed'),
    }),
    /** The page closes the form and reads the rules again. */
    ruleSaved: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'concessionRuleForm',
  context: ({ input }) => ({
    ...formContext({ ...emptyRule, ...input?.values }),
    id: input?.id ?? null,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    saved: { type: 'final' },
  },
});
