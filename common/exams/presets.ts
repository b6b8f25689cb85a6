// The schemes a school starts from (docs/requirements/exams.md#assessment-schemes-are-data): a
// school copies one and edits it; none is a special case of the evaluator. The CBSE schemes
// follow the board's circulars: classes VI-VIII in two terms, each
// with periodic tests (best two of three, scaled to 10), notebook 5, subject enrichment 5 and the
// term exam 80; classes IX-X with internal assessment 20 and a board-style exam 80; both graded on
// the 8-point scale. Co-scholastic areas and discipline on a 3-point scale.

import type { AssessmentScheme, GradeBand, SchemeTerm } from './scheme';

/**
 * CBSE's 8-point scale: A1 91-100, A2 81-90, B1 71-80, B2 61-70, C1 51-60, C2 41-50, D 33-40, E 32
 * and below, on whole percentages. A band starts half a percent below its whole number, so a
 * percentage between two whole ones is graded as it rounds half up (90.5 % of a 200-mark year is
 * 91 %, A1; 32.49 % is 32 %, E).
 */
export const CBSE_EIGHT_POINT: GradeBand[] = [
  { grade: 'A1', fromBp: 90_50 },
  { grade: 'A2', fromBp: 80_50 },
  { grade: 'B1', fromBp: 70_50 },
  { grade: 'B2', fromBp: 60_50 },
  { grade: 'C1', fromBp: 50_50 },
  { grade: 'C2', fromBp: 40_50 },
  { grade: 'D', fromBp: 32_50 },
  { grade: 'E', fromBp: 0 },
];

const THREE_POINT = ['A', 'B', 'C'];
const CO_SCHOLASTIC = [
  { key: 'work_education', label: 'Work education' },
  { key: 'art_education', label: 'Art education' },
  { key: 'health_physical', label: 'Health and physical education' },
  { key: 'discipline', label: 'Discipline' },
];

const marked = (key: string, label: string, marks: number) => ({
  key,
  label,
  kind: 'marked' as const,
  maxCenti: marks * 100,
});

function cbseMiddleTerm(key: string, label: string, prefix: string): SchemeTerm {
  return {
    key,
    label,
    groups: [
      {
        key: `${prefix}_periodic`,
        label: 'Periodic tests',
        components: [
          marked(`${prefix}_pt1`, 'Periodic test 1', 10),
          marked(`${prefix}_pt2`, 'Periodic test 2', 10),
          marked(`${prefix}_pt3`, 'Periodic test 3', 10),
        ],
        bestOf: 2,
        scaleToCenti: 10_00,
      },
      {
        key: `${prefix}_notebook`,
        label: 'Notebook submission',
        components: [marked(`${prefix}_nb`, 'Notebook submission', 5)],
        bestOf: null,
        scaleToCenti: null,
      },
      {
        key: `${prefix}_enrichment`,
        label: 'Subject enrichment',
        components: [marked(`${prefix}_se`, 'Subject enrichment', 5)],
        bestOf: null,
        scaleToCenti: null,
      },
      {
        key: `${prefix}_exam`,
        label: 'Term exam',
        components: [marked(`${prefix}_exam`, 'Term exam', 80)],
        bestOf: null,
        scaleToCenti: null,
      },
    ],
  };
}

export const CBSE_MIDDLE: AssessmentScheme = {
  name: 'CBSE classes VI-VIII',
  kind: 'school',
  terms: [cbseMiddleTerm('term1', 'Term 1', 't1'), cbseMiddleTerm('term2', 'Term 2', 't2')],
  bands: CBSE_EIGHT_POINT,
  rounding: 'half_up_whole',
  indicatorScale: [],
  coScholastic: CO_SCHOLASTIC,
  coScale: THREE_POINT,
};

export const CBSE_SECONDARY: AssessmentScheme = {
  name: 'CBSE classes IX-X',
  kind: 'school',
  terms: [
    {
      key: 'year',
      label: 'Academic year',
      groups: [
        {
          key: 'internal',
          label: 'Internal assessment',
          components: [
            marked('periodic', 'Periodic assessment', 10),
            marked('portfolio', 'Portfolio', 5),
            marked('enrichment', 'Subject enrichment', 5),
          ],
          bestOf: null,
          scaleToCenti: null,
        },
        {
          key: 'board',
          label: 'Board-style exam',
          components: [marked('board_exam', 'Board-style exam', 80)],
          bestOf: null,
          scaleToCenti: null,
        },
      ],
    },
  ],
  bands: CBSE_EIGHT_POINT,
  rounding: 'half_up_whole',
  indicatorScale: [],
  coScholastic: CO_SCHOLASTIC,
  coScale: THREE_POINT,
};

/** Classes I-V: descriptive indicators, in the holistic progress card's spirit; no marks. */
export const PRIMARY_DESCRIPTIVE: AssessmentScheme = {
  name: 'Primary: descriptive indicators',
  kind: 'school',
  terms: ['term1', 'term2'].map((key, index) => ({
    key,
    label: `Term ${index + 1}`,
    groups: [
      {
        key: `${key}_indicators`,
        label: 'Learning outcomes',
        components: [
          { key: `${key}_understanding`, label: 'Understanding', kind: 'graded' as const, maxCenti: 1_00 },
          { key: `${key}_application`, label: 'Application', kind: 'graded' as const, maxCenti: 1_00 },
          { key: `${key}_expression`, label: 'Expression', kind: 'graded' as const, maxCenti: 1_00 },
        ],
        bestOf: null,
        scaleToCenti: null,
      },
    ],
  })),
  bands: [{ grade: '-', fromBp: 0 }],
  rounding: 'none',
  indicatorScale: ['Stream', 'Mountain', 'Sky'],
  coScholastic: CO_SCHOLASTIC,
  coScale: THREE_POINT,
};

/** A plain scheme to make one's own: one term, one exam out of 100, the 8-point scale. */
export const CUSTOM_SCHEME: AssessmentScheme = {
  name: 'Custom',
  kind: 'school',
  terms: [
    {
      key: 'term1',
      label: 'Term 1',
      groups: [
        {
          key: 'exam',
          label: 'Exam',
          components: [marked('exam', 'Exam', 100)],
          bestOf: null,
          scaleToCenti: null,
        },
      ],
    },
  ],
  bands: CBSE_EIGHT_POINT,
  rounding: 'half_up_whole',
  indicatorScale: [],
  coScholastic: [],
  coScale: [],
};

/** A coaching centre's test series: tests with their maximum marks, no terms, no grades but a percentage. */
export const TEST_SERIES: AssessmentScheme = {
  name: 'Test series',
  kind: 'test_series',
  terms: [
    {
      key: 'series',
      label: 'Test series',
      groups: [1, 2, 3, 4].map((n) => ({
        key: `test${n}`,
        label: `Test ${n}`,
        components: [marked(`test${n}`, `Test ${n}`, 100)],
        bestOf: null,
        scaleToCenti: null,
      })),
    },
  ],
  bands: [{ grade: '-', fromBp: 0 }],
  rounding: 'none',
  indicatorScale: [],
  coScholastic: [],
  coScale: [],
};

export const SCHEME_PRESETS = {
  cbse_middle: CBSE_MIDDLE,
  cbse_secondary: CBSE_SECONDARY,
  primary_descriptive: PRIMARY_DESCRIPTIVE,
  custom: CUSTOM_SCHEME,
  test_series: TEST_SERIES,
} as const satisfies Record<string, AssessmentScheme>;

export type SchemePresetKey = keyof typeof SCHEME_PRESETS;
export const SCHEME_PRESET_KEYS = Object.keys(SCHEME_PRESETS) as SchemePresetKey[];
