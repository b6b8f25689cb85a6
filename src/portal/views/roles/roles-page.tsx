// Roles (docs/requirements/portal.md#people-and-roles): the list with built-in roles marked and
// how many members hold each, and one role open in the editor at a time.

import { grantablePermissions, mayEditRole } from '@common/portal/authority';
import { rolesActors } from '@portal/api/roles-actors';
import { useRoleName, useText } from '@portal/i18n/language';
import { rolesText } from '@portal/i18n/roles';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useState } from 'react';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { RoleEditor } from './role-editor';
import '../management.css';

export function RolesPage() {
  const t = useText(rolesText);
  const roleName = useRoleName();
  const me = usePortalMember();
  const list = useResourceList(rolesActors, { load: 'listRoles' });
  /** The open role: its id, 'new', or none. */
  const [open, setOpen] = useState<string | null>(null);
  /** A new editor each time a role is opened; saving a new role keeps its editor (and "Role saved."). */
  const [opened, setOpened] = useState(0);
  const openRoleOf = (id: string) => {
    setOpen(id);
    setOpened((count) => count + 1);
  };
  const roles = list.data?.roles ?? [];
  const openRole = roles.find((role) => role.id === open) ?? null;

  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <ResourceListFrame list={list} label={t.listLabel}>
        {(data) => (
          <table className="mgmt-table">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.members}</th>
              </tr>
            </thead>
            <tbody>
              {data.roles.map((role) => (
                <tr key={role.id}>
                  <td data-label={t.name}>
                    <button type="button" className="mgmt-link" onClick={() => openRoleOf(role.id)}>
                      {roleName(role)}
                    </button>
                    {role.builtIn ? <span className="mgmt-badge">{t.builtIn}</span> : null}
                  </td>
                  <td data-label={t.members}>{role.memberCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResourceListFrame>
      {hasPermission(me, 'roles.create') && open === null ? (
        <button type="button" onClick={() => openRoleOf('new')}>
          {t.newRole}
        </button>
      ) : null}
      {open !== null ? (
        <RoleEditor
          key={opened}
          role={openRole}
          // The authority rule: never one's own role, nor one holding what one lacks.
          editable={
            openRole ? hasPermission(me, 'roles.edit') && Boolean(me && mayEditRole(me, openRole)) : true
          }
          grantable={me ? grantablePermissions(me) : []}
          canDelete={
            hasPermission(me, 'roles.delete') &&
            (openRole === null || Boolean(me && mayEditRole(me, openRole)))
          }
          onSaved={(id) => {
            setOpen(id);
            list.reload();
          }}
          onDeleted={() => {
            setOpen(null);
            list.reload();
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
