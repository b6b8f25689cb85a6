// Ending a student's concession (docs/requirements/fees.md#concessions-are-rules): it says why (the
// reason is kept with it), and from then on it reduces nothing not yet billed; it stays on record.
// Ended, the page closes the form and reads the concessions again; a refusal (already ended) keeps
// the reason typed with the server's reason in the reader's language.

import type { ConcessionEnd } from '@common/api/portal/fee-concessions';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { feeNotice } from './fee-notice';

export interface ConcessionEndContext {
  id: string;
  values: { reason: string };
  errors: Partial<Record<'reason', 'required'>>;
  notice: Notice<'endFailed' | 'connectionLost'> | null;
}

export const validateEnd = (values: { reason: string }): Partial<Record<'reason', 'required'>> =>
  values.reason.trim() ? {} : { reason: 'required' };

const form = formPattern<ConcessionEndContext, 'reason', 'endFailed' | 'connectionLost'>({
  validate: validateEnd,
  order: ['reason'],
  submit: 'endConcession',
  input: ({ context }) => ({ id: context.id, body: { reason: context.values.reason.trim() } }),
  onDone: { target: 'ended', actions: 'concessionEnded' },
  notice: { from: ['message'], fallback: 'endFailed' },
});

export const concessionEndMachine = setup({
  types: {
    context: {} as ConcessionEndContext,
    events: {} as FormEvent<'reason'>,
    input: {} as { id: string },
  },
  actors: {
    endConcession: fromPromise<unknown, { id: string; body: ConcessionEnd }>(async () => {
      throw new Error('endConcession is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'endFailed'),
    }),
    /** The page closes the form and reads the concessions again. */
    concessionEnded: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'concessionEnd',
  context: ({ input }) => ({ ...formContext({ reason: '' }), id: input.id }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    ended: { type: 'final' },
  },
});
