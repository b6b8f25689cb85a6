// Signing out with attendance still on the phone (machines/portal/portal-session.machine.ts,
// signingOut): first the offer to send it while the member is signed in; when it cannot be sent,
// the choice between staying signed in until it is and signing out to lose it, with the count.

import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { useEffect, useRef } from 'react';

export function SignOutCheck() {
  const t = useText(shellTexts).signOutCheck;
  const session = PortalSessionContext.useActorRef();
  const step = PortalSessionContext.useSelector((state) =>
    state.matches({ signingOut: 'offering' })
      ? 'offering'
      : state.matches({ signingOut: 'sending' })
        ? 'sending'
        : state.matches({ signingOut: 'unsent' })
          ? 'unsent'
          : null,
  );
  const waiting = PortalSessionContext.useSelector((state) => state.context.waiting);
  const first = useRef<HTMLButtonElement>(null);
  // The question takes the focus where the member pressed Sign out, and again after a failed send.
  useEffect(() => {
    if (step === 'offering' || step === 'unsent') first.current?.focus();
  }, [step]);
  if (step === null) return null;
  const sending = step === 'sending';
  return (
    <section className="sign-out-check" role="alertdialog" aria-labelledby="sign-out-check-title">
      <h2 id="sign-out-check-title">{t.title}</h2>
      <p>{step === 'unsent' ? t.unsent(waiting) : t.waiting(waiting)}</p>
      <div className="sign-out-check__actions">
        {step === 'unsent' ? (
          <>
            <button
              ref={first}
              type="button"
              className="button button--primary"
              onClick={() => session.send({ type: 'signOut.stay' })}
            >
              {t.stayUntilSent}
            </button>
            <button type="button" className="button" onClick={() => session.send({ type: 'signOut.send' })}>
              {t.retry}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => session.send({ type: 'signOut.discard' })}
            >
              {t.discard(waiting)}
            </button>
          </>
        ) : (
          <>
            <button
              ref={first}
              type="button"
              className="button button--primary"
              disabled={sending}
              aria-busy={sending}
              onClick={() => session.send({ type: 'signOut.send' })}
            >
              {sending ? t.sending : t.send}
            </button>
            <button
              type="button"
              className="button"
              disabled={sending}
              onClick={() => session.send({ type: 'signOut.stay' })}
            >
              {t.stay}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
