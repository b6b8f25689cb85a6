import { acceptInvitationMachine } from '@machines/portal/accept-invitation.machine';
import type { AcceptField } from '@machines/portal/portal-validation';
import { invitationsActors } from '@portal/api/invitations-actors';
import { invitationTexts } from '@portal/i18n/invitations';
import { usePortalLanguage, useRoleName, useText } from '@portal/i18n/language';
import { sessionTexts } from '@portal/i18n/session';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { useScreenMachine } from '@site/lib/screen-machine';
import { SessionCard } from '../session/session-card';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import { Loading } from '../shared/spinner';

const fieldId = (field: string) => `invitation-${field}`;

export function AcceptInvitationPage({ token }: { token: string | null }) {
  const t = useText(sessionTexts);
  // The page's own texts; its fields and codes are the session's (t).
  const own = useText(invitationTexts);
  const noticeText = useServerErrorText();
  const roleName = useRoleName();
  const navigate = usePortalNavigate();
  const session = PortalSessionContext.useActorRef();
  const { suggestLanguage } = usePortalLanguage();
  const [state, send] = useScreenMachine(
    acceptInvitationMachine,
    {
      actors: invitationsActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        startSession: (_, { session: started }) => session.send({ type: 'session.signIn', session: started }),
        adoptLanguage: (_, { language }) => suggestLanguage(language),
        goHome: () => void navigate('/', { replace: true }),
      },
    },
    { token },
  );
  const { values, errors, notice, invitation, linkNotice } = state.context;
  const submitting = state.matches('submitting');
  const error = (field: AcceptField) => {
    const code = errors[field];
    return code ? t.validation[code] : undefined;
  };

  if (state.matches('loading'))
    return (
      <SessionCard title={own.title} busy>
        <Loading label={own.loading} />
      </SessionCard>
    );
  if (state.matches('invalid'))
    return (
      <SessionCard title={own.invalidTitle}>
        <Notice kind="error">
          {linkNotice?.code === 'invitationMissing' ? own.missing : noticeText(linkNotice, own.invalid)}
        </Notice>
        <p className="auth__links">
          <PortalLink to="/sign-in">{t.forgot.backToSignIn}</PortalLink>
        </p>
      </SessionCard>
    );
  if (state.matches('signedIn'))
    return (
      <SessionCard title={own.title}>
        <Notice kind="success">{own.signedIn}</Notice>
      </SessionCard>
    );
  return (
    <SessionCard title={own.title} busy={submitting}>
      {invitation ? (
        <>
          <p>{own.lead(invitation.tenant.name, roleName(invitation.role))}</p>
          <p>{own.emailIs(invitation.email)}</p>
        </>
      ) : null}
      {notice ? <Notice kind="error">{noticeText(notice, own.failed)}</Notice> : null}
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
        <SubmitButton busy={submitting}>{submitting ? own.submitting : own.submit}</SubmitButton>
      </form>
    </SessionCard>
  );
}
