// The fee counter's calls (docs/requirements/fees.md#the-counter), as common/api/portal/fee-dues.ts
// and fee-ledger.ts describe them: the search, a student's and a family's dues, the ledger, a
// collection and its receipt, a cancellation and a refund. Every call that moves money carries the
// attempt key its machine made, so a retry answers what the first attempt made.
import type { CounterMatches, FamilyDues, StudentDues } from '@common/api/portal/fee-dues';
import type {
  Cancellation,
  Collection,
  LedgerEntry,
  Receipt,
  Refund,
  StudentLedger,
} from '@common/api/portal/fee-ledger';
import { portalFetch, queryString } from './client';

const id = encodeURIComponent;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : undefined);

export const searchFeeStudents = (q: string, signal?: AbortSignal) =>
  portalFetch<CounterMatches>(`/fees/search${queryString({ q })}`, withSignal(signal));

export const getStudentDues = (studentId: string, signal?: AbortSignal) =>
  portalFetch<StudentDues>(`/fees/students/${id(studentId)}/dues`, withSignal(signal));

export const getFamilyDues = (studentId: string, signal?: AbortSignal) =>
  portalFetch<FamilyDues>(`/fees/students/${id(studentId)}/family`, withSignal(signal));

export const getStudentLedger = (studentId: string, signal?: AbortSignal) =>
  portalFetch<StudentLedger>(`/fees/students/${id(studentId)}/ledger`, withSignal(signal));

export const collectPayment = (collection: Collection) =>
  portalFetch<Receipt>('/fees/payments', { method: 'POST', body: collection });

export const getReceipt = (receiptId: string, signal?: AbortSignal) =>
  portalFetch<Receipt>(`/fees/receipts/${id(receiptId)}`, withSignal(signal));

export const cancelReceipt = (receiptId: string, cancellation: Cancellation) =>
  portalFetch<Receipt>(`/fees/receipts/${id(receiptId)}/cancel`, { method: 'POST', body: cancellation });

export const recordRefund = (refund: Refund) =>
  portalFetch<LedgerEntry>('/fees/refunds', { method: 'POST', body: refund });
