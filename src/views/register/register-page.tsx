import type { RegistrationField } from '@common/validation';
import { registrationMachine } from '@machines/registration.machine';
import { authActors } from '@site/api/auth-actors';
import { useAuthMessages } from '@site/i18n/use-auth-messages';
import { useLanguage } from '@site/i18n/use-language';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { trackEvent } from '@site/lib/analytics';
import { routeMetadata } from '@site/lib/page-metadata';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Link } from '@tanstack/react-router';
import { Banner, CheckboxField, focusElement, SubmitButton, TextField } from '../shared/form-field';
import { PageMeta } from '../shared/page-meta';
import { PasswordStrengthHint } from '../shared/password-strength';

const fieldId = (field: RegistrationField) => `register-${field}`;

export function RegisterPage() {
  const m = useAuthMessages();
  const language = useLanguage();
  const noticeText = useNoticeText(m.errors);
  const [state, send] = useScreenMachine(
    registrationMachine,
    {
      actors: authActors,
      actions: {
        focusField: (_, { field }) => focusElement(fieldId(field)),
        trackRegistration: () =>
          trackEvent('sign_up', { category: 'Registration', label: 'Registration form' }),
      },
    },
    {},
  );
  const { values, errors, notice, sentTo, resendNotice } = state.context;

  if (state.matches('emailSent')) {
    const resending = state.matches({ emailSent: 'resending' });
    return (
      <section className="page auth-page">
        <PageMeta {...routeMetadata.register} {...m.meta.register} />
        <div className="auth-card">
          <h1>{m.register.sentHeading}</h1>
          <p>{m.register.sentBody(sentTo)}</p>
          <p className="field__hint">{m.register.sentHint}</p>
          {state.matches({ emailSent: 'resent' }) ? (
            <Banner kind="success">{m.register.resent}</Banner>
          ) : null}
          {resendNotice ? <Banner kind="error">{m.errors[resendNotice.code]}</Banner> : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={resending}
            onClick={() => send({ type: 'verification.resend' })}
          >
            {resending ? m.register.resending : m.register.resend}
          </button>
        </div>
      </section>
    );
  }

  const submitting = state.matches('submitting');
  const error = (field: RegistrationField) => {
    const code = errors[field];
    return code ? m.validation[code] : undefined;
  };
  const text = (field: RegistrationField) => ({
    id: fieldId(field),
    error: error(field),
    disabled: submitting,
    onValue: (value: string) => send({ type: 'field.change', field, value }),
  });

  return (
    <section className="page auth-page">
      <PageMeta {...routeMetadata.register} {...m.meta.register} />
      <div className="auth-card">
        <h1>{m.register.heading}</h1>
        <p className="page__lead">{m.register.lead}</p>
        {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit', language });
          }}
        >
          <div className="field-row">
            <TextField
              {...text('firstName')}
              label={m.fields.firstName}
              value={values.firstName}
              autoComplete="given-name"
            />
            <TextField
              {...text('lastName')}
              label={m.fields.lastName}
              value={values.lastName}
              autoComplete="family-name"
            />
          </div>
          <TextField
            {...text('email')}
            label={m.fields.email}
            type="email"
            value={values.email}
            autoComplete="email"
          />
          <TextField
            {...text('password')}
            label={m.fields.password}
            type="password"
            value={values.password}
            hint={m.fields.passwordHint}
            autoComplete="new-password"
          />
          <PasswordStrengthHint id={fieldId('password')} password={values.password} />
          <TextField
            {...text('confirmPassword')}
            label={m.fields.confirmPassword}
            type="password"
            value={values.confirmPassword}
            autoComplete="new-password"
          />
          <TextField
            {...text('institutionName')}
            label={m.fields.institutionName}
            value={values.institutionName}
            autoComplete="organization"
          />
          <TextField
            {...text('phone')}
            label={m.fields.phone}
            type="tel"
            value={values.phone}
            hint={m.fields.phoneHint}
            autoComplete="tel"
          />
          <CheckboxField
            id={fieldId('agreeTerms')}
            checked={values.agreeTerms}
            disabled={submitting}
            error={error('agreeTerms')}
            onChecked={(checked) => send({ type: 'field.change', field: 'agreeTerms', value: checked })}
            label={
              <>
                {m.register.termsBefore}
                {/* In a new tab: reading the terms must not take away the form being filled in. */}
                <Link to="/terms-and-conditions" target="_blank" rel="noopener">
                  {m.register.termsLink}
                </Link>
                {m.register.termsAfter}
              </>
            }
          />
          <p className="field__hint">{m.register.privacyNote}</p>
          <SubmitButton busy={submitting}>
            {submitting ? m.register.submitting : m.register.submit}
          </SubmitButton>
        </form>
        <p className="auth-card__switch">
          {m.register.haveAccount} <Link to="/login">{m.register.login}</Link>
        </p>
      </div>
    </section>
  );
}
