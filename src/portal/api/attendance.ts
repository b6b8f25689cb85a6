// Attendance calls (docs/requirements/school-day.md#attendance), as common/api/portal/attendance.ts
// describes them: settings, today's classes, a class list, a submission, the register and the
// school's daily summary.
import type {
  AttendanceSettings,
  ClassList,
  DailySummary,
  Register,
  Submission,
  SubmissionResult,
  Today,
} from '@common/api/portal/attendance';
import { downloadPortalFile } from '../lib/download';
import { portalFetch } from './client';

const query = (values: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const getAttendanceSettings = (signal?: AbortSignal) =>
  portalFetch<AttendanceSettings>('/attendance/settings', signal ? { signal } : undefined);

export const saveAttendanceSettings = (settings: AttendanceSettings) =>
  portalFetch<AttendanceSettings>('/attendance/settings', { method: 'PUT', body: settings });

export const getToday = (signal?: AbortSignal) =>
  portalFetch<Today>('/attendance/today', signal ? { signal } : undefined);

export const getClassList = (sectionId: string, date: string, period: number | null, signal?: AbortSignal) =>
  portalFetch<ClassList>(
    `/attendance/sections/${encodeURIComponent(sectionId)}${query({ date, period })}`,
    signal ? { signal } : undefined,
  );

export const submitAttendance = (sectionId: string, submission: Submission) =>
  portalFetch<SubmissionResult>(`/attendance/sections/${encodeURIComponent(sectionId)}`, {
    method: 'PUT',
    body: submission,
  });

export const getRegister = (sectionId: string, month: string, signal?: AbortSignal) =>
  portalFetch<Register>(
    `/attendance/register${query({ sectionId, month })}`,
    signal ? { signal } : undefined,
  );

export const downloadRegister = (sectionId: string, month: string) =>
  downloadPortalFile(`/attendance/register.csv${query({ sectionId, month })}`, `attendance-${month}.csv`);

export const getDailySummary = (date?: string, signal?: AbortSignal) =>
  portalFetch<DailySummary>(`/attendance/summary${query({ date })}`, signal ? { signal } : undefined);
