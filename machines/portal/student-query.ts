// The students list's query (machines/portal/student-list.machine.ts) on its own, without the
// machine: the list's address (src/portal/lib/search.ts) reads and writes it on the portal's first
// screen, which should not carry the machine.
import type { AlertReason } from '@common/api/portal/alerts';
import type { StudentStatus } from '@common/api/portal/students';

/** Whom absence alerts reach: everyone (''), the students they cannot reach, or those for one reason. */
export type ReachFilter = '' | 'unreachable' | AlertReason;

export interface StudentQuery {
  q: string;
  classId: string;
  sectionId: string;
  status: StudentStatus;
  reach: ReachFilter;
  page: number;
}

export const initialQuery: StudentQuery = {
  q: '',
  classId: '',
  sectionId: '',
  status: 'active',
  reach: '',
  page: 1,
};
