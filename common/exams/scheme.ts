// An assessment scheme is data (docs/requirements/exams.md#assessment-schemes-are-data, decision
// 0038): this one schema is the shape the server validates every saved scheme with and the portal
// edits. The arithmetic over it is evaluate.ts's; the board schemes are documents in presets.ts.
//
// Marks are integer hundredths of a mark ("centi": 7.5 is 750), so no float decides a grade.
// Percentages are hundredths of a percent (basis points: 91 % is 9100).

import Type, { type Static, type TString } from 'typebox';
import { Text } from '../api/text';

/** A key the scheme's parts are known by in marks and results: stable across a scheme's versions. */
const SchemeKey = Type.String({ pattern: '^[a-z][a-z0-9_]{0,23}$' });

/** The most a component may be out of: 1,000 marks. */
export const COMPONENT_MAX_CENTI = 1_000_00;

export const SCHEME_KINDS = ['school', 'test_series'] as const;

/** How a total is rounded before it is graded: half up to a whole mark (CBSE's), or not at all. */
export const ROUNDINGS = ['half_up_whole', 'none'] as const;

/**
 * The scheme's shapes with the labels' rule given: what comes in takes names by the name rule (no
 * invisible or text-direction characters, common/api/text.ts); what goes out says them as plain
 * strings (the serialiser cannot compile the rule's Unicode classes).
 */
function schemeShapes(label: (maxLength: number) => TString) {
  const SchemeComponent = Type.Object({
    key: SchemeKey,
    label: label(60),
    /** `marked`: a score out of `maxCenti`; `graded`: a descriptive grade from the scheme's `indicatorScale`. */
    kind: Type.Enum(['marked', 'graded']),
    maxCenti: Type.Integer({ minimum: 1_00, maximum: COMPONENT_MAX_CENTI }),
  });
  /**
   * Components counted together. `bestOf`: only the best n of them count (CBSE's periodic tests:
   * the best two of three); `scaleToCenti`: the group's score is scaled to this many marks (to 10).
   */
  const ComponentGroup = Type.Object({
    key: SchemeKey,
    label: label(60),
    components: Type.Array(SchemeComponent, { minItems: 1, maxItems: 12 }),
    bestOf: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
    scaleToCenti: Type.Union([Type.Integer({ minimum: 1_00, maximum: COMPONENT_MAX_CENTI }), Type.Null()]),
  });
  /** A term of the year (a coaching test series has one, its tests its components). */
  const SchemeTerm = Type.Object({
    key: SchemeKey,
    label: label(60),
    groups: Type.Array(ComponentGroup, { minItems: 1, maxItems: 12 }),
  });
  /** A grade from a percentage up: the band with the highest `fromBp` at or below the percentage. */
  const GradeBand = Type.Object({
    grade: label(4),
    fromBp: Type.Integer({ minimum: 0, maximum: 100_00 }),
  });
  const AssessmentScheme = Type.Object({
    name: label(60),
    kind: Type.Enum(SCHEME_KINDS),
    terms: Type.Array(SchemeTerm, { minItems: 1, maxItems: 4 }),
    /** Any order; one must start at 0 so every percentage has a grade. */
    bands: Type.Array(GradeBand, { minItems: 1, maxItems: 12 }),
    rounding: Type.Enum(ROUNDINGS),
    /** The scale of graded (descriptive) components, best first: ["Excellent", "Good", ...]. */
    indicatorScale: Type.Array(label(24), { maxItems: 6 }),
    /** Co-scholastic areas and discipline, graded by the class teacher on `coScale`. */
    coScholastic: Type.Array(Type.Object({ key: SchemeKey, label: label(60) }), { maxItems: 12 }),
    coScale: Type.Array(label(4), { maxItems: 6 }),
  });
  return { SchemeComponent, ComponentGroup, SchemeTerm, GradeBand, AssessmentScheme };
}

const incoming = schemeShapes((maxLength) =>
  Type.String({ ...Text({ name: true, maxLength }), minLength: 1 }),
);

export const SchemeComponent = incoming.SchemeComponent;
export type SchemeComponent = Static<typeof SchemeComponent>;
export const ComponentGroup = incoming.ComponentGroup;
export type ComponentGroup = Static<typeof ComponentGroup>;
export const SchemeTerm = incoming.SchemeTerm;
export type SchemeTerm = Static<typeof SchemeTerm>;
export const GradeBand = incoming.GradeBand;
export type GradeBand = Static<typeof GradeBand>;
/** A scheme as a school saves it. */
export const AssessmentScheme = incoming.AssessmentScheme;
export type AssessmentScheme = Static<typeof AssessmentScheme>;
/** A scheme as the API answers it. */
export const AssessmentSchemeAnswer = schemeShapes((maxLength) =>
  Type.String({ minLength: 1, maxLength }),
).AssessmentScheme;

/** What a scheme's shape cannot say: keys unique where marks name them, bands from 0, best-of within reach. */
export function schemeProblems(scheme: AssessmentScheme): string[] {
  const problems: string[] = [];
  const unique = (keys: readonly string[], where: string) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${where}: the key ${key} is used twice`);
      seen.add(key);
    }
  };
  unique(
    scheme.terms.map((term) => term.key),
    'terms',
  );
  for (const term of scheme.terms) {
    unique(
      term.groups.flatMap((group) => group.components.map((component) => component.key)),
      term.label,
    );
    for (const group of term.groups) {
      if (group.bestOf !== null && group.bestOf > group.components.length)
        problems.push(`${group.label}: best ${group.bestOf} of ${group.components.length} components`);
      const kinds = new Set(group.components.map((component) => component.kind));
      if (kinds.size > 1) problems.push(`${group.label}: marked and graded components in one group`);
      if (kinds.has('graded') && scheme.indicatorScale.length === 0)
        problems.push(`${group.label}: graded components need the scheme's indicator scale`);
    }
  }
  unique(
    scheme.bands.map((band) => band.grade),
    'grade bands',
  );
  if (!scheme.bands.some((band) => band.fromBp === 0)) problems.push('grade bands: none starts at 0 %');
  unique(
    scheme.coScholastic.map((area) => area.key),
    'co-scholastic areas',
  );
  if (scheme.coScholastic.length > 0 && scheme.coScale.length === 0)
    problems.push('co-scholastic areas need their scale');
  return problems;
}
