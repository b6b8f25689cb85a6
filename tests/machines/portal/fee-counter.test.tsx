// Every path of the fee counter (docs/requirements/fees.md#the-counter), through the real portal
// at /fees and /fees/students/:id: the search is sent once typing pauses, from two characters; one
// match opens the student, several are listed; a student's dues load with the amount set to what
// is due now and cash chosen; each mode asks for its reference; a collection's key is made once
// per attempt, sent again unchanged after no answer or a server failure, and a new one after any
// other answer; refusals are said by their code (in English the server's sentence, in Hindi the
// words for the code); a recorded payment opens its receipt.

import type { CounterMatch } from '@common/api/portal/fee-dues';
import type { Collection } from '@common/api/portal/fee-ledger';
import type { Language } from '@common/languages';
import { schoolToday } from '@common/school-clock';
import type { Notice } from '@machines/api-failure';
import {
  collectionOf,
  feeCounterMachine,
  type PaymentValues,
  searchable,
  searchText,
} from '@machines/portal/fee-counter.machine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, fromPromise } from 'xstate';
import { deferredActors, type ModelRun, type ModelStep, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import {
  ASHA,
  asha,
  ashaDues,
  attemptKey,
  family,
  payment,
  RECEIPT,
  ravi,
  receipt,
  refusal,
} from './fees-fixtures';
import { owner, renderPortal, sessionOf } from './support';

const TODAY = schoolToday(new Date());

type Run = ModelRun & { path: string; language: Language };
type World = {
  router: Awaited<ReturnType<typeof renderPortal>>['router'];
  deferred: ReturnType<typeof deferredActors>;
  /** Keys the stub made, in order; and the key each collection was sent with. */
  made: string[];
  sent: string[];
};

const overpaid = refusal(
  'fee_overpayment',
  'The amount is more than is due: at most ₹1,500.50 can be taken.',
  {
    due: '₹1,500.50',
  },
);
const utrTaken = refusal(
  'utr_taken',
  'This UPI reference is already recorded, on receipt R/2026-27/000120.',
  {
    receipt: 'R/2026-27/000120',
  },
);
const noAnswer = { error: { status: 0 }, label: 'no answer' };

const student = { path: `/fees/students/${ASHA}`, input: { studentId: ASHA, today: TODAY } };
/** A run that only collects (no typing, no modes): each answer of the server to a collection. */
const answersOnly = {
  'collect.change': [],
  'collect.mode': [],
  'xstate.done.actor.newAttemptKey': [{ output: attemptKey(0) }],
  'xstate.done.actor.collectFee': [{ output: receipt() }],
};
/** A run of one mode: its reference typed, then collected. */
const modeRun = (mode: PaymentValues['mode'], changes: Array<Record<string, unknown>>): Run => ({
  name: `paid by ${mode}`,
  ...student,
  language: 'en',
  eventCases: {
    'xstate.done.actor.loadStudentDues': [{ output: ashaDues() }],
    'xstate.error.actor.loadStudentDues': [],
    'collect.mode': [{ mode, label: mode }],
    'collect.change': changes,
    'xstate.done.actor.newAttemptKey': [{ output: attemptKey(0) }],
    'xstate.error.actor.newAttemptKey': [],
    'xstate.done.actor.collectFee': [{ output: receipt({ mode }) }],
    'xstate.error.actor.collectFee': [],
  },
});

const runs: Run[] = [
  {
    name: 'the search',
    path: '/fees',
    language: 'en',
    input: { studentId: null, today: TODAY },
    eventCases: {
      'search.type': [
        { query: 'A', label: 'one letter' },
        { query: ' Asha ', label: 'a name' },
      ],
      'xstate.done.actor.searchFeeStudents': [
        { output: { students: [asha, ravi] }, label: 'two' },
        { output: { students: [asha] }, label: 'one' },
        { output: { students: [] }, label: 'none' },
      ],
      'xstate.error.actor.searchFeeStudents': [failures.connectionLost],
      'search.pick': [{ studentId: ASHA, label: 'Asha' }],
    },
  },
  {
    name: 'a student, each answer to a cash collection',
    ...student,
    language: 'en',
    eventCases: {
      ...answersOnly,
      'xstate.done.actor.loadStudentDues': [
        { output: ashaDues(), label: 'due now' },
        { output: ashaDues(0), label: 'nothing due now' },
      ],
      'xstate.error.actor.loadStudentDues': [failures.connectionLost],
      'xstate.error.actor.newAttemptKey': [{ error: new Error('No randomness'), label: 'no key' }],
      'xstate.error.actor.collectFee': [
        noAnswer,
        failures.serverFailure,
        overpaid,
        utrTaken,
        {
          error: { status: 400, code: 'utr_invalid', message: 'A UPI reference (UTR) is 12 digits.' },
          label: 'utr_invalid',
        },
        refusal('fee_nothing_due', 'Nothing is due from this student.'),
        {
          error: { status: 400, code: 'validation', message: 'The amount must be more than zero.' },
          label: 'invalid',
        },
      ],
    },
  },
  {
    name: 'a student in Hindi',
    ...student,
    language: 'hi',
    eventCases: {
      ...answersOnly,
      'xstate.done.actor.loadStudentDues': [{ output: ashaDues() }],
      'xstate.error.actor.loadStudentDues': [],
      'xstate.error.actor.newAttemptKey': [],
      'xstate.error.actor.collectFee': [noAnswer, overpaid, utrTaken],
    },
  },
  {
    name: 'the amount',
    ...student,
    language: 'en',
    eventCases: {
      ...answersOnly,
      'xstate.done.actor.loadStudentDues': [{ output: ashaDues() }],
      'xstate.error.actor.loadStudentDues': [],
      'xstate.error.actor.newAttemptKey': [],
      'xstate.error.actor.collectFee': [],
      'collect.change': [
        { field: 'amount', value: '', label: 'cleared' },
        { field: 'amount', value: '15OO', label: 'not an amount' },
        { field: 'amount', value: '1,000', label: 'part' },
      ],
    },
  },
  modeRun('cheque', [
    { field: 'reference', value: '004512', label: 'the cheque number' },
    { field: 'chequeBank', value: 'State Bank of India', label: 'the bank' },
    { field: 'chequeDate', value: '', label: 'the date cleared' },
  ]),
  modeRun('upi', [
    { field: 'reference', value: '12345', label: 'too short' },
    { field: 'reference', value: '4123 5678 9012', label: 'the UTR' },
  ]),
  modeRun('card', [{ field: 'reference', value: 'AUTH 77812', label: 'the reference' }]),
  modeRun('bank', [{ field: 'reference', value: 'NEFT N123456789', label: 'the reference' }]),
];

const WORDS = {
  en: {
    heading: 'Fee counter',
    search: 'Name, admission number or phone',
    searching: 'Searching…',
    loading: 'Loading…',
    retry: 'Try again',
    amount: 'Amount (₹)',
    collect: 'Collect',
    collecting: 'Collecting…',
    modes: { cash: 'Cash', cheque: 'Cheque', upi: 'UPI', card: 'Card', bank: 'Bank transfer' },
    reference: {
      cheque: 'Cheque number',
      upi: 'UTR (12 digits)',
      card: 'Card payment reference',
      bank: 'Transfer reference',
    },
    bank: 'Bank',
    chequeDate: 'Cheque date',
    upiText: 'Paid by UPI? It shows here once the school records it.',
    dueNow: 'Due now',
    errors: {
      'amount:required': 'Enter the amount.',
      'amount:invalid': 'Enter an amount in rupees, like 1500 or 1500.50.',
      'reference:required': 'Enter the reference.',
      'reference:utr': 'A UTR is 12 digits.',
      'chequeBank:required': 'Enter the bank.',
      'chequeDate:required': 'Enter the cheque’s date.',
    } as Record<string, string>,
    /** The page's own words, when the server's sentence is not said. */
    own: {
      collectFailed: 'The payment could not be recorded.',
      noAnswer:
        'No answer from the server: the payment may or may not be recorded. Try again when connected; it never makes a second receipt.',
      serverFailed:
        'The server failed: the payment may or may not be recorded. Try again; it never makes a second receipt.',
    } as Record<string, string>,
  },
  hi: {
    heading: 'फ़ीस काउंटर',
    search: 'नाम, प्रवेश संख्या या फ़ोन',
    searching: 'खोजा जा रहा है…',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    amount: 'राशि (₹)',
    collect: 'जमा करें',
    collecting: 'जमा हो रहा है…',
    modes: { cash: 'नक़द', cheque: 'चेक', upi: 'UPI', card: 'कार्ड', bank: 'बैंक ट्रांसफ़र' },
    reference: { cheque: 'चेक नंबर', upi: 'UTR (12 अंक)', card: 'कार्ड भुगतान का संदर्भ', bank: 'ट्रांसफ़र का संदर्भ' },
    bank: 'बैंक',
    chequeDate: 'चेक की तारीख़',
    upiText: 'UPI से भुगतान किया? स्कूल के दर्ज करने के बाद यह यहाँ दिखेगा।',
    dueNow: 'अभी बकाया',
    errors: {} as Record<string, string>,
    own: {
      noAnswer:
        'सर्वर से कोई जवाब नहीं आया: हो सकता है भुगतान दर्ज हुआ हो, हो सकता है नहीं। कनेक्शन मिलने पर फिर से कोशिश करें; इससे दूसरी रसीद कभी नहीं बनती।',
      fee_overpayment: 'राशि बाक़ी फ़ीस से ज़्यादा है: अधिकतम ₹1,500.50 ली जा सकती है।',
      utr_taken: 'यह UPI संदर्भ पहले ही रसीद R/2026-27/000120 पर दर्ज है।',
    } as Record<string, string>,
  },
};

/** What the reader sees for a notice: in English the server's sentence when it sent one. */
function wordsOf(notice: Notice, language: Language): string {
  if (language === 'en')
    return notice.serverText ?? WORDS.en.own[notice.code] ?? `no words for ${notice.code}`;
  return WORDS.hi.own[notice.serverCode ?? notice.code] ?? `no Hindi for ${notice.code}`;
}

const searchBox = () => screen.getByRole('searchbox') as HTMLInputElement;
const words = (step: ModelStep<Run>) => WORDS[step.run.language];
const controlOf = (label: string) => screen.queryByLabelText(label) as HTMLInputElement | null;

function fieldLabel(field: string, mode: PaymentValues['mode'], language: Language): string {
  const w = WORDS[language];
  if (field === 'amount') return w.amount;
  if (field === 'chequeBank') return w.bank;
  if (field === 'chequeDate') return w.chequeDate;
  return mode === 'cash' ? '(none)' : w.reference[mode];
}

function expectSearch(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const w = words(step);
  if (state.matches('picked')) {
    // The student's page opens, and loads the student.
    expect(world.router.state.location.pathname).toBe(`/fees/students/${ASHA}`);
    expect(screen.getByText(w.loading)).toBeInTheDocument();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: w.heading })).toBeInTheDocument();
  expect(searchBox()).toHaveValue(state.context.query);
  expect(searchBox()).toHaveAccessibleName(w.search);
  if (step.index === 0) expect(document.activeElement).toBe(searchBox());
  const busy = state.matches({ search: 'waiting' }) || state.matches({ search: 'searching' });
  expect(screen.queryByText(w.searching) !== null).toBe(busy);
  if (state.matches({ search: 'searching' }))
    expect(world.deferred.inputs('searchFeeStudents')).toEqual([searchText(state.context.query)]);
  const failed = state.matches({ search: 'failed' });
  const alert = screen.queryByRole('alert');
  if (failed) expect(alert).toHaveTextContent(failures.connectionLost.error.message);
  else expect(alert).toBeNull();
  expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(failed);
  const matches = state.context.matches as CounterMatch[] | null;
  const list = screen.queryByRole('list', { name: 'Students found' });
  if (!matches || failed || matches.length === 0) expect(list).toBeNull();
  else {
    const rows = within(list as HTMLElement).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(
      matches.map(
        (one) =>
          `${one.name}Due now ${one.id === ASHA ? '₹1,500.50' : '₹0.00'}Adm. no. ${one.admissionNumber}Class 5 APhone +919812345678`,
      ),
    );
  }
  const none = matches?.length === 0 && state.matches({ search: 'results' });
  expect(screen.queryByText(`No student matches “${state.context.query.trim()}”.`) !== null).toBe(none);
}

function expectStudent(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const w = words(step);
  const { language } = step.run;
  if (state.matches('collected')) {
    expect(world.router.state.location.pathname).toBe(`/fees/receipts/${RECEIPT}`);
    return;
  }
  expect(screen.queryByText(w.loading) !== null).toBe(state.matches({ student: 'loading' }));
  const failed = state.matches({ student: 'failed' });
  expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(
    failed || state.matches({ student: { ready: 'unanswered' } }),
  );
  const notice = state.context.notice as Notice | null;
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(wordsOf(notice, language));
  else expect(alert).toBeNull();
  if (!state.matches({ student: 'ready' })) {
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  expectDues(state, step);
  expectForm(state, world, step);
}

/** The student, the totals, the UPI QR and the instalments with each concession beside its head. */
function expectDues(state: AnyMachineSnapshot, step: ModelStep<Run>) {
  const w = words(step);
  expect(screen.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  const due = state.context.dues.dueNowPaise > 0;
  expect(screen.getByText(w.dueNow).nextElementSibling).toHaveTextContent(due ? '₹1,500.50' : '₹0.00');
  expect(screen.queryByText(w.upiText) !== null).toBe(due);
  if (due) expect(screen.getByRole('img', { name: /₹1,500\.50/ })).toBeInTheDocument();
  if (step.run.language === 'en') {
    const tuition = screen.getAllByRole('row').find((row) => row.textContent?.startsWith('Tuition'));
    expect(tuition).toHaveTextContent('Tuition₹1,200.00Sibling 10% −₹120.00₹0.00₹1,080.00');
    expect(screen.getAllByRole('row').some((row) => row.textContent?.startsWith('Late fine'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Concessions' })).toHaveAttribute(
      'href',
      `/fees/students/${ASHA}/concessions`,
    );
    expect(screen.getByRole('link', { name: 'R/2026-27/000123' })).toHaveAttribute(
      'href',
      `/fees/receipts/${RECEIPT}`,
    );
  }
}

function expectForm(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const w = words(step);
  const { language } = step.run;
  const values = state.context.values as PaymentValues;
  const sending =
    state.matches({ student: { ready: 'keying' } }) || state.matches({ student: { ready: 'collecting' } });
  const locked = sending || state.matches({ student: { ready: 'unanswered' } });
  for (const field of ['amount', 'reference', 'chequeBank', 'chequeDate'] as const) {
    const shown =
      field === 'amount' || (field === 'reference' ? values.mode !== 'cash' : values.mode === 'cheque');
    const control = controlOf(fieldLabel(field, values.mode, language));
    expect(control !== null).toBe(shown);
    if (!control) continue;
    expect(control).toHaveValue(values[field]);
    expect(control.disabled).toBe(locked);
    const code = state.context.errors[field];
    expect(document.getElementById(`fee-collect-${field}-error`)?.textContent ?? '').toBe(
      code ? (w.errors[`${field}:${code}`] ?? '?') : '',
    );
  }
  expect(controlOf(w.amount)).toHaveAttribute('inputmode', 'decimal');
  for (const [mode, name] of Object.entries(w.modes))
    expect(screen.getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      String(values.mode === mode),
    );
  const submit = screen.queryByRole('button', { name: new RegExp(`^(${w.collect}|${w.collecting})$`) });
  expect(submit !== null).toBe(!state.matches({ student: { ready: 'unanswered' } }));
  if (submit) {
    expect(submit).toHaveTextContent(sending ? w.collecting : w.collect);
    expect(submit).toHaveProperty('disabled', sending);
  }
  if (step.event.type === 'collect.submit' && state.matches({ student: { ready: 'editing' } })) {
    const first = ['amount', 'reference', 'chequeBank', 'chequeDate'].find(
      (one) => state.context.errors[one],
    );
    expect(document.activeElement).toBe(controlOf(fieldLabel(first ?? 'amount', values.mode, language)));
  }
  expect(world.deferred.inputs('newAttemptKey').length).toBe(
    state.matches({ student: { ready: 'keying' } }) ? 1 : 0,
  );
  if (state.matches({ student: { ready: 'collecting' } })) expectAttempt(state, world, step);
}

/** The collection sent: its key the attempt's, the same again on a retry, a new one otherwise. */
function expectAttempt(state: AnyMachineSnapshot, world: World, step: ModelStep<Run>) {
  const [sent] = world.deferred.inputs('collectFee') as Collection[];
  const key = sent?.key ?? '';
  expect(sent).toEqual(collectionOf(ASHA, key, state.context.values));
  if (step.event.type !== 'xstate.done.actor.newAttemptKey' && step.event.type !== 'collect.retry') return;
  if (step.event.type === 'collect.retry') expect(key).toBe(world.sent.at(-1));
  else {
    expect(key).toBe(world.made.at(-1));
    expect(world.sent).not.toContain(key);
  }
  world.sent.push(key);
}

describe('fee-counter machine, through the counter’s pages', () => {
  testModelPaths<World, Run>({
    machine: feeCounterMachine,
    file: import.meta.filename,
    runs,
    viewContext: (snapshot) => {
      const { query, matches, notice, errors, values, dues } = snapshot.context;
      return {
        query,
        matches: matches?.length ?? null,
        notice,
        errors,
        values,
        due: dues?.dueNowPaise ?? null,
      };
    },
    async open({ inspect, run }) {
      const deferred = deferredActors([
        'searchFeeStudents',
        'loadStudentDues',
        'newAttemptKey',
        'collectFee',
        'loadReceipt',
      ]);
      const { router } = await renderPortal({
        path: run.path,
        stored: sessionOf({ ...owner, language: run.language }),
        inspect,
        actors: {
          ...deferred.actors,
          loadStudentLedger: fromPromise(async () => ({ entries: [payment] })),
          loadFamilyDues: fromPromise(async () => family),
        },
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return { router, deferred, made: [], sent: [] };
    },
    on: {
      'search.type': ({ query }: { query: string }) =>
        act(async () => fireEvent.change(searchBox(), { target: { value: query } })),
      'search.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
      // A row is there to tap only while the list shows it.
      'search.pick': () =>
        act(async () => {
          const row = screen.queryByRole('button', { name: /^Asha Verma/ });
          if (row) fireEvent.click(row);
        }),
      'dues.retry': (_, __, step) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: words(step).retry }))),
      // A field the mode does not show cannot be typed in.
      'collect.change': ({ field, value }: { field: string; value: string }, _, step) =>
        act(async () => {
          const control = controlOf(
            fieldLabel(field, step.actor.getSnapshot().context.values.mode, step.run.language),
          );
          if (control) fireEvent.change(control, { target: { value } });
        }),
      'collect.mode': ({ mode }: { mode: PaymentValues['mode'] }, _, step) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: words(step).modes[mode] }))),
      'collect.submit': (_, __, step) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: words(step).collect }))),
      'collect.retry': (_, __, step) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: words(step).retry }))),
      // The stub makes a new key for each attempt, as crypto.randomUUID does.
      'xstate.done.actor.newAttemptKey': (_, world: World) => {
        const key = attemptKey(world.made.length + 1);
        world.made.push(key);
        return world.deferred.settle('newAttemptKey', 'done', key);
      },
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, step) {
      if (step.run.input && (step.run.input as { studentId: string | null }).studentId === null)
        expectSearch(state, world, step);
      else expectStudent(state, world, step);
    },
  });
});

/** Taps (clicks) and typing, counted apart: the counter's everyday task in taps. */
function counting() {
  let taps = 0;
  return {
    tap: async (element: HTMLElement) => {
      taps += 1;
      await act(async () => fireEvent.click(element));
    },
    type: (element: HTMLElement, value: string) =>
      act(async () => fireEvent.change(element, { target: { value } })),
    taps: () => taps,
  };
}

describe('from the search to the printed receipt', () => {
  const collect = async (mode: 'cash' | 'upi') => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const collected: Collection[] = [];
    const { router } = await renderPortal({
      path: '/fees',
      stored: sessionOf({ ...owner, permissions: ['fees.view', 'fees.collect'] }),
      actors: {
        searchFeeStudents: fromPromise(async () => ({ students: [asha, ravi] })),
        loadStudentDues: fromPromise(async () => ashaDues()),
        loadStudentLedger: fromPromise(async () => ({ entries: [] })),
        newAttemptKey: fromPromise(async () => attemptKey(1)),
        collectFee: fromPromise(async ({ input }: { input: Collection }) => {
          collected.push(input);
          return receipt({ mode, reference: input.reference });
        }),
        loadReceipt: fromPromise(async () => receipt()),
      },
    });
    const user = counting();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.type(searchBox(), 'Verma');
    await act(async () => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    await user.tap(await screen.findByRole('button', { name: /^Asha Verma/ }));
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    if (mode === 'upi') {
      await user.tap(screen.getByRole('button', { name: 'UPI' }));
      await user.type(screen.getByLabelText('UTR (12 digits)'), '412356789012');
    }
    await user.tap(screen.getByRole('button', { name: 'Collect' }));
    await user.tap(await screen.findByRole('button', { name: 'Print' }));
    expect(router.state.location.pathname).toBe(`/fees/receipts/${RECEIPT}`);
    expect(print).toHaveBeenCalledOnce();
    expect(collected).toEqual([
      collectionOf(ASHA, attemptKey(1), {
        amount: '1500.50',
        mode,
        reference: mode === 'upi' ? '412356789012' : '',
        chequeBank: '',
        chequeDate: TODAY,
      }),
    ]);
    print.mockRestore();
    return user.taps();
  };

  it('takes three taps for cash: the student, Collect, Print (the amount is what is due now)', async () => {
    expect(await collect('cash')).toBe(3);
  });

  it('takes four taps and the UTR typed for UPI', async () => {
    expect(await collect('upi')).toBe(4);
  });
});

describe('a member who may look at fees but not collect them', () => {
  it('is told the search is not theirs, and sees a student’s dues without the collect form', async () => {
    const viewer = { ...owner, permissions: ['fees.view' as const] };
    const first = await renderPortal({ path: '/fees', stored: sessionOf(viewer) });
    expect(screen.getByRole('heading', { level: 1, name: 'Fee counter' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText(/needs the permission to collect fees/)).toBeInTheDocument();
    first.unmount();
    await renderPortal({
      path: `/fees/students/${ASHA}`,
      stored: sessionOf(viewer),
      actors: {
        loadStudentDues: fromPromise(async () => ashaDues()),
        loadStudentLedger: fromPromise(async () => ({ entries: [payment] })),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    expect(screen.queryByRole('button', { name: 'Collect' })).toBeNull();
    expect(screen.getByText('Paid by UPI? It shows here once the school records it.')).toBeInTheDocument();
  });
});

describe('the family’s dues', () => {
  it('open with one tap: each child, what each owes now, and a link to the other’s dues', async () => {
    await renderPortal({
      path: `/fees/students/${ASHA}`,
      stored: sessionOf(owner),
      actors: {
        loadStudentDues: fromPromise(async () => ashaDues()),
        loadStudentLedger: fromPromise(async () => ({ entries: [] })),
        loadFamilyDues: fromPromise(async () => family),
      },
    });
    const open = await screen.findByRole('button', { name: 'Family’s dues' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.click(open));
    const panel = await screen.findByRole('region', { name: 'Family’s dues' });
    expect(panel).toHaveTextContent('Guardians: Sunita Verma');
    expect(panel).toHaveTextContent('The family owes ₹1,500.50 now');
    expect(within(panel).getByRole('link', { name: 'Dues of Ravi Verma' })).toHaveAttribute(
      'href',
      `/fees/students/${ravi.id}`,
    );
    expect(panel).toHaveTextContent('This student');
  });
});

describe('the counter’s search', () => {
  it('is sent from two characters, or two digits of a phone number typed with its spaces', () => {
    expect(searchable('A')).toBe(false);
    expect(searchable(' A ')).toBe(false);
    expect(searchable('As')).toBe(true);
    expect(searchable('9')).toBe(false);
    expect(searchable('+9')).toBe(false);
    expect(searchable('98')).toBe(true);
    expect(searchText(' 98765 43210 ')).toBe('9876543210');
    expect(searchText('+91 98765-43210')).toBe('+919876543210');
    expect(searchText(' Asha  Verma ')).toBe('Asha  Verma');
    expect(searchText('A-101')).toBe('A-101');
  });
});
