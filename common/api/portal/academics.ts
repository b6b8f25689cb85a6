import { ADDRESS_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
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

export const Section = Type.Object({
  id: Id,
  name: Type.String(),
  /** Students in the section: a section can be removed only while this is 0. */
  studentCount: Type.Integer(),
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
  /** The NCERT grade; null for a class the school added itself. */
  grade: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  stage: Type.String(),
  sections: Type.Array(Section),
  subjectCount: Type.Integer(),
});
export type ClassSummary = Static<typeof ClassSummary>;

export const ClassSummaryList = Type.Object({ classes: Type.Array(ClassSummary) });
export type ClassSummaryList = Static<typeof ClassSummaryList>;

export const ClassDetail = Type.Object({
  ...ClassSummary.properties,
  subjects: Type.Array(Subject),
});
export type ClassDetail = Static<typeof ClassDetail>;

export const SectionBody = Type.Object({ name: PortalName('Section name', 20) });
export type SectionBody = Static<typeof SectionBody>;

export const SubjectBody = Type.Object({ name: PortalName('Subject name', 100) });
export type SubjectBody = Static<typeof SubjectBody>;
