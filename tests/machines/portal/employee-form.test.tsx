// Every path of the employee-form machine, driving the employee form of the Employees screen
// (docs/requirements/portal.md#employees): name and phone required, the e-mail checked when
// given, empty choices sent as null, the server's sentence on a failure with every value kept.

import type { Employee } from '@common/api/portal/employees';
import { NO_ANSWER } from '@machines/api-failure';
import { employeeBody, employeeFormMachine, validateEmployee } from '@machines/portal/employee-form.machine';
import { EmployeeForm } from '@portal/views/employees/employee-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const science = { id: 'd1b2c3d4-0000-4000-8000-000000000001', name: 'Science', employeeCount: 3 };
const teacher = { id: 'd1b2c3d4-0000-4000-8000-000000000002', name: 'PGT', employeeCount: 2 };
const neha: Employee = {
  id: 'e1b2c3d4-0000-4000-8000-000000000001',
  name: 'Neha Singh',
  phone: '+919812345678',
  email: 'neha@vidyamandir.in',
  departmentId: science.id,
  designationId: teacher.id,
  joiningDate: '2024-06-01',
  memberId: null,
};

type Run = ModelRun & { employee: Employee | null };
const runs: Run[] = [
  {
    name: 'a new employee',
    employee: null,
    eventCases: {
      'field.change': [
        { field: 'name', value: 'Arjun Mehta', label: 'name' },
        { field: 'phone', value: '+919800000001', label: 'phone' },
        { field: 'email', value: 'arjun@', label: 'a wrong e-mail' },
      ],
      'xstate.done.actor.saveEmployee': [{ output: { id: neha.id } }],
      'xstate.error.actor.saveEmployee': [
        { error: { status: 409, message: 'An employee with this e-mail already exists.' }, label: '409' },
      ],
    },
  },
  {
    name: 'an employee edited',
    employee: neha,
    eventCases: {
      'field.change': [{ field: 'departmentId', value: '', label: 'department cleared' }],
      'xstate.done.actor.saveEmployee': [{ output: neha }],
      'xstate.error.actor.saveEmployee': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
    },
  },
];
const labels: Record<string, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  departmentId: 'Department',
  designationId: 'Designation',
  joiningDate: 'Joining date',
};
const errorText: Record<string, string> = {
  'name:required': 'Name is required',
  'phone:required': 'Phone number is required',
  'email:invalid': 'Email is invalid',
};
const control = (field: string) => screen.getByLabelText(labels[field] ?? field) as HTMLInputElement;
const form = formView(validateEmployee as never);

function expectForm(
  state: AnyMachineSnapshot,
  event: EventObject,
  world: { deferred: { inputs: (name: string) => unknown[] }; onSaved: () => void },
) {
  if (state.matches('saved')) {
    expect(world.onSaved).toHaveBeenCalledTimes(1);
    return;
  }
  const submitting = state.matches('submitting');
  expect(screen.getByRole('button', { name: submitting ? 'Saving…' : 'Save employee' })).toHaveProperty(
    'disabled',
    submitting,
  );
  for (const field of Object.keys(labels)) {
    expect(control(field).value).toBe(state.context.values[field]);
    expect(control(field).disabled).toBe(submitting);
    const code = state.context.errors[field];
    expect(document.getElementById(`employee-${field}-error`)?.textContent ?? '').toBe(
      code ? (errorText[`${field}:${code}`] ?? '') : '',
    );
  }
  if (submitting)
    expect(world.deferred.inputs('saveEmployee')).toEqual([
      { id: state.context.id, body: employeeBody(state.context.values) },
    ]);
  if (event.type === 'form.submit' && state.matches('editing')) {
    const first = Object.keys(labels).find((field) => state.context.errors[field]);
    expect(document.activeElement).toBe(control(first ?? 'name'));
  }
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    expect(alert).toHaveTextContent(
      state.context.notice?.serverText ?? 'The employee could not be saved. Please try again.',
    );
  } else expect(alert).toBeNull();
}

describe('employee-form machine, through the employee form', () => {
  testModelPaths({
    machine: employeeFormMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: run.employee
        ? {
            id: run.employee.id,
            values: {
              name: run.employee.name,
              phone: run.employee.phone,
              email: run.employee.email ?? '',
              departmentId: run.employee.departmentId ?? '',
              designationId: run.employee.designationId ?? '',
              joiningDate: run.employee.joiningDate ?? '',
            },
          }
        : undefined,
    })),
    viewContext: (snapshot) => ({ ...(form(snapshot) as object), values: snapshot.context.values }),
    open({ inspect, run }) {
      const deferred = deferredActors(['saveEmployee']);
      const onSaved = vi.fn();
      renderPortal(
        <EmployeeForm
          employee={run.employee}
          departments={[science]}
          designations={[teacher]}
          onSaved={onSaved}
          onCancel={() => {}}
        />,
        { inspect, actors: deferred.actors },
      );
      return { deferred, onSaved };
    },
    on: {
      'field.change': ({ field, value }: { field: string; value: string }) =>
        act(async () => fireEvent.change(control(field), { target: { value } })),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save employee' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, world, { event }) => expectForm(state, event, world),
  });
});
