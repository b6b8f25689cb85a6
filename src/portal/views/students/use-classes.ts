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
