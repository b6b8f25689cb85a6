// The employees area's network actors (docs/requirements/portal.md#api): the employee list with its
// removal (the resource-list machine), the employee form, and the departments and designations
// (the named-list-editor machine); tests replace them by these names (ActorOverridesContext).
import type { EmployeeBody } from '@common/api/portal/employees';
import type { NamedItemChange, NamedItemRemoval } from '@machines/portal/named-list-editor.machine';
import { fromPromise } from 'xstate';
import * as api from './employees';

type Change = { input: NamedItemChange };
type Removal = { input: NamedItemRemoval };

export const employeesActors = {
  /** With the roles the invite form offers when `input` (withRoles) is true. */
  loadEmployeesPage: fromPromise(({ input, signal }: { input: boolean; signal: AbortSignal }) =>
    api.loadEmployeesPage(input, signal),
  ),
  deleteEmployee: fromPromise(({ input }: { input: { id: string } }) => api.deleteEmployee(input.id)),
  saveEmployee: fromPromise(({ input }: { input: { id: string | null; body: EmployeeBody } }) =>
    api.saveEmployee(input),
  ),
  addDepartment: fromPromise(({ input }: Change) => api.addNamed('departments', input.name)),
  renameDepartment: fromPromise(({ input }: Change) =>
    api.renameNamed('departments', input.id ?? '', input.name),
  ),
  removeDepartment: fromPromise(({ input }: Removal) => api.removeNamed('departments', input.id)),
  addDesignation: fromPromise(({ input }: Change) => api.addNamed('designations', input.name)),
  renameDesignation: fromPromise(({ input }: Change) =>
    api.renameNamed('designations', input.id ?? '', input.name),
  ),
  removeDesignation: fromPromise(({ input }: Removal) => api.removeNamed('designations', input.id)),
};
