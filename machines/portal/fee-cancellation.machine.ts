// A receipt, and what the office undoes from it (docs/requirements/fees.md#the-ledger): the receipt
// loads (a failure with a retry) and prints; a receipt still standing can be cancelled, with a
// reason and a question first (a cancellation is never undone), or a refund recorded for its
// student (amount, mode, reference, reason). As at the counter, each attempt carries one key made
// when it starts, sent again unchanged after no answer or a server failure, so a retry never
// cancels or refunds twice; a refusal (receipt_cancelled, refund_exceeds_paid...) is said by its
// code. A receipt another clerk cancelled meanwhile is loaded again to show it. The API and the
// key come through the actors (src/portal/api/fees-counter-actors.ts); printing is the view's.
import type { Cancellation, LedgerEntry, PaymentMode, Receipt, Refund } from '@common/api/portal/fee-ledger';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice, noticeFrom } from '../api-failure';
import {
  amountError,
  attemptStates,
  type FeeFieldCode,
  firstWithError,
  isUnanswered,
  paiseOf,
  referenceError,
  refusalNotice,
  withoutErrors,
} from './fee-attempt';

export interface RefundValues {
  amount: string;
  mode: PaymentMode;
  reference: string;
  reason: string;
}
export type RefundField = Exclude<keyof RefundValues, 'mode'>;
export type RefundErrors = Partial<Record<RefundField, FeeFieldCode>>;

const REFUSALS = [
  'receipt_cancelled',
  'refund_exceeds_paid',
  'reference_required',
  'attempt_key_used',
] as const;

export type FeeCancellationNotice = Notice<
  'receiptFailed' | 'cancelFailed' | 'refundFailed' | 'noAnswer' | 'serverFailed' | (typeof REFUSALS)[number]
>;

export interface FeeCancellationContext {
  receiptId: string;
  receipt: Receipt | null;
  reason: string;
  /** The reason's error: only that it is required. */
  reasonError: 'required' | null;
  refund: RefundValues;
  errors: RefundErrors;
  notice: FeeCancellationNotice | null;
  attemptKey: string | null;
  /** What was just done, for the status line: the cancellation, or the refund's entry. */
  done: { kind: 'cancelled' } | { kind: 'refunded'; entry: LedgerEntry } | null;
}

export type FeeCancellationEvent =
  | { type: 'receipt.retry' }
  | { type: 'receipt.print' }
  | { type: 'cancel.open' }
  | { type: 'cancel.reason'; value: string }
  | { type: 'cancel.submit' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.back' }
  | { type: 'cancel.close' }
  | { type: 'cancel.retry' }
  | { type: 'refund.open' }
  | { type: 'refund.change'; field: RefundField; value: string }
  | { type: 'refund.mode'; mode: PaymentMode }
  | { type: 'refund.submit' }
  | { type: 'refund.close' }
  | { type: 'refund.retry' };

const REFUND_ORDER: readonly RefundField[] = ['amount', 'reference', 'reason'];

function validateRefund(values: RefundValues): RefundErrors {
  const errors: RefundErrors = {};
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  const reference = referenceError(values.mode, values.reference, { utr: false });
  if (reference) errors.reference = reference;
  if (!values.reason.trim()) errors.reason = 'required';
  return errors;
}

export function refundOf(studentId: string, key: string, values: RefundValues): Refund {
  return {
    key,
    studentId,
    amountPaise: paiseOf(values.amount),
    mode: values.mode,
    // The school's own transaction's reference, as written (a refund's is not a UTR).
    reference: values.mode === 'cash' ? '' : values.reference.trim(),
    reason: values.reason.trim(),
  };
}

const emptyRefund: RefundValues = { amount: '', mode: 'cash', reference: '', reason: '' };

/** A receipt another clerk cancelled meanwhile. */
const alreadyCancelled = (error: unknown) => asApiFailure(error).code === 'receipt_cancelled';

/** Cancelling a receipt: the attempt's states (fee-attempt.ts). */
const cancellationAttempt = attemptStates({
  sending: 'sending',
  actor: 'cancelFeeReceipt',
  input: ({ context }) => ({
    receiptId: context.receiptId,
    cancellation: { key: context.attemptKey ?? '', reason: context.reason.trim() },
  }),
  onDone: {
    target: '#feeCancellation.shown.idle',
    actions: assign({
      receipt: ({ event }: { event: { output: Receipt } }) => event.output,
      attemptKey: null,
      done: { kind: 'cancelled' },
    }),
  },
  // Cancelled meanwhile (at another desk): the receipt is read again as it now is.
  refusedFirst: [
    {
      guard: 'alreadyCancelled',
      target: '#feeCancellation.loading',
      actions: assign({
        notice: ({ event }: { event: { error: unknown } }) =>
          refusalNotice(event.error, REFUSALS, 'cancelFailed'),
        attemptKey: null,
      }),
    },
  ],
  refusals: REFUSALS,
  fallback: 'cancelFailed',
  retry: 'cancel.retry',
});

/** Recording a refund: the attempt's states (fee-attempt.ts). */
const refundAttempt = attemptStates({
  sending: 'sending',
  actor: 'recordFeeRefund',
  input: ({ context }) =>
    refundOf(context.receipt?.student.id ?? '', context.attemptKey ?? '', context.refund),
  onDone: {
    target: '#feeCancellation.shown.idle',
    actions: assign({
      attemptKey: null,
      done: ({ event }: { event: { output: LedgerEntry } }) => ({
        kind: 'refunded' as const,
        entry: event.output,
      }),
    }),
  },
  refusals: REFUSALS,
  fallback: 'refundFailed',
  retry: 'refund.retry',
});

export const feeCancellationMachine = setup({
  types: {
    context: {} as FeeCancellationContext,
    events: {} as FeeCancellationEvent,
    input: {} as { receiptId: string },
  },
  actors: {
    loadReceipt: fromPromise<Receipt, string>(async () => {
      throw new Error('loadReceipt is provided by the page');
    }),
    newAttemptKey: fromPromise<string, void>(async () => {
      throw new Error('newAttemptKey is provided by the page');
    }),
    cancelFeeReceipt: fromPromise<Receipt, { receiptId: string; cancellation: Cancellation }>(async () => {
      throw new Error('cancelFeeReceipt is provided by the page');
    }),
    recordFeeRefund: fromPromise<LedgerEntry, Refund>(async () => {
      throw new Error('recordFeeRefund is provided by the page');
    }),
  },
  actions: {
    /** The view opens the browser's print dialog. */
    print: () => {},
    /** The view moves the focus to the refund field's control. */
    focusRefundField: (_, _params: { field: RefundField }) => {},
  },
  guards: {
    standing: ({ context }) => context.receipt !== null && context.receipt.cancelled === null,
    reasonGiven: ({ context }) => context.reason.trim() !== '',
    /** Typing that leaves a field as it was changes nothing; a cash refund has no reference. */
    reasonEdited: ({ context, event }) => event.type === 'cancel.reason' && event.value !== context.reason,
    refundFieldEdited: ({ context, event }) =>
      event.type === 'refund.change' &&
      (event.field !== 'reference' || context.refund.mode !== 'cash') &&
      context.refund[event.field] !== event.value,
    refundValid: ({ context }) => Object.keys(validateRefund(context.refund)).length === 0,
    unanswered: ({ event }) => isUnanswered((event as unknown as { error: unknown }).error),
    alreadyCancelled: ({ event }) => alreadyCancelled((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'feeCancellation',
  context: ({ input }) => ({
    receiptId: input.receiptId,
    receipt: null,
    reason: '',
    reasonError: null,
    refund: emptyRefund,
    errors: {},
    notice: null,
    attemptKey: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => context.receiptId,
        onDone: { target: 'shown', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'receiptFailed') }),
        },
      },
    },
    failed: { on: { 'receipt.retry': { target: 'loading', actions: assign({ notice: null }) } } },
    shown: {
      initial: 'idle',
      on: { 'receipt.print': { actions: 'print' } },
      states: {
        idle: {
          on: {
            'cancel.open': {
              guard: 'standing',
              target: 'cancel',
              actions: assign({ reason: '', reasonError: null, notice: null, done: null }),
            },
            'refund.open': {
              guard: 'standing',
              target: 'refund',
              actions: assign({ refund: emptyRefund, errors: {}, notice: null, done: null }),
            },
          },
        },
        cancel: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'cancel.reason': {
                  actions: assign({ reason: ({ event }) => event.value, reasonError: null }),
                },
                'cancel.submit': [
                  { guard: 'reasonGiven', target: 'confirming', actions: assign({ notice: null }) },
                  { actions: assign({ reasonError: 'required' }) },
                ],
                'cancel.close': { target: '#feeCancellation.shown.idle', actions: assign({ notice: null }) },
              },
            },
            /** A cancellation cannot be undone: asked once more. */
            confirming: {
              on: { 'cancel.confirm': 'keying', 'cancel.back': 'editing' },
            },
            keying: cancellationAttempt.keying,
            sending: cancellationAttempt.sending,
            unanswered: cancellationAttempt.unanswered,
          },
        },
        refund: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'refund.change': {
                  guard: 'refundFieldEdited',
                  actions: assign(({ context, event }) => ({
                    refund: { ...context.refund, [event.field]: event.value },
                    errors: withoutErrors(context.errors, [event.field]),
                  })),
                },
                'refund.mode': {
                  actions: assign(({ context, event }) => ({
                    refund: { ...context.refund, mode: event.mode, reference: '' },
                    errors: withoutErrors(context.errors, ['reference']),
                  })),
                },
                'refund.submit': [
                  { guard: 'refundValid', target: 'keying', actions: assign({ notice: null }) },
                  {
                    actions: [
                      assign({ errors: ({ context }) => validateRefund(context.refund) }),
                      {
                        type: 'focusRefundField',
                        params: ({ context }) => ({
                          field: firstWithError(context.errors, REFUND_ORDER) ?? 'amount',
                        }),
                      },
                    ],
                  },
                ],
                'refund.close': { target: '#feeCancellation.shown.idle', actions: assign({ notice: null }) },
              },
            },
            keying: refundAttempt.keying,
            sending: refundAttempt.sending,
            unanswered: refundAttempt.unanswered,
          },
        },
      },
    },
  },
});
