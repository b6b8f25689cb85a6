// Every path of the import-flow machine, driving the Import screen's flow
// (docs/requirements/students.md#import): the kind and its templates, a file refused before it is
// sent or by the server (413: too large, too large unpacked or too slow to read; 415; 400; 429:
// busy with other files), the dry run with and without problems (row, column, name, value and what
// is wrong), the rows with problems as CSV, importing the valid rows only, the job polled on a
// fake clock with its progress, cancelling it, each outcome, and the rows an import skipped still
// listed and downloadable after it; then an import's own page, opened again by its id. Then the
// problems in Hindi by their code and parameters, and the rows the member's permissions refuse
// (they change records the member may only add) in both languages.

import { IMPORT_MAX_BYTES } from '@common/api/portal/import-limits';
import type { ImportCheck } from '@common/api/portal/imports';
import { NO_ANSWER } from '@machines/api-failure';
import { importFlowMachine } from '@machines/portal/import-flow.machine';
import { ImportFlow } from '@portal/views/import/import-flow';
import { ImportPage } from '@portal/views/import/import-page';
import { ProblemsTable, RefusedRows } from '@portal/views/import/problems-table';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { memberWith, renderPortal } from './support';

// The Import page reads the signed-in member; the flow itself does not.
const signedIn = vi.hoisted(() => ({ member: null as unknown }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: { permissions: string[] } | null, permission: string) =>
    member?.permissions.includes(permission) ?? false,
}));

const ID = 'f1b2c3d4-0000-4000-8000-000000000001';

function importOf(overrides: Partial<ImportCheck>): ImportCheck {
  return {
    id: ID,
    kind: 'students',
    fileName: 'students.csv',
    state: 'checked',
    rows: 5000,
    validRows: 5000,
    problems: [],
    problemCount: 0,
    toCreate: 4990,
    toUpdate: 10,
    unchanged: 0,
    done: 0,
    total: 0,
    created: 0,
    updated: 0,
    lastError: null,
    createdAt: '2026-11-24T04:30:00.000Z',
    ...overrides,
  };
}

const problem = (fields: Partial<ImportCheck['problems'][number]>) => ({
  row: 2,
  column: '',
  key: '',
  code: '',
  params: {},
  value: '',
  name: '',
  ...fields,
});
// Headed in Hindi in the file: the screen names the columns in the reader's language.
const problems = [
  problem({ row: 2, column: 'कक्षा', key: 'class', code: 'unknown_class', value: '13', name: 'Asha Verma' }),
  problem({
    row: 7,
    column: 'अभिभावक का फ़ोन',
    key: 'guardianPhone',
    code: 'invalid_phone',
    value: '98290',
    name: 'Ravi Kumar',
  }),
];
/** What the screen says of each, in English. */
const problemWords: Record<string, [string, string]> = {
  unknown_class: ['Class', 'The school has no class or course of this name.'],
  invalid_phone: ['Guardian phone', 'The phone number must have 10 digits.'],
  cannot_change_student: [
    'Admission number',
    'This row changes a student the school already has: you may add students but not change them.',
  ],
  cannot_change_guardian: [
    'Guardian phone',
    'This row changes the name, e-mail or language of a guardian the school already has: you may add students but not change existing guardians.',
  ],
};
/** Rows that would change existing students, refused to a member who may only add them. */
const changesStudent = problem({
  row: 7,
  column: 'Admission number',
  key: 'admissionNumber',
  code: 'cannot_change_student',
  value: 'A-7',
  name: 'Ravi Kumar',
});
const changesGuardian = problem({
  row: 9,
  column: 'Guardian phone',
  key: 'guardianPhone',
  code: 'cannot_change_guardian',
  value: '9876500009',
  name: 'Kiran Rao',
});
const refusals = [changesStudent, changesGuardian];
const imports = {
  refused: importOf({ validRows: 4998, problems: refusals, problemCount: 2, toCreate: 4998, toUpdate: 0 }),
  withProblems: importOf({
    rows: 5000,
    validRows: 4998,
    problems,
    problemCount: 2,
    toCreate: 4988,
  }),
  clean: importOf({}),
  nothingValid: importOf({ rows: 2, validRows: 0, problems, problemCount: 2, toCreate: 0, toUpdate: 0 }),
  queued: importOf({ state: 'queued', total: 5000 }),
  running: importOf({ state: 'running', done: 412, total: 5000 }),
  done: importOf({ state: 'done', done: 5000, total: 5000, created: 4990, updated: 10 }),
  /** Done, having imported the valid rows only: two rows skipped. */
  doneSkipping: importOf({
    state: 'done',
    validRows: 4998,
    problems,
    problemCount: 2,
    done: 4998,
    total: 4998,
    created: 4990,
    updated: 10,
  }),
  cancelled: importOf({ state: 'cancelled', done: 1000, total: 5000, created: 1000 }),
  failed: importOf({ state: 'failed', done: 500, total: 5000, lastError: 'The database stopped answering.' }),
};

const csv = new File(['Admission number,Name\n'], 'students.csv', { type: 'text/csv' });
const pdf = new File(['%PDF'], 'students.pdf', { type: 'application/pdf' });
const big = new File(['x'], 'students.xlsx');
Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });

const serverSays = {
  tooManyRows: 'The file has more than 10,000 rows.',
  alreadyRan: 'This import has already run.',
  finished: 'This import has finished.',
  needsEdit:
    'This import changes existing records, which you may not change: upload the file again to see which rows you may import.',
};

const run = {
  input: { kind: 'students' },
  eventCases: {
    'kind.choose': [{ kind: 'employees', label: 'employees' }],
    'template.download': [
      { format: 'csv', language: 'en', label: 'CSV' },
      { format: 'xlsx', language: 'en', label: 'Excel' },
    ],
    'file.choose': [
      { file: csv, label: 'a CSV' },
      { file: pdf, label: 'a PDF' },
      { file: big, label: 'over 5 MB' },
    ],
    'xstate.done.actor.downloadTemplate': [{ output: null }],
    'xstate.error.actor.downloadTemplate': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
    'xstate.done.actor.uploadFile': [
      { output: imports.withProblems, label: 'with problems' },
      { output: imports.clean, label: 'clean' },
      { output: imports.refused, label: 'with rows refused' },
      { output: imports.nothingValid, label: 'nothing valid' },
    ],
    'xstate.error.actor.uploadFile': [
      { error: { status: 413, message: 'The file is larger than 5 MB.' }, label: '413' },
      { error: { status: 415, message: 'Upload a CSV or XLSX file.' }, label: '415' },
      { error: { status: 400, message: serverSays.tooManyRows }, label: '400' },
      {
        error: {
          status: 413,
          code: 'unpacked_too_large',
          message: 'The workbook is too large once unpacked.',
        },
        label: '413 unpacked',
      },
      {
        error: { status: 413, code: 'file_too_complex', message: 'The file takes too long to read.' },
        label: '413 too slow',
      },
      {
        error: { status: 429, code: 'uploads_busy', message: 'Other files are being checked.' },
        label: '429',
      },
    ],
    'skipped.download': [{ language: 'en' }],
    'xstate.done.actor.downloadSkipped': [{ output: null }],
    'xstate.error.actor.downloadSkipped': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
    'xstate.done.actor.downloadSkippedRows': [{ output: null }],
    'xstate.error.actor.downloadSkippedRows': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
    'xstate.done.actor.runImport': [{ output: imports.queued }],
    'xstate.error.actor.runImport': [
      { error: { status: 409, message: serverSays.alreadyRan }, label: '409' },
      { error: { status: 403, message: serverSays.needsEdit, code: 'import_needs_edit' }, label: '403' },
    ],
    'xstate.done.actor.fetchImport': [
      { output: imports.running, label: 'running' },
      { output: imports.done, label: 'done' },
      { output: imports.doneSkipping, label: 'done, rows skipped' },
      { output: imports.cancelled, label: 'cancelled' },
      { output: imports.failed, label: 'failed' },
    ],
    'xstate.error.actor.fetchImport': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
    'xstate.done.actor.cancelImport': [
      { output: imports.cancelled, label: 'cancelled' },
      { output: imports.done, label: 'finished first' },
      { output: imports.failed, label: 'failed first' },
      { output: imports.running, label: 'still running' },
    ],
    'xstate.error.actor.cancelImport': [
      { error: { status: 409, message: serverSays.finished }, label: '409' },
    ],
  },
};

// An import's own page: the import opened again by its id, in each state it can be in.
const reopened = {
  name: 'an import’s page',
  input: { kind: 'students', importId: ID },
  eventCases: {
    ...run.eventCases,
    'xstate.done.actor.openImport': [
      { output: imports.withProblems, label: 'checked with problems' },
      { output: imports.clean, label: 'checked' },
      { output: imports.queued, label: 'queued' },
      { output: imports.doneSkipping, label: 'done, rows skipped' },
      { output: imports.cancelled, label: 'cancelled' },
      { output: imports.failed, label: 'failed' },
    ],
    'xstate.error.actor.openImport': [{ error: { status: 404, message: 'Not found.' }, label: '404' }],
  },
};

// What the screen shows beyond the state: the notice and the import as last answered.
const viewContext = (snapshot: AnyMachineSnapshot) => {
  const check = snapshot.context.check as ImportCheck | null;
  return {
    notice: snapshot.context.notice,
    check: check ? [check.state, check.problemCount, check.validRows, check.done] : null,
  };
};

const noticeWords: Record<string, string> = {
  templateFailed: 'The template could not be downloaded. Please try again.',
  uploadFailed: 'The file could not be checked. Please try again.',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each.',
  unpackedTooLarge:
    'The workbook is too large once unpacked. Keep one sheet with the import’s columns only, or save it as CSV.',
  tooComplex:
    'The file takes too long to read. Keep one sheet with the import’s columns only, or split it into smaller files.',
  busy: 'Other files are being checked at the moment. Choose the file again in a few seconds.',
  wrongType: 'Choose a CSV, Excel (.xlsx) or Unicode text (.txt) file.',
  problemsFailed: 'The rows with problems could not be downloaded. Please try again.',
  openFailed: 'This import could not be opened. Choose a file to import.',
  runFailed: 'The import could not be started. Please try again.',
  pollFailed: 'The import’s progress could not be fetched. Trying again…',
  cancelFailed: 'The import could not be cancelled. Please try again.',
};

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const click = (name: string | RegExp) => act(async () => fireEvent.click(button(name)));

type World = {
  deferred: ReturnType<typeof deferredActors>;
  importId?: string;
};

/** A problem's cells as the table shows them in English: row, column, name, value, problem. */
const problemCells = (shown: ImportCheck['problems'][number]) => {
  const [column, words] = problemWords[shown.code] ?? ['', ''];
  return [String(shown.row), column, shown.name, shown.value, words];
};

function expectScreen(state: AnyMachineSnapshot, world: World) {
  const { kind, check, notice } = state.context as {
    kind: string;
    check: ImportCheck | null;
    notice: { code: string; serverText?: string } | null;
  };
  const inputs = world.deferred.inputs;
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(notice.serverText ?? noticeWords[notice.code] ?? '');
  else expect(alert).toBeNull();

  const preparing = state.matches('preparing');
  // The kind, the templates and the file are chosen only before an import runs.
  expect(screen.queryByRole('group', { name: 'What to import' }) !== null).toBe(preparing);
  expect(screen.queryByLabelText(/Spreadsheet to import/) !== null).toBe(preparing);
  if (preparing) {
    expect(
      (screen.getByRole('radio', { name: 'Students and their guardians' }) as HTMLInputElement).checked,
    ).toBe(kind === 'students');
    expect((screen.getByRole('radio', { name: 'Employees' }) as HTMLInputElement).checked).toBe(
      kind === 'employees',
    );
    expect(screen.queryByRole('radio', { name: 'Learning centres' })).toBeNull();
    expect(screen.getByLabelText(/Spreadsheet to import/)).toHaveAttribute(
      'accept',
      '.csv,.xlsx,.txt,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const downloading = state.matches({ preparing: { choosing: 'downloadingTemplate' } });
    expect(button('Download the CSV template').disabled).toBe(downloading);
    expect(button('Download the Excel template').disabled).toBe(downloading);
    expect(screen.queryByText('Downloading the template…') !== null).toBe(downloading);
    if (downloading) {
      const [input] = inputs('downloadTemplate') as Array<{ kind: string; format: string; language: string }>;
      expect(input).toMatchObject({ kind, language: 'en' });
      expect(['csv', 'xlsx']).toContain(input?.format);
    }
  }

  const checking = state.matches({ preparing: 'checking' });
  expect(screen.queryByText('Checking students.csv…') !== null).toBe(checking);
  if (checking) expect(inputs('uploadFile')).toEqual([{ kind, file: csv }]);

  const checked = state.matches({ preparing: 'checked' });
  const heading = screen.queryByRole('heading', { name: 'students.csv checked' });
  expect(heading !== null).toBe(checked);
  const table = screen.queryByRole('table', { name: 'Problems in the file' });
  expect(table !== null).toBe(checked && (check?.problemCount ?? 0) > 0);
  const runButton = screen.queryByRole('button', { name: /^Import (the )?[\d,]+ (valid )?rows?/ });
  if (checked && check) {
    const live = screen.getByRole('heading', { name: 'students.csv checked' }).closest('[aria-live]');
    expect(live).toHaveAttribute('role', 'status');
    expect(live).toHaveTextContent(
      `${check.rows.toLocaleString('en-IN')} rows: ${check.validRows.toLocaleString('en-IN')} without problems, ${check.problemCount} problems.`,
    );
    if (check.validRows > 0)
      expect(live).toHaveTextContent(
        `Importing will add ${check.toCreate.toLocaleString('en-IN')}, update ${check.toUpdate} and leave 0 unchanged.`,
      );
    else expect(live).toHaveTextContent('No row is free of problems: fix the file and choose it again.');
    // The rows the member's permissions refuse, named apart from the other problems.
    const refusedSentence =
      /Rows 7 and 9 change records the school already has; your role may add records but not change them, so they will not be imported\./;
    if (check.problems.some((problem) => problem.code.startsWith('cannot_change_')))
      expect(live).toHaveTextContent(refusedSentence);
    else expect(live).not.toHaveTextContent(/your role may add records/);
    if (table) {
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(rows).toEqual(check.problems.map(problemCells));
      const downloadingProblems = state.matches({ preparing: { checked: 'downloadingProblems' } });
      const download = button(
        downloadingProblems ? 'Downloading the rows with problems…' : 'Download the rows with problems (CSV)',
      );
      expect(download.disabled).toBe(downloadingProblems);
      if (downloadingProblems) expect(inputs('downloadSkipped')).toEqual([{ id: ID, language: 'en' }]);
    }
    expect(runButton?.textContent ?? null).toBe(
      check.validRows === 0
        ? null
        : check.problemCount > 0
          ? `Import the ${check.validRows.toLocaleString('en-IN')} valid rows only`
          : `Import ${check.validRows.toLocaleString('en-IN')} rows`,
    );
  } else expect(runButton).toBeNull();

  const starting = state.matches('starting');
  expect(screen.queryByText('Starting the import…') !== null).toBe(starting);
  if (starting)
    expect(inputs('runImport')).toEqual([{ id: ID, validRowsOnly: (check?.problemCount ?? 0) > 0 }]);

  const running = state.matches('running');
  const cancelling = state.matches('cancelling');
  const progress = document.querySelector('progress');
  if ((running || cancelling) && check) {
    expect(screen.getByRole('heading', { name: 'Importing students.csv' })).toBeInTheDocument();
    if (check.state === 'queued') {
      expect(screen.getByText('Waiting to start…')).toBeInTheDocument();
      // Indeterminate: no value until the runner reports one.
      expect(progress).not.toHaveAttribute('value');
      expect(progress).toHaveAccessibleName('Import progress');
    } else {
      expect(progress).toHaveAttribute('value', String(check.done));
      expect(progress).toHaveAttribute('max', String(check.total));
      expect(progress).toHaveAccessibleName('Import progress');
      // The figure the brief names: 412 of 5,000 rows, said in the live region.
      expect(screen.getByText('412 of 5,000 rows').closest('[aria-live]')).toHaveAttribute('role', 'status');
    }
    const cancel = button(cancelling ? 'Cancelling…' : 'Cancel import');
    expect(cancel.disabled).toBe(cancelling);
    if (state.matches({ running: 'polling' })) expect(inputs('fetchImport')).toEqual([{ id: ID }]);
    if (cancelling) expect(inputs('cancelImport')).toEqual([{ id: ID }]);
  } else {
    expect(progress).toBeNull();
    // While the import starts, Cancel is there but cannot be pressed yet: there is nothing to cancel.
    if (starting) expect(button('Cancel import').disabled).toBe(true);
    else expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  }

  const outcome = document.querySelector('.import-outcome');
  const again = screen.queryByRole('button', { name: 'Import another file' });
  expect(screen.queryByText('Opening the import…') !== null).toBe(state.matches('opening'));
  // After an import of the valid rows only, the rows it skipped stay listed, with their download.
  const skipped = screen.queryByRole('heading', { name: '2 rows were skipped' });
  const skipping = state.matches('done') && (check?.problemCount ?? 0) > 0;
  expect(skipped !== null).toBe(skipping);
  if (skipping && check) {
    const section = skipped?.closest('section') as HTMLElement;
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual(check.problems.map(problemCells));
    const downloading = state.matches({ done: 'downloadingSkipped' });
    const download = within(section).getByRole('button', {
      name: downloading ? 'Downloading the skipped rows…' : 'Download the 2 skipped rows (CSV)',
    }) as HTMLButtonElement;
    expect(download.disabled).toBe(downloading);
    if (downloading) expect(inputs('downloadSkipped')).toEqual([{ id: ID, language: 'en' }]);
    // The import's own page keeps them; on that page, no link to itself.
    const link = within(section).queryByRole('link', { name: /This import’s page/ });
    if (world.importId) expect(link).toBeNull();
    else expect(link).toHaveAttribute('href', `/import/${ID}`);
  }
  if (state.matches('done')) expect(outcome).toHaveTextContent('Import finished: 4,990 added, 10 updated.');
  else if (state.matches('cancelled'))
    expect(outcome).toHaveTextContent(
      'Import cancelled after 1,000 of 5,000 rows. The rows already imported stay; importing the same file again completes it.',
    );
  else if (state.matches('failed'))
    expect(outcome).toHaveTextContent('The import failed. The database stopped answering.');
  else expect(outcome).toBeNull();
  expect(again !== null).toBe(state.matches('done') || state.matches('cancelled') || state.matches('failed'));
  if (outcome) expect(outcome.closest('[aria-live]')).toHaveAttribute('role', 'status');
}

describe('import-flow machine, through the Import screen', () => {
  testModelPaths({
    machine: importFlowMachine,
    file: import.meta.filename,
    runs: [run, reopened],
    viewContext,
    open({ inspect, run: { input } }) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const deferred = deferredActors([
        'downloadTemplate',
        'uploadFile',
        'downloadSkipped',
        'runImport',
        'fetchImport',
        'cancelImport',
      ]);
      const importId = (input as { importId?: string }).importId;
      renderPortal(<ImportFlow kinds={['students', 'employees']} {...(importId ? { importId } : {})} />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred, ...(importId ? { importId } : {}) };
    },
    on: {
      'kind.choose': () => act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Employees' }))),
      'template.download': ({ format }: { format: string }) =>
        click(format === 'csv' ? 'Download the CSV template' : 'Download the Excel template'),
      'file.choose': ({ file }: { file: File }) =>
        act(async () =>
          fireEvent.change(screen.getByLabelText(/Spreadsheet to import/), { target: { files: [file] } }),
        ),
      // Before the import, the rows with problems; after it, the rows it skipped (when it skipped any).
      'skipped.download': (_: unknown, _world: World, { state }: { state: AnyMachineSnapshot }) =>
        state.matches('preparing')
          ? click('Download the rows with problems (CSV)')
          : (state.context.check as ImportCheck).problemCount > 0
            ? click(/^Download the [\d,]+ skipped rows?/)
            : expect(screen.queryByRole('button', { name: /skipped rows?/ })).toBeNull(),
      // A file without one valid row offers no import: the model's attempt finds no button.
      'import.run': (_: unknown, _world: World, { state }: { state: AnyMachineSnapshot }) =>
        (state.context.check as ImportCheck).validRows > 0
          ? click(/^Import (the )?[\d,]+ (valid )?rows?/)
          : expect(screen.queryByRole('button', { name: /^Import (the )?[\d,]+/ })).toBeNull(),
      'import.cancel': () => click('Cancel import'),
      'import.again': () => click('Import another file'),
    },
    builtIn: ({ deferred }) => ({
      deferred,
      // The import's page opens it with fetchImport; the done page downloads with downloadSkipped.
      actorOf: { openImport: 'fetchImport', downloadSkippedRows: 'downloadSkipped' },
      // The import is asked again only when the interval has passed.
      beforeDelayEnds: () => expect(deferred.inputs('fetchImport')).toEqual([]),
    }),
    expect: (state, world) => expectScreen(state, world),
  });
});

describe('the dry run’s problems in Hindi', () => {
  it('say the column, the name, the value and what is wrong in Hindi, parameters included', () => {
    const check = importOf({
      problems: [
        ...problems,
        problem({
          row: 9,
          column: 'Section',
          key: 'section',
          code: 'unknown_section',
          params: { className: 'Class 6', section: 'Z' },
          value: 'Z',
          name: 'Kiran Rao',
        }),
        problem({ row: 11, column: 'Nickname', code: 'something_new', value: 'Kiki', name: 'Kiran' }),
      ],
      problemCount: 1200,
    });
    renderPortal(<ProblemsTable check={check} />, { language: 'hi' });
    const table = screen.getByRole('table', { name: 'फ़ाइल में समस्याएँ' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['पंक्ति', 'कॉलम', 'नाम', 'मान', 'समस्या'],
      ['2', 'कक्षा', 'Asha Verma', '13', 'स्कूल में इस नाम की कोई कक्षा या कोर्स नहीं है।'],
      ['7', 'अभिभावक का फ़ोन', 'Ravi Kumar', '98290', 'फ़ोन नंबर में 10 अंक होने चाहिए।'],
      ['9', 'सेक्शन', 'Kiran Rao', 'Z', 'Class 6 में “Z” नाम का कोई सेक्शन या बैच नहीं है।'],
      ['11', 'Nickname', 'Kiran', 'Kiki', 'something_new'],
    ]);
    expect(screen.getByText('1,200 में से पहली 4 समस्याएँ; CSV में सभी हैं।')).toBeInTheDocument();
  });
});

describe('rows refused by the member’s permissions', () => {
  const check = importOf({
    problems: [...refusals, { ...changesStudent, row: 12 }, ...problems],
    problemCount: 5,
  });

  it('are named in one sentence and each said with its reason, in English', () => {
    renderPortal(<RefusedRows check={check} />);
    expect(
      screen.getByText(
        'Rows 7, 9 and 12 change records the school already has; your role may add records but not change them, so they will not be imported.',
      ),
    ).toBeInTheDocument();
  });

  it('and in Hindi, one row alone in the singular', () => {
    renderPortal(
      <>
        <RefusedRows check={importOf({ problems: [changesStudent], problemCount: 1 })} />
        <ProblemsTable check={check} />
      </>,
      { language: 'hi' },
    );
    expect(
      screen.getByText(
        'पंक्ति 7 स्कूल के किसी मौजूदा रिकॉर्ड को बदलती है; आपकी भूमिका रिकॉर्ड जोड़ सकती है पर बदल नहीं सकती, इसलिए यह इंपोर्ट नहीं होगी।',
      ),
    ).toBeInTheDocument();
    const cells = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      [
        '7',
        'प्रवेश संख्या',
        'Ravi Kumar',
        'A-7',
        'यह पंक्ति स्कूल के किसी मौजूदा विद्यार्थी को बदलती है: आप विद्यार्थी जोड़ सकते हैं, पर उन्हें बदल नहीं सकते।',
      ],
      [
        '9',
        'अभिभावक का फ़ोन',
        'Kiran Rao',
        '9876500009',
        'यह पंक्ति स्कूल के किसी मौजूदा अभिभावक का नाम, ई-मेल या भाषा बदलती है: आप विद्यार्थी जोड़ सकते हैं, पर अभिभावकों को बदल नहीं सकते।',
      ],
    ]);
  });
});

describe('the Import page', () => {
  it('offers each kind only with the permission to create it', () => {
    signedIn.member = memberWith(['students.view', 'students.create', 'employees.view', 'employees.create']);
    renderPortal(<ImportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Import' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'What to import' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Students and their guardians', 'Employees']);
  });
});
