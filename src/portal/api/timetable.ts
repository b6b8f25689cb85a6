// Timetable calls (docs/requirements/school-day.md#timetable): the bell schedule of a learning
// centre, a section's week and its slots, a section's staffing, and a teacher's week.
import type {
  BellDay,
  BellDayBody,
  BellSchedule,
  CopyBellsBody,
  FillBody,
  FillResult,
  RepeatBody,
  RepeatResult,
  SectionWeek,
  SlotBody,
  StaffingBody,
  TimetableEntry,
  Week,
} from '@common/api/portal/timetable';
import { portalFetch } from './client';

const id = (value: string) => encodeURIComponent(value);
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : undefined);

export const getBellSchedule = (centreId: string, signal?: AbortSignal) =>
  portalFetch<BellSchedule>(`/bell-schedule?centreId=${id(centreId)}`, withSignal(signal));

/** Replaces the centre's periods of one weekday; answers that day as stored (not the whole week). */
export const saveBellDay = (centreId: string, weekday: number, body: BellDayBody) =>
  portalFetch<BellDay>(`/bell-schedule/${id(centreId)}/${weekday}`, { method: 'PUT', body });

/** Gives other weekdays one weekday's periods; answers the centre's whole schedule. */
export const copyBellDay = (centreId: string, body: CopyBellsBody) =>
  portalFetch<BellSchedule>(`/bell-schedule/${id(centreId)}/copy`, { method: 'POST', body });

/** Fills a section's empty periods from its allocation (`apply: false` previews). */
export const fillWeek = (sectionId: string, body: FillBody) =>
  portalFetch<FillResult>(`/sections/${id(sectionId)}/timetable/fill`, { method: 'POST', body });

export const getSectionWeek = (sectionId: string, signal?: AbortSignal) =>
  portalFetch<SectionWeek>(`/sections/${id(sectionId)}/timetable`, withSignal(signal));

const slotPath = (sectionId: string, weekday: number, period: number) =>
  `/sections/${id(sectionId)}/timetable/${weekday}/${period}`;

export const saveSlot = (sectionId: string, weekday: number, period: number, body: SlotBody) =>
  portalFetch<TimetableEntry>(slotPath(sectionId, weekday, period), { method: 'PUT', body });

export const clearSlot = (sectionId: string, weekday: number, period: number) =>
  portalFetch<null>(slotPath(sectionId, weekday, period), { method: 'DELETE' });

/** Repeats a filled slot in the same period on other weekdays. */
export const repeatSlot = (sectionId: string, weekday: number, period: number, body: RepeatBody) =>
  portalFetch<RepeatResult>(`${slotPath(sectionId, weekday, period)}/repeat`, { method: 'POST', body });

export const getMyWeek = (signal?: AbortSignal) => portalFetch<Week>('/timetable/mine', withSignal(signal));

export const getTeacherWeek = (employeeId: string, signal?: AbortSignal) =>
  portalFetch<Week>(`/employees/${id(employeeId)}/timetable`, withSignal(signal));

export const saveStaffing = (sectionId: string, body: StaffingBody) =>
  portalFetch<unknown>(`/sections/${id(sectionId)}/staffing`, { method: 'PATCH', body });
