// One role's name and permission matrix, over the role-editor machine. Each box is labelled
// "<Area>: <action>" so a screen reader names the cell it is on.

import type { Role } from '@common/api/portal/people';
import { hasAction, type Permission, PORTAL_ACTIONS, PORTAL_RESOURCES } from '@common/portal/permissions';
import { roleEditorMachine } from '@machines/portal/role-editor.machine';
import { rolesActors } from '@portal/api/roles-actors';
import { useRoleName, useText } from '@portal/i18n/language';
import { rolesText } from '@portal/i18n/roles';
import { useScreenMachine } from '@site/lib/screen-machine';
import { ConfirmBar, Failure, ManagementForm, useNoticeText } from '../shared/management-kit';

export function RoleEditor(props: {
  /** Null for a new role. */
  role: Role | null;
  /** False when the member may not change this role (a built-in one, no roles.edit, beyond their authority). */
  editable: boolean;
  /** The permissions the member may put in a role (common/portal/authority.ts); null: all. */
  grantable?: readonly Permission[] | null;
  canDelete: boolean;
  /** With the role's id: a new role has one from then on. */
  onSaved: (id: string) => void;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const t = useText(rolesText);
  const roleName = useRoleName();
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    roleEditorMachine,
    {
      actors: rolesActors,
      actions: {
        roleSaved: ({ context }: { context: { id: string | null } }) => props.onSaved(context.id ?? ''),
        roleDeleted: () => props.onDeleted(),
      },
    },
    {
      id: props.role?.id ?? null,
      name: props.role?.name ?? '',
      permissions: props.role?.permissions ?? [],
      builtIn: !props.editable,
      grantable: props.grantable ?? null,
    },
  );
  const { name, permissions, errors, notice, id } = state.context;
  const readOnly = state.matches('readOnly');
  const saving = state.matches('saving');
  const deleting = state.matches('deleting');
  const locked = readOnly || saving || deleting || state.matches('confirmingDelete');

  return (
    <section className="mgmt-panel" aria-labelledby="role-editor-heading" aria-busy={saving || deleting}>
      <h2 id="role-editor-heading">{t.editorHeading(props.role ? roleName(props.role) : '')}</h2>
      {readOnly ? (
        <p className="mgmt-muted">{props.role?.builtIn === null ? t.readOnlyCustom : t.readOnly}</p>
      ) : state.context.grantable !== null ? (
        <p className="mgmt-muted">{t.onlyYours}</p>
      ) : null}
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      {state.matches('saved') ? <p role="status">{t.saved}</p> : null}
      <ManagementForm onSubmit={() => send({ type: 'role.save' })}>
        <div className="mgmt-field">
          <label htmlFor="role-name">{t.roleName}</label>
          <input
            id="role-name"
            // A built-in role is shown, never saved: named in the member's language.
            value={readOnly && props.role ? roleName(props.role) : name}
            readOnly={readOnly}
            disabled={saving || deleting}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'role-name-error' : undefined}
            onChange={(event) => send({ type: 'name.change', value: event.target.value })}
          />
          {errors.name ? (
            <span className="mgmt-field-error" id="role-name-error">
              {t.nameRequired}
            </span>
          ) : null}
        </div>
        <div className="mgmt-scroll">
          <table className="mgmt-matrix">
            <caption>{t.matrixCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.resource}</th>
                {PORTAL_ACTIONS.map((action) => (
                  <th scope="col" key={action}>
                    {t.actions[action]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PORTAL_RESOURCES.map((resource) => (
                <tr key={resource}>
                  <th scope="row">{t.resources[resource]}</th>
                  {PORTAL_ACTIONS.map((action) => {
                    // A resource without this action (audit has only view) has an empty cell.
                    if (!hasAction(resource, action))
                      return <td key={action} data-label={t.actions[action]} />;
                    const permission = `${resource}.${action}` as Permission;
                    return (
                      <td key={action} data-label={t.actions[action]}>
                        <input
                          type="checkbox"
                          aria-label={`${t.resources[resource]}: ${t.actions[action]}`}
                          checked={permissions.includes(permission)}
                          // The machine says: locked while saving, and beyond the member's authority.
                          disabled={!state.can({ type: 'permission.toggle', permission })}
                          onChange={() => send({ type: 'permission.toggle', permission })}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {errors.permissions ? <p className="mgmt-field-error">{t.permissionsRequired}</p> : null}
        {readOnly ? null : (
          <div className="mgmt-buttons">
            <button type="submit" disabled={locked}>
              {saving ? t.saving : t.save}
            </button>
            {props.canDelete && id !== null && !state.matches('confirmingDelete') && !deleting ? (
              <button
                type="button"
                className="mgmt-danger"
                disabled={locked}
                onClick={() => send({ type: 'role.delete' })}
              >
                {t.delete}
              </button>
            ) : null}
          </div>
        )}
      </ManagementForm>
      {state.matches('confirmingDelete') || deleting ? (
        <ConfirmBar
          question={t.confirmDelete(name)}
          confirm={t.delete}
          busy={deleting}
          busyLabel={t.deleting}
          onConfirm={() => send({ type: 'role.confirmDelete' })}
          onCancel={() => send({ type: 'role.cancelDelete' })}
        />
      ) : null}
      <button type="button" onClick={props.onClose} disabled={saving || deleting}>
        {t.close}
      </button>
    </section>
  );
}
