import Type, { type Static } from 'typebox';

// A section's results analysed (docs/requirements/exams.md#analytics), for the staff who may view
// exams: per subject the mean, median, quartiles and grade distribution of this period and the one
// before it, and the students who need attention. Percentages are hundredths of a percent.
//
// Route (under /prod/v1/portal):
//   GET /exams/sections/:id/terms/:term/analytics   (exams.view)
// A school's periods are its terms (Term 1 against Term 2); a coaching test series' are its tests.

const Period = Type.Object({ key: Type.String(), label: Type.String() });

/** How one subject (or the whole card) stood in one period. Null figures: no student had a mark. */
export const Spread = Type.Object({
  /** Students with a percentage in the period. */
  count: Type.Integer(),
  meanBp: Type.Union([Type.Integer(), Type.Null()]),
  medianBp: Type.Union([Type.Integer(), Type.Null()]),
  /** The quartiles (as a spreadsheet's QUARTILE.INC): their distance is the spread. */
  q1Bp: Type.Union([Type.Integer(), Type.Null()]),
  q3Bp: Type.Union([Type.Integer(), Type.Null()]),
  minBp: Type.Union([Type.Integer(), Type.Null()]),
  maxBp: Type.Union([Type.Integer(), Type.Null()]),
  /** Students per grade, in `SectionAnalytics.grades`' order (empty when the scheme has no grades). */
  grades: Type.Array(Type.Integer()),
});
export type Spread = Static<typeof Spread>;

export const ATTENTION_REASONS = ['falling', 'attendance', 'lowest_band'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const SectionAnalytics = Type.Object({
  section: Type.Object({ id: Type.String(), name: Type.String() }),
  /** The period analysed and the one it is compared with (none: the first term or test). */
  period: Type.Union([Period, Type.Null()]),
  previous: Type.Union([Period, Type.Null()]),
  /** The results are the published cards (else the marks as they stand). */
  published: Type.Boolean(),
  /** The scheme's grades, best first. */
  grades: Type.Array(Type.String()),
  overall: Type.Object({ now: Spread, before: Type.Union([Spread, Type.Null()]) }),
  subjects: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      now: Spread,
      before: Type.Union([Spread, Type.Null()]),
    }),
  ),
  /** The rules the list below was drawn with. */
  thresholds: Type.Object({ fallBp: Type.Integer(), attendanceBp: Type.Integer() }),
  /** Students needing attention, the most reasons first. */
  attention: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      rollNumber: Type.Union([Type.Integer(), Type.Null()]),
      reasons: Type.Array(Type.Enum(ATTENTION_REASONS)),
      nowBp: Type.Union([Type.Integer(), Type.Null()]),
      beforeBp: Type.Union([Type.Integer(), Type.Null()]),
      /** Subjects whose percentage fell by the threshold or more. */
      fallingSubjects: Type.Array(Type.String()),
      /** Days present over working days in the period's term, from the register. */
      attendanceBp: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
export type SectionAnalytics = Static<typeof SectionAnalytics>;
