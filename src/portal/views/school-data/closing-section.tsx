// Closing the school's account (machines/portal/school-closure.machine.ts): what happens, the
// grace period and what is kept, said before anything is asked; confirmed by the portal code.

import { codeMatches, schoolClosureMachine } from '@machines/portal/school-closure.machine';
import { schoolDataActors } from '@portal/api/school-data-actors';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { schoolDataText } from '@portal/i18n/school-data';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';

export function ClosingSection() {
  const t = useText(schoolDataText);
  const noticeText = useNoticeText();
  const day = useDateText();
  const when = useInstantText('dateAndTime');
  const [state, send] = useScreenMachine(schoolClosureMachine, { actors: schoolDataActors });
  const { closure, typed, notice } = state.context;
  const asking = state.matches('open') || state.matches('closing');
  const pending = state.matches('pending') || state.matches('cancelling');
  return (
    <section aria-labelledby="closing-heading">
      <h2 id="closing-heading">{t.closing.heading}</h2>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t.closing)}</Failure>
          <button type="button" onClick={() => send({ type: 'closure.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {closure && (asking || pending) ? (
        <>
          <p>{t.closing.what(closure.graceDays)}</p>
          <p>{t.closing.meanwhile}</p>
          <p>{t.closing.kept(closure.auditKeptDays)}</p>
          <p>{t.closing.mails}</p>
        </>
      ) : null}
      {closure && asking ? (
        <form
          className="mgmt-form"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'closure.confirm' });
          }}
        >
          <p>
            <strong>{t.closing.exportFirst}</strong>
          </p>
          <label className="mgmt-field">
            <span>
              {t.closing.code} <strong translate="no">{closure.code}</strong>
            </span>
            <input
              value={typed}
              autoComplete="off"
              spellCheck={false}
              disabled={state.matches('closing')}
              onChange={(event) => send({ type: 'closure.type', code: event.target.value })}
            />
          </label>
          <button
            type="submit"
            className="mgmt-danger"
            disabled={state.matches('closing') || !codeMatches(state.context)}
          >
            {state.matches('closing') ? t.closing.closing : t.closing.confirm}
          </button>
        </form>
      ) : null}
      {closure && pending ? (
        <div role="status">
          <p>
            <strong>{t.closing.pending(day(closure.eraseAt ?? ''))}</strong>
          </p>
          {closure.requestedBy && closure.requestedAt ? (
            <p>{t.closing.requestedBy(closure.requestedBy, when(closure.requestedAt))}</p>
          ) : null}
          <button
            type="button"
            disabled={state.matches('cancelling')}
            onClick={() => send({ type: 'closure.cancel' })}
          >
            {state.matches('cancelling') ? t.closing.cancelling : t.closing.cancel}
          </button>
        </div>
      ) : null}
      {notice && !state.matches('failed') ? <Failure>{noticeText(notice, t.closing)}</Failure> : null}
    </section>
  );
}
