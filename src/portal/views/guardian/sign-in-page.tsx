// A guardian's sign-in with a code (docs/requirements/guardians.md#sign-in), in the frame of the
// pages before sign-in (the school's name and the language switch): the contact, then the code,
// as machines/portal/guardian-sign-in.machine.ts decides. Signed in, the session is stored on the
// device and the guardian's home opens.
import { guardianSignInMachine } from '@machines/portal/guardian-sign-in.machine';
import { guardianActors } from '@portal/api/guardian-actors';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { writeGuardianSession } from '@portal/lib/guardian-session-store';
import { PortalLink, usePortalReplaceHref } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { SessionCard } from '../session/session-card';
import { focusElement, SubmitButton, TextField } from '../shared/field';
import { Notice, useServerErrorText } from '../shared/notice';
import './guardian.css';

const fieldId = (field: 'contact' | 'code') => `guardian-${field}`;

export function GuardianSignInPage() {
  const t = useText(guardianText);
  const noticeText = useServerErrorText();
  const replaceHref = usePortalReplaceHref();
  const [state, send] = useScreenMachine(guardianSignInMachine, {
    actors: guardianActors,
    actions: {
      focusField: (_, { field }) => focusElement(fieldId(field)),
      startSession: (_, { session }) => {
        writeGuardianSession(session);
        replaceHref('/guardian');
      },
    },
  });
  const { contact, code, invalid, minutes, notice } = state.context;
  const requesting = state.matches('requesting');
  const verifying = state.matches('verifying');
  const codeStep = state.matches('code') || verifying;
  const failure = notice ? (
    <Notice kind="error">
      {noticeText(notice, notice.code === 'codeFailed' ? t.codeFailed : t.signInFailed)}
    </Notice>
  ) : null;
  return (
    <SessionCard title={t.signInTitle} busy={requesting || verifying}>
      <link rel="manifest" href="/guardian.webmanifest" />
      {codeStep ? (
        <>
          <Notice kind="info">{t.codeSent(minutes)}</Notice>
          {failure}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'code.submit' });
            }}
          >
            <TextField
              id={fieldId('code')}
              label={t.code}
              hint={t.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              error={invalid === 'code' ? t.codeInvalid : undefined}
              readOnly={verifying}
              onValue={(value) => send({ type: 'code.change', value })}
            />
            <SubmitButton busy={verifying}>{verifying ? t.signingIn : t.signIn}</SubmitButton>
          </form>
          <div className="auth__links guardian-sign-in__more">
            {state.matches({ code: 'resendable' }) ? (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => send({ type: 'code.resend' })}
              >
                {t.resend}
              </button>
            ) : (
              <span>{t.resendWait}</span>
            )}
            <button
              type="button"
              className="button button--quiet"
              disabled={verifying}
              onClick={() => send({ type: 'contact.edit' })}
            >
              {t.otherContact}
            </button>
          </div>
          <p className="guardian-sign-in__help">{t.noCodeHelp}</p>
        </>
      ) : (
        <>
          <p>{t.signInLead}</p>
          {failure}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'contact.submit' });
            }}
          >
            <TextField
              id={fieldId('contact')}
              label={t.contact}
              hint={t.contactHint}
              autoComplete="username"
              value={contact}
              error={invalid === 'contact' ? t.contactInvalid : undefined}
              readOnly={requesting}
              onValue={(value) => send({ type: 'contact.change', value })}
            />
            <SubmitButton busy={requesting}>{requesting ? t.sending : t.sendCode}</SubmitButton>
          </form>
          <p className="auth__links">
            <PortalLink to="/sign-in">{t.staffSignIn}</PortalLink>
          </p>
        </>
      )}
    </SessionCard>
  );
}
