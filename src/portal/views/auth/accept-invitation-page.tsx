import { acceptInvitationMachine } from '@machines/portal/accept-invitation.machine';
import type { AcceptField } from '@machines/portal/portal-validation';
import { authTexts } from '@portal/i18n/auth';
import { useRoleName, useText } from '@portal/i18n/language';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { usePortalActorOptions, usePortalActors } from '@portal/lib/portal-actors';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import { Loading } from '../shared/spinner';
import { AuthCard } from './auth-card';

const fieldId = (field: string) => `invitation-${field}`;

export function AcceptInvitationPage({ token }: { token: string | null }) {
  const t = useText(authTexts);
  const noticeText = useServerErrorText();
  const roleName = useRoleName();
  const navigate = usePortalNavigate();
  const session = PortalSessionContext.useActorRef();
  const actors = usePortalActors('viewInvitation', 'acceptInvitation');
  const [logic] = useState(() =>
    acceptInvitationMachine.provide({
      actors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        startSession: (_, { session: started }) => session.send({ type: 'session.signIn', session: started }),
        goHome: () => void navigate('/', { replace: true }),
      },
    }),
  );
  const [state, send] = useActor(logic, { ...usePortalActorOptions(), input: { token } });
  const { values, errors, notice, invitation, linkNotice } = state.context;
  const submitting = state.matches('submitting');
  const error = (field: AcceptField) => {
    const code = errors[field];
    return code ? t.validation[code] : undefined;
  };

  if (state.matches('loading'))
    return (
      <AuthCard title={t.invitation.title} busy>
        <Loading label={t.invitation.loading} />
      </AuthCard>
    );
  if (state.matches('invalid'))
    return (
      <AuthCard title={t.invitation.invalidTitle}>
        <Notice kind="error">
          {linkNotice?.code === 'invitationMissing'
            ? t.invitation.missing
            : noticeText(linkNotice, t.invitation.invalid)}
        </Notice>
        <p className="auth__links">
          <PortalLink to="/sign-in">{t.forgot.backToSignIn}</PortalLink>
        </p>
      </AuthCard>
    );
  if (state.matches('signedIn'))
    return (
      <AuthCard title={t.invitation.title}>
        <Notice kind="success">{t.invitation.signedIn}</Notice>
      </AuthCard>
    );
  return (
    <AuthCard title={t.invitation.title} busy={submitting}>
      {invitation ? (
        <>
          <p>{t.invitation.lead(invitation.tenant.name, roleName(invitation.role))}</p>
          <p>{t.invitation.emailIs(invitation.email)}</p>
        </>
      ) : null}
      {notice ? <Notice kind="error">{noticeText(notice, t.invitation.failed)}</Notice> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <TextField
          id={fieldId('name')}
          label={t.fields.name}
          autoComplete="name"
          value={values.name}
          error={error('name')}
          readOnly={submitting}
          onValue={(value) => send({ type: 'field.change', field: 'name', value })}
        />
        <TextField
          id={fieldId('password')}
          label={t.fields.password}
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={error('password')}
          readOnly={submitting}
          onValue={(value) => send({ type: 'field.change', field: 'password', value })}
        />
        <TextField
          id={fieldId('confirmPassword')}
          label={t.fields.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={error('confirmPassword')}
          readOnly={submitting}
          onValue={(value) => send({ type: 'field.change', field: 'confirmPassword', value })}
        />
        <SubmitButton busy={submitting}>
          {submitting ? t.invitation.submitting : t.invitation.submit}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
