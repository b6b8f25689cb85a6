// The one evaluator of an assessment scheme (decision 0038): a scheme and one student's marks in
// one subject give the result, per group, per term and for the year, with grades. The server
// publishes with it and the portal previews with it as a teacher types, so both say the same.
// Pure integer arithmetic on hundredths of a mark; rounding happens once, on a term's and the
// year's total, where the scheme says.
//
// Absence codes (docs/requirements/exams.md#marks-entry-on-the-phone): AB (absent) counts as 0;
// ML (medical leave) leaves the component out, its maximum too, so the rest stand for it (in a
// best-n-of-m group the best of what remains is taken). A component not yet entered is left out
// the same way and the result says it is incomplete.

import type { AssessmentScheme, ComponentGroup, GradeBand } from './scheme';

export const ABSENCE_CODES = ['AB', 'ML'] as const;
export type AbsenceCode = (typeof ABSENCE_CODES)[number];

/** A component's entry: hundredths of a mark, an absence code, or a descriptive grade. */
export type ComponentEntry = { centi: number } | { code: AbsenceCode } | { indicator: string };

/** A student's entries in one subject, by term key and component key. */
export type SubjectEntries = Readonly<Record<string, Readonly<Record<string, ComponentEntry>>>>;

export interface GroupResult {
  key: string;
  /** Null: nothing in the group counts (every component on medical leave or not entered). */
  scoreCenti: number | null;
  maxCenti: number;
  /** The components counted (a best-of group: the best n of those entered). */
  counted: string[];
  /** Descriptive grades of a graded group, by component key. */
  indicators: Record<string, string>;
}

export interface TotalResult {
  /** Rounded as the scheme says. */
  scoreCenti: number;
  maxCenti: number;
  /** Hundredths of a percent of what counted; null when nothing counted. */
  percentBp: number | null;
  grade: string | null;
}

export interface TermResult extends TotalResult {
  key: string;
  groups: GroupResult[];
  /** Some component has no entry yet. */
  incomplete: boolean;
}

export interface SubjectResult {
  terms: TermResult[];
  /** The year: every term's groups together. */
  year: TotalResult;
  incomplete: boolean;
}

/** Half up to a whole mark (hundredths in, hundredths out): 32.5 -> 33, 32.49 -> 32. */
export function roundHalfUpWhole(centi: number): number {
  return Math.floor((centi + 50) / 100) * 100;
}

/** The grade of a percentage: the band with the highest start at or below it. */
export function gradeOf(bands: readonly GradeBand[], percentBp: number): string | null {
  let best: GradeBand | null = null;
  for (const band of bands) if (band.fromBp <= percentBp && (!best || band.fromBp > best.fromBp)) best = band;
  return best?.grade ?? null;
}

/** n * a / b in integers, rounded half up: scaling and percentages without a float deciding. */
function scaled(value: number, times: number, over: number): number {
  return Math.floor((2 * value * times + over) / (2 * over));
}

function evaluateGroup(group: ComponentGroup, entries: Readonly<Record<string, ComponentEntry>>) {
  let incomplete = false;
  const indicators: Record<string, string> = {};
  const marked: { key: string; centi: number; maxCenti: number }[] = [];
  for (const component of group.components) {
    const entry = entries[component.key];
    if (!entry) {
      incomplete = true;
      continue;
    }
    if ('indicator' in entry) indicators[component.key] = entry.indicator;
    else if ('code' in entry) {
      if (entry.code === 'AB') marked.push({ key: component.key, centi: 0, maxCenti: component.maxCenti });
    } else
      marked.push({
        key: component.key,
        centi: Math.max(0, Math.min(entry.centi, component.maxCenti)),
        maxCenti: component.maxCenti,
      });
  }
  // The best n by their share of their maximum (a 9 of 10 is better than a 17 of 20).
  const counted =
    group.bestOf === null
      ? marked
      : [...marked]
          .sort((a, b) => b.centi * a.maxCenti - a.centi * b.maxCenti || a.key.localeCompare(b.key))
          .slice(0, group.bestOf);
  const rawMax = counted.reduce((sum, one) => sum + one.maxCenti, 0);
  const rawScore = counted.reduce((sum, one) => sum + one.centi, 0);
  const graded = group.components.every((component) => component.kind === 'graded');
  let result: GroupResult;
  if (graded || counted.length === 0)
    result = { key: group.key, scoreCenti: null, maxCenti: 0, counted: [], indicators };
  else if (group.scaleToCenti !== null)
    // Scaled to the group's marks over what counted: a medical leave does not lower the scale.
    result = {
      key: group.key,
      scoreCenti: scaled(rawScore, group.scaleToCenti, rawMax),
      maxCenti: group.scaleToCenti,
      counted: counted.map((one) => one.key),
      indicators,
    };
  else
    result = {
      key: group.key,
      scoreCenti: rawScore,
      maxCenti: rawMax,
      counted: counted.map((one) => one.key),
      indicators,
    };
  return { result, incomplete };
}

function total(scheme: AssessmentScheme, groups: readonly GroupResult[]): TotalResult {
  const counting = groups.filter((group) => group.scoreCenti !== null);
  const maxCenti = counting.reduce((sum, group) => sum + group.maxCenti, 0);
  const raw = counting.reduce((sum, group) => sum + (group.scoreCenti ?? 0), 0);
  // Never above the maximum, which need not be whole (a group scaled to 10.5 marks).
  const scoreCenti = Math.min(scheme.rounding === 'half_up_whole' ? roundHalfUpWhole(raw) : raw, maxCenti);
  if (maxCenti === 0) return { scoreCenti: 0, maxCenti: 0, percentBp: null, grade: null };
  const percentBp = scaled(scoreCenti, 100_00, maxCenti);
  return { scoreCenti, maxCenti, percentBp, grade: gradeOf(scheme.bands, percentBp) };
}

/** One student's result in one subject under `scheme`. */
export function evaluateSubject(scheme: AssessmentScheme, entries: SubjectEntries): SubjectResult {
  let incomplete = false;
  const terms = scheme.terms.map((term): TermResult => {
    const termEntries = entries[term.key] ?? {};
    let termIncomplete = false;
    const groups = term.groups.map((group) => {
      const evaluated = evaluateGroup(group, termEntries);
      termIncomplete ||= evaluated.incomplete;
      return evaluated.result;
    });
    incomplete ||= termIncomplete;
    return { key: term.key, ...total(scheme, groups), groups, incomplete: termIncomplete };
  });
  return {
    terms,
    year: total(
      scheme,
      terms.flatMap((term) => term.groups),
    ),
    incomplete,
  };
}
