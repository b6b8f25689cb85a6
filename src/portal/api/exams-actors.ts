// Every actor of the exams screens' machines (machines/portal/marks-*.machine.ts): the API calls of
// ./exams.ts, the device's copy of a sheet and the one device queue (src/portal/lib/attendance-store.ts)
// and the hand-over to its sync (src/portal/lib/attendance-sync.ts). Views start their machines with
// these (useScreenMachine); tests replace them by name.
import type {
  ExamCompletion,
  ExamScheme,
  ExamSchemeList,
  ExamSchemeSave,
  ExamTermSave,
  MarksSheet,
  MarksSheetList,
} from '@common/api/portal/exams';
import type { QueuedMarks } from '@machines/portal/attendance-sync.machine';
import type { MarksHandOver, OpenedSheet, SheetSlot } from '@machines/portal/marks-entry.machine';
import { waitingMarks } from '@machines/portal/marks-queue';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { attendanceStore } from '@portal/lib/attendance-store';
import { handOverMarks } from '@portal/lib/attendance-sync';
import { fromPromise } from 'xstate';
import {
  actOnExamSchemes,
  actOnSectionTerm,
  getExamCompletion,
  getExamScheme,
  getExamSchemes,
  getExamTerm,
  getMarksSheet,
  getMarksSheets,
  getSectionAnalytics,
  getSectionResults,
  loadSectionTermPage,
  type SectionTermSlot,
  saveExamScheme,
  saveExamTerm,
} from './exams';

const store = () => attendanceStore();

/** The sheet with what this device saved of it and the server has not answered yet. */
async function withWaiting(sheet: MarksSheet): Promise<OpenedSheet> {
  const queue = await store()
    .queue()
    .catch(() => []);
  return { sheet, waiting: Object.fromEntries(waitingMarks(queue, sheet)) };
}

export const examsActors = {
  // The exams home (views/exams/exams-page.tsx) and the schemes (schemes-page.tsx).
  loadMarksSheets: fromPromise<MarksSheetList, void>(({ signal }) => getMarksSheets(signal)),
  loadExamCompletion: fromPromise<ExamCompletion, void>(({ signal }) => getExamCompletion(signal)),
  loadExamSchemes: fromPromise<ExamSchemeList, void>(({ signal }) => getExamSchemes(signal)),
  actOnExamSchemes: fromPromise(({ input }: { input: RowAction }) => actOnExamSchemes(input)),
  // A scheme's editor (scheme-editor.machine.ts).
  fetchScheme: fromPromise<ExamScheme, string>(({ input, signal }) => getExamScheme(input, signal)),
  saveScheme: fromPromise<ExamScheme, { schemeId: string; body: ExamSchemeSave }>(({ input }) =>
    saveExamScheme(input.schemeId, input.body),
  ),
  // A section's term (section-term-page.tsx): the class teacher's part, proofreading, publishing.
  loadSectionTermPage: fromPromise(({ input, signal }: { input: SectionTermSlot; signal: AbortSignal }) =>
    loadSectionTermPage(input, signal),
  ),
  actOnSectionTerm: fromPromise(({ input }: { input: RowAction }) => actOnSectionTerm(input)),
  // The section's report cards to print (report-cards-page.tsx).
  loadSectionResults: fromPromise(({ input, signal }: { input: SectionTermSlot; signal: AbortSignal }) =>
    getSectionResults(input.sectionId, input.termKey, signal),
  ),
  // A class's term and exam schedule (exam-term-editor.machine.ts).
  fetchExamTerm: fromPromise(
    ({ input, signal }: { input: { classId: string; termKey: string }; signal: AbortSignal }) =>
      getExamTerm(input.classId, input.termKey, signal),
  ),
  saveExamTerm: fromPromise(
    ({ input }: { input: { classId: string; termKey: string; body: ExamTermSave } }) =>
      saveExamTerm(input.classId, input.termKey, input.body),
  ),
  // The section's results analysed (analytics-page.tsx).
  loadSectionAnalytics: fromPromise(({ input, signal }: { input: SectionTermSlot; signal: AbortSignal }) =>
    getSectionAnalytics(input.sectionId, input.termKey, signal),
  ),
  // A marks sheet (marks-entry.machine.ts).
  fetchSheet: fromPromise<OpenedSheet, SheetSlot>(async ({ input, signal }) => {
    const sheet = await getMarksSheet(input.sectionId, input.subjectId, input.termKey, signal);
    // The device's copy, for entering marks later without a connection.
    await store()
      .putSheet(sheet)
      .catch(() => {});
    return withWaiting(sheet);
  }),
  readSheetCopy: fromPromise<OpenedSheet | null, SheetSlot>(async ({ input }) => {
    const copy = await store().getSheet(input.sectionId, input.subjectId, input.termKey);
    return copy && withWaiting(copy);
  }),
  enqueueMarks: fromPromise<void, QueuedMarks>(({ input }) => store().enqueue(input)),
  handOverMarks: fromPromise<MarksHandOver, QueuedMarks>(({ input }) => handOverMarks(input)),
};
