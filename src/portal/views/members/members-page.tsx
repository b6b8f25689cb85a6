// User management (docs/requirements/portal.md#people-and-roles): the members with their role and
// status, the invitation form, and each row's actions. What the signed-in member's role lacks is
// hidden; nobody acts on the owner's row or on their own.
import type { MemberAccount } from '@common/api/portal/people';
import { grantableRoles, mayChangeMember } from '@common/portal/authority';
import { membersActors } from '@portal/api/members-actors';
import { useRoleName, useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { membersText } from '@portal/i18n/members';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { Email, NamedOptions } from '../shared/management-kit';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { InviteMemberForm } from './invite-member-form';
import '../management.css';

export function MembersPage() {
  const t = useText(membersText);
  const m = useText(managementText);
  const roleName = useRoleName();
  const me = usePortalMember();
  // Inviting and re-roling offer the school's roles, which only roles.view may read (GET /roles).
  const rolesView = hasPermission(me, 'roles.view');
  const can = {
    create: hasPermission(me, 'members.create'),
    invite: hasPermission(me, 'members.create') && rolesView,
    edit: hasPermission(me, 'members.edit'),
    changeRole: hasPermission(me, 'members.edit') && rolesView,
    delete: hasPermission(me, 'members.delete'),
  };
  const list = useResourceList(
    membersActors,
    { load: 'loadMembersPage', act: 'actOnMember' },
    can.invite || can.changeRole,
  );
  const roles = list.data?.roles ?? [];
  const choices = me ? grantableRoles(me, roles) : [];

  /**
   * Whether the member may act on `member` (common/portal/authority.ts): never the owner's row or
   * their own, nor one whose role holds what theirs lacks. Without roles.view the roles' permissions
   * are unknown here, and the server's answer decides.
   */
  const reachable = (member: MemberAccount) => {
    if (!me || member.role.builtIn === 'owner' || member.id === me.id) return false;
    const role = roles.find((each) => each.id === member.role.id);
    return role === undefined || mayChangeMember(me, { id: member.id, role });
  };

  const rowActions = (member: MemberAccount) => {
    if (!reachable(member)) return null;
    const busy = list.actingOn === member.id;
    const disabled = !list.idle;
    const button = (action: string, label: string, confirm = false) => (
      <button
        type="button"
        disabled={disabled}
        aria-label={`${label}: ${member.name}`}
        onClick={() => list.act({ action, id: member.id, confirm })}
      >
        {busy && list.state.context.pending?.action === action ? m.working : label}
      </button>
    );
    return (
      <>
        {member.status === 'invited' && can.create ? button('resend', t.resend) : null}
        {member.status === 'invited' && can.delete ? button('revoke', t.revoke, true) : null}
        {member.status === 'active' && can.edit ? button('disable', t.disable) : null}
        {member.status === 'disabled' && can.edit ? button('enable', t.enable) : null}
        {can.changeRole ? (
          <select
            aria-label={t.roleOf(member.name)}
            value={member.role.id}
            disabled={disabled}
            onChange={(event) => list.act({ action: 'role', id: member.id, body: event.target.value })}
          >
            <NamedOptions items={choices.map((role) => ({ id: role.id, name: roleName(role) }))} />
          </select>
        ) : null}
      </>
    );
  };

  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <ResourceListFrame
        list={list}
        label={t.listLabel}
        confirm={(action, data) => {
          const member = data.members.find((one) => one.id === action.id);
          return { question: t.confirmRevoke(member?.name ?? ''), confirm: t.revoke };
        }}
      >
        {(data) => (
          <>
            <table className="mgmt-table">
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.email}</th>
                  <th scope="col">{t.role}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{m.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((member) => (
                  <tr key={member.id}>
                    <td data-label={t.name}>
                      {member.name}
                      {member.id === me?.id ? <span className="mgmt-badge"> ({t.you})</span> : null}
                    </td>
                    <td data-label={t.email}>
                      <Email address={member.email} />
                    </td>
                    <td data-label={t.role}>{roleName(member.role)}</td>
                    <td data-label={t.status}>
                      <span className={`mgmt-status mgmt-status--${member.status}`}>
                        {t.statuses[member.status]}
                      </span>
                      {member.status === 'invited' && member.invitationExpired ? (
                        <span className="mgmt-muted"> · {t.invitationExpired}</span>
                      ) : null}
                    </td>
                    <td data-label={m.actions} className="mgmt-row-actions">
                      {rowActions(member)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {can.invite ? <InviteMemberForm roles={choices} onInvited={list.reload} /> : null}
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
