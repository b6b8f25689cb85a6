// The timetable's network actors (docs/requirements/school-day.md#timetable), by the names its
// screens give them: the only place a timetable call becomes an actor. Views pass them to
// useScreenMachine; tests replace them by name through ActorOverridesContext.
import type { LearningCentreList } from '@common/api/portal/academics';
import type {
  BellPeriod,
  BellSchedule,
  FillResult,
  RepeatResult,
  TimetableEntry,
} from '@common/api/portal/timetable';
import type { BellCopy, BellDayKey } from '@machines/portal/bell-schedule-editor.machine';
import type { RowAction } from '@machines/portal/resource-list.machine';
import type { SectionSlot, SlotChange, SlotRepeat } from '@machines/portal/timetable-editor.machine';
import type { SectionAllocation } from '@machines/portal/week-allocation.machine';
import { fromPromise } from 'xstate';
import { getCentres } from './academics';
import {
  clearSlot,
  copyBellDay,
  fillWeek,
  getBellSchedule,
  repeatSlot,
  saveBellDay,
  saveSlot,
  saveStaffing,
} from './timetable';
import {
  loadSectionWeek,
  loadTeacherWeek,
  loadTimetablePage,
  type SectionChoice,
  type SectionWeekData,
  type TeacherWeekData,
  type TimetablePageData,
} from './timetable-pages';

/** What the timetable page loads depends on what the member may read. */
export interface TimetableReach {
  academics: boolean;
  employees: boolean;
}

export interface TeacherWeekQuery {
  /** Null: the signed-in member's own week. */
  employeeId: string | null;
  withTeachers: boolean;
}

export const timetableActors = {
  /** The timetable page: sections, teachers and centres. */
  loadTimetablePage: fromPromise<TimetablePageData, TimetableReach>(({ input, signal }) =>
    loadTimetablePage(input, signal),
  ),
  /** A chosen section's week with its class's subjects. */
  loadSectionWeek: fromPromise<SectionWeekData, SectionChoice>(({ input, signal }) =>
    loadSectionWeek(input, signal),
  ),
  /** The section panel's one row action: its staffing (`id` the section, `body` a StaffingBody). */
  saveStaffing: fromPromise<unknown, RowAction>(({ input }) =>
    saveStaffing(input.id, input.body as Parameters<typeof saveStaffing>[1]),
  ),
  saveSlot: fromPromise<TimetableEntry, SlotChange>(({ input }) =>
    saveSlot(input.sectionId, input.weekday, input.period, {
      subjectId: input.subjectId,
      teacherId: input.teacherId,
    }),
  ),
  clearSlot: fromPromise<unknown, SectionSlot>(({ input }) =>
    clearSlot(input.sectionId, input.weekday, input.period),
  ),
  repeatSlot: fromPromise<RepeatResult, SlotRepeat>(({ input }) =>
    repeatSlot(input.sectionId, input.weekday, input.period, { weekdays: input.weekdays }),
  ),
  /** What filling the week from its allocation would place; writes nothing. */
  previewFill: fromPromise<FillResult, SectionAllocation>(({ input }) =>
    fillWeek(input.sectionId, { allocations: input.allocations, apply: false }),
  ),
  applyFill: fromPromise<FillResult, SectionAllocation>(({ input }) =>
    fillWeek(input.sectionId, { allocations: input.allocations, apply: true }),
  ),
  /** The bell schedule page's centres to choose from. */
  loadCentres: fromPromise<LearningCentreList>(({ signal }) => getCentres(signal)),
  loadBellSchedule: fromPromise<BellSchedule, { centreId: string }>(({ input, signal }) =>
    getBellSchedule(input.centreId, signal),
  ),
  /** Saves one weekday's periods; answers them as stored. */
  saveDay: fromPromise<BellPeriod[], BellDayKey & { periods: BellPeriod[] }>(async ({ input }) => {
    const saved = await saveBellDay(input.centreId, input.weekday, { periods: input.periods });
    return saved.periods;
  }),
  /** Gives other weekdays one weekday's stored periods. */
  copyDay: fromPromise<unknown, BellCopy>(({ input }) =>
    copyBellDay(input.centreId, { fromWeekday: input.fromWeekday, toWeekdays: input.toWeekdays }),
  ),
  loadTeacherWeek: fromPromise<TeacherWeekData, TeacherWeekQuery>(({ input, signal }) =>
    loadTeacherWeek(input.employeeId, input.withTeachers, signal),
  ),
};
