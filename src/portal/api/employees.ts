// Employee calls (docs/requirements/portal.md#api): departments, designations and employees.
import type {
  Employee,
  EmployeeBody,
  EmployeeGroup,
  EmployeeGroupList,
  EmployeeList,
} from '@common/api/portal/employees';
import type { RoleList } from '@common/api/portal/people';
import { portalFetch } from './client';

/** Departments and designations share one shape and one set of calls. */
export type Catalogue = 'departments' | 'designations';

export const listNamed = (kind: Catalogue, signal?: AbortSignal) =>
  portalFetch<EmployeeGroupList>(`/${kind}`, signal ? { signal } : undefined);

export const addNamed = (kind: Catalogue, name: string) =>
  portalFetch<EmployeeGroup>(`/${kind}`, { method: 'POST', body: { name } });

export const renameNamed = (kind: Catalogue, id: string, name: string) =>
  portalFetch<EmployeeGroup>(`/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } });

export const removeNamed = (kind: Catalogue, id: string) =>
  portalFetch<null>(`/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The school's employees (a staff ward's parent is picked from them). */
export const listEmployees = (signal?: AbortSignal) =>
  portalFetch<EmployeeList>('/employees', signal ? { signal } : undefined);

export const saveEmployee = ({ id, body }: { id: string | null; body: EmployeeBody }) =>
  id
    ? portalFetch<Employee>(`/employees/${encodeURIComponent(id)}`, { method: 'PATCH', body })
    : portalFetch<Employee>('/employees', { method: 'POST', body });

export const deleteEmployee = (id: string) =>
  portalFetch<null>(`/employees/${encodeURIComponent(id)}`, { method: 'DELETE' });

export interface EmployeesPageData {
  employees: Employee[];
  departments: EmployeeGroup[];
  designations: EmployeeGroup[];
  /** Empty when the member may not see roles: the invite action is then hidden. */
  roles: RoleList['roles'];
}

export async function loadEmployeesPage(
  withRoles: boolean,
  signal?: AbortSignal,
): Promise<EmployeesPageData> {
  const options = signal ? { signal } : undefined;
  const [employees, departments, designations, roles] = await Promise.all([
    listEmployees(signal),
    listNamed('departments', signal),
    listNamed('designations', signal),
    withRoles ? portalFetch<RoleList>('/roles', options) : Promise.resolve({ roles: [] }),
  ]);
  return {
    employees: employees.employees,
    departments: departments.items,
    designations: designations.items,
    roles: roles.roles,
  };
}
