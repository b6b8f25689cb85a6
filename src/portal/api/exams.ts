// The exams calls (docs/requirements/exams.md), as common/api/portal/exams.ts describes them:
// schemes and the classes' choice, a class's term, the marks sheets and saving marks, completion,
// the class teacher's part, proofreading, publishing, results and corrections.
import type { SectionAnalytics } from '@common/api/portal/exam-analytics';
import type {
  ClassTeacherSave,
  ExamCard,
  ExamCompletion,
  ExamPublication,
  ExamScheme,
  ExamSchemeList,
  ExamSchemeSave,
  ExamTerm,
  ExamTermSave,
  MarkChange,
  MarksSaveResult,
  MarksSheet,
  MarksSheetList,
  NewExamScheme,
  SectionResults,
  SectionTerm,
} from '@common/api/portal/exams';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { portalFetch } from './client';

const id = encodeURIComponent;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : undefined);
const sheetPath = (sectionId: string, subjectId: string, termKey: string) =>
  `/exams/sheets/${id(sectionId)}/${id(subjectId)}/${id(termKey)}`;
const sectionTermPath = (sectionId: string, termKey: string) =>
  `/exams/sections/${id(sectionId)}/terms/${id(termKey)}`;

export const getExamSchemes = (signal?: AbortSignal) =>
  portalFetch<ExamSchemeList>('/exams/schemes', withSignal(signal));

export const createExamScheme = (body: NewExamScheme) =>
  portalFetch<ExamScheme>('/exams/schemes', { method: 'POST', body });

export const getExamScheme = (schemeId: string, signal?: AbortSignal) =>
  portalFetch<ExamScheme>(`/exams/schemes/${id(schemeId)}`, withSignal(signal));

export const saveExamScheme = (schemeId: string, body: ExamSchemeSave) =>
  portalFetch<ExamScheme>(`/exams/schemes/${id(schemeId)}`, { method: 'PUT', body });

export const chooseClassScheme = (classId: string, schemeId: string) =>
  portalFetch<{ schemeId: string }>(`/exams/classes/${id(classId)}/scheme`, {
    method: 'PUT',
    body: { schemeId },
  });

export const getExamTerm = (classId: string, termKey: string, signal?: AbortSignal) =>
  portalFetch<ExamTerm>(`/exams/classes/${id(classId)}/terms/${id(termKey)}`, withSignal(signal));

export const saveExamTerm = (classId: string, termKey: string, body: ExamTermSave) =>
  portalFetch<ExamTerm>(`/exams/classes/${id(classId)}/terms/${id(termKey)}`, { method: 'PUT', body });

export const getMarksSheets = (signal?: AbortSignal) =>
  portalFetch<MarksSheetList>('/exams/sheets', withSignal(signal));

export const getMarksSheet = (sectionId: string, subjectId: string, termKey: string, signal?: AbortSignal) =>
  portalFetch<MarksSheet>(sheetPath(sectionId, subjectId, termKey), withSignal(signal));

export const saveMarks = (sectionId: string, subjectId: string, termKey: string, marks: MarkChange[]) =>
  portalFetch<MarksSaveResult>(sheetPath(sectionId, subjectId, termKey), { method: 'PUT', body: { marks } });

export const getExamCompletion = (signal?: AbortSignal) =>
  portalFetch<ExamCompletion>('/exams/completion', withSignal(signal));

export const getSectionTerm = (sectionId: string, termKey: string, signal?: AbortSignal) =>
  portalFetch<SectionTerm>(sectionTermPath(sectionId, termKey), withSignal(signal));

export const saveSectionTerm = (sectionId: string, termKey: string, body: ClassTeacherSave) =>
  portalFetch<SectionTerm>(sectionTermPath(sectionId, termKey), { method: 'PUT', body });

export const proofreadSection = (sectionId: string, termKey: string) =>
  portalFetch<SectionTerm>(`${sectionTermPath(sectionId, termKey)}/proofread`, { method: 'POST' });

export const publishSection = (sectionId: string, termKey: string) =>
  portalFetch<ExamPublication>(`${sectionTermPath(sectionId, termKey)}/publish`, { method: 'POST' });

export const getSectionResults = (sectionId: string, termKey: string, signal?: AbortSignal) =>
  portalFetch<SectionResults>(`${sectionTermPath(sectionId, termKey)}/results`, withSignal(signal));

export const getSectionAnalytics = (sectionId: string, termKey: string, signal?: AbortSignal) =>
  portalFetch<SectionAnalytics>(`${sectionTermPath(sectionId, termKey)}/analytics`, withSignal(signal));

export const correctResult = (studentId: string, termKey: string, reason: string) =>
  portalFetch<{ version: number; card: ExamCard }>(
    `/exams/students/${id(studentId)}/terms/${id(termKey)}/correct`,
    {
      method: 'POST',
      body: { reason },
    },
  );

/** A section's term, as its page names it: the section and the term's key. */
export interface SectionTermSlot {
  sectionId: string;
  termKey: string;
}

/** The section term page: its class teacher's part and status, and the cards as they stand. */
export async function loadSectionTermPage(slot: SectionTermSlot, signal?: AbortSignal) {
  const term = await getSectionTerm(slot.sectionId, slot.termKey, signal);
  const results = await getSectionResults(slot.sectionId, slot.termKey, signal);
  return { term, results };
}

/**
 * What the section term page does, with the term in `body.termKey` (`id` is the section, or the
 * student for a correction): `save` the class teacher's grades and remarks (`body.save`),
 * `proofread`, `publish`, `correct` a published result (`body.reason`).
 */
export function actOnSectionTerm({ action, id, body }: RowAction): Promise<unknown> {
  const { termKey, save, reason } = body as { termKey: string; save?: ClassTeacherSave; reason?: string };
  switch (action) {
    case 'save':
      return saveSectionTerm(id, termKey, save as ClassTeacherSave);
    case 'proofread':
      return proofreadSection(id, termKey);
    case 'publish':
      return publishSection(id, termKey);
    default:
      return correctResult(id, termKey, reason ?? '');
  }
}

/** What the schemes page does: `create` a scheme from a preset (`id` the preset), `choose` a class's scheme (`id` the class). */
export function actOnExamSchemes({ action, id, body }: RowAction): Promise<unknown> {
  return action === 'create'
    ? createExamScheme({ preset: id as NewExamScheme['preset'], name: String(body) })
    : chooseClassScheme(id, String(body));
}
