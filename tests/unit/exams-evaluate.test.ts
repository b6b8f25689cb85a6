// The assessment schemes' one evaluator (common/exams/evaluate.ts, decision 0038) against the
// presets' worked examples: CBSE's best two of three periodic tests scaled to 10, the 8-point
// grades at their edges, absence codes (AB counts 0, ML leaves the component out), rounding half
// up to a whole mark once, and, over many seeded random mark sheets, a result never above its
// maximum and grades that never fall as the percentage rises.

import { type ComponentEntry, evaluateSubject, gradeOf, roundHalfUpWhole } from '@common/exams/evaluate';
import {
  CBSE_EIGHT_POINT,
  CBSE_MIDDLE,
  CBSE_SECONDARY,
  SCHEME_PRESETS,
  TEST_SERIES,
} from '@common/exams/presets';
import { AssessmentScheme, schemeProblems } from '@common/exams/scheme';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';

const mark = (marks: number): ComponentEntry => ({ centi: Math.round(marks * 100) });

/** A CBSE VI-VIII term: three periodic tests, notebook, enrichment, the term exam. */
const term1 = (
  pt: ComponentEntry[],
  notebook: ComponentEntry,
  enrichment: ComponentEntry,
  exam: ComponentEntry,
) => ({
  term1: {
    t1_pt1: pt[0] as ComponentEntry,
    t1_pt2: pt[1] as ComponentEntry,
    t1_pt3: pt[2] as ComponentEntry,
    t1_nb: notebook,
    t1_se: enrichment,
    t1_exam: exam,
  },
});

describe('the presets', () => {
  it.each(Object.entries(SCHEME_PRESETS))(
    '%s is a valid scheme with nothing its shape cannot say wrong',
    (_, scheme) => {
      expect(Value.Check(AssessmentScheme, scheme)).toBe(true);
      expect(schemeProblems(scheme)).toEqual([]);
    },
  );

  it('finds what the shape cannot: a best-of beyond its components, bands without 0 %, a key twice', () => {
    const broken = structuredClone(CBSE_MIDDLE);
    const periodic = broken.terms[0]?.groups[0];
    if (periodic) periodic.bestOf = 4;
    broken.bands = broken.bands.filter((band) => band.fromBp > 0);
    const exam = broken.terms[0]?.groups[3]?.components[0];
    if (exam) exam.key = 't1_nb';
    expect(schemeProblems(broken)).toEqual([
      'Term 1: the key t1_nb is used twice',
      'Periodic tests: best 4 of 3 components',
      'grade bands: none starts at 0 %',
    ]);
  });
});

describe('CBSE classes VI-VIII', () => {
  it('takes the best two of three periodic tests, scales them to 10, and grades the rounded total', () => {
    const result = evaluateSubject(
      CBSE_MIDDLE,
      term1([mark(8), mark(6), mark(9)], mark(5), mark(4), mark(72.5)),
    );
    const term = result.terms[0];
    expect(term?.groups[0]).toMatchObject({
      scoreCenti: 8_50,
      maxCenti: 10_00,
      counted: ['t1_pt3', 't1_pt1'],
    });
    // 8.5 + 5 + 4 + 72.5 = 90: A2 (81-90).
    expect(term).toMatchObject({
      scoreCenti: 90_00,
      maxCenti: 100_00,
      percentBp: 90_00,
      grade: 'A2',
      incomplete: false,
    });
    // Term 2 has no entries yet: the year so far is term 1's, and it says it is incomplete.
    expect(result.terms[1]).toMatchObject({ percentBp: null, grade: null, incomplete: true });
    expect(result.year).toMatchObject({ scoreCenti: 90_00, maxCenti: 100_00, grade: 'A2' });
    expect(result.incomplete).toBe(true);
  });

  it.each([
    [95, 'A1'],
    [91, 'A1'],
    [90.4, 'A2'],
    [55, 'C1'],
    [41, 'C2'],
    [33, 'D'],
    [32.5, 'D'],
    [32.49, 'E'],
    [0, 'E'],
  ])('a term of %s marks out of 100 is %s', (total, grade) => {
    // The exam carries what the other components do not (10 + 5 + 5 = 20 at most).
    const rest = Math.min(total, 20);
    const entries = term1(
      [mark(Math.min(rest, 10)), mark(Math.min(rest, 10)), mark(0)],
      mark(Math.max(0, Math.min(rest - 10, 5))),
      mark(Math.max(0, Math.min(rest - 15, 5))),
      mark(total - rest),
    );
    expect(evaluateSubject(CBSE_MIDDLE, entries).terms[0]?.grade).toBe(grade);
  });

  it('counts an absence (AB) as 0 and leaves a medical leave (ML) out, its maximum too', () => {
    const absent = evaluateSubject(
      CBSE_MIDDLE,
      term1([mark(8), mark(6), mark(9)], mark(5), mark(5), { code: 'AB' }),
    );
    // 8.5 + 5 + 5 + 0 = 18.5, rounded half up to 19.
    expect(absent.terms[0]).toMatchObject({ scoreCenti: 19_00, maxCenti: 100_00, grade: 'E' });
    // On leave for the exam and one periodic test: the best two of the other tests, out of 20.
    const leave = evaluateSubject(
      CBSE_MIDDLE,
      term1([{ code: 'ML' }, mark(6), mark(9)], mark(5), mark(5), { code: 'ML' }),
    );
    expect(leave.terms[0]?.groups[0]).toMatchObject({ scoreCenti: 7_50, maxCenti: 10_00 });
    expect(leave.terms[0]).toMatchObject({
      scoreCenti: 18_00,
      maxCenti: 20_00,
      percentBp: 90_00,
      grade: 'A2',
    });
    expect(leave.terms[0]?.incomplete).toBe(false);
  });
});

describe('CBSE classes IX-X and a test series', () => {
  it('adds internal assessment to the board-style exam, rounding the total half up once', () => {
    const result = evaluateSubject(CBSE_SECONDARY, {
      year: { periodic: mark(9.5), portfolio: mark(4.5), enrichment: mark(5), board_exam: mark(61.5) },
    });
    // 9.5 + 4.5 + 5 + 61.5 = 80.5, rounded to 81: A2.
    expect(result.terms[0]).toMatchObject({ scoreCenti: 81_00, percentBp: 81_00, grade: 'A2' });
  });

  it('gives a coaching test series its percentage, without rounding, over the tests taken', () => {
    const result = evaluateSubject(TEST_SERIES, {
      series: { test1: mark(72.5), test2: mark(88), test3: { code: 'ML' } },
    });
    expect(result.terms[0]).toMatchObject({ scoreCenti: 160_50, maxCenti: 200_00, percentBp: 80_25 });
    expect(result.incomplete).toBe(true);
  });
});

describe('over 2,000 random mark sheets (seeded)', () => {
  // A small linear congruential generator: the same sheets every run, so a failure can be replayed.
  let seed = 20_261_128;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const entry = (maxMarks: number): ComponentEntry | undefined => {
    const roll = next();
    if (roll < 0.05) return { code: 'AB' };
    if (roll < 0.1) return { code: 'ML' };
    if (roll < 0.13) return undefined;
    return { centi: Math.floor(next() * (maxMarks * 100 + 1)) };
  };

  it('never scores above the maximum, keeps percentages within 0-100 and grades in order', () => {
    const order = CBSE_EIGHT_POINT.map((band) => band.grade).reverse();
    const graded: { percentBp: number; grade: string }[] = [];
    for (let sheet = 0; sheet < 2_000; sheet++) {
      const entries: Record<string, Record<string, ComponentEntry>> = {};
      for (const term of CBSE_MIDDLE.terms) {
        const termEntries: Record<string, ComponentEntry> = {};
        for (const group of term.groups)
          for (const component of group.components) {
            const value = entry(component.maxCenti / 100);
            if (value) termEntries[component.key] = value;
          }
        entries[term.key] = termEntries;
      }
      const result = evaluateSubject(CBSE_MIDDLE, entries);
      for (const group of result.terms.flatMap((term) => term.groups))
        if (group.scoreCenti !== null) expect(group.scoreCenti).toBeLessThanOrEqual(group.maxCenti);
      for (const total of [...result.terms, result.year]) {
        expect(total.scoreCenti).toBeLessThanOrEqual(total.maxCenti);
        if (total.percentBp === null) continue;
        expect(total.percentBp).toBeGreaterThanOrEqual(0);
        expect(total.percentBp).toBeLessThanOrEqual(100_00);
        graded.push({ percentBp: total.percentBp, grade: total.grade ?? '' });
      }
    }
    graded.sort((a, b) => a.percentBp - b.percentBp);
    for (let i = 1; i < graded.length; i++)
      expect(order.indexOf(graded[i]?.grade ?? '')).toBeGreaterThanOrEqual(
        order.indexOf(graded[i - 1]?.grade ?? ''),
      );
  });

  it('rounds half up to a whole mark, and grades by the band at or below', () => {
    expect([roundHalfUpWhole(32_49), roundHalfUpWhole(32_50), roundHalfUpWhole(0)]).toEqual([
      32_00, 33_00, 0,
    ]);
    expect([gradeOf(CBSE_EIGHT_POINT, 100_00), gradeOf(CBSE_EIGHT_POINT, 80_49), gradeOf([], 50_00)]).toEqual(
      ['A1', 'B1', null],
    );
  });
});
