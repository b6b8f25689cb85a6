// What the counter's machines share (docs/requirements/fees.md#the-counter): how a payment's or a
// refund's fields are checked, and how the answer to a call that moves money is read. A call that
// got no answer, or a server failure, may have recorded the money: it is sent again with the same
// attempt key (the server answers what the first made, never a second entry). Any other answer is
// final: nothing was recorded, and the next attempt is a new one with a new key.
import type { PaymentMode } from '@common/api/portal/fee-ledger';
import { parseRupees, rupeesForUpi } from '@common/fees/money';
import { isUtr } from '@common/fees/upi';
import { assign } from 'xstate';
import { asApiFailure, NO_ANSWER, type Notice, noticeFrom } from '../api-failure';

/** What a field may be told: empty, not an amount, or not a 12-digit UTR. */
export type FeeFieldCode = 'required' | 'invalid' | 'utr';

/** No answer, or the server failed: the money may have been recorded, so the same key is sent again. */
export function isUnanswered(error: unknown): boolean {
  const { status } = asApiFailure(error);
  return status === NO_ANSWER || status >= 500;
}

/** The notice for an unanswered attempt: the connection lost, or the server failed. */
export function unansweredNotice(error: unknown): Notice<'noAnswer' | 'serverFailed'> {
  return asApiFailure(error).status === NO_ANSWER ? { code: 'noAnswer' } : { code: 'serverFailed' };
}

/**
 * A refusal named by its code when the screen knows it (fee_overpayment, utr_taken...), keeping the
 * server's sentence and blanks for the reader's language; any other by the screen's own `fallback`.
 */
export function refusalNotice<Known extends string, Fallback extends string>(
  error: unknown,
  known: readonly Known[],
  fallback: Fallback,
): Notice<Known | Fallback> {
  const code = asApiFailure(error).code;
  const named = known.find((one) => one === code);
  return noticeFrom<Known | Fallback>(error, ['message'], named ?? fallback);
}

/** An amount as typed: required, and a whole number of paise above zero (parseRupees). */
export function amountError(text: string): FeeFieldCode | undefined {
  if (!text.trim()) return 'required';
  const paise = parseRupees(text);
  return paise === null || paise === 0 ? 'invalid' : undefined;
}

/** The paise of an amount the form has checked. */
export const paiseOf = (text: string): number => parseRupees(text) ?? 0;

/**
 * The reference every mode but cash needs: a UPI payment's is its 12-digit UTR (`utr`); a refund's
 * is the school's own transaction, whatever its form.
 */
export function referenceError(
  mode: PaymentMode,
  reference: string,
  check: { utr: boolean },
): FeeFieldCode | undefined {
  if (mode === 'cash') return undefined;
  if (!reference.trim()) return 'required';
  return check.utr && mode === 'upi' && !isUtr(referenceOf(mode, reference)) ? 'utr' : undefined;
}

/** The reference as sent: none for cash; a UTR without the spaces a parent's app groups it with. */
export function referenceOf(mode: PaymentMode, reference: string): string {
  if (mode === 'cash') return '';
  return mode === 'upi' ? reference.replace(/\s+/g, '') : reference.trim();
}

/** What is due now as the amount field starts: rupees without grouping ("1500", "1500.50"), or empty. */
export function amountText(paise: number): string {
  if (paise <= 0) return '';
  const text = rupeesForUpi(paise);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** The first field, in the form's order, that has an error. */
export function firstWithError<F extends string>(errors: Partial<Record<F, unknown>>, order: readonly F[]) {
  return order.find((field) => errors[field] !== undefined);
}

/** The errors without those of `fields`: editing a field clears its error. */
export function withoutErrors<F extends string>(
  errors: Partial<Record<F, FeeFieldCode>>,
  fields: readonly F[],
): Partial<Record<F, FeeFieldCode>> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !fields.includes(field as F)),
  ) as Partial<Record<F, FeeFieldCode>>;
}

// Loose at this boundary on purpose, as form-machine.ts's pieces are: the same states serve
// machines with different contexts and events, and each machine's setup() checks its own.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;

export interface AttemptSpec {
  /** The name of the state that sends the attempt: where `keying` goes and `unanswered` returns. */
  sending: string;
  /** The actor that sends it (also its invoke id). */
  actor: string;
  input: (args: { context: Loose }) => unknown;
  onDone: unknown;
  /** Refusals that go elsewhere than back to `editing` (each a transition, tried in order first). */
  refusedFirst?: readonly unknown[];
  /** The refusals the screen names by their code, and its own code for any other. */
  refusals: readonly string[];
  fallback: string;
  /** The event that sends an unanswered attempt again. */
  retry: string;
  /** What entering `keying` does besides (clearing the form's errors, say). */
  keyingEntry?: unknown;
}

/**
 * The states of an attempt that moves money, which the machine places beside its `editing` state
 * under its own names (`keying`, the sending state, `unanswered`: written out in the machine, so
 * its state values stay typed); its setup() names the `unanswered` guard (isUnanswered) and the
 * `newAttemptKey` actor.
 * `keying` makes the attempt's key once; the sending state sends it; no answer, or a server
 * failure, waits in `unanswered`, from which only the same attempt is sent again; any other
 * answer is final, back to `editing` with the key dropped, so the next attempt is a new one.
 */
export function attemptStates(spec: AttemptSpec): { keying: Loose; sending: Loose; unanswered: Loose } {
  return {
    keying: {
      ...(spec.keyingEntry ? { entry: spec.keyingEntry } : {}),
      invoke: {
        id: 'newAttemptKey',
        src: 'newAttemptKey',
        onDone: { target: spec.sending, actions: assign({ attemptKey: ({ event }: Loose) => event.output }) },
        onError: { target: 'editing', actions: assign({ notice: { code: spec.fallback } }) },
      },
    },
    sending: {
      invoke: {
        id: spec.actor,
        src: spec.actor,
        input: spec.input,
        onDone: spec.onDone,
        onError: [
          {
            guard: 'unanswered',
            target: 'unanswered',
            actions: assign({ notice: ({ event }: Loose) => unansweredNotice(event.error) }),
          },
          ...(spec.refusedFirst ?? []),
          {
            target: 'editing',
            actions: assign({
              notice: ({ event }: Loose) => refusalNotice(event.error, spec.refusals, spec.fallback),
              attemptKey: null,
            }),
          },
        ],
      },
    },
    unanswered: {
      on: { [spec.retry]: { target: spec.sending, actions: assign({ notice: null }) } },
    },
  };
}
