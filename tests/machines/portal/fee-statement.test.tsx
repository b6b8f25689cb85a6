// Every path of the fee-statement machine (docs/requirements/fees.md#upi), as Office staff (who
// may upload and resolve, fees.collect): on the statements page a file is picked (a PDF refused
// before it is sent), read and matched (the connection lost keeps it for another try; an unreadable
// one says so by its code), and its lines shown, the unmatched queue first; on a statement's own
// page it opens (or fails, with a retry). A waiting line is assigned to a student found by the
// counter's search, with an attempt key made once and sent again unchanged after a lost
// connection, or set aside with a reason (required, at most 300 characters); a line resolved by
// someone else meanwhile (409) says so and the statement loads again.

import type { Statement, StatementLine } from '@common/api/portal/fee-statements';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import { countLines, feeStatementMachine } from '@machines/portal/fee-statement.machine';
import { StatementPage } from '@portal/views/fees/reports/statement-page';
import { StatementsPage } from '@portal/views/fees/reports/statements-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { fromPromise } from 'xstate';
import { deferredActors, type ModelRun, testModelPaths } from '../support/model';
import {
  ASHA,
  asha,
  assigned,
  failures,
  ignored,
  STATEMENT,
  statement,
  WAITING_LINE,
  wordsFor,
} from './fee-report-fixtures';
import { memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const KEY = 'f1b2c3d4-0000-4000-8000-000000000001';
const REASON = 'A refund from the stationer';
const csv = new File(['Date,Narration,Amount\n'], 'sbi-november.csv', { type: 'text/csv' });
const pdf = new File(['%PDF'], 'sbi-november.pdf', { type: 'application/pdf' });

/** The statement as it is after someone else resolved the waiting line. */
const elsewhere: Statement = {
  ...statement,
  entries: statement.entries.map((line) =>
    line.id === WAITING_LINE
      ? { ...line, state: 'resolved', studentName: 'Ravi Kumar', receiptNumber: 'R/2026-27/000127' }
      : line,
  ),
};

const own = {
  wrongType: 'Upload the statement as a CSV or an Excel (.xlsx) file.',
  openFailed: 'The statement could not be loaded.',
  searchFailed: 'The search did not work. Please try again.',
  resolveFailed: 'The line could not be resolved. Please try again.',
  uploadFailed: 'The statement could not be uploaded. Please try again.',
};

interface Run extends ModelRun {
  input: { statementId: string | null };
}

const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
/** A control the state does not offer is absent: the person cannot cause the event. */
const clickIfThere = (name: string | RegExp) =>
  act(async () => {
    const button = screen.queryByRole('button', { name });
    if (button) fireEvent.click(button);
  });

describe('fee-statement machine, through the statements pages', () => {
  testModelPaths<{ deferred: ReturnType<typeof deferredActors> }, Run>({
    machine: feeStatementMachine,
    file: import.meta.filename,
    runs: [
      { name: 'uploaded on the statements page', input: { statementId: null } },
      { name: 'opened on its own page', input: { statementId: STATEMENT } },
    ].map((run) => ({
      ...run,
      eventCases: {
        'file.choose': [
          { file: csv, label: 'a CSV' },
          { file: pdf, label: 'a PDF' },
        ],
        'xstate.done.actor.uploadStatement': [{ output: statement }],
        'xstate.error.actor.uploadStatement': [failures.connectionLost, failures.unreadable],
        'xstate.done.actor.openStatement': [{ output: statement }],
        'xstate.error.actor.openStatement': [failures.connectionLost, failures.forbidden],
        'line.assign': [{ lineId: WAITING_LINE }],
        'line.ignore': [{ lineId: WAITING_LINE }],
        'payer.search': [{ q: ' Asha ', label: 'Asha' }],
        'xstate.done.actor.findPayer': [
          { output: [asha], label: 'Asha found' },
          { output: [], label: 'nobody' },
        ],
        'xstate.error.actor.findPayer': [failures.connectionLost],
        'payer.pick': [{ studentId: ASHA }],
        'xstate.done.actor.newStatementKey': [{ output: KEY }],
        'xstate.done.actor.assignLine': [{ output: assigned }],
        'xstate.error.actor.assignLine': [
          failures.connectionLost,
          failures.lineResolved,
          failures.serverFailure,
        ],
        'reason.change': [
          { reason: REASON, label: 'a reason' },
          { reason: '   ', label: 'blank' },
          { reason: 'x'.repeat(301), label: 'too long' },
        ],
        'xstate.done.actor.ignoreLine': [{ output: ignored }],
        'xstate.error.actor.ignoreLine': [
          failures.connectionLost,
          failures.lineResolved,
          failures.serverFailure,
        ],
        'xstate.done.actor.refreshStatement': [{ output: elsewhere }],
        'xstate.error.actor.refreshStatement': [failures.connectionLost],
      },
    })),
    viewContext: ({ context }: AnyMachineSnapshot) => ({
      file: context.file?.name ?? null,
      waiting: context.statement ? countLines(context.statement).unmatched : null,
      lineId: context.lineId,
      matches: context.matches?.length ?? null,
      key: context.key,
      reason: context.reason,
      reasonError: context.reasonError,
      resolved: context.resolved?.state ?? null,
      notice: context.notice,
    }),
    open({ inspect, run }) {
      signedIn.member = memberWith(BUILT_IN_PERMISSIONS.office_staff);
      const deferred = deferredActors([
        'uploadStatement',
        'loadStatement',
        'findPayer',
        'newStatementKey',
        'resolveStatementLine',
      ]);
      const actors = {
        ...deferred.actors,
        loadStatements: fromPromise(async () => ({ statements: [] })),
      };
      const { statementId } = run.input;
      renderPortal(statementId ? <StatementPage statementId={statementId} /> : <StatementsPage />, {
        inspect,
        actors,
      });
      return { deferred };
    },
    on: {
      'file.choose': ({ file }: { file: File }) =>
        act(async () => {
          fireEvent.change(screen.getByLabelText('Statement file (CSV or Excel)'), {
            target: { files: [file] },
          });
        }),
      'upload.retry': () => clickIfThere('Upload again'),
      'statement.retry': () => click('Try again'),
      'statement.another': () => clickIfThere('Upload another statement'),
      'line.assign': () => clickIfThere('Assign to a student, Line 3'),
      'line.ignore': () => clickIfThere('Set aside, Line 3'),
      'line.cancel': () => click('Cancel'),
      'line.retry': () => click('Try again'),
      'payer.search': ({ q }: { q: string }) =>
        act(async () => {
          fireEvent.change(screen.getByLabelText('Find the student who paid'), { target: { value: q } });
          fireEvent.click(screen.getByRole('button', { name: 'Search' }));
        }),
      'payer.pick': () => clickIfThere(/^Record for Asha Verma/),
      'reason.change': ({ reason }: { reason: string }) =>
        act(async () => {
          fireEvent.change(screen.getByLabelText('Why is this line set aside?'), {
            target: { value: reason },
          });
        }),
      'ignore.submit': () => click('Set aside'),
    },
    builtIn: ({ deferred }) => ({
      deferred,
      actorOf: {
        openStatement: 'loadStatement',
        refreshStatement: 'loadStatement',
        assignLine: 'resolveStatementLine',
        ignoreLine: 'resolveStatementLine',
      },
    }),
    // The earlier statements load again after an upload: their answer comes at once.
    settle: () => act(async () => {}),
    expect(state, { deferred }, { run, event }) {
      const here = run.input.statementId === null;
      expect(
        screen.getByRole('heading', { level: 1, name: here ? 'Bank statements' : 'Bank statement' }),
      ).toBeVisible();
      const { notice } = state.context;
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts).toEqual(notice ? [wordsFor(notice as Notice, 'en', own)] : []);
      const fileInput = screen.queryByLabelText('Statement file (CSV or Excel)');
      expect(fileInput !== null).toBe(state.matches('choosing'));
      expect(screen.queryByRole('button', { name: 'Upload again' }) !== null).toBe(
        state.matches('choosing') && state.context.file !== null,
      );
      if (state.matches('reading')) {
        expect(screen.getByRole('status')).toHaveTextContent(
          'Reading sbi-november.csv and matching its lines…',
        );
        expect(deferred.inputs('uploadStatement')).toEqual([csv]);
      }
      if (state.matches('opening')) {
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        expect(deferred.inputs('loadStatement')).toEqual([STATEMENT]);
      }
      if (state.matches('unavailable'))
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      if (state.matches('shown')) expectShown(state, deferred, here);
      else expect(screen.queryByRole('heading', { name: 'sbi-november.csv' })).toBeNull();
      // A retry sends the attempt again as it was: no new key is asked for.
      if (event.type === 'line.retry' && state.matches({ shown: 'assigning' }))
        expect(state.matches({ shown: { assigning: 'sending' } })).toBe(true);
    },
  });
});

function expectShown(state: AnyMachineSnapshot, deferred: ReturnType<typeof deferredActors>, here: boolean) {
  const shown = state.context.statement as Statement;
  const counts = countLines(shown);
  const detail = screen.getByRole('region', { name: 'sbi-november.csv' });
  expect(detail).toHaveAttribute('aria-busy', String(state.matches({ shown: 'refreshing' })));
  expect(within(detail).getByText('Uploaded 24 Nov 2026, 11:00 am by Meera Iyer')).toBeInTheDocument();
  expect([...detail.querySelectorAll('.fee-totals dd')].map((dd) => dd.textContent)).toEqual(
    [counts.matched, counts.confirmed, counts.unmatched, counts.resolved, counts.ignored].map(String),
  );
  const resolved = state.context.resolved as StatementLine | null;
  expect(within(detail).getAllByRole('status')[0]).toHaveTextContent(
    resolved === null
      ? ''
      : resolved.state === 'ignored'
        ? 'Line 3 set aside.'
        : 'Line 3 recorded for Asha Verma: receipt R/2026-27/000126.',
  );
  expect(
    within(detail).getByRole('heading', { level: 3, name: `Waiting to be matched (${counts.unmatched})` }),
  ).toBeInTheDocument();
  expect(within(detail).queryByText('Every line is matched or resolved.') !== null).toBe(
    counts.unmatched === 0,
  );
  // The line the bank and the school agree on, among the others.
  expect(
    within(screen.getByRole('row', { name: /UPI\/4123456781/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '1',
    '22 Nov 2026',
    '₹2,500.00',
    'UPI/4123456781/SHABCD',
    'Matched: payment recorded',
    'Ravi Kumar',
    'R/2026-27/000125',
  ]);
  if (resolved?.state === 'ignored')
    expect(screen.getByRole('row', { name: /NEFT FROM R SHARMA/ })).toHaveTextContent(`Set aside: ${REASON}`);
  const idle = state.matches({ shown: 'idle' });
  for (const name of ['Assign to a student, Line 3', 'Set aside, Line 3'])
    expect(screen.queryByRole('button', { name }) !== null).toBe(idle && counts.unmatched > 0);
  expect(screen.queryByRole('button', { name: 'Upload another statement' }) !== null).toBe(idle && here);
  const assigning = state.matches({ shown: 'assigning' });
  const ignoring = state.matches({ shown: 'ignoring' });
  expect(screen.queryByRole('button', { name: 'Cancel' }) !== null).toBe(assigning || ignoring);
  if (assigning || ignoring)
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty(
      'disabled',
      !state.can({ type: 'line.cancel' }),
    );
  expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(
    state.matches({ shown: { assigning: 'lost' } }) || state.matches({ shown: { ignoring: 'lost' } }),
  );
  expect(screen.queryByLabelText('Find the student who paid') !== null).toBe(assigning);
  if (assigning) expectAssigning(state, deferred);
  expect(screen.queryByLabelText('Why is this line set aside?') !== null).toBe(ignoring);
  if (ignoring) expectIgnoring(state, deferred);
  if (state.matches({ shown: 'refreshing' })) expect(deferred.inputs('loadStatement')).toEqual([STATEMENT]);
}

function expectAssigning(state: AnyMachineSnapshot, deferred: ReturnType<typeof deferredActors>) {
  const searching = state.matches({ shown: { assigning: 'searching' } });
  expect(screen.getByLabelText('Find the student who paid')).toHaveProperty('disabled', !searching);
  const finding = state.matches({ shown: { assigning: 'finding' } });
  expect(screen.getByRole('button', { name: finding ? 'Searching…' : 'Search' })).toHaveProperty(
    'disabled',
    !searching,
  );
  if (finding) expect(deferred.inputs('findPayer')).toEqual(['Asha']);
  const matches = state.context.matches as unknown[] | null;
  expect(screen.queryByText('No student found. Try another spelling or the guardian’s phone.') !== null).toBe(
    matches?.length === 0,
  );
  const pick = screen.queryByRole('button', { name: /^Record for Asha Verma/ });
  expect(pick !== null).toBe((matches?.length ?? 0) > 0);
  if (pick) {
    expect(pick).toHaveTextContent('Record for Asha VermaAdm. 1024, Class 7 B; due now ₹5,000.00');
    expect(pick).toHaveProperty('disabled', !searching);
  }
  const recording =
    state.matches({ shown: { assigning: 'keying' } }) || state.matches({ shown: { assigning: 'sending' } });
  expect(screen.queryByText('Recording the payment…') !== null).toBe(recording);
  // The key is made once; a retry after a lost connection sends it again, unchanged.
  if (state.matches({ shown: { assigning: 'sending' } })) {
    expect(deferred.inputs('newStatementKey')).toEqual([]);
    expect(deferred.inputs('resolveStatementLine')).toEqual([
      { lineId: WAITING_LINE, resolution: { action: 'assign', key: KEY, studentId: ASHA } },
    ]);
  }
}

function expectIgnoring(state: AnyMachineSnapshot, deferred: ReturnType<typeof deferredActors>) {
  const reason = screen.getByLabelText('Why is this line set aside?');
  const editing = state.matches({ shown: { ignoring: 'editing' } });
  expect(reason).toHaveValue(state.context.reason);
  expect(reason).toHaveProperty('disabled', !editing);
  const error = {
    reasonRequired: 'The reason is required',
    reasonTooLong: 'The reason must be at most 300 characters',
  }[state.context.reasonError as string];
  expect(reason).toHaveAttribute('aria-invalid', String(error !== undefined));
  if (error) expect(reason).toHaveAccessibleDescription(error);
  expect(screen.queryByRole('button', { name: 'Set aside' }) !== null).toBe(editing);
  const sending = state.matches({ shown: { ignoring: 'sending' } });
  expect(screen.queryByText('Saving…') !== null).toBe(sending);
  if (sending)
    expect(deferred.inputs('resolveStatementLine')).toEqual([
      { lineId: WAITING_LINE, resolution: { action: 'ignore', reason: REASON } },
    ]);
}
