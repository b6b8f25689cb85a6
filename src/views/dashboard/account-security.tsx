import type { ChangePasswordField } from '@common/validation';
import { changePasswordMachine } from '@machines/change-password.machine';
import { authActors } from '@site/api/auth-actors';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { SessionContext } from '@site/lib/app-actors';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { Banner, focusElement, TextField } from '../shared/form-field';

const fieldId = (field: ChangePasswordField) => `account-${field}`;

/**
 * The dashboard's account section (machines/change-password.machine.ts): change the password, and
 * sign out on every device. Either ending this session signs the owner out here and goes to /login.
 */
export function AccountSecurity({ token }: { token: string }) {
  const m = useDashboardMessages().account;
  const noticeText = useNoticeText(m.errors);
  const navigate = useNavigate();
  const sessionRef = SessionContext.useActorRef();
  const [state, send] = useScreenMachine(
    changePasswordMachine,
    {
      actors: authActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        endSession: () => {
          sessionRef.send({ type: 'session.expire' });
          void navigate({ to: '/login' });
        },
      },
    },
    { token },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const editing = state.matches('editing') || submitting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };
  const field = (name: ChangePasswordField, label: string, hint?: string) => (
    <TextField
      id={fieldId(name)}
      label={label}
      type="password"
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      value={values[name]}
      disabled={submitting}
      error={errors[name] ? m.validation[errors[name]] : undefined}
      hint={hint}
      onValue={(value) => send({ type: 'field.change', field: name, value })}
    />
  );

  return (
    <section className="card dashboard__account" aria-labelledby="account-security">
      <h2 id="account-security">{m.heading}</h2>
      <p>{m.lead}</p>
      {notice && !submitting ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
      {state.matches('changed') ? <Banner kind="success">{m.changed}</Banner> : null}

      {editing ? (
        <form className="form" noValidate onSubmit={onSubmit} aria-label={m.changePassword}>
          {field('currentPassword', m.currentPassword)}
          {field('newPassword', m.newPassword, m.newPasswordHint)}
          {field('confirmPassword', m.confirmPassword)}
          <div className="dashboard__actions">
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? m.saving : m.save}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={submitting}
              onClick={() => send({ type: 'form.cancel' })}
            >
              {m.cancel}
            </button>
          </div>
        </form>
      ) : null}

      {state.matches('confirmingSignOut') ? (
        <div
          className="confirm"
          role="alertdialog"
          aria-labelledby="confirm-sign-out"
          aria-describedby="confirm-sign-out-body"
        >
          <h3 id="confirm-sign-out">{m.confirmSignOut.heading}</h3>
          <p id="confirm-sign-out-body">{m.confirmSignOut.body}</p>
          <div className="dashboard__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => send({ type: 'signOutEverywhere.confirm' })}
            >
              {m.confirmSignOut.confirm}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'signOutEverywhere.cancel' })}
            >
              {m.confirmSignOut.cancel}
            </button>
          </div>
        </div>
      ) : null}

      {state.matches('signingOut') ? <p role="status">{m.signingOut}</p> : null}

      {state.matches('closed') || state.matches('changed') ? (
        <div className="dashboard__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'form.open' })}
          >
            {m.changePassword}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'signOutEverywhere.request' })}
          >
            {m.signOutEverywhere}
          </button>
        </div>
      ) : null}
    </section>
  );
}
