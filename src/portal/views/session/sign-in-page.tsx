import { portalSignInMachine } from '@machines/portal/portal-sign-in.machine';
import type { SignInField } from '@machines/portal/portal-validation';
import { sessionActors } from '@portal/api/session-actors';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { sessionTexts } from '@portal/i18n/session';
import { PortalLink, usePortalReplaceHref } from '@portal/lib/navigation';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { useScreenMachine } from '@site/lib/screen-machine';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import { SessionCard } from './session-card';

const fieldId = (field: string) => `sign-in-${field}`;

/** `next`: where to go once signed in (a path of this portal), else the home page. */
export function SignInPage({ next }: { next?: string | undefined }) {
  const t = useText(sessionTexts);
  const guardian = useText(guardianText);
  const noticeText = useServerErrorText();
  const replaceHref = usePortalReplaceHref();
  const session = PortalSessionContext.useActorRef();
  const [state, send] = useScreenMachine(
    portalSignInMachine,
    {
      actors: sessionActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        startSession: (_, { session: started }) => session.send({ type: 'session.signIn', session: started }),
        goHome: () => replaceHref(next ?? '/'),
      },
    },
    {},
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const error = (field: SignInField) => {
    const code = errors[field];
    return code ? t.validation[code] : undefined;
  };

  return (
    <SessionCard title={t.signIn.title} busy={submitting}>
      {state.matches('signedIn') ? (
        <Notice kind="success">{t.signIn.signedIn}</Notice>
      ) : (
        <>
          <p>{t.signIn.lead}</p>
          {notice ? <Notice kind="error">{noticeText(notice, t.signIn.failed)}</Notice> : null}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'form.submit' });
            }}
          >
            <TextField
              id={fieldId('email')}
              label={t.fields.email}
              type="email"
              autoComplete="username"
              value={values.email}
              error={error('email')}
              readOnly={submitting}
              onValue={(value) => send({ type: 'field.change', field: 'email', value })}
            />
            <TextField
              id={fieldId('password')}
              label={t.fields.password}
              type="password"
              autoComplete="current-password"
              value={values.password}
              error={error('password')}
              readOnly={submitting}
              onValue={(value) => send({ type: 'field.change', field: 'password', value })}
            />
            <SubmitButton busy={submitting}>
              {submitting ? t.signIn.submitting : t.signIn.submit}
            </SubmitButton>
          </form>
          <p className="auth__links">
            <PortalLink to="/forgot-password">{t.signIn.forgot}</PortalLink>
          </p>
          <p className="auth__links">
            <PortalLink to="/guardian/sign-in">{guardian.guardianSignIn}</PortalLink>
          </p>
        </>
      )}
    </SessionCard>
  );
}
