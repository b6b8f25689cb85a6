// Adding or editing an employee (docs/requirements/portal.md#employees): the form pattern, with
// name and phone required and the e-mail checked when given. Saving creates (no id) or updates
// (an id); a failure keeps every value with the server's sentence (a duplicate e-mail, say).

import type { EmployeeBody } from '@common/api/portal/employees';
import { isPlainEmail } from '@common/validation';
import { fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import type { PortalFieldCode } from './invite-member.machine';

export interface EmployeeForm {
  name: string;
  phone: string;
  email: string;
  departmentId: string;
  designationId: string;
  joiningDate: string;
}
export type EmployeeField = keyof EmployeeForm;

export interface EmployeeFormContext {
  values: EmployeeForm;
  errors: Partial<Record<EmployeeField, PortalFieldCode>>;
  notice: Notice<'saveFailed'> | null;
  id: string | null;
}

export type EmployeeFormEvent = FormEvent<EmployeeField>;

export function validateEmployee(values: EmployeeForm): Partial<Record<EmployeeField, PortalFieldCode>> {
  const errors: Partial<Record<EmployeeField, PortalFieldCode>> = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.phone.trim()) errors.phone = 'required';
  if (values.email.trim() && !isPlainEmail(values.email.trim())) errors.email = 'invalid';
  return errors;
}

/** Empty optional fields are sent as null: clearing a department on edit removes it. */
export function employeeBody(values: EmployeeForm): EmployeeBody {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: orNull(values.email)?.toLowerCase() ?? null,
    departmentId: orNull(values.departmentId),
    designationId: orNull(values.designationId),
    joiningDate: orNull(values.joiningDate),
  };
}

export const emptyEmployee: EmployeeForm = {
  name: '',
  phone: '',
  email: '',
  departmentId: '',
  designationId: '',
  joiningDate: '',
};

const form = formPattern<EmployeeFormContext, EmployeeField, 'saveFailed'>({
  validate: validateEmployee,
  order: ['name', 'phone', 'email', 'departmentId', 'designationId', 'joiningDate'],
  submit: 'saveEmployee',
  input: ({ context }) => ({ id: context.id, body: employeeBody(context.values) }),
  onDone: { target: 'saved', actions: 'employeeSaved' },
  notice: { from: ['message'], fallback: 'saveFailed' },
});

export const employeeFormMachine = setup({
  types: {
    context: {} as EmployeeFormContext,
    events: {} as EmployeeFormEvent,
    input: {} as { id?: string; values?: Partial<EmployeeForm> } | undefined,
  },
  actors: {
    saveEmployee: fromPromise<unknown, { id: string | null; body: EmployeeBody }>(async () => null),
  },
  actions: {
    ...form.actions,
    /** The page closes the form and refreshes the list. */
    employeeSaved: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'employeeForm',
  context: ({ input }) => ({
    ...formContext({ ...emptyEmployee, ...input?.values }),
    id: input?.id ?? null,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    saved: { type: 'final' },
  },
});
