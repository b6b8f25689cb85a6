// The user guide's shape (docs/requirements/marketing.md#user-guide): its topics and guides by id,
// in the order a new institution sets up, and which steps have a screenshot recorded from the
// real screens by `npm run guide:record` (scripts/guide-record.mjs). The words, in English and
// Hindi, are the `guide` catalogue (src/i18n/en/guide.ts, src/i18n/hi/guide.ts), keyed by these
// ids. A screenshot of step n (1-based) of a guide is `/guide/<module>/<feature>-<n>.png` in
// public/; tests/unit/user-guide-content.test.ts fails when a listed file is missing, so the page
// never shows a broken image.

export interface GuideFeatureShape {
  /** URL id (`?feature=`), unique within its module; the catalogue's key. */
  id: string;
  /** The steps (1-based) that have a screenshot. */
  shots: readonly number[];
}

export interface GuideModuleShape {
  /** URL id (`?module=`); the catalogue's key. */
  id: string;
  features: readonly GuideFeatureShape[];
}

export const guideShape = [
  {
    id: 'getting-started',
    features: [
      { id: 'register', shots: [2] },
      { id: 'activate', shots: [1] },
    ],
  },
  {
    id: 'signing-in',
    features: [
      { id: 'portal-sign-in', shots: [2] },
      { id: 'forgot-password', shots: [] },
    ],
  },
  {
    id: 'people',
    features: [
      { id: 'members', shots: [1] },
      { id: 'roles', shots: [] },
    ],
  },
  { id: 'academics', features: [{ id: 'classes', shots: [1] }] },
  {
    id: 'students',
    features: [
      { id: 'add-student', shots: [] },
      { id: 'import', shots: [] },
    ],
  },
  { id: 'employees', features: [{ id: 'employees', shots: [] }] },
  {
    id: 'timetable',
    features: [
      { id: 'bells', shots: [] },
      { id: 'timetable', shots: [] },
    ],
  },
  {
    id: 'attendance',
    features: [
      { id: 'take', shots: [1] },
      { id: 'register', shots: [] },
    ],
  },
  { id: 'audit', features: [{ id: 'audit', shots: [] }] },
] as const satisfies readonly GuideModuleShape[];

export type GuideModuleId = (typeof guideShape)[number]['id'];

/** Where step `step` (1-based) of a guide's screenshot is served from. */
export function guideShotUrl(module: string, feature: string, step: number): string {
  return `/guide/${module}/${feature}-${step}.png`;
}
