// The academic structure's network actors (docs/requirements/portal.md#academic-structure), by
// the names its screens give them: the only place an academics call becomes an actor. Views pass
// them to useScreenMachine; tests replace them by name through ActorOverridesContext.
import type { ClassDetail, ClassSummary } from '@common/api/portal/academics';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { fromPromise } from 'xstate';
import { type AcademicsPageData, getClass, loadAcademicsPage, makeYearCurrent } from './academics';
import { loadClasses } from './students';

export const academicsActors = {
  /** Years, centres and classes for the academics page. */
  loadAcademicsPage: fromPromise<AcademicsPageData>(({ signal }) => loadAcademicsPage(signal)),
  /** The academics page's one row action: make the year `id` current. */
  makeYearCurrent: fromPromise<unknown, RowAction>(({ input }) => makeYearCurrent(input.id)),
  loadClass: fromPromise<ClassDetail, { classId: string }>(({ input, signal }) =>
    getClass(input.classId, signal),
  ),
  /** The classes with their sections, for pickers (none when the member may not read them). */
  loadClasses: fromPromise<ClassSummary[]>(({ signal }) => loadClasses(signal)),
};
