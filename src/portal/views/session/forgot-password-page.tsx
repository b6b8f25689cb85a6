import { portalForgotPasswordMachine } from '@machines/portal/portal-forgot-password.machine';
import { sessionActors } from '@portal/api/session-actors';
import { useText } from '@portal/i18n/language';
import { sessionTexts } from '@portal/i18n/session';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import { SessionCard } from './session-card';

const fieldId = (field: string) => `forgot-${field}`;

export function ForgotPasswordPage() {
  const t = useText(sessionTexts);
  const noticeText = useServerErrorText();
  const [state, send] = useScreenMachine(
    portalForgotPasswordMachine,
    {
      actors: sessionActors,
      actions: { focusField: (_, { field }) => focusElement(fieldId(field)) },
    },
    {},
  );
  const { values, errors, notice, sentTo } = state.context;
  const submitting = state.matches('submitting');

  return (
    <SessionCard title={t.forgot.title} busy={submitting}>
      {state.matches('sent') ? (
        <Notice kind="success">{t.forgot.sent(sentTo)}</Notice>
      ) : (
        <>
          <p>{t.forgot.lead}</p>
          {notice ? <Notice kind="error">{noticeText(notice, t.forgot.failed)}</Notice> : null}
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
              autoComplete="email"
              value={values.email}
              error={errors.email ? t.validation[errors.email] : undefined}
              readOnly={submitting}
              onValue={(value) => send({ type: 'field.change', field: 'email', value })}
            />
            <SubmitButton busy={submitting}>
              {submitting ? t.forgot.submitting : t.forgot.submit}
            </SubmitButton>
          </form>
        </>
      )}
      <p className="auth__links">
        <PortalLink to="/sign-in">{t.forgot.backToSignIn}</PortalLink>
      </p>
    </SessionCard>
  );
}
