// The school's classes with their sections, for the students screens' filters and pickers, over
// the resource-list machine. Only ever a help: until they arrive (or when they cannot be read)
// the pickers offer nothing more.

import type { ClassSummary } from '@common/api/portal/academics';
import { studentsActors } from '@portal/api/students-actors';
import { useResourceList } from '../shared/resource-list-view';

const none: ClassSummary[] = [];

export function useClasses(): ClassSummary[] {
  return useResourceList(studentsActors, { load: 'loadClasses' }).data ?? none;
}

/** Every section with its class's name in front ("Class 5 A"), in the school's order. */
export function sectionOptions(classes: readonly ClassSummary[]): Array<{ id: string; label: string }> {
  return classes.flatMap((one) =>
    one.sections.map((section) => ({ id: section.id, label: `${one.name} ${section.name}` })),
  );
}
