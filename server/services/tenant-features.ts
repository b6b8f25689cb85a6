import type { TenantFeature } from '@common/api/tenants';
import {
  ATTENDANCE_TRACKING,
  checkDeployFeatures,
  type DeployFeaturesProblem,
  LIVE_CLASSROOM,
  NCERT_COURSES,
  sortClassIds,
  UPCOMING_FEATURES,
} from '@common/tenant-features';

// The server's side of the shared feature rule (common/tenant-features.ts): the same check the
// dashboard applies, a sentence for each problem, and the one normalised form that is stored and
// shown, so a deploy's features compare equal however the request listed them.

/**
 * docs/requirements/tenant.md#tenant-record: what a tenant shows before any deploy, in this order.
 */
export function defaultFeatures(): TenantFeature[] {
  return [
    { name: NCERT_COURSES, values: [] },
    { name: LIVE_CLASSROOM, enabled: false },
    { name: ATTENDANCE_TRACKING, enabled: false },
  ];
}

const PROBLEM_MESSAGES: Record<DeployFeaturesProblem, string> = {
  unknownFeature: 'The features field names an unknown feature: only ncertCourses can be deployed.',
  upcomingFeature:
    'Live Classroom is coming soon, and Attendance Tracking is in every portal: neither is enabled here.',
  noClassSelected: 'Select at least one class for NCERT courses.',
  unknownClass: 'NCERT courses accept classes 1 to 12 only.',
};

export type FeaturesCheck = { features: TenantFeature[] } | { problem: string };

/**
 * Checks a deploy's features with the shared rule and returns them normalised: every known
 * feature once, in the default order, NCERT classes as a set in grade order.
 */
export function normaliseDeployFeatures(requested: readonly TenantFeature[]): FeaturesCheck {
  const problem = checkDeployFeatures(requested);
  if (problem) return { problem: PROBLEM_MESSAGES[problem] };
  const names = requested.map((feature) => feature.name);
  if (new Set(names).size !== names.length) return { problem: 'Each feature may be listed only once.' };
  const ncert = requested.find((feature) => feature.name === NCERT_COURSES);
  const classIds = ncert && 'values' in ncert ? sortClassIds(ncert.values) : [];
  return {
    features: defaultFeatures().map((feature) =>
      feature.name === NCERT_COURSES ? { name: NCERT_COURSES, values: classIds } : feature,
    ),
  };
}

/** The NCERT class ids a normalised feature list selects. */
export function selectedClassIds(features: readonly TenantFeature[]): string[] {
  const ncert = features.find((feature) => feature.name === NCERT_COURSES);
  return ncert && 'values' in ncert ? sortClassIds(ncert.values) : [];
}

/** Stored feature rows (name, enabled, values) merged over the defaults, for the API. */
export function featuresForDisplay(
  rows: readonly { name: string; enabled: boolean; values: string[] | null }[],
): TenantFeature[] {
  return defaultFeatures().map((feature) => {
    const row = rows.find((item) => item.name === feature.name);
    if (!row) return feature;
    if ('values' in feature) return { name: feature.name, values: sortClassIds(row.values ?? []) };
    // Upcoming features cannot be enabled yet, whatever a row says.
    const upcoming = (UPCOMING_FEATURES as readonly string[]).includes(feature.name);
    return { name: feature.name, enabled: upcoming ? false : row.enabled };
  });
}

/** Whether two feature lists ask for the same thing (stored JSON may order keys differently). */
export function sameFeatures(left: readonly TenantFeature[], right: readonly TenantFeature[]): boolean {
  const key = (features: readonly TenantFeature[]) =>
    JSON.stringify(
      features.map((feature) =>
        'values' in feature ? [feature.name, sortClassIds(feature.values)] : [feature.name, feature.enabled],
      ),
    );
  return key(left) === key(right);
}
