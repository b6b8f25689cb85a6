import Type, { type Static } from 'typebox';
import { ABSENCE_CODES } from '../../exams/evaluate';
import { SCHEME_PRESET_KEYS } from '../../exams/presets';
import { AssessmentScheme, AssessmentSchemeAnswer } from '../../exams/scheme';
import { languages } from '../../languages';
import { Text } from '../text';
import { Id, IsoDate, PortalName } from './common';

// Exams (docs/requirements/exams.md): schemes and their versions, the class's scheme and terms,
// the schedule, marks entry, the class teacher's part, proofreading, publishing and results.
// Marks are integer hundredths of a mark; percentages hundredths of a percent.
//
// Routes (under /prod/v1/portal):
//   GET  /exams/schemes                         (exams.view) schemes, presets, classes and their schemes
//   POST /exams/schemes  NewExamScheme          (exams.configure) a scheme copied from a preset
//   GET  /exams/schemes/:id                     (exams.view) the current version's document
//   PUT  /exams/schemes/:id  ExamSchemeSave     (exams.configure) edit in place, or the next version
//        once marks name the current one; 409 exam_scheme_changed, 400 exam_scheme_invalid
//   PUT  /exams/classes/:id/scheme  ClassSchemeChoice   (exams.configure) the class's scheme this
//        year; 409 exam_marks_exist when marks were entered under another scheme
//   GET  /exams/classes/:id/terms/:term         (exams.view) the term's dates and schedule
//   PUT  /exams/classes/:id/terms/:term  ExamTermSave   (exams.configure)
//   GET  /exams/sheets                          (exams.enter) the marks sheets the caller may fill
//   GET  /exams/sheets/:section/:subject/:term  (exams.enter) one sheet
//   PUT  /exams/sheets/:section/:subject/:term  MarksSave (exams.enter) saved marks and conflicts;
//        409 exam_entry_closed, exam_term_published
//   GET  /exams/completion                      (exams.view) entered / expected per section and subject
//   GET  /exams/sections/:id/terms/:term        (exams.view) the class teacher's sheet and the status
//   PUT  /exams/sections/:id/terms/:term  ClassTeacherSave (exams.enter, the class teacher)
//   POST /exams/sections/:id/terms/:term/proofread   (exams.enter, the class teacher);
//        409 exam_marks_incomplete
//   POST /exams/sections/:id/terms/:term/publish     (exams.publish); 409 exam_not_proofread
//   GET  /exams/sections/:id/terms/:term/results     (exams.view) every student's card
//   POST /exams/students/:id/terms/:term/correct  ExamCorrection (exams.publish) the next version

/** A term's key in its scheme, as the paths carry it. */
const TermKey = Type.String({ pattern: '^[a-z][a-z0-9_]{0,23}$', errorMessage: 'Unknown term.' });

export const ExamTermParams = Type.Object({ id: Id, term: TermKey });
export type ExamTermParams = Static<typeof ExamTermParams>;
export const MarksSheetParams = Type.Object({ section: Id, subject: Id, term: TermKey });
export type MarksSheetParams = Static<typeof MarksSheetParams>;

const Named = Type.Object({ id: Type.String(), name: Type.String() });

export const ExamSchemeSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Enum(['school', 'test_series']),
  version: Type.Integer(),
  /** Marks were entered under the current version: an edit makes the next one. */
  inUse: Type.Boolean(),
  releaseDelayDays: Type.Integer(),
});
export type ExamSchemeSummary = Static<typeof ExamSchemeSummary>;

export const ExamSchemeList = Type.Object({
  yearId: Type.String(),
  yearName: Type.String(),
  schemes: Type.Array(ExamSchemeSummary),
  presets: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  /** The school's enabled classes (and courses), each with its scheme this year. */
  classes: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      schemeId: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type ExamSchemeList = Static<typeof ExamSchemeList>;

export const NewExamScheme = Type.Object({
  name: PortalName('Scheme name', 60),
  preset: Type.Enum(SCHEME_PRESET_KEYS),
  /** The language of the copied labels; absent: the member's. */
  language: Type.Optional(Type.Enum(languages)),
});
export type NewExamScheme = Static<typeof NewExamScheme>;

export const ExamScheme = Type.Object({
  ...ExamSchemeSummary.properties,
  document: AssessmentSchemeAnswer,
});
export type ExamScheme = Static<typeof ExamScheme>;

export const ExamSchemeSave = Type.Object({
  /** The version the editor started from: a save over a newer one is refused, not merged. */
  version: Type.Integer({ minimum: 1 }),
  document: AssessmentScheme,
  releaseDelayDays: Type.Integer({ minimum: 0, maximum: 30, errorMessage: 'The delay is 0 to 30 days.' }),
});
export type ExamSchemeSave = Static<typeof ExamSchemeSave>;

export const ClassSchemeChoice = Type.Object({ schemeId: Id });
export type ClassSchemeChoice = Static<typeof ClassSchemeChoice>;

export const ScheduleRow = Type.Object({ subjectId: Id, componentKey: TermKey, on: IsoDate });
export type ScheduleRow = Static<typeof ScheduleRow>;

/** At most 20 subjects of 12 components in a term. */
const SCHEDULE_ROWS_MAX = 240;

export const ExamTermSave = Type.Object({
  startsOn: Type.Union([IsoDate, Type.Null()]),
  endsOn: Type.Union([IsoDate, Type.Null()]),
  entryClosesOn: Type.Union([IsoDate, Type.Null()]),
  schedule: Type.Array(ScheduleRow, { maxItems: SCHEDULE_ROWS_MAX }),
});
export type ExamTermSave = Static<typeof ExamTermSave>;

const TermComponent = Type.Object({
  key: Type.String(),
  label: Type.String(),
  groupLabel: Type.String(),
  kind: Type.Enum(['marked', 'graded']),
  maxCenti: Type.Integer(),
});
export type TermComponent = Static<typeof TermComponent>;

export const ExamTerm = Type.Object({
  class: Named,
  scheme: Type.Object({ id: Type.String(), name: Type.String(), version: Type.Integer() }),
  term: Type.Object({ key: Type.String(), label: Type.String() }),
  terms: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  startsOn: Type.Union([Type.String(), Type.Null()]),
  endsOn: Type.Union([Type.String(), Type.Null()]),
  entryClosesOn: Type.Union([Type.String(), Type.Null()]),
  subjects: Type.Array(Named),
  components: Type.Array(TermComponent),
  schedule: Type.Array(
    Type.Object({ subjectId: Type.String(), componentKey: Type.String(), on: Type.String() }),
  ),
});
export type ExamTerm = Static<typeof ExamTerm>;

/** A mark as entered: hundredths of a mark, an absence code, or a descriptive grade. */
export const MarkValue = Type.Union([
  Type.Object({ centi: Type.Integer({ minimum: 0, maximum: 1_000_00 }) }, { additionalProperties: false }),
  Type.Object({ code: Type.Enum(ABSENCE_CODES) }, { additionalProperties: false }),
  Type.Object({ indicator: Type.String({ minLength: 1, maxLength: 24 }) }, { additionalProperties: false }),
]);
export type MarkValue = Static<typeof MarkValue>;

const SheetMark = Type.Object({ value: MarkValue, revision: Type.Integer() });

export const MarksSheetSummary = Type.Object({
  section: Named,
  className: Type.String(),
  subject: Named,
  term: Type.Object({ key: Type.String(), label: Type.String() }),
  /** Marks entered (each student's each component) and how many there are to enter. */
  entered: Type.Integer(),
  expected: Type.Integer(),
  entryClosesOn: Type.Union([Type.String(), Type.Null()]),
  /** Entry has closed or the section's term is published: the sheet is read-only. */
  closed: Type.Boolean(),
});
export type MarksSheetSummary = Static<typeof MarksSheetSummary>;

export const MarksSheetList = Type.Object({ sheets: Type.Array(MarksSheetSummary) });
export type MarksSheetList = Static<typeof MarksSheetList>;

export const MarksSheet = Type.Object({
  ...MarksSheetSummary.properties,
  components: Type.Array(TermComponent),
  indicatorScale: Type.Array(Type.String()),
  students: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      rollNumber: Type.Union([Type.Integer(), Type.Null()]),
      admissionNumber: Type.String(),
      /** By component key; a component without a mark is absent. */
      marks: Type.Record(Type.String(), SheetMark),
    }),
  ),
});
export type MarksSheet = Static<typeof MarksSheet>;

/** At most a section of 100 students times 12 components in one save. */
export const MARKS_SAVE_MAX = 1_200;

export const MarkChange = Type.Object({
  studentId: Id,
  componentKey: TermKey,
  /** Null clears the mark. */
  value: Type.Union([MarkValue, Type.Null()]),
  /** The revision the device last saw; 0: it saw none. */
  revision: Type.Integer({ minimum: 0 }),
});
export type MarkChange = Static<typeof MarkChange>;

export const MarksSave = Type.Object({
  marks: Type.Array(MarkChange, { minItems: 1, maxItems: MARKS_SAVE_MAX }),
});
export type MarksSave = Static<typeof MarksSave>;

export const MarksSaveResult = Type.Object({
  /** Each saved mark with its new revision (0: cleared). */
  saved: Type.Array(
    Type.Object({ studentId: Type.String(), componentKey: Type.String(), revision: Type.Integer() }),
  ),
  /** Marks someone else changed since the device saw them: what stands now, not overwritten. */
  conflicts: Type.Array(
    Type.Object({
      studentId: Type.String(),
      componentKey: Type.String(),
      value: Type.Union([MarkValue, Type.Null()]),
      revision: Type.Integer(),
    }),
  ),
});
export type MarksSaveResult = Static<typeof MarksSaveResult>;

export const ExamCompletion = Type.Object({
  yearName: Type.String(),
  sections: Type.Array(
    Type.Object({
      section: Named,
      classId: Type.String(),
      className: Type.String(),
      term: Type.Object({ key: Type.String(), label: Type.String() }),
      subjects: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          entered: Type.Integer(),
          expected: Type.Integer(),
        }),
      ),
      proofread: Type.Boolean(),
      published: Type.Boolean(),
    }),
  ),
});
export type ExamCompletion = Static<typeof ExamCompletion>;

const Attendance = Type.Union([
  Type.Object({ present: Type.Integer(), working: Type.Integer() }),
  Type.Null(),
]);

export const SectionTerm = Type.Object({
  section: Named,
  className: Type.String(),
  term: Type.Object({ key: Type.String(), label: Type.String() }),
  coScholastic: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  coScale: Type.Array(Type.String()),
  /** The caller is the section's class teacher (or may publish): they may fill and proofread it. */
  mayEdit: Type.Boolean(),
  students: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      rollNumber: Type.Union([Type.Integer(), Type.Null()]),
      grades: Type.Record(Type.String(), Type.String()),
      remark: Type.String(),
      /** Days present and working days in the term's dates, from the register. */
      attendance: Attendance,
    }),
  ),
  proofread: Type.Union([Type.Object({ at: Type.String(), by: Type.String() }), Type.Null()]),
  published: Type.Union([Type.Object({ at: Type.String(), by: Type.String() }), Type.Null()]),
  /** Marks still to enter in the section's term, over every subject. */
  missing: Type.Integer(),
});
export type SectionTerm = Static<typeof SectionTerm>;

export const REMARK_MAX_LENGTH = 300;

export const ClassTeacherSave = Type.Object({
  students: Type.Array(
    Type.Object({
      studentId: Id,
      grades: Type.Record(TermKey, Type.String({ minLength: 1, maxLength: 4 }), { maxProperties: 12 }),
      remark: Text({
        maxLength: REMARK_MAX_LENGTH,
        tooLong: `A remark must be at most ${REMARK_MAX_LENGTH} characters`,
      }),
    }),
    { minItems: 1, maxItems: 200 },
  ),
});
export type ClassTeacherSave = Static<typeof ClassTeacherSave>;

const TotalResult = Type.Object({
  scoreCenti: Type.Integer(),
  maxCenti: Type.Integer(),
  percentBp: Type.Union([Type.Integer(), Type.Null()]),
  grade: Type.Union([Type.String(), Type.Null()]),
});

const TermResult = Type.Object({
  ...TotalResult.properties,
  key: Type.String(),
  incomplete: Type.Boolean(),
  groups: Type.Array(
    Type.Object({
      key: Type.String(),
      scoreCenti: Type.Union([Type.Integer(), Type.Null()]),
      maxCenti: Type.Integer(),
      counted: Type.Array(Type.String()),
      indicators: Type.Record(Type.String(), Type.String()),
    }),
  ),
});

/** A student's term card: what a report card prints, and what publishing keeps. */
export const ExamCard = Type.Object({
  student: Type.Object({
    name: Type.String(),
    admissionNumber: Type.String(),
    rollNumber: Type.Union([Type.Integer(), Type.Null()]),
    className: Type.String(),
    sectionName: Type.String(),
  }),
  term: Type.Object({ key: Type.String(), label: Type.String() }),
  /** The scheme's columns as the card prints them: each term so far and its groups, by label. */
  layout: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      groups: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), maxCenti: Type.Integer() })),
    }),
  ),
  /** Each subject's terms up to this one, and the year so far. */
  subjects: Type.Array(
    Type.Object({
      subjectId: Type.String(),
      name: Type.String(),
      terms: Type.Array(TermResult),
      year: TotalResult,
      incomplete: Type.Boolean(),
    }),
  ),
  coScholastic: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), grade: Type.String() })),
  remark: Type.String(),
  attendance: Attendance,
  /** A test series: the place in the section (batch), shown only to the student and guardians. */
  rank: Type.Union([Type.Object({ position: Type.Integer(), of: Type.Integer() }), Type.Null()]),
});
export type ExamCard = Static<typeof ExamCard>;

export const SectionResults = Type.Object({
  /** What the report card's head prints. */
  school: Type.Object({ name: Type.String(), address: Type.String() }),
  yearName: Type.String(),
  section: Named,
  term: Type.Object({ key: Type.String(), label: Type.String() }),
  /** Published cards (the latest version of each), or, before publishing, a preview. */
  published: Type.Boolean(),
  students: Type.Array(
    Type.Object({
      id: Type.String(),
      version: Type.Integer(),
      card: ExamCard,
      visibleFrom: Type.Union([Type.String(), Type.Null()]),
      /** The language the card prints in by default: the first guardian's. */
      language: Type.Enum(['en', 'hi']),
    }),
  ),
});
export type SectionResults = Static<typeof SectionResults>;

export const ExamCorrection = Type.Object({
  reason: Text({
    required: 'Say why the result is corrected',
    maxLength: 300,
    tooLong: 'The reason must be at most 300 characters',
  }),
});
export type ExamCorrection = Static<typeof ExamCorrection>;

export const ExamPublication = Type.Object({ published: Type.Integer(), at: Type.String() });
export type ExamPublication = Static<typeof ExamPublication>;
