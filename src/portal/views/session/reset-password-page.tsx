import { portalResetPasswordMachine } from '@machines/portal/portal-reset-password.machine';
import type { NewPasswordField } from '@machines/portal/portal-validation';
import { sessionActors } from '@portal/api/session-actors';
import { useText } from '@portal/i18n/language';
import { sessionTexts } from '@portal/i18n/session';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import { SessionCard } from './session-card';

const fieldId = (field: string) => `reset-${field}`;

export function ResetPasswordPage({ token }: { token: string | null }) {
  const t = useText(sessionTexts);
  const noticeText = useServerErrorText();
  const [state, send] = useScreenMachine(
    portalResetPasswordMachine,
    {
      actors: sessionActors,
      actions: { focusField: (_, { field }) => focusElement(fieldId(field)) },
    },
    { token },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const error = (field: NewPasswordField) => {
    const code = errors[field];
    return code ? t.validation[code] : undefined;
  };

  if (state.matches('missingToken'))
    return (
      <SessionCard title={t.reset.title}>
        <Notice kind="error">{t.reset.missingToken}</Notice>
        <p className="auth__links">
          <PortalLink to="/forgot-password">{t.reset.requestNew}</PortalLink>
        </p>
      </SessionCard>
    );
  if (state.matches('done'))
    return (
      <SessionCard title={t.reset.title}>
        <Notice kind="success">{t.reset.done}</Notice>
        <p className="auth__links">
          <PortalLink to="/sign-in" className="button button--primary">
            {t.reset.signIn}
          </PortalLink>
        </p>
      </SessionCard>
    );
  return (
    <SessionCard title={t.reset.title} busy={submitting}>
      <p>{t.reset.lead}</p>
      {notice ? <Notice kind="error">{noticeText(notice, t.reset.failed)}</Notice> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <TextField
          id={fieldId('password')}
          label={t.fields.newPassword}
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
        <SubmitButton busy={submitting}>{submitting ? t.reset.submitting : t.reset.submit}</SubmitButton>
      </form>
      {notice ? (
        <p className="auth__links">
          <PortalLink to="/forgot-password">{t.reset.requestNew}</PortalLink>
        </p>
      ) : null}
    </SessionCard>
  );
}
