import { ADDRESS_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
import { TenantKind } from '../tenants';
import { Text } from '../text';
import { Id, IsoDate, PortalName } from './common';

// Academics and the Learning Center: academic years, learning centres (branches), classes with
// their sections, subjects and textbooks.

export const AcademicYear = Type.Object({
  id: Id,
  name: Type.String({ description: "e.g. '2026-27'" }),
  startsOn: Type.String(),
  endsOn: Type.String(),
  current: Type.Boolean(),
});
export type AcademicYear = Static<typeof AcademicYear>;

export const AcademicYearList = Type.Object({ years: Type.Array(AcademicYear) });
export type AcademicYearList = Static<typeof AcademicYearList>;

export const AcademicYearBody = Type.Object({
  name: PortalName('Name', 40),
  startsOn: IsoDate,
  endsOn: IsoDate,
  current: Type.Optional(Type.Boolean()),
});
export type AcademicYearBody = Static<typeof AcademicYearBody>;

export const LearningCentre = Type.Object({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  main: Type.Boolean(),
});
export type LearningCentre = Static<typeof LearningCentre>;

export const LearningCentreList = Type.Object({ centres: Type.Array(LearningCentre) });
export type LearningCentreList = Static<typeof LearningCentreList>;

export const LearningCentreBody = Type.Object({
  name: PortalName('Name', 120),
  address: Type.Optional(
    Text({
      maxLength: ADDRESS_MAX_LENGTH,
      multiline: true,
      tooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
    }),
  ),
});
export type LearningCentreBody = Static<typeof LearningCentreBody>;

/** Minutes after midnight in India (IST): 1080 is 18:00. */
const DayMinute = Type.Integer({
  minimum: 0,
  maximum: 1440,
  errorMessage: 'A time is minutes after midnight (0 to 1440).',
});
const Weekday = Type.Integer({ minimum: 1, maximum: 7, errorMessage: 'A day is 1 (Monday) to 7 (Sunday).' });

export const Section = Type.Object({
  id: Id,
  name: Type.String(),
  /** Students in the section: a section can be removed only while this is 0. */
  studentCount: Type.Integer(),
  /** A batch's days, ISO weekdays 1 (Monday) to 7 in order; null for a school's section (every school day). */
  weekdays: Type.Union([Type.Array(Weekday), Type.Null()]),
  /** A batch's time slot in minutes after midnight IST; both null for a school's section. */
  startsAt: Type.Union([DayMinute, Type.Null()]),
  endsAt: Type.Union([DayMinute, Type.Null()]),
  room: Type.String(),
  /** How many students the batch takes; null: no limit. */
  capacity: Type.Union([Type.Integer(), Type.Null()]),
  /** The batch's teacher (a section's class teacher): an employee of the school. */
  teacherId: Type.Union([Id, Type.Null()]),
});
export type Section = Static<typeof Section>;

export const Textbook = Type.Object({ id: Id, title: Type.String(), ncertCode: Type.String() });

export const Subject = Type.Object({
  id: Id,
  name: Type.String(),
  /** Added by the school (not from the NCERT catalogue). */
  custom: Type.Boolean(),
  textbooks: Type.Array(Textbook),
});
export type Subject = Static<typeof Subject>;

export const ClassSummary = Type.Object({
  id: Id,
  /** The NCERT grade; null for a class the school added itself (a coaching centre's course). */
  grade: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  stage: Type.String(),
  /** Added by the school in its portal (Nursery, LKG, "JEE 2027"): no deploy touches it. */
  custom: Type.Boolean(),
  /** Where it stands in the school's order: every list of classes follows it. */
  position: Type.Integer(),
  sections: Type.Array(Section),
  subjectCount: Type.Integer(),
});
export type ClassSummary = Static<typeof ClassSummary>;

export const ClassSummaryList = Type.Object({
  kind: TenantKind,
  classes: Type.Array(ClassSummary),
});
export type ClassSummaryList = Static<typeof ClassSummaryList>;

export const ClassDetail = Type.Object({
  ...ClassSummary.properties,
  kind: TenantKind,
  subjects: Type.Array(Subject),
});
export type ClassDetail = Static<typeof ClassDetail>;

/** A class (a course) the school adds, or its new name. */
export const ClassBody = Type.Object({ name: PortalName('Class name', 60) });
export type ClassBody = Static<typeof ClassBody>;

/** Every class of the school, in the order it wants them shown. */
export const ClassOrderBody = Type.Object({
  ids: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
});
export type ClassOrderBody = Static<typeof ClassOrderBody>;

/**
 * A section, or a coaching centre's batch: a batch also has its days, its time slot (both times
 * or neither, the start before the end), a room, a capacity and a teacher. Adding a batch needs its
 * days and slot; changing one replaces only the fields given (null clears one).
 */
export const SectionBody = Type.Object({
  name: PortalName('Section name', 40),
  weekdays: Type.Optional(Type.Union([Type.Array(Weekday, { maxItems: 7, uniqueItems: true }), Type.Null()])),
  startsAt: Type.Optional(Type.Union([DayMinute, Type.Null()])),
  endsAt: Type.Optional(Type.Union([DayMinute, Type.Null()])),
  room: Type.Optional(Text({ maxLength: 60, tooLong: 'Room must be at most 60 characters' })),
  capacity: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 1, maximum: 10000, errorMessage: 'Capacity must be a whole number above 0.' }),
      Type.Null(),
    ]),
  ),
  teacherId: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type SectionBody = Static<typeof SectionBody>;

export const SubjectBody = Type.Object({ name: PortalName('Subject name', 100) });
export type SubjectBody = Static<typeof SubjectBody>;

/**
 * How far the school has set itself up: the portal's home guides a new school (or coaching
 * centre) through what is still missing.
 */
export const SetupProgress = Type.Object({
  kind: TenantKind,
  classes: Type.Integer({ description: 'Classes (courses) shown.' }),
  employees: Type.Integer(),
  students: Type.Integer({ description: 'Students on the rolls.' }),
  timetableSlots: Type.Integer({ description: 'Slots in all the timetables.' }),
});
export type SetupProgress = Static<typeof SetupProgress>;
