// The fee counter (docs/requirements/fees.md#the-counter): one search box finds a student by name,
// admission number or guardian phone (searched once typing pauses, from two characters or two
// digits); one match opens that student, several are listed to pick from. A student's dues load
// with the amount set to what is due now and cash chosen, so a cash collection is one tap. Every
// mode but cash needs its reference (a cheque its bank and date too, a UPI payment its 12-digit
// UTR). Each attempt carries one key, made when it starts: an attempt that got no answer (or a
// server failure) is only ever retried with that key, so it can never make a second receipt; a
// refusal (an overpayment, a UTR already recorded...) is said by its code and the next attempt gets
// a new key. The receipt opens once the money is recorded. The API and the key come through the
// actors (src/portal/api/fees-counter-actors.ts); moving between pages is the view's.
import type { CounterMatch, CounterMatches, StudentDues } from '@common/api/portal/fee-dues';
import type { Collection, PaymentMode, Receipt } from '@common/api/portal/fee-ledger';
import { and, assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';
import {
  amountError,
  amountText,
  attemptStates,
  type FeeFieldCode,
  firstWithError,
  isUnanswered,
  paiseOf,
  referenceError,
  referenceOf,
  withoutErrors,
} from './fee-attempt';

export interface PaymentValues {
  amount: string;
  mode: PaymentMode;
  /** The cheque's number, the UTR, the card's or the transfer's reference. */
  reference: string;
  chequeBank: string;
  chequeDate: string;
}
export type PaymentField = Exclude<keyof PaymentValues, 'mode'>;
export type PaymentErrors = Partial<Record<PaymentField, FeeFieldCode>>;

/** The refusals of POST /fees/payments the counter says by their code. */
const COLLECTION_REFUSALS = [
  'fee_overpayment',
  'utr_taken',
  'utr_invalid',
  'reference_required',
  'fee_nothing_due',
  'attempt_key_used',
] as const;
type CollectionRefusal = (typeof COLLECTION_REFUSALS)[number];

export type FeeCounterNotice = Notice<
  'searchFailed' | 'duesFailed' | 'collectFailed' | 'noAnswer' | 'serverFailed' | CollectionRefusal
>;

export interface FeeCounterContext {
  query: string;
  matches: CounterMatch[] | null;
  studentId: string | null;
  dues: StudentDues | null;
  values: PaymentValues;
  errors: PaymentErrors;
  notice: FeeCounterNotice | null;
  /** The key of the attempt under way; null when none is (a new attempt makes a new one). */
  attemptKey: string | null;
  /** Today on the school's clock: a cheque's date starts as today. */
  today: string;
}

export type FeeCounterEvent =
  | { type: 'search.type'; query: string }
  | { type: 'search.retry' }
  | { type: 'search.pick'; studentId: string }
  | { type: 'dues.retry' }
  | { type: 'collect.change'; field: PaymentField; value: string }
  | { type: 'collect.mode'; mode: PaymentMode }
  | { type: 'collect.submit' }
  | { type: 'collect.retry' };

export interface FeeCounterInput {
  /** Opened on a student's page; null: the search. */
  studentId: string | null;
  today: string;
}

const FIELD_ORDER: readonly PaymentField[] = ['amount', 'reference', 'chequeBank', 'chequeDate'];

/**
 * Whether a query is searched: two characters, or a phone number's first two digits (typed with
 * spaces, dashes or +91 as a phone number often is).
 */
export function searchable(query: string): boolean {
  const text = query.trim();
  return phoneLike(text) ? text.replace(/\D/g, '').length >= 2 : text.length >= 2;
}

const phoneLike = (text: string) => /^[+\d][\d\s-]*$/.test(text);

/** What the search sends: a phone number without its spaces and dashes, anything else trimmed. */
export function searchText(query: string): string {
  const text = query.trim();
  return phoneLike(text) ? text.replace(/[\s-]/g, '') : text;
}

/** The fields each mode shows: the amount always, a reference but for cash, a bank and date for a cheque. */
function fieldShown(mode: PaymentMode, field: PaymentField): boolean {
  if (field === 'amount') return true;
  if (field === 'reference') return mode !== 'cash';
  return mode === 'cheque';
}

function validatePayment(values: PaymentValues): PaymentErrors {
  const errors: PaymentErrors = {};
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  const reference = referenceError(values.mode, values.reference, { utr: true });
  if (reference) errors.reference = reference;
  if (values.mode === 'cheque') {
    if (!values.chequeBank.trim()) errors.chequeBank = 'required';
    if (!values.chequeDate) errors.chequeDate = 'required';
  }
  return errors;
}

/** The collection as POST /fees/payments takes it. */
export function collectionOf(studentId: string, key: string, values: PaymentValues): Collection {
  return {
    key,
    studentId,
    amountPaise: paiseOf(values.amount),
    mode: values.mode,
    reference: referenceOf(values.mode, values.reference),
    ...(values.mode === 'cheque'
      ? { chequeBank: values.chequeBank.trim(), chequeDate: values.chequeDate }
      : {}),
  };
}

const freshValues = (today: string, dues: StudentDues | null): PaymentValues => ({
  amount: amountText(dues?.dueNowPaise ?? 0),
  mode: 'cash',
  reference: '',
  chequeBank: '',
  chequeDate: today,
});

/** Collecting a payment: the attempt's states (fee-attempt.ts). */
const collection = attemptStates({
  keyingEntry: assign({ notice: null, errors: {} }),
  sending: 'collecting',
  actor: 'collectFee',
  input: ({ context }) => collectionOf(context.studentId ?? '', context.attemptKey ?? '', context.values),
  onDone: {
    target: '#feeCounter.collected',
    actions: {
      type: 'showReceipt',
      params: ({ event }: { event: { output: Receipt } }) => ({ receiptId: event.output.id }),
    },
  },
  refusals: COLLECTION_REFUSALS,
  fallback: 'collectFailed',
  retry: 'collect.retry',
});

export const feeCounterMachine = setup({
  types: {
    context: {} as FeeCounterContext,
    events: {} as FeeCounterEvent,
    input: {} as FeeCounterInput,
  },
  actors: {
    searchFeeStudents: fromPromise<CounterMatches, string>(async () => ({ students: [] })),
    loadStudentDues: fromPromise<StudentDues, string>(async () => {
      throw new Error('loadStudentDues is provided by the page');
    }),
    newAttemptKey: fromPromise<string, void>(async () => {
      throw new Error('newAttemptKey is provided by the page');
    }),
    collectFee: fromPromise<Receipt, Collection>(async () => {
      throw new Error('collectFee is provided by the page');
    }),
  },
  delays: {
    /** Typing pauses this long before the search is sent. */
    searchDelay: 300,
  },
  actions: {
    /** The view opens the student's page. */
    showStudent: (_, _params: { studentId: string }) => {},
    /** The view opens the receipt. */
    showReceipt: (_, _params: { receiptId: string }) => {},
    /** The view moves the focus to the field's control. */
    focusField: (_, _params: { field: PaymentField }) => {},
  },
  guards: {
    hasStudent: ({ context }) => context.studentId !== null,
    /** Typing that leaves the query as it was (a key that types nothing) changes nothing. */
    queryChanged: ({ context, event }) => event.type === 'search.type' && event.query !== context.query,
    searchable: ({ event }) => event.type === 'search.type' && searchable(event.query),
    /** A field the mode shows, edited: a mode's fields are the only ones it sends. */
    fieldEdited: ({ context, event }) =>
      event.type === 'collect.change' &&
      fieldShown(context.values.mode, event.field) &&
      context.values[event.field] !== event.value,
    oneMatch: ({ event }) => (event as unknown as { output: CounterMatches }).output.students.length === 1,
    listed: ({ context, event }) =>
      event.type === 'search.pick' && (context.matches ?? []).some((one) => one.id === event.studentId),
    paymentValid: ({ context }) => Object.keys(validatePayment(context.values)).length === 0,
    unanswered: ({ event }) => isUnanswered((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'feeCounter',
  context: ({ input }) => ({
    query: '',
    matches: null,
    studentId: input.studentId,
    dues: null,
    values: freshValues(input.today, null),
    errors: {},
    notice: null,
    attemptKey: null,
    today: input.today,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasStudent', target: 'student' }, { target: 'search' }],
    },
    search: {
      initial: 'idle',
      on: {
        'search.type': [
          {
            guard: and(['queryChanged', 'searchable']),
            target: '.waiting',
            reenter: true,
            actions: assign({ query: ({ event }) => event.query }),
          },
          {
            guard: 'queryChanged',
            target: '.idle',
            actions: assign({ query: ({ event }) => event.query, matches: null }),
          },
        ],
        'search.pick': {
          guard: 'listed',
          target: 'picked',
          actions: assign({ studentId: ({ event }) => event.studentId }),
        },
      },
      states: {
        idle: {},
        waiting: { after: { searchDelay: 'searching' } },
        searching: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'searchFeeStudents',
            src: 'searchFeeStudents',
            input: ({ context }) => searchText(context.query),
            onDone: [
              {
                guard: 'oneMatch',
                target: '#feeCounter.picked',
                actions: assign({ studentId: ({ event }) => event.output.students[0]?.id ?? null }),
              },
              { target: 'results', actions: assign({ matches: ({ event }) => event.output.students }) },
            ],
            onError: {
              target: 'failed',
              actions: assign({
                notice: ({ event }) => noticeFrom(event.error, ['message'], 'searchFailed'),
              }),
            },
          },
        },
        results: {},
        failed: { on: { 'search.retry': 'searching' } },
      },
    },
    /** The view opens the picked student's page. */
    picked: {
      type: 'final',
      entry: { type: 'showStudent', params: ({ context }) => ({ studentId: context.studentId ?? '' }) },
    },
    student: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'loadStudentDues',
            src: 'loadStudentDues',
            input: ({ context }) => context.studentId ?? '',
            onDone: {
              target: 'ready',
              actions: assign({
                dues: ({ event }) => event.output,
                values: ({ context, event }) => freshValues(context.today, event.output),
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'duesFailed') }),
            },
          },
        },
        failed: { on: { 'dues.retry': 'loading' } },
        ready: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'collect.change': {
                  guard: 'fieldEdited',
                  actions: assign(({ context, event }) => ({
                    values: { ...context.values, [event.field]: event.value },
                    errors: withoutErrors(context.errors, [event.field]),
                  })),
                },
                // Another mode's reference is not this one's: a UTR is never sent as a card's.
                'collect.mode': {
                  actions: assign(({ context, event }) => ({
                    values: { ...context.values, mode: event.mode, reference: '' },
                    errors: withoutErrors(context.errors, ['reference', 'chequeBank', 'chequeDate']),
                  })),
                },
                'collect.submit': [
                  { guard: 'paymentValid', target: 'keying' },
                  {
                    actions: [
                      assign({ errors: ({ context }) => validatePayment(context.values) }),
                      {
                        type: 'focusField',
                        params: ({ context }) => ({
                          field: firstWithError(context.errors, FIELD_ORDER) ?? 'amount',
                        }),
                      },
                    ],
                  },
                ],
              },
            },
            // A new attempt (its key made once), sent by collecting; the money may have been
            // recorded when no answer came: only the same attempt is sent again.
            keying: collection.keying,
            collecting: collection.sending,
            unanswered: collection.unanswered,
          },
        },
      },
    },
    /** The receipt opens (the view's showReceipt). */
    collected: { type: 'final' },
  },
});
