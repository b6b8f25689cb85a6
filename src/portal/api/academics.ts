// Academic structure calls (docs/requirements/portal.md#api): years, learning centres, classes,
// sections and subjects.
import type {
  AcademicYear,
  AcademicYearList,
  ClassDetail,
  ClassSummary,
  ClassSummaryList,
  LearningCentre,
  LearningCentreList,
  Section,
  SectionBody,
  SetupProgress,
  Subject,
} from '@common/api/portal/academics';
import type { EmployeeList } from '@common/api/portal/employees';
import type { TenantKind } from '@common/api/tenants';
import { portalFetch } from './client';

const id = (value: string | null) => encodeURIComponent(value ?? '');

export interface AcademicsPageData {
  years: AcademicYear[];
  centres: LearningCentre[];
  kind: TenantKind;
  classes: ClassSummaryList['classes'];
}

export async function loadAcademicsPage(signal?: AbortSignal): Promise<AcademicsPageData> {
  const options = signal ? { signal } : undefined;
  const [years, centres, classes] = await Promise.all([
    portalFetch<AcademicYearList>('/academic-years', options),
    portalFetch<LearningCentreList>('/learning-centres', options),
    portalFetch<ClassSummaryList>('/classes', options),
  ]);
  return { years: years.years, centres: centres.centres, kind: classes.kind, classes: classes.classes };
}

/**
 * An Indian academic year runs 1 April to 31 March, so its name (`2027-28`) gives its dates.
 * A name of another form is refused here with the sentence the page shows.
 */
export function academicYearDates(name: string): { startsOn: string; endsOn: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(name.trim());
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return null;
  return { startsOn: `${start}-04-01`, endsOn: `${start + 1}-03-31` };
}

export async function addAcademicYear(name: string): Promise<AcademicYear> {
  const dates = academicYearDates(name);
  if (!dates) throw { status: 400, code: 'year_name_invalid', message: 'Write the year as 2027-28.' };
  return portalFetch<AcademicYear>('/academic-years', {
    method: 'POST',
    body: { name: name.trim(), ...dates },
  });
}

export const getCentres = (signal?: AbortSignal) =>
  portalFetch<LearningCentreList>('/learning-centres', signal ? { signal } : undefined);

export const makeYearCurrent = (yearId: string) =>
  portalFetch<AcademicYear>(`/academic-years/${id(yearId)}`, { method: 'PATCH', body: { current: true } });

export const addCentre = (name: string) =>
  portalFetch<LearningCentre>('/learning-centres', { method: 'POST', body: { name } });
export const renameCentre = (centreId: string | null, name: string) =>
  portalFetch<LearningCentre>(`/learning-centres/${id(centreId)}`, { method: 'PATCH', body: { name } });
export const removeCentre = (centreId: string) =>
  portalFetch<null>(`/learning-centres/${id(centreId)}`, { method: 'DELETE' });

export const addClass = (name: string) =>
  portalFetch<ClassSummary>('/classes', { method: 'POST', body: { name } });
export const renameClass = (classId: string | null, name: string) =>
  portalFetch<ClassSummary>(`/classes/${id(classId)}`, { method: 'PATCH', body: { name } });
export const removeClass = (classId: string) =>
  portalFetch<null>(`/classes/${id(classId)}`, { method: 'DELETE' });

/** Moves a class one place up (-1) or down (1) in the school's order, from the order stored now. */
export async function moveClass(classId: string, by: -1 | 1): Promise<ClassSummaryList> {
  const { classes } = await portalFetch<ClassSummaryList>('/classes');
  const ids = classes.map((klass) => klass.id);
  const from = ids.indexOf(classId);
  const to = from + by;
  if (from >= 0 && to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to] as string, classId];
  return portalFetch<ClassSummaryList>('/classes/order', { method: 'PUT', body: { ids } });
}

/** A teacher a batch may have: an employee of the school. */
export interface BatchTeacher {
  id: string;
  name: string;
}

/** A class with, for a coaching centre's course, the employees its batches may have as teacher. */
export interface ClassPageData extends ClassDetail {
  teachers: BatchTeacher[];
}

export async function getClass(classId: string, signal?: AbortSignal): Promise<ClassPageData> {
  const options = signal ? { signal } : undefined;
  const detail = await portalFetch<ClassDetail>(`/classes/${id(classId)}`, options);
  if (detail.kind !== 'coaching') return { ...detail, teachers: [] };
  // A member who may not see the employees still sees the batches, with no teacher to choose.
  const employees = await portalFetch<EmployeeList>('/employees', options).catch(() => ({ employees: [] }));
  return {
    ...detail,
    teachers: employees.employees.map(({ id: employeeId, name }) => ({ id: employeeId, name })),
  };
}

/** Adds a batch to the course `classId` (no `batchId`), or changes it. */
export const saveBatch = (classId: string, batchId: string | null, body: SectionBody) =>
  batchId
    ? portalFetch<Section>(`/sections/${id(batchId)}`, { method: 'PATCH', body })
    : portalFetch<Section>(`/classes/${id(classId)}/sections`, { method: 'POST', body });

export const addSection = (classId: string, name: string) =>
  portalFetch<Section>(`/classes/${id(classId)}/sections`, { method: 'POST', body: { name } });
export const renameSection = (sectionId: string | null, name: string) =>
  portalFetch<Section>(`/sections/${id(sectionId)}`, { method: 'PATCH', body: { name } });
export const removeSection = (sectionId: string) =>
  portalFetch<null>(`/sections/${id(sectionId)}`, { method: 'DELETE' });

export const addSubject = (classId: string, name: string) =>
  portalFetch<Subject>(`/classes/${id(classId)}/subjects`, { method: 'POST', body: { name } });
export const renameSubject = (subjectId: string | null, name: string) =>
  portalFetch<Subject>(`/subjects/${id(subjectId)}`, { method: 'PATCH', body: { name } });
export const removeSubject = (subjectId: string) =>
  portalFetch<null>(`/subjects/${id(subjectId)}`, { method: 'DELETE' });

/** The next section name to offer: the first letter from A not yet taken. */
export function nextSectionName(taken: readonly string[]): string {
  const used = new Set(taken.map((name) => name.trim().toUpperCase()));
  for (let code = 65; code <= 90; code++) {
    const letter = String.fromCharCode(code);
    if (!used.has(letter)) return letter;
  }
  return '';
}

/** How far the school has set itself up (the home page's guide). */
export const getSetupProgress = (signal?: AbortSignal) =>
  portalFetch<SetupProgress>('/setup-progress', signal ? { signal } : undefined);
