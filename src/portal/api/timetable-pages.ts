// What the timetable's pages load together: the sections to choose from, the teachers and the
// learning centres (each only when the member may read them), a chosen section's week, and a
// teacher's week with the teachers to switch to.
import type {
  ClassDetail,
  ClassSummaryList,
  LearningCentre,
  LearningCentreList,
} from '@common/api/portal/academics';
import type { Employee, EmployeeList } from '@common/api/portal/employees';
import type { SectionWeek, Week } from '@common/api/portal/timetable';
import { portalFetch } from './client';
import { getMyWeek, getSectionWeek, getTeacherWeek } from './timetable';

export interface SectionChoice {
  id: string;
  /** "Class 6 A". */
  name: string;
  classId: string;
}

export interface TimetablePageData {
  sections: SectionChoice[];
  teachers: Pick<Employee, 'id' | 'name'>[];
  centres: LearningCentre[];
}

export async function loadTimetablePage(
  can: { employees: boolean; academics: boolean },
  signal?: AbortSignal,
): Promise<TimetablePageData> {
  const options = signal ? { signal } : undefined;
  const [classes, employees, centres] = await Promise.all([
    can.academics ? portalFetch<ClassSummaryList>('/classes', options) : Promise.resolve({ classes: [] }),
    can.employees ? portalFetch<EmployeeList>('/employees', options) : Promise.resolve({ employees: [] }),
    can.academics
      ? portalFetch<LearningCentreList>('/learning-centres', options)
      : Promise.resolve({ centres: [] }),
  ]);
  return {
    sections: classes.classes.flatMap((one) =>
      one.sections.map((section) => ({
        id: section.id,
        name: `${one.name} ${section.name}`,
        classId: one.id,
      })),
    ),
    teachers: employees.employees.map(({ id, name }) => ({ id, name })),
    centres: centres.centres,
  };
}

export interface SectionWeekData {
  week: SectionWeek;
  subjects: ClassDetail['subjects'];
}

export async function loadSectionWeek(
  section: SectionChoice,
  signal?: AbortSignal,
): Promise<SectionWeekData> {
  const options = signal ? { signal } : undefined;
  const [week, detail] = await Promise.all([
    getSectionWeek(section.id, signal),
    portalFetch<ClassDetail>(`/classes/${encodeURIComponent(section.classId)}`, options),
  ]);
  return { week, subjects: detail.subjects };
}

export interface TeacherWeekData {
  week: Week;
  teachers: Pick<Employee, 'id' | 'name'>[];
}

/** `employeeId` null: the signed-in member's own week. The teachers only with employees.view. */
export async function loadTeacherWeek(
  employeeId: string | null,
  withTeachers: boolean,
  signal?: AbortSignal,
): Promise<TeacherWeekData> {
  const options = signal ? { signal } : undefined;
  const [week, employees] = await Promise.all([
    employeeId ? getTeacherWeek(employeeId, signal) : getMyWeek(signal),
    withTeachers ? portalFetch<EmployeeList>('/employees', options) : Promise.resolve({ employees: [] }),
  ]);
  return { week, teachers: employees.employees.map(({ id, name }) => ({ id, name })) };
}
