import { portalForgotPasswordMachine } from '@machines/portal/portal-forgot-password.machine';
import { authTexts } from '@portal/i18n/auth';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { usePortalActorOptions, usePortalActors } from '@portal/lib/portal-actors';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import { AuthCard } from './auth-card';

const fieldId = (field: string) => `forgot-${field}`;

export function ForgotPasswordPage() {
  const t = useText(authTexts);
  const noticeText = useServerErrorText();
  const actors = usePortalActors('forgotPassword');
  const [logic] = useState(() =>
    portalForgotPasswordMachine.provide({
      actors,
      actions: { focusField: (_, { field }) => focusElement(fieldId(field)) },
    }),
  );
  const [state, send] = useActor(logic, { ...usePortalActorOptions(), input: {} });
  const { values, errors, notice, sentTo } = state.context;
  const submitting = state.matches('submitting');

  return (
    <AuthCard title={t.forgot.title} busy={submitting}>
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
    </AuthCard>
  );
}
