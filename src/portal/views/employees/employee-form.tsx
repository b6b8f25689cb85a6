// Adding or editing one employee, over the employee-form machine.

import type { Employee, EmployeeGroup } from '@common/api/portal/employees';
import {
  type EmployeeField,
  type EmployeeForm as EmployeeValues,
  employeeFormMachine,
} from '@machines/portal/employee-form.machine';
import { employeesActors } from '@portal/api/employees-actors';
import { employeesText } from '@portal/i18n/employees';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, NamedOptions, useNoticeText } from '../shared/management-kit';

const fieldId = (field: EmployeeField) => `employee-${field}`;

function valuesOf(employee: Employee): EmployeeValues {
  return {
    name: employee.name,
    phone: employee.phone,
    email: employee.email ?? '',
    departmentId: employee.departmentId ?? '',
    designationId: employee.designationId ?? '',
    joiningDate: employee.joiningDate ?? '',
  };
}

export function EmployeeForm(props: {
  employee: Employee | null;
  departments: readonly EmployeeGroup[];
  designations: readonly EmployeeGroup[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useText(employeesText);
  const noticeText = useNoticeText();
  const m = useText(managementText);
  const [state, send] = useScreenMachine(
    employeeFormMachine,
    {
      actors: employeesActors,
      actions: {
        employeeSaved: () => props.onSaved(),
        focusField: (_: unknown, params: { field: EmployeeField }) =>
          document.getElementById(fieldId(params.field))?.focus(),
      },
    },
    props.employee ? { id: props.employee.id, values: valuesOf(props.employee) } : {},
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  const input = (field: 'name' | 'phone' | 'email' | 'joiningDate', label: string, type: string) => (
    <div className="mgmt-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type={type}
        value={values[field]}
        disabled={submitting}
        onChange={change(field)}
        {...describe(field)}
      />
      {errorOf(field)}
    </div>
  );
  const select = (
    field: 'departmentId' | 'designationId',
    label: string,
    items: readonly EmployeeGroup[],
  ) => (
    <div className="mgmt-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <select id={fieldId(field)} value={values[field]} disabled={submitting} onChange={change(field)}>
        <option value="">{t.none}</option>
        <NamedOptions items={items} />
      </select>
    </div>
  );

  return (
    <section className="mgmt-panel" aria-labelledby="employee-form-heading">
      <h2 id="employee-form-heading">{t.formHeading(props.employee !== null)}</h2>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        {input('name', t.name, 'text')}
        {input('phone', t.phone, 'tel')}
        {input('email', t.email, 'email')}
        {select('departmentId', t.department, props.departments)}
        {select('designationId', t.designation, props.designations)}
        {input('joiningDate', t.joiningDate, 'date')}
        <div className="mgmt-buttons">
          <button type="submit" disabled={submitting}>
            {submitting ? t.saving : t.save}
          </button>
          <button type="button" disabled={submitting} onClick={props.onCancel}>
            {m.cancel}
          </button>
        </div>
      </ManagementForm>
    </section>
  );
}
