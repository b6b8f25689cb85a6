// Importing a school's records from a spreadsheet (docs/requirements/students.md#import): choose
// what to import (and fetch its template), choose a file, which the server checks without writing
// anything (the dry run), read the problems (as a list, or the rows with problems as a CSV to fix
// them in Excel), then run the import as a background job, watched by polling, which can be
// cancelled while it waits or runs. After an import of the valid rows only, the rows it skipped
// stay listed and downloadable; an import's own page (input `importId`) opens it again as it is
// now. Every request's failure stays on screen until the next step replaces it.

import { IMPORT_MAX_BYTES } from '@common/api/portal/import-limits';
import { IMPORT_REFUSALS } from '@common/api/portal/import-problems';
import type { ImportCheck, ImportKind, TemplateQuery } from '@common/api/portal/imports';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice, noticeFrom } from '../api-failure';

export type ImportNoticeCode =
  | 'templateFailed'
  | 'uploadFailed'
  | 'tooLarge'
  | 'unpackedTooLarge'
  | 'tooComplex'
  | 'busy'
  | 'wrongType'
  | 'problemsFailed'
  | 'openFailed'
  | 'runFailed'
  | 'pollFailed'
  | 'cancelFailed';

/** What the machine needs of a chosen file (a File in the page). */
export interface ChosenFile {
  name: string;
  size: number;
}

export interface ImportFlowContext {
  kind: ImportKind;
  file: ChosenFile | null;
  check: ImportCheck | null;
  notice: Notice<ImportNoticeCode> | null;
}

export type ImportFlowEvent =
  | { type: 'kind.choose'; kind: ImportKind }
  | { type: 'template.download'; format: TemplateQuery['format']; language: 'en' | 'hi' }
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'skipped.download'; language: 'en' | 'hi' }
  | { type: 'import.run' }
  | { type: 'import.cancel' }
  | { type: 'import.again' };

export interface UploadInput {
  kind: ImportKind;
  file: ChosenFile;
}
export interface SkippedInput {
  id: string;
  language: 'en' | 'hi';
}
export interface TemplateInput {
  kind: ImportKind;
  format: TemplateQuery['format'];
  language: 'en' | 'hi';
}

/** Why a file is refused before it is sent (the server refuses the same with 413 and 415). */
export function fileIssue(file: ChosenFile): 'tooLarge' | 'wrongType' | null {
  // A .txt is Excel's "Unicode Text" (UTF-16, tab-separated), read as a CSV.
  if (!/\.(csv|xlsx|txt)$/i.test(file.name)) return 'wrongType';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * The rows of a dry run that the member's permissions refuse (they change existing records and the
 * member may only add them), as Excel numbers them, among the problems the check lists.
 */
export function refusedRows(check: ImportCheck): number[] {
  const refusals: ReadonlySet<string> = new Set(IMPORT_REFUSALS);
  const rows = check.problems.filter((problem) => refusals.has(problem.code)).map((problem) => problem.row);
  return [...new Set(rows)].sort((a, b) => a - b);
}

/** The server's codes for a file refused before it is checked, in the page's own words. */
const REFUSALS: Readonly<Record<string, ImportNoticeCode>> = {
  unpacked_too_large: 'unpackedTooLarge',
  file_too_complex: 'tooComplex',
  uploads_busy: 'busy',
};

/**
 * An upload's failure: too large, too large once unpacked, too slow to read, the server busy with
 * other files and the wrong type in the page's own words; others as the server says.
 */
export function uploadNotice(error: unknown): Notice<ImportNoticeCode> {
  const { status, code } = asApiFailure(error);
  const refusal = code ? REFUSALS[code] : undefined;
  if (refusal) return { code: refusal };
  if (status === 413) return { code: 'tooLarge' };
  if (status === 415) return { code: 'wrongType' };
  return noticeFrom<ImportNoticeCode>(error, ['message'], 'uploadFailed');
}

const failed =
  (code: ImportNoticeCode) =>
  ({ event }: { event: { error: unknown } }): Notice<ImportNoticeCode> =>
    noticeFrom(event.error, ['message'], code);

const outputOf = (event: unknown) => (event as { output: ImportCheck }).output;
const jobIs =
  (state: ImportCheck['state']) =>
  ({ event }: { event: unknown }) =>
    outputOf(event)?.state === state;

const skippedInput = (context: ImportFlowContext, event: unknown): SkippedInput => ({
  id: context.check?.id ?? '',
  language: (event as { language?: 'en' | 'hi' }).language ?? 'en',
});

// Where an answer about the job leads once the job has ended; otherwise the caller's own target.
const outcome = [
  { guard: 'jobDone', target: '#importFlow.done', actions: 'keepCheck' },
  { guard: 'jobCancelled', target: '#importFlow.cancelled', actions: 'keepCheck' },
  { guard: 'jobFailed', target: '#importFlow.failed', actions: 'keepCheck' },
] as const;

// Back to the check's result after a failed start: with or without its problems list.
const backToCheck = [
  { guard: 'checkHasProblems', target: '#importFlow.preparing.checked.withProblems', actions: 'runFailed' },
  { target: '#importFlow.preparing.checked.clean', actions: 'runFailed' },
] as const;

export const importFlowMachine = setup({
  types: {
    context: {} as ImportFlowContext,
    events: {} as ImportFlowEvent,
    input: {} as { kind: ImportKind; importId?: string },
  },
  actors: {
    downloadTemplate: fromPromise<unknown, TemplateInput>(async () => null),
    uploadFile: fromPromise<ImportCheck, UploadInput>(async () => {
      throw new Error('uploadFile is provided by the page');
    }),
    downloadSkipped: fromPromise<unknown, SkippedInput>(async () => null),
    runImport: fromPromise<ImportCheck, { id: string; validRowsOnly: boolean }>(async () => {
      throw new Error('runImport is provided by the page');
    }),
    fetchImport: fromPromise<ImportCheck, { id: string }>(async () => {
      throw new Error('fetchImport is provided by the page');
    }),
    cancelImport: fromPromise<ImportCheck, { id: string }>(async () => {
      throw new Error('cancelImport is provided by the page');
    }),
  },
  delays: {
    /** How often a running import is asked for its progress. */
    pollInterval: 1000,
  },
  guards: {
    fileWrongType: ({ event }) => event.type === 'file.choose' && fileIssue(event.file) === 'wrongType',
    fileTooLarge: ({ event }) => event.type === 'file.choose' && fileIssue(event.file) === 'tooLarge',
    checkHasProblems: ({ context, event }) =>
      ((event as { output?: ImportCheck }).output ?? context.check)?.problemCount !== 0,
    /** Something to import: a file of only problems (or no rows) offers no import. */
    hasRowsToImport: ({ context }) => (context.check?.validRows ?? 0) > 0,
    opensAnImport: ({ context }) => context.check !== null,
    jobDone: jobIs('done'),
    jobChecked: jobIs('checked'),
    jobCheckedWithProblems: ({ event }) =>
      outputOf(event)?.state === 'checked' && (outputOf(event)?.problemCount ?? 0) > 0,
    jobCancelled: jobIs('cancelled'),
    jobFailed: jobIs('failed'),
  },
  actions: {
    chooseKind: assign(({ event }) =>
      event.type === 'kind.choose' ? { kind: event.kind, file: null, check: null, notice: null } : {},
    ),
    keepFile: assign({
      file: ({ event }) => (event.type === 'file.choose' ? event.file : null),
      check: null,
    }),
    refuseFile: assign(({ event }) => ({
      file: null,
      check: null,
      notice: {
        code: event.type === 'file.choose' ? (fileIssue(event.file) ?? 'uploadFailed') : 'uploadFailed',
      },
    })),
    keepCheck: assign({ check: ({ event }) => outputOf(event), notice: null }),
    clearNotice: assign({ notice: null }),
    uploadFailed: assign({
      notice: ({ event }) => uploadNotice((event as unknown as { error: unknown }).error),
    }),
    templateFailed: assign({ notice: failed('templateFailed') as never }),
    problemsFailed: assign({ notice: failed('problemsFailed') as never }),
    openFailed: assign({ check: null, notice: failed('openFailed') as never }),
    runFailed: assign({ notice: failed('runFailed') as never }),
    pollFailed: assign({ notice: failed('pollFailed') as never }),
    cancelFailed: assign({ notice: failed('cancelFailed') as never }),
    startOver: assign({ file: null, check: null, notice: null }),
  },
}).createMachine({
  id: 'importFlow',
  // An import's page starts from the import's id alone: its check until the answer replaces it.
  context: ({ input }) => ({
    kind: input.kind,
    file: null,
    check: input.importId ? ({ id: input.importId } as ImportCheck) : null,
    notice: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      always: [{ guard: 'opensAnImport', target: 'opening' }, { target: 'preparing' }],
    },
    opening: {
      invoke: {
        id: 'openImport',
        src: 'fetchImport',
        input: ({ context }) => ({ id: context.check?.id ?? '' }),
        onDone: [
          ...outcome,
          { guard: 'jobCheckedWithProblems', target: 'preparing.checked.withProblems', actions: 'keepCheck' },
          { guard: 'jobChecked', target: 'preparing.checked.clean', actions: 'keepCheck' },
          { target: 'running', actions: 'keepCheck' },
        ],
        onError: { target: 'preparing', actions: 'openFailed' },
      },
    },
    preparing: {
      initial: 'choosing',
      on: {
        'kind.choose': { target: '.choosing', actions: 'chooseKind' },
        'file.choose': [
          { guard: 'fileWrongType', target: '.choosing', actions: 'refuseFile' },
          { guard: 'fileTooLarge', target: '.choosing', actions: 'refuseFile' },
          { target: '.checking', actions: 'keepFile' },
        ],
      },
      states: {
        choosing: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'template.download': 'downloadingTemplate' },
            },
            downloadingTemplate: {
              entry: 'clearNotice',
              invoke: {
                id: 'downloadTemplate',
                src: 'downloadTemplate',
                input: ({ context, event }) => {
                  const { format, language } = event as Extract<
                    ImportFlowEvent,
                    { type: 'template.download' }
                  >;
                  return { kind: context.kind, format, language };
                },
                onDone: 'idle',
                onError: { target: 'idle', actions: 'templateFailed' },
              },
            },
          },
        },
        checking: {
          entry: 'clearNotice',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({ kind: context.kind, file: context.file as ChosenFile }),
            onDone: [
              { guard: 'checkHasProblems', target: 'checked.withProblems', actions: 'keepCheck' },
              { target: 'checked.clean', actions: 'keepCheck' },
            ],
            onError: { target: 'choosing', actions: 'uploadFailed' },
          },
        },
        checked: {
          // Entered only through the check's answer, which names the child (problems or none).
          initial: 'clean',
          on: {
            'import.run': { guard: 'hasRowsToImport', target: '#importFlow.starting' },
          },
          states: {
            withProblems: {
              on: { 'skipped.download': 'downloadingProblems' },
            },
            downloadingProblems: {
              entry: 'clearNotice',
              invoke: {
                id: 'downloadSkipped',
                src: 'downloadSkipped',
                input: ({ context, event }) => skippedInput(context, event),
                onDone: 'withProblems',
                onError: { target: 'withProblems', actions: 'problemsFailed' },
              },
            },
            clean: {},
          },
        },
      },
    },
    starting: {
      entry: 'clearNotice',
      invoke: {
        id: 'runImport',
        src: 'runImport',
        input: ({ context }) => ({
          id: context.check?.id ?? '',
          // A file with problems runs only as "the valid rows only", by the member's choice.
          validRowsOnly: (context.check?.problemCount ?? 0) > 0,
        }),
        onDone: { target: 'running', actions: 'keepCheck' },
        onError: backToCheck,
      },
    },
    running: {
      initial: 'waiting',
      on: { 'import.cancel': 'cancelling' },
      states: {
        waiting: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            id: 'fetchImport',
            src: 'fetchImport',
            input: ({ context }) => ({ id: context.check?.id ?? '' }),
            onDone: [...outcome, { target: 'waiting', actions: 'keepCheck' }],
            onError: { target: 'waiting', actions: 'pollFailed' },
          },
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelImport',
        src: 'cancelImport',
        input: ({ context }) => ({ id: context.check?.id ?? '' }),
        onDone: [...outcome, { target: 'running', actions: 'keepCheck' }],
        onError: { target: 'running', actions: 'cancelFailed' },
      },
    },
    // Done: the rows an import of the valid rows skipped stay listed, and can be downloaded.
    done: {
      initial: 'idle',
      on: { 'import.again': { target: 'preparing', actions: 'startOver' } },
      states: {
        idle: { on: { 'skipped.download': { guard: 'checkHasProblems', target: 'downloadingSkipped' } } },
        downloadingSkipped: {
          entry: 'clearNotice',
          invoke: {
            id: 'downloadSkippedRows',
            src: 'downloadSkipped',
            input: ({ context, event }) => skippedInput(context, event),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'problemsFailed' },
          },
        },
      },
    },
    cancelled: { on: { 'import.again': { target: 'preparing', actions: 'startOver' } } },
    failed: { on: { 'import.again': { target: 'preparing', actions: 'startOver' } } },
  },
});
