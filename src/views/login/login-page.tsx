import type { LoginField } from '@common/validation';
import { loginMachine } from '@machines/login.machine';
import { authActors } from '@site/api/auth-actors';
import { useAuthMessages } from '@site/i18n/use-auth-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { trackEvent } from '@site/lib/analytics';
import { SessionContext } from '@site/lib/app-actors';
import { routeMetadata } from '@site/lib/page-metadata';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { Banner, CheckboxField, focusElement, SubmitButton, TextField } from '../shared/form-field';
import { PageMeta } from '../shared/page-meta';

const fieldId = (field: string) => `login-${field}`;

export function LoginPage() {
  const m = useAuthMessages();
  const noticeText = useNoticeText(m.errors);
  const arrival = useRouterState({ select: (s) => s.location.state });
  const navigate = useNavigate();
  const sessionRef = SessionContext.useActorRef();
  const [state, send] = useScreenMachine(
    loginMachine,
    {
      actors: authActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        signIn: (_, { user }) => sessionRef.send({ type: 'session.login', user }),
        goToDashboard: () => void navigate({ to: '/dashboard' }),
        trackLogin: () => trackEvent('login', { category: 'Authentication', label: 'Login form' }),
      },
    },
    { values: { email: arrival.verifiedEmail ?? '' } },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const error = (field: LoginField) => {
    const code = errors[field];
    return code ? m.validation[code] : undefined;
  };

  return (
    <section className="page auth-page">
      <PageMeta {...routeMetadata.login} {...m.meta.login} />
      <div className="auth-card">
        <h1>{m.login.heading}</h1>
        <p className="page__lead">{m.login.lead}</p>
        {arrival.verifiedEmail ? (
          <Banner kind="success">{m.login.verifiedBanner(arrival.verifiedEmail)}</Banner>
        ) : arrival.justVerified ? (
          <Banner kind="success">{m.login.justVerifiedBanner}</Banner>
        ) : null}
        {arrival.passwordReset ? <Banner kind="success">{m.login.passwordResetBanner}</Banner> : null}
        {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
        {state.matches('success') || state.matches('redirected') ? (
          <Banner kind="success">{m.login.success}</Banner>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'form.submit' });
            }}
          >
            <TextField
              id={fieldId('email')}
              label={m.fields.email}
              type="email"
              autoComplete="username"
              value={values.email}
              error={error('email')}
              disabled={submitting}
              onValue={(value) => send({ type: 'field.change', field: 'email', value })}
            />
            <TextField
              id={fieldId('password')}
              label={m.fields.password}
              type="password"
              autoComplete="current-password"
              value={values.password}
              error={error('password')}
              disabled={submitting}
              onValue={(value) => send({ type: 'field.change', field: 'password', value })}
            />
            <CheckboxField
              id={fieldId('rememberMe')}
              label={m.fields.rememberMe}
              checked={values.rememberMe}
              disabled={submitting}
              onChecked={(checked) => send({ type: 'field.change', field: 'rememberMe', value: checked })}
            />
            <SubmitButton busy={submitting}>{submitting ? m.login.submitting : m.login.submit}</SubmitButton>
            <p className="auth-card__switch">
              <Link to="/forgot-password">{m.login.forgot}</Link>
            </p>
          </form>
        )}
        <p className="auth-card__switch">
          {m.login.noAccount} <Link to="/register">{m.login.register}</Link>
        </p>
      </div>
    </section>
  );
}
