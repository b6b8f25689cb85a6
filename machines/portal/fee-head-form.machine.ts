// Adding or changing a fee head (docs/requirements/fees.md#fee-heads-and-plans): a name, whether it
// recurs every instalment or is charged once (admission), and for a coaching centre the GST rate
// in percent (sent in basis points). Saved, the page closes the form and reads the heads again;
// a refusal (a name already taken) keeps every value with the reason in the reader's language.

import type { FeeHeadInput, FeeHeadKind } from '@common/api/portal/fees';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { feeNotice } from './fee-notice';

export interface FeeHeadForm {
  name: string;
  kind: FeeHeadKind;
  /** Percent as typed ("18", "2.5"); empty is none. */
  gstRate: string;
}
export type FeeHeadField = keyof FeeHeadForm;
export type FeeHeadFieldCode = 'required' | 'invalid';

export interface FeeHeadFormContext {
  values: FeeHeadForm;
  errors: Partial<Record<FeeHeadField, FeeHeadFieldCode>>;
  notice: Notice<'saveFailed' | 'connectionLost'> | null;
  id: string | null;
}

/** The highest GST rate India levies, 28 %, in basis points (FeeHeadInput's `gstRateBp`). */
const GST_MAX_BP = 2800;

/** A percent with at most two decimals in basis points ("18" is 1800), or null. */
export function basisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percent field shows them ("18", "2.5"). */
export function percentText(bp: number): string {
  return String(bp / 100);
}

export function validateFeeHead(values: FeeHeadForm): Partial<Record<FeeHeadField, FeeHeadFieldCode>> {
  const errors: Partial<Record<FeeHeadField, FeeHeadFieldCode>> = {};
  if (!values.name.trim()) errors.name = 'required';
  if (values.gstRate.trim()) {
    const bp = basisPoints(values.gstRate);
    if (bp === null || bp > GST_MAX_BP) errors.gstRate = 'invalid';
  }
  return errors;
}

export function feeHeadBody(values: FeeHeadForm): FeeHeadInput {
  return { name: values.name.trim(), kind: values.kind, gstRateBp: basisPoints(values.gstRate) ?? 0 };
}

const form = formPattern<FeeHeadFormContext, FeeHeadField, 'saveFailed' | 'connectionLost'>({
  validate: validateFeeHead,
  order: ['name', 'kind', 'gstRate'],
  submit: 'saveFeeHead',
  input: ({ context }) => ({ id: context.id, body: feeHeadBody(context.values) }),
  onDone: { target: 'saved', actions: 'headSaved' },
  notice: { from: ['message'], fallback: 'saveFailed' },
});

export const feeHeadFormMachine = setup({
  types: {
    context: {} as FeeHeadFormContext,
    events: {} as FormEvent<FeeHeadField>,
    input: {} as { id?: string; values?: Partial<FeeHeadForm> } | undefined,
  },
  actors: {
    saveFeeHead: fromPromise<unknown, { id: string | null; body: FeeHeadInput }>(async () => {
      throw new Error('saveFeeHead is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'saveFailed'),
    }),
    /** The page closes the form and reads the heads again. */
    headSaved: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'feeHeadForm',
  context: ({ input }) => ({
    ...formContext({ name: '', kind: 'recurring' as FeeHeadKind, gstRate: '', ...input?.values }),
    id: input?.id ?? null,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    saved: { type: 'final' },
  },
});
