import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id, IsoDate, PortalName, PortalOptionalEmail } from './common';

// Employee management: departments, designations and the employees themselves.

export const EmployeeGroup = Type.Object({ id: Id, name: Type.String(), employeeCount: Type.Integer() });
export type EmployeeGroup = Static<typeof EmployeeGroup>;

export const EmployeeGroupList = Type.Object({ items: Type.Array(EmployeeGroup) });
export type EmployeeGroupList = Static<typeof EmployeeGroupList>;

export const NameBody = Type.Object({ name: PortalName('Name', 100) });
export type NameBody = Static<typeof NameBody>;

export const Employee = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  departmentId: Type.Union([Id, Type.Null()]),
  designationId: Type.Union([Id, Type.Null()]),
  joiningDate: Type.Union([Type.String(), Type.Null()]),
  /** The member this employee signs in as, if invited. */
  memberId: Type.Union([Id, Type.Null()]),
});
export type Employee = Static<typeof Employee>;

export const EmployeeList = Type.Object({ employees: Type.Array(Employee) });
export type EmployeeList = Static<typeof EmployeeList>;

export const EmployeeBody = Type.Object({
  name: PortalName('Name'),
  phone: Text({ maxLength: 40, required: 'Phone number is required' }),
  email: PortalOptionalEmail,
  departmentId: Type.Optional(Type.Union([Id, Type.Null()])),
  designationId: Type.Optional(Type.Union([Id, Type.Null()])),
  joiningDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
});
export type EmployeeBody = Static<typeof EmployeeBody>;
