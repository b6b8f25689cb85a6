// The academic structure's network actors (docs/requirements/portal.md#academic-structure), by
// the names its screens give them: the only place an academics call becomes an actor. Views pass
// them to useScreenMachine; tests replace them by name through ActorOverridesContext.
import type { SetupProgress } from '@common/api/portal/academics';
import type { BatchSave } from '@machines/portal/batch-form.machine';
import type { NamedItemChange, NamedItemRemoval } from '@machines/portal/named-list-editor.machine';
import type { RowAction } from '@machines/portal/resource-list.machine';
import { fromPromise } from 'xstate';
import {
  type AcademicsPageData,
  addAcademicYear,
  addCentre,
  addClass,
  addSection,
  addSubject,
  type ClassPageData,
  getClass,
  getSetupProgress,
  loadAcademicsPage,
  makeYearCurrent,
  moveClass,
  removeCentre,
  removeClass,
  removeSection,
  removeSubject,
  renameCentre,
  renameClass,
  renameSection,
  renameSubject,
  saveBatch,
} from './academics';

type Change = { input: NamedItemChange };
type Removal = { input: NamedItemRemoval };

export const academicsActors = {
  /** Years, centres and classes for the academics page. */
  loadAcademicsPage: fromPromise<AcademicsPageData>(({ signal }) => loadAcademicsPage(signal)),
  /**
   * The academics page's row actions: make the year `id` current (`current`), move the class `id`
   * one place up or down in the school's order (`up`, `down`).
   */
  actOnAcademics: fromPromise<unknown, RowAction>(({ input }) => {
    if (input.action === 'up' || input.action === 'down')
      return moveClass(input.id, input.action === 'up' ? -1 : 1);
    return makeYearCurrent(input.id);
  }),
  addAcademicYear: fromPromise(({ input }: Change) => addAcademicYear(input.name)),
  addCentre: fromPromise(({ input }: Change) => addCentre(input.name)),
  renameCentre: fromPromise(({ input }: Change) => renameCentre(input.id, input.name)),
  removeCentre: fromPromise(({ input }: Removal) => removeCentre(input.id)),
  /** The home page's set-up guide: what the school has and has not set up yet. */
  loadSetupProgress: fromPromise<SetupProgress>(({ signal }) => getSetupProgress(signal)),
  /** The school's own classes (a coaching centre's courses); any class is renamed. */
  addClass: fromPromise(({ input }: Change) => addClass(input.name)),
  renameClass: fromPromise(({ input }: Change) => renameClass(input.id, input.name)),
  removeClass: fromPromise(({ input }: Removal) => removeClass(input.id)),
  loadClass: fromPromise<ClassPageData, { classId: string }>(({ input, signal }) =>
    getClass(input.classId, signal),
  ),
  /** A coaching centre's batch, added to its course or changed. */
  saveBatch: fromPromise(({ input }: { input: BatchSave }) => saveBatch(input.classId, input.id, input.body)),
  /** A class's sections and subjects: `parentId` is the class. */
  addSection: fromPromise(({ input }: Change) => addSection(input.parentId ?? '', input.name)),
  renameSection: fromPromise(({ input }: Change) => renameSection(input.id, input.name)),
  removeSection: fromPromise(({ input }: Removal) => removeSection(input.id)),
  addSubject: fromPromise(({ input }: Change) => addSubject(input.parentId ?? '', input.name)),
  renameSubject: fromPromise(({ input }: Change) => renameSubject(input.id, input.name)),
  removeSubject: fromPromise(({ input }: Removal) => removeSubject(input.id)),
};
