import Type, { type Static } from 'typebox';
import { AlertOutcome } from './alerts';
import { Id, IsoDate } from './common';
import { ClockTime } from './timetable';

// Attendance (docs/requirements/school-day.md#attendance): taken per section for a day (the class
// teacher marks the day) or per period (each period's teacher), as the school chooses; everyone
// starts present; corrections the same day until the school's lock time; the registers.
//
// Routes (under /prod/v1/portal):
//   GET  /attendance/settings                      (attendance.view)
//   PUT  /attendance/settings  AttendanceSettings  (attendance.edit)
//   GET  /attendance/today                         the classes the member takes today (attendance.create):
//        by the timetable in period mode, the sections they are class teacher of in daily mode;
//        every section for a member with attendance.edit
//   GET  /attendance/sections/:id?date=&period=    a class list with its marks (attendance.view)
//   PUT  /attendance/sections/:id  Submission      take or correct (attendance.create for one's
//        own classes, attendance.edit for any); 409 `attendance_locked` after the class's lock or for
//        another day (a batch locks after its own end, common/portal/attendance-lock.ts; the office,
//        attendance.edit, still corrects the same day after the lock); idempotent by `submissionId` (a replay by the same member for the same
//        class answers the first result; 409 `submission_id_used` otherwise); 403 `not_the_taker`
//        when `takerId` names another member
//   GET  /attendance/register?sectionId=&month=YYYY-MM      (attendance.view)
//   GET  /attendance/register.csv?sectionId=&month=YYYY-MM  (attendance.export)
//   GET  /attendance/summary?date=                 the school's day (attendance.view)

export const MARKS = ['present', 'absent', 'late'] as const;
export type Mark = (typeof MARKS)[number];
export const MarkSchema = Type.Enum(MARKS, { errorMessage: 'A mark is present, absent or late.' });

export const ATTENDANCE_MODES = ['daily', 'period'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

export const AttendanceSettings = Type.Object({
  mode: Type.Enum(ATTENDANCE_MODES, { errorMessage: "The mode is 'daily' or 'period'." }),
  /** After this time (IST) the day's marks can no longer be taken or corrected. Default 16:00. */
  lockTime: ClockTime,
});
export type AttendanceSettings = Static<typeof AttendanceSettings>;

/**
 * A class to take today. `period` is null in daily mode. `startsAt`/`endsAt`: the period's bells,
 * or in daily mode a batch's own time slot (null for a school's section). A batch with days of its
 * own is listed on those days only.
 */
export const TodayClass = Type.Object({
  sectionId: Id,
  sectionName: Type.String(),
  period: Type.Union([Type.Integer(), Type.Null()]),
  startsAt: Type.Union([ClockTime, Type.Null()]),
  endsAt: Type.Union([ClockTime, Type.Null()]),
  subjectName: Type.Union([Type.String(), Type.Null()]),
  /** Whether marks were submitted for it today. */
  taken: Type.Boolean(),
  /** When it locks today: the school's lock time, or for a batch its own end and the grace after it. */
  lockTime: ClockTime,
  /** Whether the lock has passed (for a teacher: it can no longer be taken or corrected). */
  locked: Type.Boolean(),
});
export type TodayClass = Static<typeof TodayClass>;

export const Today = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD, in India' }),
  mode: AttendanceSettings.properties.mode,
  lockTime: ClockTime,
  classes: Type.Array(TodayClass),
});
export type Today = Static<typeof Today>;

export const ClassListQuery = Type.Object({
  date: IsoDate,
  /** Omitted (or 0) in daily mode. */
  period: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
});
export type ClassListQuery = Static<typeof ClassListQuery>;

export const ClassListStudent = Type.Object({
  id: Id,
  name: Type.String(),
  rollNumber: Type.Union([Type.Integer(), Type.Null()]),
  /** The mark taken, or null when none was submitted yet (the screen starts everyone present). */
  mark: Type.Union([MarkSchema, Type.Null()]),
});
export type ClassListStudent = Static<typeof ClassListStudent>;

export const ClassList = Type.Object({
  sectionId: Id,
  sectionName: Type.String(),
  date: Type.String(),
  period: Type.Union([Type.Integer(), Type.Null()]),
  /** Active students, by roll number then name. */
  students: Type.Array(ClassListStudent),
  /** True after the class's lock time, or for a day other than today. */
  locked: Type.Boolean(),
  /** When the class locks (locked) on its day, IST. */
  lockTime: ClockTime,
  /**
   * Locked, and still that day: the office (a member with attendance.edit) may still take or
   * correct it; a teacher asks them. Another day is read-only for everyone.
   */
  officeMayCorrect: Type.Boolean(),
  takenBy: Type.Union([Type.String(), Type.Null()]),
  takenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ClassList = Static<typeof ClassList>;

/**
 * One taking of a class. Marks for students not listed are present. `takenAt` is when the
 * teacher took them on their device (marks taken offline reach the server later); the server
 * keeps, per student, the most recently taken mark (it caps `takenAt` at its own clock), so a
 * late-arriving older mark never overwrites a newer one: those students come back in `conflicts`.
 */
export const Submission = Type.Object({
  /**
   * A UUID the device makes once per submission: a retry or a second sync of it by the same member
   * for the same class changes nothing. The school's own: another class's or another member's id
   * is refused (409 `submission_id_used`).
   */
  submissionId: Id,
  /**
   * The member who took the marks (their portal member id), which the portal's device queue always
   * sends: sent under another member's token it is refused (403 `not_the_taker`), so marks left on a
   * shared phone never go out in the next member's name.
   */
  takerId: Type.Optional(Id),
  date: IsoDate,
  period: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Null()])),
  takenAt: Type.String({ format: 'date-time' }),
  marks: Type.Array(Type.Object({ studentId: Id, mark: MarkSchema }), { maxItems: 200 }),
});
export type Submission = Static<typeof Submission>;

export const MarkConflict = Type.Object({
  studentId: Id,
  studentName: Type.String(),
  /** What this submission said, and what stands (taken later by someone else). */
  yours: MarkSchema,
  kept: MarkSchema,
  keptBy: Type.String(),
  keptAt: Type.String({ format: 'date-time' }),
});
export type MarkConflict = Static<typeof MarkConflict>;

export const SubmissionResult = Type.Object({
  submissionId: Id,
  present: Type.Integer(),
  absent: Type.Integer(),
  late: Type.Integer(),
  conflicts: Type.Array(MarkConflict),
  /** The absence alerts this submission decided: absent only when it decides the day. */
  alerts: Type.Optional(AlertOutcome),
});
export type SubmissionResult = Static<typeof SubmissionResult>;

export const RegisterQuery = Type.Object({
  sectionId: Id,
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: 'A month is written YYYY-MM.' }),
});
export type RegisterQuery = Static<typeof RegisterQuery>;

/** The monthly register: days by students, with totals. A day's mark is its daily mark, or in period mode the first period's. */
export const Register = Type.Object({
  sectionId: Id,
  sectionName: Type.String(),
  month: Type.String(),
  /** The days marks were taken on, YYYY-MM-DD. */
  days: Type.Array(Type.String()),
  students: Type.Array(
    Type.Object({
      id: Id,
      name: Type.String(),
      rollNumber: Type.Union([Type.Integer(), Type.Null()]),
      /** Per day of `days`, in order: 'P', 'A', 'L' or null (not on the rolls, or not taken). */
      marks: Type.Array(Type.Union([Type.Enum(['P', 'A', 'L'] as const), Type.Null()])),
      present: Type.Integer(),
      absent: Type.Integer(),
      late: Type.Integer(),
      /** (present + late) / days marked, one decimal; null with no day marked. */
      percentage: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  /** Per day of `days`: present (late included) and absent counts. */
  totals: Type.Array(Type.Object({ present: Type.Integer(), absent: Type.Integer() })),
});
export type Register = Static<typeof Register>;

export const SummaryQuery = Type.Object({ date: Type.Optional(IsoDate) });

export const DailySummary = Type.Object({
  date: Type.String(),
  sections: Type.Array(
    Type.Object({
      sectionId: Id,
      sectionName: Type.String(),
      students: Type.Integer(),
      taken: Type.Boolean(),
      /** Null when not taken: a class never taken has no counts, not zeros. */
      present: Type.Union([Type.Integer(), Type.Null()]),
      absent: Type.Union([Type.Integer(), Type.Null()]),
      late: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  /**
   * `students`: the school's active students (each once, whatever batches they attend);
   * `studentsTaken`: the students on the registers of the sections taken, whom present, absent
   * and late count (a section never taken counts in none of them).
   */
  totals: Type.Object({
    students: Type.Integer(),
    studentsTaken: Type.Integer(),
    present: Type.Integer(),
    absent: Type.Integer(),
    late: Type.Integer(),
    sectionsTaken: Type.Integer(),
  }),
  /** The school's days this month: present share per day, for the home page's chart. */
  month: Type.Array(
    Type.Object({ date: Type.String(), presentShare: Type.Union([Type.Number(), Type.Null()]) }),
  ),
  /**
   * The day's messages to guardians: sent; held until the guardian accepts the address; not sent
   * (declined, or held past the day); and the school's first-contact confirmations still waiting
   * for a day under the daily limit.
   */
  messages: Type.Object({
    sent: Type.Integer(),
    waiting: Type.Integer(),
    notSent: Type.Integer(),
    confirmationsWaiting: Type.Integer(),
  }),
});
export type DailySummary = Static<typeof DailySummary>;
