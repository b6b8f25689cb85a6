// A section's results analysed (common/exams/analytics.ts, docs/requirements/exams.md#analytics),
// over cards the one evaluator makes from CBSE VI-VIII marks: the mean, median and quartiles a
// spreadsheet would give, the grade distribution in the scheme's order, Term 2 against Term 1, and
// the needs-attention list (a fall of 10 points, attendance under 75 %, the lowest grade); and a
// coaching test series compared test against test, with no grades.

import type { ExamCard } from '@common/api/portal/exams';
import { analyseSection } from '@common/exams/analytics';
import { type ComponentEntry, evaluateSubject } from '@common/exams/evaluate';
import { CBSE_MIDDLE, TEST_SERIES } from '@common/exams/presets';
import type { AssessmentScheme } from '@common/exams/scheme';
import { describe, expect, it } from 'vitest';

const SUBJECTS = [
  { id: 'maths', name: 'Mathematics' },
  { id: 'science', name: 'Science' },
];

/** Only the term exam (out of 80) counts: every other component is on medical leave. */
function termEntries(prefix: string, exam: number): Record<string, ComponentEntry> {
  const term = CBSE_MIDDLE.terms.find((one) => one.key === `term${prefix.slice(1)}`);
  const entries: Record<string, ComponentEntry> = {};
  for (const group of term?.groups ?? [])
    for (const component of group.components) entries[component.key] = { code: 'ML' };
  entries[`${prefix}_exam`] = { centi: exam * 100 };
  return entries;
}

function card(
  scheme: AssessmentScheme,
  name: string,
  rollNumber: number,
  marks: Record<string, Record<string, Record<string, ComponentEntry>>>,
  attendance: ExamCard['attendance'] = null,
): { id: string; card: ExamCard } {
  return {
    id: name.toLowerCase(),
    card: {
      student: { name, admissionNumber: name, rollNumber, className: 'Class 6', sectionName: 'A' },
      term: { key: scheme.terms.at(-1)?.key ?? '', label: '' },
      layout: scheme.terms.map((term) => ({
        key: term.key,
        label: term.label,
        groups: term.groups.map((group) => ({ key: group.key, label: group.label, maxCenti: 0 })),
      })),
      subjects: SUBJECTS.map((subject) => ({
        subjectId: subject.id,
        name: subject.name,
        ...evaluateSubject(scheme, marks[subject.id] ?? {}),
      })),
      coScholastic: [],
      remark: '',
      attendance,
      rank: null,
    },
  };
}

/** A CBSE student with the same term exam marks (out of 80) in both subjects. */
const cbse = (
  name: string,
  roll: number,
  term1: number,
  term2: number,
  attendance?: ExamCard['attendance'],
) =>
  card(
    CBSE_MIDDLE,
    name,
    roll,
    Object.fromEntries(
      SUBJECTS.map((subject) => [
        subject.id,
        { term1: termEntries('t1', term1), term2: termEntries('t2', term2) },
      ]),
    ),
    attendance,
  );

const section = { id: 'section', name: 'Class 6 A' };

describe('a school section, Term 2 against Term 1', () => {
  // Term 2 percentages 95, 85, 70, 55 and 30 (76, 68, 56, 44 and 24 out of 80).
  const students = [
    cbse('Asha', 1, 72, 76, { present: 90, working: 100 }),
    cbse('Bilal', 2, 68, 68, { present: 70, working: 100 }),
    cbse('Chitra', 3, 70, 56, { present: 95, working: 100 }),
    cbse('Dev', 4, 44, 44, { present: 74, working: 100 }),
    cbse('Esha', 5, 40, 24, { present: 99, working: 100 }),
  ];
  const analysis = analyseSection({ section, published: false, scheme: CBSE_MIDDLE, students });
  const maths = analysis.subjects.find((subject) => subject.id === 'maths');

  it('compares the term asked for with the one before it', () => {
    expect(analysis.period?.key).toBe('term2');
    expect(analysis.previous?.key).toBe('term1');
  });

  it('gives the mean, median and quartiles a spreadsheet gives', () => {
    // 30, 55, 70, 85, 95: mean 67, QUARTILE.INC 55 and 85.
    expect(maths?.now).toMatchObject({
      count: 5,
      meanBp: 67_00,
      medianBp: 70_00,
      q1Bp: 55_00,
      q3Bp: 85_00,
      minBp: 30_00,
      maxBp: 95_00,
    });
    // Term 1: 50, 55, 85, 87.5, 90.
    expect(maths?.before).toMatchObject({ count: 5, medianBp: 85_00, q1Bp: 55_00, q3Bp: 87_50 });
    expect(analysis.overall.now.meanBp).toBe(67_00);
  });

  it('counts grades in the scheme order, best first', () => {
    expect(analysis.grades).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E']);
    // 95 A1, 85 A2, 70 B2, 55 C1, 30 E.
    expect(maths?.now.grades).toEqual([1, 1, 0, 1, 1, 0, 0, 1]);
  });

  it('lists who needs attention, the most reasons first', () => {
    expect(
      analysis.attention.map((one) => [one.name, one.reasons, one.fallingSubjects, one.attendanceBp]),
    ).toEqual([
      // Fell 20 points, and now in E.
      ['Esha', ['falling', 'lowest_band'], ['Mathematics', 'Science'], 99_00],
      // Fell 17.5 points.
      ['Chitra', ['falling'], ['Mathematics', 'Science'], 95_00],
      // 70 % and 74 % of days: both under 75 %.
      ['Bilal', ['attendance'], [], 70_00],
      ['Dev', ['attendance'], [], 74_00],
    ]);
    expect(analysis.attention[0]).toMatchObject({ nowBp: 30_00, beforeBp: 50_00 });
    expect(analysis.thresholds).toEqual({ fallBp: 10_00, attendanceBp: 75_00 });
  });

  it('compares nothing in the first term and counts only students with marks', () => {
    const term1Only = { ...CBSE_MIDDLE, terms: CBSE_MIDDLE.terms.slice(0, 1) };
    const first = analyseSection({
      section,
      published: true,
      scheme: term1Only,
      students: [
        card(term1Only, 'Asha', 1, { maths: { term1: termEntries('t1', 72) } }),
        card(term1Only, 'Bilal', 2, {}),
      ],
    });
    expect(first.previous).toBeNull();
    expect(first.subjects.map((subject) => [subject.id, subject.now.count, subject.before])).toEqual([
      ['maths', 1, null],
      ['science', 0, null],
    ]);
    expect(first.subjects[1]?.now.meanBp).toBeNull();
    expect(first.attention).toEqual([]);
  });
});

describe('a coaching test series, test against test', () => {
  const test = (n: number, marks: number): Record<string, ComponentEntry> => ({
    [`test${n}`]: { centi: marks * 100 },
  });
  const series = (name: string, roll: number, one: number, two: number) =>
    card(TEST_SERIES, name, roll, {
      maths: { series: { ...test(1, one), ...test(2, two) } },
      science: { series: { ...test(1, one), ...test(2, two) } },
    });
  const analysis = analyseSection({
    section: { id: 'batch', name: 'JEE 2027 Morning' },
    published: true,
    scheme: TEST_SERIES,
    students: [series('Farah', 1, 80, 62), series('Gopal', 2, 50, 55)],
  });

  it('compares the last test with a mark with the test before it, with no grades', () => {
    expect([analysis.period?.key, analysis.previous?.key]).toEqual(['test2', 'test1']);
    expect(analysis.grades).toEqual([]);
    expect(analysis.subjects[0]?.now).toMatchObject({ count: 2, meanBp: 58_50, grades: [] });
  });

  it('puts a fall of 18 marks in 100 on the list, and a rise nowhere', () => {
    expect(analysis.attention.map((one) => [one.name, one.reasons, one.nowBp, one.beforeBp])).toEqual([
      ['Farah', ['falling'], 62_00, 80_00],
    ]);
  });
});
