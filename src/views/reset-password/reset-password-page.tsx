import type { ResetField } from '@common/validation';
import { resetPasswordMachine } from '@machines/reset-password.machine';
import { isSignedIn } from '@machines/session.machine';
import { authActors } from '@site/api/auth-actors';
import { useAuthMessages } from '@site/i18n/use-auth-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { SessionContext } from '@site/lib/app-actors';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Link, useNavigate } from '@tanstack/react-router';
import { Banner, focusElement, TextField } from '../shared/form-field';
import { PageMeta } from '../shared/page-meta';
import { PasswordStrengthHint } from '../shared/password-strength';

const fieldId = (field: ResetField) => `reset-${field}`;

export interface ResetPasswordPageProps {
  /** The `token` and `email` query parameters. */
  token: string | null;
  email: string | null;
}

export function ResetPasswordPage({ token, email }: ResetPasswordPageProps) {
  const m = useAuthMessages();
  const noticeText = useNoticeText(m.errors);
  const navigate = useNavigate();
  const sessionRef = SessionContext.useActorRef();
  const [state, send] = useScreenMachine(
    resetPasswordMachine,
    {
      actors: authActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        // The server revoked every session of the account: forget the stored one, so /login
        // shows its banner instead of sending a "signed-in" owner on to the dashboard.
        clearSession: () => {
          if (isSignedIn(sessionRef.getSnapshot().context)) sessionRef.send({ type: 'session.expire' });
        },
        goToLogin: () => void navigate({ to: '/login', state: { passwordReset: true } }),
      },
    },
    { token, email },
  );
  const { values, errors, notice, linkNotice } = state.context;
  const meta = (
    <PageMeta
      title={m.pages.resetPassword.title}
      description={m.pages.resetPassword.lead}
      path="/reset-password"
      noindex
    />
  );

  if (state.matches('checking')) {
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.reset.heading}</h1>
          <div className="auth-card__progress" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{m.reset.checking}</p>
          </div>
        </div>
      </section>
    );
  }

  if (state.matches('invalid')) {
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.reset.heading}</h1>
          <h2 className="auth-card__subtitle">{m.reset.invalidSubtitle}</h2>
          {linkNotice ? <Banner kind="error">{m.errors[linkNotice.code]}</Banner> : null}
          <p className="page__actions">
            <Link to="/forgot-password" className="button button--primary">
              {m.reset.requestNew}
            </Link>
          </p>
        </div>
      </section>
    );
  }

  if (state.matches('submitted') || state.matches('redirected')) {
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.reset.heading}</h1>
          <Banner kind="success">{m.reset.success}</Banner>
        </div>
      </section>
    );
  }

  const submitting = state.matches('submitting');
  const text = (field: ResetField) => {
    const code = errors[field];
    return {
      id: fieldId(field),
      error: code ? m.validation[code] : undefined,
      disabled: submitting,
      onValue: (value: string) => send({ type: 'field.change', field, value }),
    };
  };
  return (
    <section className="page auth-page auth-page--with-aside">
      {meta}
      <div className="auth-card">
        <h1>{m.reset.heading}</h1>
        <p className="page__lead">{m.reset.lead}</p>
        {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {/* Tells password managers which account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          <TextField
            {...text('password')}
            label={m.fields.newPassword}
            type="password"
            autoComplete="new-password"
            hint={m.fields.passwordHint}
            value={values.password}
          />
          <PasswordStrengthHint id={fieldId('password')} password={values.password} />
          <TextField
            {...text('confirmPassword')}
            label={m.fields.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
          />
          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? m.reset.submitting : m.reset.submit}
          </button>
        </form>
      </div>
      <aside className="auth-aside" aria-labelledby="reset-security-heading">
        <h2 id="reset-security-heading">{m.reset.securityHeading}</h2>
        <ul>
          {m.reset.securityTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          {m.reset.needHelp}{' '}
          <Link to="/" hash="contact" state={{ scrollTo: 'contact' }}>
            {m.reset.contactSupport}
          </Link>
        </p>
      </aside>
    </section>
  );
}
