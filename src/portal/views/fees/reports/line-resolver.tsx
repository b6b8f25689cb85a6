// Resolving one waiting statement line by hand (machines/portal/fee-statement.machine.ts): find
// the student who paid with the counter's search and record the line for them, or set the line
// aside with a reason. A lost connection keeps the attempt, sent again as it was.

import {
  type FeeStatementEvent,
  type feeStatementMachine,
  IGNORE_REASON_MAX_LENGTH,
} from '@machines/portal/fee-statement.machine';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { Failure, useNoticeText, Waiting } from '../../shared/management-kit';
import { useRupees } from './report-frame';

export type StatementState = SnapshotFrom<typeof feeStatementMachine>;
export type StatementSend = (event: FeeStatementEvent) => void;

/** The texts a statement's failures are said with, by their codes. */
export function useStatementNotice() {
  const t = useText(feeReportText);
  const noticeText = useNoticeText();
  return (notice: StatementState['context']['notice']) => noticeText(notice, { ...t, ...t.statements });
}

function Retry(props: { state: StatementState; send: StatementSend }) {
  const t = useText(feeReportText);
  return props.state.can({ type: 'line.retry' }) ? (
    <button type="button" onClick={() => props.send({ type: 'line.retry' })}>
      {t.tryAgain}
    </button>
  ) : null;
}

function Cancel(props: { state: StatementState; send: StatementSend }) {
  const t = useText(feeReportText);
  return (
    <button
      type="button"
      disabled={!props.state.can({ type: 'line.cancel' })}
      onClick={() => props.send({ type: 'line.cancel' })}
    >
      {t.statements.cancel}
    </button>
  );
}

export function AssignPanel({ state, send }: { state: StatementState; send: StatementSend }) {
  const t = useText(feeReportText);
  const said = useStatementNotice();
  const rupees = useRupees();
  const [query, setQuery] = useState('');
  const { matches, notice } = state.context;
  const finding = state.matches({ shown: { assigning: 'finding' } });
  const picking = state.matches({ shown: { assigning: 'searching' } });
  const recording =
    state.matches({ shown: { assigning: 'keying' } }) || state.matches({ shown: { assigning: 'sending' } });
  return (
    <div className="mgmt-panel">
      <form
        className="mgmt-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'payer.search', q: query });
        }}
      >
        <label htmlFor="statement-payer">{t.statements.find}</label>
        <span id="statement-payer-hint" className="mgmt-muted">
          {t.statements.findHint}
        </span>
        <input
          id="statement-payer"
          type="search"
          aria-describedby="statement-payer-hint"
          value={query}
          disabled={!picking}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" disabled={!picking}>
          {finding ? t.statements.searching : t.statements.search}
        </button>
      </form>
      {matches?.length === 0 ? <p>{t.statements.noMatch}</p> : null}
      {matches?.length ? (
        <ul className="fee-matches">
          {matches.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                disabled={!picking}
                onClick={() => send({ type: 'payer.pick', studentId: match.id })}
              >
                <strong>{t.statements.recordFor(match.name)}</strong>
                <br />
                <span className="mgmt-muted">
                  {t.statements.matchDetail(
                    match.admissionNumber,
                    match.sectionName,
                    rupees(match.dueNowPaise),
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {recording ? <Waiting>{t.statements.recording}</Waiting> : null}
      {notice ? <Failure>{said(notice)}</Failure> : null}
      <div className="mgmt-buttons">
        <Retry state={state} send={send} />
        <Cancel state={state} send={send} />
      </div>
    </div>
  );
}

export function IgnorePanel({ state, send }: { state: StatementState; send: StatementSend }) {
  const t = useText(feeReportText);
  const said = useStatementNotice();
  const { reason, reasonError, notice } = state.context;
  const editing = state.matches({ shown: { ignoring: 'editing' } });
  return (
    <form
      className="mgmt-form mgmt-panel"
      noValidate
      aria-busy={state.matches({ shown: { ignoring: 'sending' } })}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'ignore.submit' });
      }}
    >
      <label htmlFor="statement-reason">{t.statements.reason}</label>
      <textarea
        id="statement-reason"
        value={reason}
        disabled={!editing}
        aria-invalid={reasonError !== null}
        aria-describedby={reasonError ? 'statement-reason-error' : undefined}
        onChange={(event) => send({ type: 'reason.change', reason: event.target.value })}
      />
      {reasonError ? (
        <span className="mgmt-field-error" id="statement-reason-error">
          {reasonError === 'reasonRequired'
            ? t.statements.reasonRequired
            : t.statements.reasonTooLong(IGNORE_REASON_MAX_LENGTH)}
        </span>
      ) : null}
      {state.matches({ shown: { ignoring: 'sending' } }) ? <Waiting>{t.statements.saving}</Waiting> : null}
      {notice ? <Failure>{said(notice)}</Failure> : null}
      <div className="mgmt-buttons">
        {editing ? <button type="submit">{t.statements.setAside}</button> : null}
        <Retry state={state} send={send} />
        <Cancel state={state} send={send} />
      </div>
    </form>
  );
}
