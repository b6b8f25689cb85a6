// The tenant's features (docs/requirements/tenant.md#ncert-classes, #activation),
// shared by the dashboard and the API so both apply the same rule.

import type { TenantFeature } from './api/tenants';

export const NCERT_COURSES = 'ncertCourses';
export const LIVE_CLASSROOM = 'liveClassroom';
export const ATTENDANCE_TRACKING = 'attendanceTracking';

/** Features shown as Coming Soon: they cannot be selected or deployed yet. */
export const UPCOMING_FEATURES = [LIVE_CLASSROOM, ATTENDANCE_TRACKING] as const;

export interface ClassOption {
  id: string;
  name: string;
  grade: number;
}

/** Ids '1' to '12', names 'Class N', grade N (docs/requirements/tenant.md#ncert-classes). */
export const CLASS_OPTIONS: readonly ClassOption[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  name: `Class ${index + 1}`,
  grade: index + 1,
}));

export const CLASS_IDS: readonly string[] = CLASS_OPTIONS.map((option) => option.id);

export type ClassGroup = 'all' | 'primary' | 'middle' | 'secondary' | 'seniorSecondary';

/** Classes grouped 1-5, 6-8, 9-10, 11-12. */
export const CLASS_GROUPS: Readonly<Record<ClassGroup, readonly string[]>> = {
  all: CLASS_IDS,
  primary: ['1', '2', '3', '4', '5'],
  middle: ['6', '7', '8'],
  secondary: ['9', '10'],
  seniorSecondary: ['11', '12'],
};

/** Class ids in grade order, without duplicates or unknown ids. */
export function sortClassIds(ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return CLASS_IDS.filter((id) => wanted.has(id));
}

/** How many NCERT classes a deploy's features choose (0 when NCERT courses is unticked). */
export function selectedClassCount(features: readonly TenantFeature[]): number {
  const ncert = features.find((feature) => feature.name === NCERT_COURSES);
  return ncert && 'values' in ncert ? ncert.values.length : 0;
}

export type DeployFeaturesProblem = 'unknownFeature' | 'upcomingFeature' | 'noClassSelected' | 'unknownClass';

/**
 * A deploy's features: only NCERT courses can be deployed today, and it needs at least one known
 * class. An empty list is valid: NCERT unticked (docs/requirements/tenant.md#activation).
 */
export function checkDeployFeatures(features: readonly TenantFeature[]): DeployFeaturesProblem | undefined {
  for (const feature of features) {
    if ((UPCOMING_FEATURES as readonly string[]).includes(feature.name)) {
      if ('enabled' in feature && feature.enabled === false) continue;
      return 'upcomingFeature';
    }
    if (feature.name !== NCERT_COURSES) return 'unknownFeature';
    if (!('values' in feature) || feature.values.length === 0) return 'noClassSelected';
    if (feature.values.some((id) => !CLASS_IDS.includes(id))) return 'unknownClass';
  }
  return undefined;
}
