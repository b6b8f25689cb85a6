// The academic structure's network actors (docs/requirements/portal.md#academic-structure), by
// the names its screens give them: the only place an academics call becomes an actor. Views pass
// them to useScreenMachine; tests replace them by name through ActorOverridesContext.
import type { ClassDetail } from '@common/api/portal/academics';
import type { NamedItemChange, NamedItemRemoval } from '@machines/portal/named-list-editor.machine';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { fromPromise } from 'xstate';
import {
  type AcademicsPageData,
  addAcademicYear,
  addCentre,
  addSection,
  addSubject,
  getClass,
  loadAcademicsPage,
  makeYearCurrent,
  removeCentre,
  removeSection,
  removeSubject,
  renameCentre,
  renameSection,
  renameSubject,
} from './academics';

type Change = { input: NamedItemChange };
type Removal = { input: NamedItemRemoval };

export const academicsActors = {
  /** Years, centres and classes for the academics page. */
  loadAcademicsPage: fromPromise<AcademicsPageData>(({ signal }) => loadAcademicsPage(signal)),
  /** The academics page's one row action: make the year `id` current. */
  makeYearCurrent: fromPromise<unknown, RowAction>(({ input }) => makeYearCurrent(input.id)),
  addAcademicYear: fromPromise(({ input }: Change) => addAcademicYear(input.name)),
  addCentre: fromPromise(({ input }: Change) => addCentre(input.name)),
  renameCentre: fromPromise(({ input }: Change) => renameCentre(input.id, input.name)),
  removeCentre: fromPromise(({ input }: Removal) => removeCentre(input.id)),
  loadClass: fromPromise<ClassDetail, { classId: string }>(({ input, signal }) =>
    getClass(input.classId, signal),
  ),
  /** A class's sections and subjects: `parentId` is the class. */
  addSection: fromPromise(({ input }: Change) => addSection(input.parentId ?? '', input.name)),
  renameSection: fromPromise(({ input }: Change) => renameSection(input.id, input.name)),
  removeSection: fromPromise(({ input }: Removal) => removeSection(input.id)),
  addSubject: fromPromise(({ input }: Change) => addSubject(input.parentId ?? '', input.name)),
  renameSubject: fromPromise(({ input }: Change) => renameSubject(input.id, input.name)),
  removeSubject: fromPromise(({ input }: Removal) => removeSubject(input.id)),
};
