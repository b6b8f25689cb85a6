// The invitation form, over the invite-member machine: on User management, and for one employee
// on Employees (their name and e-mail filled in, their id sent along).

import type { RoleSummary } from '@common/api/portal/session';
import { type InviteField, inviteMemberMachine } from '@machines/portal/invite-member.machine';
import { membersActors } from '@portal/api/members-actors';
import { usePortalLanguage, useRoleName, useText } from '@portal/i18n/language';
import { membersText } from '@portal/i18n/members';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, ManagementForm, NamedOptions, useNoticeText } from '../shared/management-kit';

const fieldId = (prefix: string, field: InviteField) => `${prefix}-${field}`;

export function InviteMemberForm(props: {
  /** The roles the member may give (the page filters them: common/portal/authority.ts). */
  roles: readonly RoleSummary[];
  onInvited: () => void;
  heading?: string;
  values?: { name: string; email: string };
  employeeId?: string;
  /** Keeps the ids apart when two forms are on one page. */
  idPrefix?: string;
}) {
  const t = useText(membersText);
  const roleName = useRoleName();
  const noticeText = useNoticeText();
  const { language } = usePortalLanguage();
  const prefix = props.idPrefix ?? 'invite';
  const [state, send] = useScreenMachine(
    inviteMemberMachine,
    {
      actors: membersActors,
      actions: {
        memberInvited: () => props.onInvited(),
        focusField: (_: unknown, params: { field: InviteField }) =>
          document.getElementById(fieldId(prefix, params.field))?.focus(),
      },
    },
    {
      // The mail's language starts as the inviter's own.
      values: { language, ...props.values },
      ...(props.employeeId ? { employeeId: props.employeeId } : {}),
    },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  // The owner's role is never given by invitation: there is one owner.
  const roles = props.roles
    .filter((role) => role.builtIn !== 'owner')
    .map((role) => ({ id: role.id, name: roleName(role) }));

  if (state.matches('invited'))
    return (
      <section className="mgmt-panel" aria-label={props.heading ?? t.inviteHeading}>
        <p role="status">{t.invited(values.email.trim().toLowerCase())}</p>
        {props.employeeId ? null : (
          <button type="button" onClick={() => send({ type: 'invite.another' })}>
            {t.inviteAnother}
          </button>
        )}
      </section>
    );

  const field = (name: 'name' | 'email', label: string, type: 'text' | 'email') => {
    const code = errors[name];
    return (
      <div className="mgmt-field">
        <label htmlFor={fieldId(prefix, name)}>{label}</label>
        <input
          id={fieldId(prefix, name)}
          type={type}
          value={values[name]}
          disabled={submitting}
          aria-invalid={Boolean(code)}
          aria-describedby={code ? `${fieldId(prefix, name)}-error` : undefined}
          onChange={(event) => send({ type: 'field.change', field: name, value: event.target.value })}
        />
        {code ? (
          <span className="mgmt-field-error" id={`${fieldId(prefix, name)}-error`}>
            {t.fieldErrors[name][code]}
          </span>
        ) : null}
      </div>
    );
  };
  const roleError = errors.roleId;

  return (
    <section className="mgmt-panel" aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`}>{props.heading ?? t.inviteHeading}</h2>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        {field('name', t.name, 'text')}
        {field('email', t.email, 'email')}
        <div className="mgmt-field">
          <label htmlFor={fieldId(prefix, 'roleId')}>{t.role}</label>
          <select
            id={fieldId(prefix, 'roleId')}
            value={values.roleId}
            disabled={submitting}
            aria-invalid={Boolean(roleError)}
            aria-describedby={roleError ? `${fieldId(prefix, 'roleId')}-error` : undefined}
            onChange={(event) => send({ type: 'field.change', field: 'roleId', value: event.target.value })}
          >
            <option value="">{t.chooseRole}</option>
            <NamedOptions items={roles} />
          </select>
          {roleError ? (
            <span className="mgmt-field-error" id={`${fieldId(prefix, 'roleId')}-error`}>
              {t.fieldErrors.roleId[roleError]}
            </span>
          ) : null}
        </div>
        <div className="mgmt-field">
          <label htmlFor={fieldId(prefix, 'language')}>{t.mailLanguage}</label>
          <select
            id={fieldId(prefix, 'language')}
            value={values.language}
            disabled={submitting}
            onChange={(event) => send({ type: 'field.change', field: 'language', value: event.target.value })}
          >
            {/* Each language in its own script, as the language switch shows them. */}
            <option value="en" lang="en">
              English
            </option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </select>
        </div>
        <button type="submit" disabled={submitting}>
          {submitting ? t.inviting : t.invite}
        </button>
      </ManagementForm>
    </section>
  );
}
