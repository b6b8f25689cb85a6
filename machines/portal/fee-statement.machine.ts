// Matching a bank or UPI statement (docs/requirements/fees.md#upi, decision 0037): pick the bank's
// CSV or XLSX, which the server reads and matches line by line before it answers (the "reading"
// wait); or open one uploaded before (input `statementId`). The statement shows its lines: matched
// (a payment recorded), confirmed (one the office recorded by its UTR), and the unmatched queue,
// resolved one line at a time by hand: assign it to a student found by the counter's search, or
// set it aside with a reason. An assignment records a payment, so it carries an attempt key made
// once (an injected actor) and sent again unchanged when the connection was lost: a retry answers
// the same receipt, never a second. A line someone else resolved meanwhile (409
// statement_line_resolved) says so and the statement loads again; an unreadable file
// (statement_unreadable) says so by its code.
import type { CounterMatch } from '@common/api/portal/fee-dues';
import { LineResolution, type Statement, type StatementLine } from '@common/api/portal/fee-statements';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice } from '../api-failure';
import { feeNotice, isConnectionLost } from './fee-notice';
import { type ChosenFile, fileIssue, type ImportNoticeCode, uploadNotice } from './import-flow.machine';

export type StatementNoticeCode =
  | Extract<
      ImportNoticeCode,
      'uploadFailed' | 'tooLarge' | 'unpackedTooLarge' | 'tooComplex' | 'busy' | 'wrongType'
    >
  | 'openFailed'
  | 'searchFailed'
  | 'resolveFailed'
  | 'connectionLost';

/** How long a reason for setting a line aside may be: the contract's own limit. */
export const IGNORE_REASON_MAX_LENGTH = (
  LineResolution.anyOf[1] as unknown as { properties: { reason: { maxLength: number } } }
).properties.reason.maxLength;

export interface ResolveInput {
  lineId: string;
  resolution: LineResolution;
}

export interface FeeStatementContext {
  /** The statement to open; null: a new one is uploaded here. */
  statementId: string | null;
  file: ChosenFile | null;
  statement: Statement | null;
  /** The unmatched line being resolved. */
  lineId: string | null;
  /** What was searched for the line's payer. */
  query: string;
  /** The counter's search's answer for that line; null before a search. */
  matches: CounterMatch[] | null;
  studentId: string | null;
  /** The attempt key of the assignment under way, kept for a retry. */
  key: string | null;
  reason: string;
  reasonError: 'reasonRequired' | 'reasonTooLong' | null;
  /** The line just resolved, as the server answered it. */
  resolved: StatementLine | null;
  notice: Notice<StatementNoticeCode> | null;
}

export type FeeStatementEvent =
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'upload.retry' }
  | { type: 'statement.retry' }
  | { type: 'statement.another' }
  | { type: 'line.assign'; lineId: string }
  | { type: 'line.ignore'; lineId: string }
  | { type: 'line.cancel' }
  | { type: 'line.retry' }
  | { type: 'payer.search'; q: string }
  | { type: 'payer.pick'; studentId: string }
  | { type: 'reason.change'; reason: string }
  | { type: 'ignore.submit' };

/** Lines by state, as the screen counts them. */
export function countLines(statement: Statement): Record<StatementLine['state'], number> {
  const counts = { matched: 0, confirmed: 0, unmatched: 0, resolved: 0, ignored: 0 };
  for (const line of statement.entries) counts[line.state] += 1;
  return counts;
}

/** The import's words for a refused upload: its file and its limits are the statement's too. */
const statementUploadNotice = (error: unknown) => uploadNotice(error) as Notice<StatementNoticeCode>;

const errorOf = (event: unknown) => (event as { error: unknown }).error;

function reasonProblem(reason: string): FeeStatementContext['reasonError'] {
  if (!reason.trim()) return 'reasonRequired';
  return reason.trim().length > IGNORE_REASON_MAX_LENGTH ? 'reasonTooLong' : null;
}

/** Where a resolution's failure leads: reloaded, kept for a retry, or back to the form. */
const resolveFailed = (back: string) =>
  [
    { guard: 'alreadyResolved', target: '#feeStatement.shown.refreshing', actions: 'resolveFailed' },
    { guard: 'connectionLost', target: 'lost', actions: 'resolveFailed' },
    { target: back, actions: 'resolveFailed' },
  ] as const;

export const feeStatementMachine = setup({
  types: {
    context: {} as FeeStatementContext,
    events: {} as FeeStatementEvent,
    input: {} as { statementId: string | null },
  },
  actors: {
    uploadStatement: fromPromise<Statement, ChosenFile>(async () => {
      throw new Error('uploadStatement is provided by the page');
    }),
    loadStatement: fromPromise<Statement, string>(async () => {
      throw new Error('loadStatement is provided by the page');
    }),
    findPayer: fromPromise<CounterMatch[], string>(async () => []),
    newStatementKey: fromPromise<string, void>(async () => {
      throw new Error('newStatementKey is provided by the page');
    }),
    resolveStatementLine: fromPromise<StatementLine, ResolveInput>(async () => {
      throw new Error('resolveStatementLine is provided by the page');
    }),
  },
  actions: {
    /** The page's: the list of earlier statements loads again with this one. */
    statementUploaded: () => {},
    keepStatement: assign({
      statement: ({ event }) => (event as unknown as { output: Statement }).output,
    }),
    resolveFailed: assign({
      notice: ({ event }) => feeNotice(errorOf(event), 'resolveFailed'),
    }),
    openLine: assign(({ event }) => ({
      lineId: event.type === 'line.assign' || event.type === 'line.ignore' ? event.lineId : null,
      query: '',
      matches: null,
      studentId: null,
      key: null,
      reason: '',
      reasonError: null,
      resolved: null,
      notice: null,
    })),
    closeLine: assign({ lineId: null, matches: null, studentId: null, key: null, notice: null }),
    /** The server's answer for the line takes its place in the statement. */
    replaceLine: assign(({ context, event }) => {
      const line = (event as unknown as { output: StatementLine }).output;
      const statement = context.statement as Statement;
      return {
        statement: {
          ...statement,
          entries: statement.entries.map((one) => (one.id === line.id ? line : one)),
        },
        resolved: line,
        lineId: null,
        matches: null,
        studentId: null,
        key: null,
        notice: null,
      };
    }),
  },
  guards: {
    hasStatementId: ({ context }) => context.statementId !== null,
    fileRefused: ({ event }) => event.type === 'file.choose' && fileIssue(event.file) !== null,
    /** A file whose upload got no answer is still here to send again. */
    fileKept: ({ context }) => context.file !== null,
    uploadedHere: ({ context }) => context.statementId === null,
    waiting: ({ context, event }) =>
      (event.type === 'line.assign' || event.type === 'line.ignore') &&
      context.statement?.entries.some((line) => line.id === event.lineId && line.state === 'unmatched') ===
        true,
    searchable: ({ event }) => event.type === 'payer.search' && event.q.trim() !== '',
    found: ({ context, event }) =>
      event.type === 'payer.pick' && (context.matches ?? []).some((one) => one.id === event.studentId),
    reasonInvalid: ({ context }) => reasonProblem(context.reason) !== null,
    alreadyResolved: ({ event }) => asApiFailure(errorOf(event)).code === 'statement_line_resolved',
    connectionLost: ({ event }) => isConnectionLost(errorOf(event)),
  },
}).createMachine({
  id: 'feeStatement',
  context: ({ input }) => ({
    statementId: input.statementId,
    file: null,
    statement: null,
    lineId: null,
    query: '',
    matches: null,
    studentId: null,
    key: null,
    reason: '',
    reasonError: null,
    resolved: null,
    notice: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      always: [{ guard: 'hasStatementId', target: 'opening' }, { target: 'choosing' }],
    },
    choosing: {
      on: {
        'file.choose': [
          {
            guard: 'fileRefused',
            actions: assign(({ event }) => ({
              file: null,
              notice: { code: fileIssue(event.file) ?? 'uploadFailed' },
            })),
          },
          { target: 'reading', actions: assign({ file: ({ event }) => event.file }) },
        ],
        'upload.retry': { guard: 'fileKept', target: 'reading' },
      },
    },
    reading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'uploadStatement',
        src: 'uploadStatement',
        input: ({ context }) => context.file as ChosenFile,
        onDone: { target: 'shown', actions: ['keepStatement', 'statementUploaded'] },
        onError: [
          {
            guard: 'connectionLost',
            target: 'choosing',
            actions: assign({ notice: { code: 'connectionLost' } }),
          },
          {
            target: 'choosing',
            actions: assign({ file: null, notice: ({ event }) => statementUploadNotice(event.error) }),
          },
        ],
      },
    },
    opening: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'openStatement',
        src: 'loadStatement',
        input: ({ context }) => context.statementId ?? '',
        onDone: { target: 'shown', actions: 'keepStatement' },
        onError: {
          target: 'unavailable',
          actions: assign({ notice: ({ event }) => feeNotice(event.error, 'openFailed') }),
        },
      },
    },
    unavailable: {
      on: { 'statement.retry': 'opening' },
    },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'line.assign': { guard: 'waiting', target: 'assigning', actions: 'openLine' },
            'line.ignore': { guard: 'waiting', target: 'ignoring', actions: 'openLine' },
            'statement.another': {
              guard: 'uploadedHere',
              target: '#feeStatement.choosing',
              actions: assign({ file: null, statement: null, resolved: null, notice: null }),
            },
          },
        },
        assigning: {
          initial: 'searching',
          states: {
            searching: {
              on: {
                'payer.search': {
                  guard: 'searchable',
                  target: 'finding',
                  actions: assign({ query: ({ event }) => event.q.trim() }),
                },
                'payer.pick': {
                  guard: 'found',
                  target: 'keying',
                  actions: assign({ studentId: ({ event }) => event.studentId, notice: null }),
                },
                'line.cancel': { target: '#feeStatement.shown.idle', actions: 'closeLine' },
              },
            },
            finding: {
              entry: assign({ notice: null }),
              invoke: {
                id: 'findPayer',
                src: 'findPayer',
                input: ({ context }) => context.query,
                onDone: { target: 'searching', actions: assign({ matches: ({ event }) => event.output }) },
                onError: {
                  target: 'searching',
                  actions: assign({ notice: ({ event }) => feeNotice(event.error, 'searchFailed') }),
                },
              },
            },
            keying: {
              invoke: {
                id: 'newStatementKey',
                src: 'newStatementKey',
                onDone: { target: 'sending', actions: assign({ key: ({ event }) => event.output }) },
              },
            },
            sending: {
              entry: assign({ notice: null }),
              invoke: {
                id: 'assignLine',
                src: 'resolveStatementLine',
                input: ({ context }) => ({
                  lineId: context.lineId ?? '',
                  resolution: {
                    action: 'assign',
                    key: context.key ?? '',
                    studentId: context.studentId ?? '',
                  },
                }),
                onDone: { target: '#feeStatement.shown.idle', actions: 'replaceLine' },
                onError: resolveFailed('searching'),
              },
            },
            lost: {
              on: {
                // The same key: if the first attempt was recorded, the server answers its receipt.
                'line.retry': 'sending',
                'line.cancel': { target: '#feeStatement.shown.idle', actions: 'closeLine' },
              },
            },
          },
        },
        ignoring: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'reason.change': {
                  actions: assign({ reason: ({ event }) => event.reason, reasonError: null }),
                },
                'ignore.submit': [
                  {
                    guard: 'reasonInvalid',
                    actions: assign({ reasonError: ({ context }) => reasonProblem(context.reason) }),
                  },
                  { target: 'sending' },
                ],
                'line.cancel': { target: '#feeStatement.shown.idle', actions: 'closeLine' },
              },
            },
            sending: {
              entry: assign({ notice: null }),
              invoke: {
                id: 'ignoreLine',
                src: 'resolveStatementLine',
                input: ({ context }) => ({
                  lineId: context.lineId ?? '',
                  resolution: { action: 'ignore', reason: context.reason.trim() },
                }),
                onDone: { target: '#feeStatement.shown.idle', actions: 'replaceLine' },
                onError: resolveFailed('editing'),
              },
            },
            lost: {
              on: {
                'line.retry': 'sending',
                'line.cancel': { target: '#feeStatement.shown.idle', actions: 'closeLine' },
              },
            },
          },
        },
        // Someone else resolved the line: the statement as it is now, the reason kept above it.
        refreshing: {
          entry: assign({ lineId: null, matches: null, studentId: null, key: null }),
          invoke: {
            id: 'refreshStatement',
            src: 'loadStatement',
            input: ({ context }) => context.statement?.id ?? '',
            onDone: { target: 'idle', actions: 'keepStatement' },
            onError: 'idle',
          },
        },
      },
    },
  },
});
