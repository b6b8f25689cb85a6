// A section's results analysed (docs/requirements/exams.md#analytics): pure arithmetic over the
// students' cards, the same cards the report cards print, so the figures and the cards never
// disagree. Percentages are hundredths of a percent, rounded half up once, at the end.
//
// The periods compared: a school's terms (the card of Term 2 carries Term 1 too), or a coaching
// test series' tests (the series is one term whose groups are the tests; the last test with a
// mark is compared with the one before it).

import type { AttentionReason, SectionAnalytics, Spread } from '../api/portal/exam-analytics';
import type { ExamCard } from '../api/portal/exams';
import { gradeOf } from './evaluate';
import type { AssessmentScheme } from './scheme';

/** A drop of this many hundredths of a percent between periods puts a student on the list: 10 points. */
export const FALL_BP = 10_00;
/** Attendance under this share of working days puts a student on the list: 75 %. */
export const ATTENDANCE_BP = 75_00;

type Period = { key: string; label: string };
/** A student's percentage and grade in one subject (or overall) in one period. */
type Standing = { bp: number | null; grade: string | null };

/** n * a / b rounded half up, in integers. */
function scaled(value: number, times: number, over: number): number {
  return Math.floor((2 * value * times + over) / (2 * over));
}

/** The p-quantile of sorted values, interpolated as QUARTILE.INC does (R's type 7), rounded. */
function quantile(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const lowValue = sorted[low] ?? 0;
  const highValue = sorted[Math.min(low + 1, sorted.length - 1)] ?? lowValue;
  return Math.round(lowValue + (h - low) * (highValue - lowValue));
}

export function spreadOf(standings: readonly Standing[], grades: readonly string[]): Spread {
  const values = standings.flatMap((one) => (one.bp === null ? [] : [one.bp])).sort((a, b) => a - b);
  const counts = grades.map(
    (grade) => standings.filter((one) => one.bp !== null && one.grade === grade).length,
  );
  if (values.length === 0)
    return {
      count: 0,
      meanBp: null,
      medianBp: null,
      q1Bp: null,
      q3Bp: null,
      minBp: null,
      maxBp: null,
      grades: counts,
    };
  return {
    count: values.length,
    meanBp: Math.round(values.reduce((sum, value) => sum + value, 0) / values.length),
    medianBp: quantile(values, 0.5),
    q1Bp: quantile(values, 0.25),
    q3Bp: quantile(values, 0.75),
    minBp: values[0] ?? null,
    maxBp: values[values.length - 1] ?? null,
    grades: counts,
  };
}

/** The periods the cards hold, in order. */
function periodsOf(card: ExamCard, kind: AssessmentScheme['kind']): Period[] {
  if (kind === 'test_series')
    return (card.layout[0]?.groups ?? []).map((group) => ({ key: group.key, label: group.label }));
  return card.layout.map((term) => ({ key: term.key, label: term.label }));
}

/** Score and maximum of one subject in one period (null: nothing counted). */
function subjectIn(
  subject: ExamCard['subjects'][number],
  period: Period,
  kind: AssessmentScheme['kind'],
): { scoreCenti: number; maxCenti: number; grade: string | null } | null {
  if (kind === 'test_series') {
    const group = subject.terms[0]?.groups.find((one) => one.key === period.key);
    if (!group || group.scoreCenti === null || group.maxCenti === 0) return null;
    return { scoreCenti: group.scoreCenti, maxCenti: group.maxCenti, grade: null };
  }
  const term = subject.terms.find((one) => one.key === period.key);
  if (!term || term.percentBp === null || term.maxCenti === 0) return null;
  return { scoreCenti: term.scoreCenti, maxCenti: term.maxCenti, grade: term.grade };
}

export interface AnalysedStudent {
  id: string;
  card: ExamCard;
}

export function analyseSection(input: {
  section: { id: string; name: string };
  published: boolean;
  scheme: Pick<AssessmentScheme, 'kind' | 'bands'>;
  students: readonly AnalysedStudent[];
}): SectionAnalytics {
  const { scheme, students } = input;
  // A scheme of one band (a test series' "-") has no grades to count.
  const grades =
    scheme.bands.length > 1
      ? [...scheme.bands].sort((a, b) => b.fromBp - a.fromBp).map((band) => band.grade)
      : [];
  const gradeFor = (bp: number | null, given: string | null) =>
    grades.length === 0 || bp === null ? null : (given ?? gradeOf(scheme.bands, bp));
  const first = students[0]?.card;
  const all = first ? periodsOf(first, scheme.kind) : [];
  const marked = all.filter((period) =>
    students.some((student) =>
      student.card.subjects.some((subject) => subjectIn(subject, period, scheme.kind) !== null),
    ),
  );
  // A school's term is the one asked for (the card's last), marks or not, against the term before;
  // a series' last test with a mark, against the marked test before it.
  const order = scheme.kind === 'test_series' ? marked : all;
  const period = order.at(-1) ?? null;
  const previous = order.length > 1 ? (order.at(-2) ?? null) : null;

  const standing = (card: ExamCard, at: Period, subjectId?: string): Standing => {
    let score = 0;
    let max = 0;
    let grade: string | null = null;
    for (const subject of card.subjects) {
      if (subjectId !== undefined && subject.subjectId !== subjectId) continue;
      const result = subjectIn(subject, at, scheme.kind);
      if (!result) continue;
      score += result.scoreCenti;
      max += result.maxCenti;
      grade = result.grade;
    }
    if (max === 0) return { bp: null, grade: null };
    const bp = scaled(score, 100_00, max);
    // A subject's grade is the card's own (published cards keep theirs); overall, the bands'.
    return { bp, grade: gradeFor(bp, subjectId === undefined ? null : grade) };
  };
  const spreadAt = (at: Period | null, subjectId?: string) =>
    at === null
      ? null
      : spreadOf(
          students.map((student) => standing(student.card, at, subjectId)),
          grades,
        );

  const subjects = (first?.subjects ?? []).map((subject) => ({
    id: subject.subjectId,
    name: subject.name,
    now: spreadAt(period, subject.subjectId) ?? spreadOf([], grades),
    before: spreadAt(previous, subject.subjectId),
  }));

  const lowest = grades.at(-1);
  const attention = students.flatMap((student) => {
    const { card } = student;
    const now = period ? standing(card, period).bp : null;
    const before = previous ? standing(card, previous).bp : null;
    const fell = (a: number | null, b: number | null) => a !== null && b !== null && b - a >= FALL_BP;
    const fallingSubjects =
      period && previous
        ? card.subjects
            .filter((subject) =>
              fell(
                standing(card, period, subject.subjectId).bp,
                standing(card, previous, subject.subjectId).bp,
              ),
            )
            .map((subject) => subject.name)
        : [];
    const attendanceBp =
      card.attendance && card.attendance.working > 0
        ? scaled(card.attendance.present, 100_00, card.attendance.working)
        : null;
    const reasons: AttentionReason[] = [];
    if (fell(now, before) || fallingSubjects.length > 0) reasons.push('falling');
    if (attendanceBp !== null && attendanceBp < ATTENDANCE_BP) reasons.push('attendance');
    if (lowest !== undefined && now !== null && gradeOf(scheme.bands, now) === lowest)
      reasons.push('lowest_band');
    if (reasons.length === 0) return [];
    return [
      {
        id: student.id,
        name: card.student.name,
        rollNumber: card.student.rollNumber,
        reasons,
        nowBp: now,
        beforeBp: before,
        fallingSubjects,
        attendanceBp,
      },
    ];
  });
  const drop = (one: (typeof attention)[number]) =>
    one.nowBp !== null && one.beforeBp !== null ? one.beforeBp - one.nowBp : 0;
  attention.sort(
    (a, b) =>
      b.reasons.length - a.reasons.length ||
      drop(b) - drop(a) ||
      (a.rollNumber ?? Number.MAX_SAFE_INTEGER) - (b.rollNumber ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );

  return {
    section: input.section,
    period,
    previous,
    published: input.published,
    grades,
    overall: { now: spreadAt(period) ?? spreadOf([], grades), before: spreadAt(previous) },
    subjects,
    thresholds: { fallBp: FALL_BP, attendanceBp: ATTENDANCE_BP },
    attention,
  };
}
