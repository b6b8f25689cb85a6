import { forgotPasswordMachine } from '@machines/forgot-password.machine';
import { authActors } from '@site/api/auth-actors';
import { useAuthMessages } from '@site/i18n/use-auth-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Link } from '@tanstack/react-router';
import { Banner, focusElement, SubmitButton, TextField } from '../shared/form-field';
import { PageMeta } from '../shared/page-meta';

const fieldId = (field: string) => `forgot-${field}`;

export function ForgotPasswordPage() {
  const m = useAuthMessages();
  const noticeText = useNoticeText(m.errors);
  const [state, send] = useScreenMachine(
    forgotPasswordMachine,
    { actors: authActors, actions: { focusField: (_, { field }) => focusElement(fieldId(field)) } },
    {},
  );
  const { values, errors, notice, sentTo } = state.context;
  const meta = (
    <PageMeta
      title={m.pages.forgotPassword.title}
      description={m.pages.forgotPassword.lead}
      path="/forgot-password"
    />
  );
  const backToLogin = (
    <p className="auth-card__switch">
      <Link to="/login">{m.forgot.backToLogin}</Link>
    </p>
  );

  if (state.matches('sent')) {
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.forgot.sentHeading}</h1>
          <Banner kind="success">{m.forgot.sent(sentTo)}</Banner>
          {backToLogin}
        </div>
      </section>
    );
  }

  const submitting = state.matches('submitting');
  const emailError = errors.email ? m.validation[errors.email] : undefined;
  return (
    <section className="page auth-page">
      {meta}
      <div className="auth-card">
        <h1>{m.forgot.heading}</h1>
        <p className="page__lead">{m.forgot.lead}</p>
        <p className="field__hint">{m.forgot.expiry}</p>
        {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
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
            autoComplete="email"
            value={values.email}
            error={emailError}
            disabled={submitting}
            onValue={(value) => send({ type: 'field.change', field: 'email', value })}
          />
          <SubmitButton busy={submitting}>{submitting ? m.forgot.submitting : m.forgot.submit}</SubmitButton>
        </form>
        {backToLogin}
      </div>
    </section>
  );
}
