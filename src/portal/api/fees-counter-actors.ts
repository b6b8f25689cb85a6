// Every actor of the fee counter's machines (machines/portal/fee-counter.machine.ts and
// fee-cancellation.machine.ts) and of its lists (a family's dues, a student's ledger): the calls of
// ./fees-counter.ts, and the attempt key a collection, a cancellation or a refund carries. Views
// start their machines with these (useScreenMachine, useResourceList); tests replace them by name.
import type { Cancellation, Collection, Refund } from '@common/api/portal/fee-ledger';
import { fromPromise } from 'xstate';
import {
  cancelReceipt,
  collectPayment,
  getFamilyDues,
  getReceipt,
  getStudentDues,
  getStudentLedger,
  recordRefund,
  searchFeeStudents,
} from './fees-counter';

export const feesCounterActors = {
  searchFeeStudents: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
    searchFeeStudents(input, signal),
  ),
  loadStudentDues: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
    getStudentDues(input, signal),
  ),
  loadFamilyDues: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
    getFamilyDues(input, signal),
  ),
  loadStudentLedger: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
    getStudentLedger(input, signal),
  ),
  /** One key per attempt to move money: the server answers a repeated key with what the first made. */
  newAttemptKey: fromPromise<string, void>(async () => crypto.randomUUID()),
  collectFee: fromPromise(({ input }: { input: Collection }) => collectPayment(input)),
  loadReceipt: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
    getReceipt(input, signal),
  ),
  cancelFeeReceipt: fromPromise(({ input }: { input: { receiptId: string; cancellation: Cancellation } }) =>
    cancelReceipt(input.receiptId, input.cancellation),
  ),
  recordFeeRefund: fromPromise(({ input }: { input: Refund }) => recordRefund(input)),
};
