import { MAX_PERIODS_A_DAY } from '@common/portal/bell-rules';
import Type, { type Static } from 'typebox';
import { ErrorBody } from '../errors';
import { Text } from '../text';
import { Id } from './common';

// The bell schedule and the sections' timetables (docs/requirements/school-day.md#timetable).
//
// Routes (under /prod/v1/portal):
//   GET  /bell-schedule?centreId=          the centre's periods, every weekday (timetable.view)
//   PUT  /bell-schedule/:centreId/:weekday  { periods } replaces that day's periods (timetable.edit);
//        a period still used by a timetable entry cannot be removed (409 naming the sections)
//   POST /bell-schedule/:centreId/copy      { fromWeekday, toWeekdays } gives the target days the
//        source day's periods, all days or none (timetable.edit; 409 as above for a target day)
//   GET  /sections/:id/timetable            the section's week (timetable.view)
//   PUT  /sections/:id/timetable/:weekday/:period  { subjectId, teacherId } (timetable.edit):
//        409 `timetable_clash` naming the clash: the teacher is in another section at an
//        overlapping time, or (never, by the table's key) the section has another subject then
//   DELETE /sections/:id/timetable/:weekday/:period (timetable.edit)
//   POST /sections/:id/timetable/:weekday/:period/repeat  { weekdays } the slot's subject and
//        teacher in the same period on those days; days it cannot go are answered, not refused
//   POST /sections/:id/timetable/fill      { allocations, apply } fills the week's empty teaching
//        periods from subject-teacher-periods rows (apply: false previews, writing nothing)
//   GET  /timetable/mine                    the signed-in member's own week, as the employee they
//        are (timetable.view; an empty week for a member who is no employee)
//   GET  /employees/:id/timetable           a teacher's week (timetable.view)
//   PATCH /sections/:id/staffing { centreId?, classTeacherId? } (timetable.edit): the centre whose
//        bells the section follows (default: the school's main centre) and its class teacher

/** ISO weekday: 1 Monday ... 7 Sunday. */
export const Weekday = Type.Integer({
  minimum: 1,
  maximum: 7,
  errorMessage: 'A weekday is 1 (Monday) to 7 (Sunday).',
});
export const WeekdayParams = Type.Object({
  centreId: Id,
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
});

/** A time of day as the school's clock shows it (India Standard Time), "08:40". */
export const ClockTime = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  errorMessage: 'Times are written HH:MM (24-hour).',
});

export const BellPeriod = Type.Object({
  /** 1, 2, ... in the day's order; a break is a period too (with `teaching: false`). */
  number: Type.Integer({ minimum: 1, maximum: MAX_PERIODS_A_DAY }),
  startsAt: ClockTime,
  endsAt: ClockTime,
  label: Type.String({ description: "e.g. 'Period 1', 'Lunch'" }),
  /** False for breaks and assemblies: no subject is timetabled in them and no attendance is taken. */
  teaching: Type.Boolean(),
});
export type BellPeriod = Static<typeof BellPeriod>;

export const BellDay = Type.Object({ weekday: Weekday, periods: Type.Array(BellPeriod) });
export type BellDay = Static<typeof BellDay>;

export const BellSchedule = Type.Object({ centreId: Id, days: Type.Array(BellDay) });
export type BellSchedule = Static<typeof BellSchedule>;

export const BellScheduleQuery = Type.Object({ centreId: Id });

/**
 * A day's periods. 400 when numbers repeat or are not 1..n in order, when a period ends before it
 * starts, or when two periods overlap.
 */
export const BellDayBody = Type.Object({
  periods: Type.Array(
    Type.Object({
      number: Type.Integer({ minimum: 1, maximum: MAX_PERIODS_A_DAY }),
      startsAt: ClockTime,
      endsAt: ClockTime,
      label: Text({ maxLength: 40, required: 'A period needs a label' }),
      teaching: Type.Boolean(),
    }),
    { maxItems: MAX_PERIODS_A_DAY },
  ),
});
export type BellDayBody = Static<typeof BellDayBody>;

export const TimetableEntry = Type.Object({
  weekday: Weekday,
  period: Type.Integer(),
  startsAt: ClockTime,
  endsAt: ClockTime,
  sectionId: Id,
  /** "Class 6 A". */
  sectionName: Type.String(),
  subjectId: Id,
  subjectName: Type.String(),
  teacherId: Type.Union([Id, Type.Null()]),
  teacherName: Type.Union([Type.String(), Type.Null()]),
});
export type TimetableEntry = Static<typeof TimetableEntry>;

export const Week = Type.Object({
  /** The bells the week follows (a section's centre; for a teacher, each entry's own). */
  days: Type.Array(BellDay),
  entries: Type.Array(TimetableEntry),
});
export type Week = Static<typeof Week>;

export const SlotParams = Type.Object({
  id: Id,
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  period: Type.Integer({ minimum: 1, maximum: MAX_PERIODS_A_DAY }),
});
export type SlotParams = Static<typeof SlotParams>;

export const SlotBody = Type.Object({
  /** A subject of the section's class. */
  subjectId: Id,
  /** An employee of the school; null for a period without a teacher yet. */
  teacherId: Type.Union([Id, Type.Null()]),
});
export type SlotBody = Static<typeof SlotBody>;

/** What a clash answer carries besides its sentence: the other booking. */
export const Clash = Type.Object({
  code: Type.Literal('timetable_clash'),
  message: Type.String({
    description: "e.g. 'Anita Rao already teaches Class 7 B on Monday, period 2 (08:40-09:20).'",
  }),
  sectionName: Type.String(),
  weekday: Weekday,
  period: Type.Integer(),
});
export type Clash = Static<typeof Clash>;

/** A section as the timetable shows it: the centre whose bells it follows and its class teacher. */
export const SectionStaffing = Type.Object({
  id: Id,
  /** "Class 6 A". */
  name: Type.String(),
  /** The centre it follows (the main centre unless set). */
  centreId: Id,
  centreName: Type.String(),
  classTeacherId: Type.Union([Id, Type.Null()]),
  classTeacherName: Type.Union([Type.String(), Type.Null()]),
});
export type SectionStaffing = Static<typeof SectionStaffing>;

/** A section's week: its bells and entries, and its staffing. */
export const SectionWeek = Type.Object({ ...Week.properties, section: SectionStaffing });
export type SectionWeek = Static<typeof SectionWeek>;

/** A 409 of the timetable as sent: an error body, with the clash's fields when it is one. */
export const ClashBody = Type.Object({
  ...ErrorBody.properties,
  sectionName: Type.Optional(Clash.properties.sectionName),
  weekday: Type.Optional(Clash.properties.weekday),
  period: Type.Optional(Clash.properties.period),
});

export const StaffingBody = Type.Object({
  centreId: Type.Optional(Id),
  classTeacherId: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type StaffingBody = Static<typeof StaffingBody>;

/** The centre's day whose periods other days take. */
export const CopyBellsParams = Type.Object({ centreId: Id });

/** Copy `fromWeekday`'s periods to each of `toWeekdays` (the source itself among them is ignored). */
export const CopyBellsBody = Type.Object({
  fromWeekday: Weekday,
  toWeekdays: Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true }),
});
export type CopyBellsBody = Static<typeof CopyBellsBody>;

/** One row of a section's allocation: a subject, its teacher, and how many periods a week in all. */
export const Allocation = Type.Object({
  subjectId: Id,
  teacherId: Type.Union([Id, Type.Null()]),
  /** The week's total for the subject: periods it already has count towards it. */
  periods: Type.Integer({ minimum: 0, maximum: MAX_PERIODS_A_DAY * 7 }),
});
export type Allocation = Static<typeof Allocation>;

export const FillBody = Type.Object({
  allocations: Type.Array(Allocation, { minItems: 1, maxItems: 40 }),
  /** False: answer what would be placed and write nothing. */
  apply: Type.Boolean(),
});
export type FillBody = Static<typeof FillBody>;

/** Why periods of a subject found no slot: none was empty, or its teacher was elsewhere in every one. */
export const UnplacedReason = Type.Union([Type.Literal('no_free_period'), Type.Literal('teacher_busy')]);
export type UnplacedReason = Static<typeof UnplacedReason>;

export const Unplaced = Type.Object({
  subjectId: Id,
  subjectName: Type.String(),
  /** How many of the subject's periods were not placed. */
  count: Type.Integer({ minimum: 1 }),
  reason: UnplacedReason,
});
export type Unplaced = Static<typeof Unplaced>;

export const FillResult = Type.Object({
  /** The entries placed (or, previewed, that would be), by weekday and period. */
  placed: Type.Array(TimetableEntry),
  unplaced: Type.Array(Unplaced),
});
export type FillResult = Static<typeof FillResult>;

export const RepeatBody = Type.Object({
  weekdays: Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true }),
});
export type RepeatBody = Static<typeof RepeatBody>;

/** A day a repeated slot did not go to: no such period, a break, or its teacher elsewhere then. */
export const RepeatSkip = Type.Object({
  weekday: Weekday,
  reason: Type.Union([Type.Literal('no_period'), Type.Literal('break'), Type.Literal('clash')]),
});
export type RepeatSkip = Static<typeof RepeatSkip>;

export const RepeatResult = Type.Object({
  /** The entries written (an entry already there is replaced). */
  entries: Type.Array(TimetableEntry),
  skipped: Type.Array(RepeatSkip),
});
export type RepeatResult = Static<typeof RepeatResult>;
