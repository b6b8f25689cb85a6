// Employees (docs/requirements/portal.md#employees): departments and designations edited in
// place, the staff list, the employee form, and inviting an employee with an e-mail as a member.

import type { Employee, EmployeeGroup } from '@common/api/portal/employees';
import { grantableRoles } from '@common/portal/authority';
import { employeesActors } from '@portal/api/employees-actors';
import { useDateText } from '@portal/i18n/dates';
import { employeesText } from '@portal/i18n/employees';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useState } from 'react';
import { InviteMemberForm } from '../members/invite-member-form';
import { Email } from '../shared/management-kit';
import { NamedListEditor } from '../shared/named-list-editor';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { EmployeeForm } from './employee-form';
import '../management.css';

/** What is open below the list: the employee form (new or one employee) or an invitation. */
type Panel = { kind: 'form'; employee: Employee | null } | { kind: 'invite'; employee: Employee } | null;

export function EmployeesPage() {
  const t = useText(employeesText);
  const dateText = useDateText();
  const m = useText(managementText);
  const me = usePortalMember();
  const can = {
    create: hasPermission(me, 'employees.create'),
    edit: hasPermission(me, 'employees.edit'),
    delete: hasPermission(me, 'employees.delete'),
    invite: hasPermission(me, 'members.create') && hasPermission(me, 'roles.view'),
    timetable: hasPermission(me, 'timetable.view'),
  };
  const list = useResourceList(
    employeesActors,
    { load: 'loadEmployeesPage', act: 'deleteEmployee' },
    can.invite,
  );
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => {
    setPanel(null);
    list.reload();
  };

  const catalogue = (
    kind: 'Department' | 'Designation',
    items: readonly EmployeeGroup[],
    title: string,
    addLabel: string,
  ) => (
    <NamedListEditor
      // A refreshed list starts the editor again from the server's rows.
      key={`${kind}-${items.map((item) => `${item.id}:${item.name}`).join()}`}
      title={title}
      addLabel={addLabel}
      items={items}
      actors={employeesActors}
      calls={{
        add: can.create ? `add${kind}` : undefined,
        rename: can.edit ? `rename${kind}` : undefined,
        remove: can.delete ? `remove${kind}` : undefined,
      }}
      extra={(item) => <span className="mgmt-muted">({item.employeeCount})</span>}
    />
  );

  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <ResourceListFrame
        list={list}
        label={t.listLabel}
        confirm={(action, data) => ({
          question: t.confirmDelete(data.employees.find((one) => one.id === action.id)?.name ?? ''),
          confirm: t.delete,
        })}
      >
        {(data) => {
          const nameOf = (items: readonly EmployeeGroup[], id: string | null) =>
            items.find((item) => item.id === id)?.name ?? t.none;
          return (
            <>
              <div className="mgmt-columns">
                {catalogue('Department', data.departments, t.departments, t.newDepartment)}
                {catalogue('Designation', data.designations, t.designations, t.newDesignation)}
              </div>
              <h2>{t.listLabel}</h2>
              <table className="mgmt-table">
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.phone}</th>
                    <th scope="col">{t.email}</th>
                    <th scope="col">{t.department}</th>
                    <th scope="col">{t.designation}</th>
                    <th scope="col">{t.joiningDate}</th>
                    <th scope="col">{m.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.employees.map((employee) => (
                    <tr key={employee.id}>
                      <td data-label={t.name}>
                        {employee.name}
                        {employee.memberId ? <span className="mgmt-badge">{t.member}</span> : null}
                      </td>
                      <td data-label={t.phone}>{employee.phone}</td>
                      <td data-label={t.email}>
                        {employee.email ? <Email address={employee.email} /> : t.none}
                      </td>
                      <td data-label={t.department}>{nameOf(data.departments, employee.departmentId)}</td>
                      <td data-label={t.designation}>{nameOf(data.designations, employee.designationId)}</td>
                      <td data-label={t.joiningDate}>
                        {employee.joiningDate ? dateText(employee.joiningDate) : t.none}
                      </td>
                      <td data-label={m.actions} className="mgmt-row-actions">
                        {can.timetable ? (
                          // Their week as a teacher: the periods they teach, in every section.
                          <PortalLink
                            to="/timetable/teachers/$employeeId"
                            params={{ employeeId: employee.id }}
                            label={`${t.week}: ${employee.name}`}
                          >
                            {t.week}
                          </PortalLink>
                        ) : null}
                        {can.edit ? (
                          <button
                            type="button"
                            disabled={!list.idle}
                            aria-label={`${t.edit}: ${employee.name}`}
                            onClick={() => setPanel({ kind: 'form', employee })}
                          >
                            {t.edit}
                          </button>
                        ) : null}
                        {can.delete ? (
                          <button
                            type="button"
                            disabled={!list.idle}
                            aria-label={`${t.delete}: ${employee.name}`}
                            onClick={() => list.act({ action: 'delete', id: employee.id, confirm: true })}
                          >
                            {list.actingOn === employee.id ? m.removing : t.delete}
                          </button>
                        ) : null}
                        {can.invite && employee.email && !employee.memberId ? (
                          <button
                            type="button"
                            disabled={!list.idle}
                            aria-label={`${t.inviteAsMember}: ${employee.name}`}
                            onClick={() => setPanel({ kind: 'invite', employee })}
                          >
                            {t.inviteAsMember}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {can.create && panel === null ? (
                <button type="button" onClick={() => setPanel({ kind: 'form', employee: null })}>
                  {t.addEmployee}
                </button>
              ) : null}
              {panel?.kind === 'form' ? (
                <EmployeeForm
                  key={panel.employee?.id ?? 'new'}
                  employee={panel.employee}
                  departments={data.departments}
                  designations={data.designations}
                  onSaved={close}
                  onCancel={() => setPanel(null)}
                />
              ) : null}
              {panel?.kind === 'invite' ? (
                <InviteMemberForm
                  key={panel.employee.id}
                  idPrefix="employee-invite"
                  heading={t.inviteHeading(panel.employee.name)}
                  roles={me ? grantableRoles(me, data.roles) : []}
                  values={{ name: panel.employee.name, email: panel.employee.email ?? '' }}
                  employeeId={panel.employee.id}
                  onInvited={list.reload}
                />
              ) : null}
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}
