// Student calls (docs/requirements/students.md): the list, one student, their changes, consent, a
// data request (downloads) and erasure; the classes the pickers offer.
import type { ClassSummary, ClassSummaryList } from '@common/api/portal/academics';
import type { ReachSummary, StudentAlertList } from '@common/api/portal/alerts';
import type {
  BulkConsentBody,
  BulkConsentResult,
  ConsentBody,
  EraseBody,
  LeaveBody,
  MoveBody,
  Student,
  StudentBody,
  StudentExportQuery,
  StudentList,
  StudentListQuery,
} from '@common/api/portal/students';
import { downloadPortalFile } from '../lib/download';
import { portalFetch, queryString } from './client';

const id = (value: string) => encodeURIComponent(value);

export const listStudents = (query: StudentListQuery, signal?: AbortSignal) =>
  portalFetch<StudentList>(`/students${queryString({ ...query })}`, signal ? { signal } : undefined);

export const getStudent = (studentId: string, signal?: AbortSignal) =>
  portalFetch<Student>(`/students/${id(studentId)}`, signal ? { signal } : undefined);

export const saveStudent = ({ id: studentId, body }: { id: string | null; body: StudentBody }) =>
  studentId
    ? portalFetch<Student>(`/students/${id(studentId)}`, { method: 'PATCH', body })
    : portalFetch<Student>('/students', { method: 'POST', body });

export const moveStudent = (studentId: string, body: MoveBody) =>
  portalFetch<Student>(`/students/${id(studentId)}/move`, { method: 'POST', body });

export const markLeft = (studentId: string, body: LeaveBody) =>
  portalFetch<Student>(`/students/${id(studentId)}/leave`, { method: 'POST', body });

export const eraseStudent = (studentId: string, body: EraseBody) =>
  portalFetch<Student>(`/students/${id(studentId)}/erase`, { method: 'POST', body });

export const recordConsent = (studentId: string, body: ConsentBody) =>
  portalFetch<Student>(`/students/${id(studentId)}/consents`, { method: 'POST', body });

export const recordConsents = (body: BulkConsentBody) =>
  portalFetch<BulkConsentResult>('/students/consents', { method: 'POST', body });

export const loadStudentAlerts = (studentId: string, signal?: AbortSignal) =>
  portalFetch<StudentAlertList>(`/students/${id(studentId)}/alerts`, signal ? { signal } : undefined);

export const loadAlertReach = (signal?: AbortSignal) =>
  portalFetch<ReachSummary>('/students/alert-reach', signal ? { signal } : undefined);

export const withdrawConsent = (studentId: string, consentId: string) =>
  portalFetch<Student>(`/students/${id(studentId)}/consents/${id(consentId)}/withdraw`, { method: 'POST' });

/** The CSV of what the list shows, every page of it, in the member's language (students.export). */
export const exportStudentsCsv = (query: StudentExportQuery) =>
  downloadPortalFile(
    `/students/export.csv${queryString({ ...query, page: undefined, pageSize: undefined })}`,
    'students.csv',
  );

/** Everything held about one student, for a data request (students.export). */
export const downloadStudentData = (studentId: string, format: 'json' | 'csv', admissionNumber: string) =>
  downloadPortalFile(`/students/${id(studentId)}/data.${format}`, `student-${admissionNumber}.${format}`);

/**
 * The school's classes with their sections, for the filters and the section pickers. A member
 * whose role cannot read the academic structure still sees and edits students: without classes
 * the pickers are empty, and the list still shows each student's class.
 */
export async function loadClasses(signal?: AbortSignal): Promise<ClassSummary[]> {
  try {
    return (await portalFetch<ClassSummaryList>('/classes', signal ? { signal } : undefined)).classes;
  } catch (error) {
    if ((error as { status?: number }).status === 403) return [];
    throw error;
  }
}

/** Every section with its class's name in front ("Class 5 A"), in the school's order: the pickers'. */
export function sectionOptions(classes: readonly ClassSummary[]): Array<{ id: string; label: string }> {
  return classes.flatMap((one) =>
    one.sections.map((section) => ({ id: section.id, label: `${one.name} ${section.name}` })),
  );
}
