// Every path of a receipt's page (docs/requirements/fees.md#the-ledger), through the real portal
// at /fees/receipts/:id: the receipt loads (or fails, with a retry) and prints through the
// browser's dialog; a standing receipt is cancelled with a reason and a question first, or a
// refund is recorded for its student; each attempt's key is made once, sent again unchanged after
// no answer or a server failure, and a new one after any other answer; refusals are said by their
// code; a receipt cancelled meanwhile is loaded again. The receipt prints in the language and on
// the paper the address asks for, the reader's language by default.

import type { Language } from '@common/languages';
import type { Notice } from '@machines/api-failure';
import { feeCancellationMachine, refundOf } from '@machines/portal/fee-cancellation.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, type ModelRun, type ModelStep, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import { ASHA, attemptKey, cancelledReceipt, RECEIPT, receipt, refundEntry, refusal } from './fees-fixtures';
import { owner, renderPortal, sessionOf } from './support';

type Run = ModelRun & { path: string; language: Language; sheet: Language };
type World = {
  deferred: ReturnType<typeof deferredActors>;
  print: ReturnType<typeof vi.fn>;
  made: string[];
  sent: string[];
};

const noAnswer = { error: { status: 0 }, label: 'no answer' };
const input = { receiptId: RECEIPT };
const path = `/fees/receipts/${RECEIPT}`;
/** The events of the other form, left out of a run; printing is walked in one run only. */
const noCancel = { 'cancel.open': [], 'cancel.reason': [], 'cancel.submit': [] };
const noRefund = { 'refund.open': [] };
const noPrint = { 'receipt.print': [] };
const upiReceipt = receipt({
  mode: 'upi',
  reference: '412356789012',
  tax: {
    invoiceNumber: 'TI/2026-27/000045',
    gstin: '08ABCDE1234F1Z5',
    taxablePaise: 127_161,
    cgstPaise: 11_444,
    sgstPaise: 11_445,
    igstPaise: 0,
  },
});

const runs: Run[] = [
  {
    name: 'cancelling',
    path,
    language: 'en',
    sheet: 'en',
    input,
    eventCases: {
      ...noRefund,
      ...noPrint,
      'xstate.done.actor.loadReceipt': [
        { output: receipt(), label: 'standing' },
        { output: cancelledReceipt, label: 'cancelled' },
      ],
      'xstate.error.actor.loadReceipt': [failures.connectionLost],
      'cancel.reason': [
        { value: '  ', label: 'blank' },
        { value: ' Wrong student ', label: 'a reason' },
      ],
      'xstate.done.actor.newAttemptKey': [{ output: attemptKey(0) }],
      'xstate.error.actor.newAttemptKey': [{ error: new Error('No randomness'), label: 'no key' }],
      'xstate.done.actor.cancelFeeReceipt': [{ output: cancelledReceipt }],
      'xstate.error.actor.cancelFeeReceipt': [
        noAnswer,
        failures.serverFailure,
        refusal('receipt_cancelled', 'This receipt is already cancelled.'),
        refusal(
          'receipt_refunded',
          'Money of this receipt was refunded: cancelling it too would take it back twice. Record a payment instead, or ask the accountant.',
        ),
        failures.forbidden,
      ],
    },
  },
  {
    name: 'a refund',
    path,
    language: 'en',
    sheet: 'en',
    input,
    eventCases: {
      ...noCancel,
      ...noPrint,
      'xstate.done.actor.loadReceipt': [{ output: receipt() }],
      'xstate.error.actor.loadReceipt': [],
      'refund.change': [
        { field: 'amount', value: '500', label: 'the amount' },
        { field: 'reference', value: ' 412356789012 ', label: 'the reference' },
        { field: 'reason', value: 'Left the bus service', label: 'the reason' },
      ],
      'refund.mode': [{ mode: 'upi', label: 'UPI' }],
      'xstate.done.actor.newAttemptKey': [{ output: attemptKey(0) }],
      'xstate.error.actor.newAttemptKey': [{ error: new Error('No randomness'), label: 'no key' }],
      'xstate.done.actor.recordFeeRefund': [{ output: refundEntry }],
      'xstate.error.actor.recordFeeRefund': [
        noAnswer,
        refusal('refund_exceeds_paid', 'A refund cannot be more than what was paid: ₹1,500.50.', {
          paid: '₹1,500.50',
        }),
      ],
    },
  },
  {
    name: 'a Hindi reader’s receipt on the roll, with its GST',
    path: `${path}?paper=80mm`,
    language: 'hi',
    sheet: 'hi',
    input,
    eventCases: {
      ...noCancel,
      ...noRefund,
      'xstate.done.actor.loadReceipt': [{ output: upiReceipt }],
      'xstate.error.actor.loadReceipt': [],
    },
  },
];

const WORDS = {
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    print: 'Print',
    cancel: 'Cancel receipt',
    refund: 'Record refund',
    reason: 'Reason',
    confirm: 'Yes, cancel it',
    back: 'Back',
    close: 'Close',
    cancelling: 'Cancelling…',
    recording: 'Recording…',
    cancelled: 'The receipt is cancelled.',
    refunded: 'Refund of ₹500.00 recorded.',
    own: {
      receiptFailed: 'The receipt could not be loaded.',
      cancelFailed: 'The receipt could not be cancelled.',
      refundFailed: 'The refund could not be recorded.',
      noAnswer:
        'No answer from the server: the payment may or may not be recorded. Try again when connected; it never makes a second receipt.',
      serverFailed:
        'The server failed: the payment may or may not be recorded. Try again; it never makes a second receipt.',
    } as Record<string, string>,
  },
  hi: {
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    print: 'प्रिंट करें',
    cancel: 'रसीद रद्द करें',
    refund: 'वापसी दर्ज करें',
  },
};

/** The receipt's own words in each language. */
const SHEET = {
  en: { title: 'Fee receipt', cancelled: 'CANCELLED', total: 'Total', words: 'In words' },
  hi: { title: 'फ़ीस रसीद', cancelled: 'रद्द', total: 'कुल', words: 'शब्दों में' },
};

const refundLabels: Record<string, string> = {
  amount: 'Amount to refund (₹)',
  reference: 'UPI reference',
  reason: 'Reason',
};
const refundErrors: Record<string, string> = {
  'amount:required': 'Enter the amount.',
  'reference:required': 'Enter the reference.',
  'reason:required': 'Say why.',
};
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

function expectSheet(state: AnyMachineSnapshot, run: Run) {
  const shown = state.context.receipt;
  const sheet = screen.getByRole('article');
  const w = SHEET[run.sheet];
  expect(sheet).toHaveAttribute('lang', run.sheet);
  expect(sheet).toHaveClass(run.path.includes('80mm') ? 'fee-receipt--80mm' : 'fee-receipt--a5');
  const inSheet = within(sheet);
  expect(inSheet.getByRole('heading', { level: 2, name: 'Vidya Mandir School' })).toBeInTheDocument();
  expect(inSheet.getByRole('heading', { level: 3, name: w.title })).toBeInTheDocument();
  expect(sheet).toHaveTextContent('12 Station Road, Jaipur');
  expect(sheet).toHaveTextContent('+911123456789');
  expect(sheet).toHaveTextContent('R/2026-27/000123');
  expect(sheet).toHaveTextContent('Asha Verma');
  expect(sheet).toHaveTextContent('Tuition (Term 1)₹1,080.00');
  expect(sheet).toHaveTextContent(
    run.sheet === 'en' ? 'Late fine (Term 1)₹20.50' : 'विलंब शुल्क (Term 1)₹20.50',
  );
  expect(sheet).toHaveTextContent(`${w.total}₹1,500.50`);
  expect(sheet).toHaveTextContent(`${w.words}: ${shown.words[run.sheet]}`);
  expect(sheet).toHaveTextContent('Meena Sharma');
  expect(inSheet.queryByText(w.cancelled) !== null).toBe(shown.cancelled !== null);
  if (shown.cancelled) expect(sheet).toHaveTextContent('Reason: Wrong student');
  if (shown.tax) {
    expect(sheet).toHaveTextContent('कर योग्य मूल्य₹1,271.61CGST₹114.44SGST₹114.45');
    expect(sheet).toHaveTextContent('08ABCDE1234F1Z5');
    expect(sheet).toHaveTextContent('संदर्भ412356789012');
  }
}

function expectPage(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const { run } = step;
  const w = WORDS[run.language];
  expect(screen.queryByText(w.loading) !== null).toBe(state.matches('loading'));
  const failed = state.matches('failed');
  const notice = state.context.notice as Notice | null;
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(notice.serverText ?? WORDS.en.own[notice.code] ?? notice.code);
  else expect(alert).toBeNull();
  expect(world.print).toHaveBeenCalledTimes(
    step.path.steps.slice(0, step.index + 1).filter((one) => one.event.type === 'receipt.print').length,
  );
  if (!state.matches('shown')) {
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(failed);
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: /R\/2026-27\/000123$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: w.print })).toBeInTheDocument();
  expectSheet(state, run);
  const standing = state.context.receipt.cancelled === null;
  const idle = state.matches({ shown: 'idle' });
  expect(screen.queryByRole('button', { name: w.cancel }) !== null).toBe(
    (idle && standing) || state.matches({ shown: { cancel: 'editing' } }),
  );
  expect(screen.queryByRole('button', { name: w.refund }) !== null).toBe(
    (idle && standing) || state.matches({ shown: { refund: 'editing' } }),
  );
  const done = state.context.done as { kind: string } | null;
  const status = screen.queryByText(done?.kind === 'refunded' ? WORDS.en.refunded : WORDS.en.cancelled);
  expect(status !== null).toBe(done !== null);
  if (state.matches({ shown: 'cancel' })) expectCancel(state, world, step);
  else expect(screen.queryByRole('heading', { level: 2, name: WORDS.en.cancel })).toBeNull();
  if (state.matches({ shown: 'refund' })) expectRefund(state, world, step);
  else expect(screen.queryByRole('heading', { level: 2, name: 'Refund' })).toBeNull();
}

function expectCancel(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const w = WORDS.en;
  const at = (sub: string) => state.matches({ shown: { cancel: sub } });
  const reason = screen.getByLabelText(w.reason) as HTMLTextAreaElement;
  expect(reason).toHaveValue(state.context.reason);
  expect(reason.disabled).toBe(!at('editing'));
  expect(screen.queryByText('Say why.') !== null).toBe(state.context.reasonError === 'required');
  const question =
    'Cancel receipt R/2026-27/000123? A cancelled receipt stays on record and cannot be undone.';
  expect(screen.queryByRole('group', { name: question }) !== null).toBe(at('confirming'));
  expect(screen.queryByRole('button', { name: w.confirm }) !== null).toBe(at('confirming'));
  expect(screen.queryByRole('button', { name: w.close }) !== null).toBe(at('editing'));
  expect(screen.queryByRole('button', { name: w.cancelling }) !== null).toBe(at('keying') || at('sending'));
  expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(at('unanswered'));
  expect(world.deferred.inputs('newAttemptKey').length).toBe(at('keying') ? 1 : 0);
  if (at('sending')) {
    const [sent] = world.deferred.inputs('cancelFeeReceipt') as Array<{ cancellation: { key: string } }>;
    const key = sent?.cancellation.key ?? '';
    expect(sent).toEqual({ receiptId: RECEIPT, cancellation: { key, reason: 'Wrong student' } });
    expectKey(key, world, step);
  }
}

function expectRefund(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const w = WORDS.en;
  const at = (sub: string) => state.matches({ shown: { refund: sub } });
  const { refund, errors } = state.context;
  for (const field of ['amount', 'reference', 'reason']) {
    const control = screen.queryByLabelText(refundLabels[field] ?? field) as HTMLInputElement | null;
    expect(control !== null).toBe(field !== 'reference' || refund.mode !== 'cash');
    if (!control) continue;
    expect(control).toHaveValue(refund[field]);
    expect(control.disabled).toBe(!at('editing'));
    const code = errors[field];
    expect(document.getElementById(`fee-refund-${field}-error`)?.textContent ?? '').toBe(
      code ? (refundErrors[`${field}:${code}`] ?? '?') : '',
    );
  }
  expect(screen.getByRole('button', { name: 'UPI' })).toHaveAttribute(
    'aria-pressed',
    String(refund.mode === 'upi'),
  );
  expect(screen.queryByRole('button', { name: w.recording }) !== null).toBe(at('keying') || at('sending'));
  expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(at('unanswered'));
  if (step.event.type === 'refund.submit' && at('editing')) {
    const first = ['amount', 'reference', 'reason'].find((one) => errors[one]) ?? 'amount';
    expect(document.activeElement).toBe(screen.getByLabelText(refundLabels[first] ?? first));
  }
  expect(world.deferred.inputs('newAttemptKey').length).toBe(at('keying') ? 1 : 0);
  if (at('sending')) {
    const [sent] = world.deferred.inputs('recordFeeRefund') as Array<{ key: string }>;
    const key = sent?.key ?? '';
    expect(sent).toEqual(refundOf(ASHA, key, refund));
    expect(sent).toMatchObject(
      refund.mode === 'upi'
        ? { amountPaise: 50_000, reference: '412356789012' }
        : { amountPaise: 50_000, reference: '' },
    );
    expectKey(key, world, step);
  }
}

/** The attempt's key as it is sent: the same again on a retry, a new one otherwise. */
function expectKey(key: string, world: World, step: ModelStep<Run>) {
  const { type } = step.event;
  if (type !== 'xstate.done.actor.newAttemptKey' && !type.endsWith('.retry')) return;
  if (step.event.type.endsWith('.retry')) expect(key).toBe(world.sent.at(-1));
  else {
    expect(key).toBe(world.made.at(-1));
    expect(world.sent).not.toContain(key);
  }
  world.sent.push(key);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fee-cancellation machine, through a receipt’s page', () => {
  testModelPaths<World, Run>({
    machine: feeCancellationMachine,
    file: import.meta.filename,
    runs,
    viewContext: (snapshot) => {
      const { receipt: shown, reason, reasonError, refund, errors, notice, done } = snapshot.context;
      return { cancelled: shown?.cancelled !== null, reason, reasonError, refund, errors, notice, done };
    },
    async open({ inspect, run }) {
      const deferred = deferredActors([
        'loadReceipt',
        'newAttemptKey',
        'cancelFeeReceipt',
        'recordFeeRefund',
      ]);
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      await renderPortal({
        path: run.path,
        stored: sessionOf({ ...owner, language: run.language }),
        inspect,
        actors: deferred.actors,
      });
      return { deferred, print, made: [], sent: [] };
    },
    on: {
      'receipt.retry': (_, __, step) => click(WORDS[step.run.language].retry),
      'receipt.print': (_, __, step) => click(WORDS[step.run.language].print),
      // Once open, a form hides the buttons that open either.
      'cancel.open': () =>
        act(async () => {
          const button = screen.queryByRole('button', { name: WORDS.en.cancel });
          if (button && !screen.queryByLabelText(WORDS.en.reason)) fireEvent.click(button);
        }),
      'cancel.reason': ({ value }: { value: string }) =>
        act(async () => fireEvent.change(screen.getByLabelText(WORDS.en.reason), { target: { value } })),
      'cancel.submit': () => click(WORDS.en.cancel),
      'cancel.confirm': () => click(WORDS.en.confirm),
      'cancel.back': () => click(WORDS.en.back),
      'cancel.close': () => click(WORDS.en.close),
      'cancel.retry': () => click(WORDS.en.retry),
      'refund.open': () =>
        act(async () => {
          const button = screen.queryByRole('button', { name: WORDS.en.refund });
          if (button && !screen.queryByLabelText(refundLabels.amount ?? '')) fireEvent.click(button);
        }),
      // A cash refund has no reference to type.
      'refund.change': ({ field, value }: { field: string; value: string }) =>
        act(async () => {
          const control = screen.queryByLabelText(refundLabels[field] ?? field);
          if (control) fireEvent.change(control, { target: { value } });
        }),
      'refund.mode': () => click('UPI'),
      'refund.submit': () => click(WORDS.en.refund),
      'refund.close': () => click(WORDS.en.close),
      'refund.retry': () => click(WORDS.en.retry),
      'xstate.done.actor.newAttemptKey': (_, world: World) => {
        const key = attemptKey(world.made.length + 1);
        world.made.push(key);
        return world.deferred.settle('newAttemptKey', 'done', key);
      },
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, world, step) => expectPage(state, world, step),
  });
});

describe('a receipt’s language and paper', () => {
  it('print in the language the address asks for, whatever the reader’s, with links to switch both', async () => {
    const deferred = deferredActors(['loadReceipt']);
    await renderPortal({
      path: `${path}?lang=hi`,
      stored: sessionOf(owner),
      actors: deferred.actors,
    });
    await deferred.settle('loadReceipt', 'done', receipt());
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('article')).toHaveTextContent('एक हज़ार पाँच सौ रुपये पचास पैसे मात्र');
    expect(screen.getByRole('article')).toHaveTextContent('भुगतान का तरीक़ानक़द');
    // The page around it stays in the reader's language.
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const language = screen.getByRole('group', { name: 'Receipt language' });
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `${path}?lang=en&paper=a5`,
    );
    expect(within(language).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    const paper = screen.getByRole('group', { name: 'Paper' });
    expect(within(paper).getByRole('link', { name: '80 mm roll' })).toHaveAttribute(
      'href',
      `${path}?lang=hi&paper=80mm`,
    );
    expect(within(paper).getByRole('link', { name: 'A5' })).toHaveAttribute('aria-current', 'true');
  });

  it('offer no cancellation or refund to a member without fees.cancel', async () => {
    const deferred = deferredActors(['loadReceipt']);
    await renderPortal({
      path,
      stored: sessionOf({ ...owner, permissions: ['fees.view', 'fees.collect'] }),
      actors: deferred.actors,
    });
    await deferred.settle('loadReceipt', 'done', receipt());
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record refund' })).toBeNull();
  });
});
