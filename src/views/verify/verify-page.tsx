import { verificationMachine } from '@machines/verification.machine';
import { authActors } from '@site/api/auth-actors';
import { useAuthMessages } from '@site/i18n/use-auth-messages';
import { useLanguage } from '@site/i18n/use-language';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { SessionContext } from '@site/lib/app-actors';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Link, useNavigate } from '@tanstack/react-router';
import { Banner } from '../shared/form-field';
import { PageMeta } from '../shared/page-meta';

export interface VerifyPageProps {
  /** The `token` query parameter. */
  token: string | null;
  /** The e-mail passed in navigation state, for a resend. */
  email: string | null;
}

export function VerifyPage({ token, email }: VerifyPageProps) {
  const m = useAuthMessages();
  const language = useLanguage();
  const noticeText = useNoticeText(m.errors);
  const navigate = useNavigate();
  const sessionRef = SessionContext.useActorRef();
  // The real verifyEmail sends one request per token, also when StrictMode restarts this actor.
  const [state, send] = useScreenMachine(
    verificationMachine,
    {
      actors: authActors,
      actions: {
        signIn: (_, { user }) => sessionRef.send({ type: 'session.login', user }),
        goToDashboard: () => void navigate({ to: '/dashboard' }),
        goToLogin: (_, { email: verifiedEmail }) =>
          void navigate({ to: '/login', state: { verifiedEmail, justVerified: true } }),
      },
    },
    { token, email },
  );
  const { notice, verified, countdown, resendNotice } = state.context;
  const meta = (
    <PageMeta title={m.pages.verify.title} description={m.pages.verify.lead} path="/verify" noindex />
  );
  const logIn = (
    <p className="page__actions">
      <Link to="/login" className="button button--primary">
        {m.verify.logIn}
      </Link>
    </p>
  );

  if (state.matches('verifying')) {
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.verify.heading}</h1>
          <div className="auth-card__progress" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{m.verify.verifying}</p>
          </div>
        </div>
      </section>
    );
  }

  if (state.matches({ success: 'passwordDropped' })) {
    const sending = state.matches({ success: { passwordDropped: 'sending' } });
    const sent = state.matches({ success: { passwordDropped: 'sent' } });
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.verify.successHeading}</h1>
          <Banner kind="success">
            {(language === 'en' && verified?.message?.trim()) || m.verify.success}
          </Banner>
          <Banner kind="info">{m.verify.passwordDropped}</Banner>
          {sent ? <Banner kind="success">{m.verify.setPasswordSent(verified?.email ?? '')}</Banner> : null}
          {state.matches({ success: { passwordDropped: 'sendError' } }) ? (
            <Banner kind="error">{m.verify.setPasswordFailed}</Banner>
          ) : null}
          <p className="page__actions">
            {sent ? null : (
              <button
                type="button"
                className="button button--primary"
                disabled={sending}
                onClick={() => send({ type: 'verification.setPassword' })}
              >
                {sending ? m.verify.settingPassword : m.verify.setPassword}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'verification.continue' })}
            >
              {m.verify.continueToDashboard}
            </button>
          </p>
          {logIn}
        </div>
      </section>
    );
  }

  if (state.matches('success')) {
    return (
      <section className="page auth-page">
        {meta}
        <div className="auth-card">
          <h1>{m.verify.successHeading}</h1>
          <Banner kind="success">
            {/* The API speaks English: other languages show their own words. */}
            {(language === 'en' && verified?.message?.trim()) || m.verify.success}
          </Banner>
          {state.matches({ success: 'countingDown' }) ? (
            <p className="auth-card__countdown">
              {verified?.token
                ? m.verify.countdownToDashboard(countdown)
                : m.verify.countdownToLogin(countdown)}
            </p>
          ) : null}
          {logIn}
        </div>
      </section>
    );
  }

  const resending = state.matches({ error: 'resending' });
  return (
    <section className="page auth-page">
      {meta}
      <div className="auth-card">
        <h1>{m.verify.errorHeading}</h1>
        {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
        {logIn}
        <div className="auth-card__resend">
          <p>{m.verify.resendLead}</p>
          {state.matches({ error: 'resent' }) ? <Banner kind="success">{m.verify.resent}</Banner> : null}
          {resendNotice ? <Banner kind="error">{m.errors[resendNotice.code]}</Banner> : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={resending}
            onClick={() => send({ type: 'verification.resend' })}
          >
            {resending ? m.verify.resending : m.verify.resend}
          </button>
        </div>
      </div>
    </section>
  );
}
