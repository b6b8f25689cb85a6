// Entering a sheet's marks on the phone (docs/requirements/exams.md#marks-entry-on-the-phone): the
// sheet opens from the server, or from the device's copy without a connection; the teacher picks
// one component (the term exam, a periodic test) and types each student's mark down the list; a
// mark above the maximum, or that is no mark, is refused on its row; AB (absent) and ML (medical
// leave) are marks too. Typing stops for `autosave` and the changed marks go: first into the device
// queue (nothing typed is lost if the page closes), then to the sync, which sends them now or when
// the connection is back. The answer gives each saved mark its revision; a mark someone else changed
// since is shown as theirs, with what this device typed, never saved over. A closed sheet (entry
// over, or the results published) is read-only. The API, the device store and the sync are
// injected actors.

import type {
  MarkChange,
  MarksSaveResult,
  MarksSheet,
  MarkValue,
  TermComponent,
} from '@common/api/portal/exams';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { attendanceNotice, isNetworkFailure } from './attendance-notice';
import type { QueuedMarks } from './attendance-sync.machine';
import { markKey } from './marks-queue';

export interface SheetSlot {
  sectionId: string;
  subjectId: string;
  termKey: string;
}

/** The sheet and what this device saved of it that the server has not answered yet. */
export interface OpenedSheet {
  sheet: MarksSheet;
  /** The newest waiting value of each mark, by mark key. */
  waiting: Record<string, MarkValue | null>;
}

/** What the sync made of a save handed to it. */
export type MarksHandOver =
  | { status: 'sent'; result: MarksSaveResult }
  | { status: 'saved' }
  | { status: 'refused'; notice: Notice<'refused'> };

export type MarkProblem = 'tooHigh' | 'notAMark' | 'notOnScale';

/** What a cell's text means for its component: a mark, nothing (cleared), or a problem. */
export function parseMark(
  text: string,
  component: Pick<TermComponent, 'kind' | 'maxCenti'>,
  scale: readonly string[],
): { value: MarkValue | null } | { problem: MarkProblem } {
  const typed = text.trim();
  if (typed === '') return { value: null };
  const code = typed.toUpperCase();
  if (code === 'AB' || code === 'ML') return { value: { code } };
  if (component.kind === 'graded') {
    const grade = scale.find((one) => one.toLowerCase() === typed.toLowerCase());
    return grade ? { value: { indicator: grade } } : { problem: 'notOnScale' };
  }
  // Whole marks or up to two decimals ("7.5"), a comma for the point as some keypads give it.
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(typed);
  if (!match) return { problem: 'notAMark' };
  const centi = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (centi > component.maxCenti) return { problem: 'tooHigh' };
  return { value: { centi } };
}

/** How a mark is shown in its cell: 7.5, 80, AB, Good. */
export function markText(value: MarkValue | null | undefined): string {
  if (!value) return '';
  if ('centi' in value) return String(value.centi / 100);
  if ('code' in value) return value.code;
  return value.indicator;
}

export interface MarksEntryContext extends SheetSlot {
  sheet: MarksSheet | null;
  fromDevice: boolean;
  /** The component being entered. */
  componentKey: string | null;
  /** Each cell's text as shown, by mark key. */
  texts: Record<string, string>;
  problems: Record<string, MarkProblem>;
  /** The revision of each mark the device last heard from the server. */
  revisions: Record<string, number>;
  /** Marks changed and not yet handed to the queue, by mark key. */
  unsent: Record<string, MarkValue | null>;
  /** The save being handed over. */
  saving: QueuedMarks | null;
  /** Marks someone else had changed: what this device typed, shown beside theirs. */
  conflicts: Record<string, MarkValue | null>;
  notice: Notice | null;
}

export type MarksEntryEvent =
  | { type: 'component.choose'; componentKey: string }
  | { type: 'mark.change'; studentId: string; text: string }
  | { type: 'marks.save' }
  | { type: 'sheet.retry' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** The first component some student still lacks, else the first. */
function firstToEnter(sheet: MarksSheet): string | null {
  const open = sheet.components.find((component) =>
    sheet.students.some((student) => !student.marks[component.key]),
  );
  return (open ?? sheet.components[0])?.key ?? null;
}

function opened({ sheet, waiting }: OpenedSheet) {
  const texts: Record<string, string> = {};
  const revisions: Record<string, number> = {};
  for (const student of sheet.students)
    for (const [componentKey, mark] of Object.entries(student.marks)) {
      texts[markKey(student.id, componentKey)] = markText(mark.value);
      revisions[markKey(student.id, componentKey)] = mark.revision;
    }
  for (const [key, value] of Object.entries(waiting)) texts[key] = markText(value);
  return { sheet, texts, revisions, componentKey: firstToEnter(sheet), problems: {}, conflicts: {} };
}

/** Whose revision a closed sheet's refusal is: entry is over, or the results are out. */
const CLOSING_CODES = new Set(['exam_entry_closed', 'exam_term_published']);

export const marksEntryMachine = setup({
  types: {
    context: {} as MarksEntryContext,
    events: {} as MarksEntryEvent,
    input: {} as SheetSlot,
  },
  actors: {
    fetchSheet: fromPromise<OpenedSheet, SheetSlot>(async () => {
      throw new Error('fetchSheet is provided by the page');
    }),
    readSheetCopy: fromPromise<OpenedSheet | null, SheetSlot>(async () => null),
    enqueueMarks: fromPromise<void, QueuedMarks>(async () => {}),
    handOverMarks: fromPromise<MarksHandOver, QueuedMarks>(async () => ({ status: 'saved' })),
  },
  delays: { autosave: 1_500 },
  guards: {
    networkFailure: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
    closedSheet: ({ event }) => outputOf<OpenedSheet>(event).sheet.closed,
    hasCopy: ({ event }) => outputOf<OpenedSheet | null>(event) !== null,
    closedCopy: ({ event }) => outputOf<OpenedSheet | null>(event)?.sheet.closed === true,
    hasUnsent: ({ context }) => Object.keys(context.unsent).length > 0,
    sent: ({ event }) => outputOf<MarksHandOver>(event).status === 'sent',
    closedByServer: ({ event }) => {
      const handed = outputOf<MarksHandOver>(event);
      return handed.status === 'refused' && CLOSING_CODES.has(handed.notice.serverCode ?? handed.notice.code);
    },
    refused: ({ event }) => outputOf<MarksHandOver>(event).status === 'refused',
  },
  actions: {
    keepSheet: assign(({ event }) => {
      const loaded = outputOf<OpenedSheet>(event);
      return { ...opened(loaded), fromDevice: false, notice: null };
    }),
    keepCopy: assign(({ event }) => {
      const loaded = outputOf<OpenedSheet>(event);
      return { ...opened(loaded), fromDevice: true, notice: null };
    }),
    loadFailed: assign({
      notice: ({ event }) => attendanceNotice((event as { error?: unknown }).error, 'loadFailed'),
    }),
    noCopy: assign({ notice: { code: 'noCopy' } }),
    choose: assign({ componentKey: ({ event }) => (event as { componentKey: string }).componentKey }),
    change: assign(({ context, event }) => {
      const { studentId, text } = event as { studentId: string; text: string };
      const component = context.sheet?.components.find((one) => one.key === context.componentKey);
      if (!component || !context.sheet) return {};
      const key = markKey(studentId, component.key);
      const parsed = parseMark(text, component, context.sheet.indicatorScale);
      const problems = { ...context.problems };
      const unsent = { ...context.unsent };
      if ('problem' in parsed) {
        problems[key] = parsed.problem;
        delete unsent[key];
      } else {
        delete problems[key];
        unsent[key] = parsed.value;
      }
      const conflicts = { ...context.conflicts };
      delete conflicts[key];
      return { texts: { ...context.texts, [key]: text }, problems, unsent, conflicts };
    }),
    /** The changed marks become one save, with the revisions they change; made once, so a retry is the same save. */
    makeSave: assign(({ context }) => {
      const marks: MarkChange[] = Object.entries(context.unsent).map(([key, value]) => {
        const [studentId = '', componentKey = ''] = key.split('/');
        return { studentId, componentKey, value, revision: context.revisions[key] ?? 0 };
      });
      const sheet = context.sheet;
      return {
        unsent: {},
        notice: null,
        saving: {
          kind: 'marks' as const,
          id: crypto.randomUUID(),
          sectionId: context.sectionId,
          subjectId: context.subjectId,
          termKey: context.termKey,
          sectionName: sheet ? `${sheet.section.name}, ${sheet.subject.name}, ${sheet.term.label}` : '',
          marks,
        },
      };
    }),
    /** The save could not even be kept on the device: its marks are changed again, unsent. */
    unsave: assign(({ context }) => ({
      saving: null,
      notice: { code: 'saveFailed' },
      unsent: {
        ...Object.fromEntries(
          (context.saving?.marks ?? []).map((change) => [
            markKey(change.studentId, change.componentKey),
            change.value,
          ]),
        ),
        ...context.unsent,
      },
    })),
    keepAnswer: assign(({ context, event }) => {
      const handed = outputOf<MarksHandOver>(event);
      if (handed.status !== 'sent') return {};
      const revisions = { ...context.revisions };
      const texts = { ...context.texts };
      const conflicts = { ...context.conflicts };
      for (const saved of handed.result.saved)
        revisions[markKey(saved.studentId, saved.componentKey)] = saved.revision;
      for (const conflict of handed.result.conflicts) {
        const key = markKey(conflict.studentId, conflict.componentKey);
        revisions[key] = conflict.revision;
        // What stands is theirs, unless the teacher typed over it again meanwhile.
        if (!(key in context.unsent)) {
          conflicts[key] =
            context.saving?.marks.find((change) => markKey(change.studentId, change.componentKey) === key)
              ?.value ?? null;
          texts[key] = markText(conflict.value);
        }
      }
      return { revisions, texts, conflicts, saving: null };
    }),
    /** Kept in the device queue: the sync sends it when it can (its count shows the queue's). */
    keptOnDevice: assign({ saving: null }),
    refused: assign(({ context, event }) => {
      const handed = outputOf<MarksHandOver>(event);
      return {
        saving: null,
        notice: handed.status === 'refused' ? handed.notice : { code: 'refused' },
        // Kept as typed, not sent again until changed: a refusal a retry cannot change.
        unsent: context.unsent,
      };
    }),
  },
}).createMachine({
  id: 'marksEntry',
  context: ({ input }) => ({
    ...input,
    sheet: null,
    fromDevice: false,
    componentKey: null,
    texts: {},
    problems: {},
    revisions: {},
    unsent: {},
    saving: null,
    conflicts: {},
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'server',
      states: {
        server: {
          invoke: {
            id: 'fetchSheet',
            src: 'fetchSheet',
            input: ({ context }) => ({
              sectionId: context.sectionId,
              subjectId: context.subjectId,
              termKey: context.termKey,
            }),
            onDone: [
              { guard: 'closedSheet', target: '#marksEntry.closed', actions: 'keepSheet' },
              { target: '#marksEntry.editing', actions: 'keepSheet' },
            ],
            onError: [
              { guard: 'networkFailure', target: 'device' },
              { target: '#marksEntry.failed', actions: 'loadFailed' },
            ],
          },
        },
        /** No connection: the copy kept when the sheet was last opened online. */
        device: {
          invoke: {
            id: 'readSheetCopy',
            src: 'readSheetCopy',
            input: ({ context }) => ({
              sectionId: context.sectionId,
              subjectId: context.subjectId,
              termKey: context.termKey,
            }),
            onDone: [
              { guard: 'closedCopy', target: '#marksEntry.closed', actions: 'keepCopy' },
              { guard: 'hasCopy', target: '#marksEntry.editing', actions: 'keepCopy' },
              { target: '#marksEntry.failed', actions: 'noCopy' },
            ],
            onError: { target: '#marksEntry.failed', actions: 'noCopy' },
          },
        },
      },
    },
    failed: {
      on: { 'sheet.retry': 'loading' },
    },
    editing: {
      initial: 'clean',
      on: {
        'component.choose': { actions: 'choose' },
        'mark.change': { target: '.typing', reenter: true, actions: 'change' },
        'marks.save': { guard: 'hasUnsent', target: 'saving' },
      },
      states: {
        clean: {},
        /** A pause in typing saves what changed. */
        typing: {
          after: { autosave: [{ guard: 'hasUnsent', target: '#marksEntry.saving' }, { target: 'clean' }] },
        },
      },
    },
    saving: {
      entry: 'makeSave',
      initial: 'queueing',
      // The teacher goes on typing while the save goes; what they type is the next save.
      on: {
        'component.choose': { actions: 'choose' },
        'mark.change': { actions: 'change' },
      },
      states: {
        /** On the device first: nothing typed is lost if the page closes now. */
        queueing: {
          invoke: {
            id: 'enqueueMarks',
            src: 'enqueueMarks',
            input: ({ context }) => context.saving as QueuedMarks,
            onDone: 'handing',
            onError: { target: '#marksEntry.editing', actions: 'unsave' },
          },
        },
        handing: {
          invoke: {
            id: 'handOverMarks',
            src: 'handOverMarks',
            input: ({ context }) => context.saving as QueuedMarks,
            onDone: [
              { guard: 'sent', target: 'answered', actions: 'keepAnswer' },
              { guard: 'closedByServer', target: '#marksEntry.closed', actions: 'refused' },
              { guard: 'refused', target: '#marksEntry.editing', actions: 'refused' },
              { target: 'answered', actions: 'keptOnDevice' },
            ],
            onError: { target: 'answered', actions: 'keptOnDevice' },
          },
        },
        /** Marks typed meanwhile go next. */
        answered: {
          always: [
            { guard: 'hasUnsent', target: '#marksEntry.editing.typing' },
            { target: '#marksEntry.editing' },
          ],
        },
      },
    },
    /** Entry is over or the results are published: the marks are shown, not changed. */
    closed: {},
  },
});
