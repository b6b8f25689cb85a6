// A bank or UPI statement over the fee-statement machine (machines/portal/fee-statement.machine.ts):
// the file picked and read (or one uploaded before opened), then its counts, the unmatched queue
// first, each waiting line assigned to a student or set aside (fees.collect), and the other lines.

import { STATEMENT_LINE_STATES, type Statement, type StatementLine } from '@common/api/portal/fee-statements';
import { countLines, feeStatementMachine } from '@machines/portal/fee-statement.machine';
import { feeReportsActors } from '@portal/api/fee-reports-actors';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Fragment } from 'react';
import { Failure, Waiting } from '../../shared/management-kit';
import {
  AssignPanel,
  IgnorePanel,
  type StatementSend,
  type StatementState,
  useStatementNotice,
} from './line-resolver';
import { useRupees } from './report-frame';

/** `statementId` null: a file is picked and uploaded here (`onUploaded` once it is read). */
export function StatementFlow(props: { statementId: string | null; onUploaded?: () => void }) {
  const t = useText(feeReportText);
  const said = useStatementNotice();
  const [state, send] = useScreenMachine(
    feeStatementMachine,
    { actors: feeReportsActors, actions: { statementUploaded: () => props.onUploaded?.() } },
    { statementId: props.statementId },
  );
  const { file, statement, notice } = state.context;
  if (state.matches('choosing') || state.matches('reading'))
    return (
      <section className="mgmt-panel" aria-labelledby="statement-upload-heading">
        <h2 id="statement-upload-heading">{t.statements.uploadHeading}</h2>
        {state.matches('reading') && file ? (
          <Waiting>{t.statements.reading(file.name)}</Waiting>
        ) : (
          <div className="mgmt-field">
            <label htmlFor="statement-file">{t.statements.file}</label>
            <input
              id="statement-file"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="statement-file-hint"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen) send({ type: 'file.choose', file: chosen });
                // The same file can be picked again after a failure.
                event.target.value = '';
              }}
            />
            <span id="statement-file-hint" className="mgmt-muted">
              {t.statements.fileHint}
            </span>
          </div>
        )}
        {notice ? <Failure>{said(notice)}</Failure> : null}
        {state.can({ type: 'upload.retry' }) ? (
          <button type="button" onClick={() => send({ type: 'upload.retry' })}>
            {t.statements.uploadAgain}
          </button>
        ) : null}
      </section>
    );
  if (state.matches('opening')) return <Waiting>{t.loading}</Waiting>;
  if (state.matches('unavailable') || !statement)
    return (
      <div className="mgmt-list-failed">
        <Failure>{said(notice)}</Failure>
        <button type="button" onClick={() => send({ type: 'statement.retry' })}>
          {t.tryAgain}
        </button>
      </div>
    );
  return <StatementShown state={state} send={send} statement={statement} />;
}

function StatementShown(props: { state: StatementState; send: StatementSend; statement: Statement }) {
  const t = useText(feeReportText);
  const said = useStatementNotice();
  const instant = useInstantText('dateAndTime');
  const { state, send, statement } = props;
  const { notice, lineId, resolved } = state.context;
  const counts = countLines(statement);
  const waiting = statement.entries.filter((line) => line.state === 'unmatched');
  const others = statement.entries.filter((line) => line.state !== 'unmatched');
  return (
    <section
      className="fee-statement"
      aria-labelledby="statement-heading"
      aria-busy={state.matches({ shown: 'refreshing' })}
    >
      <h2 id="statement-heading">
        <span translate="no">{statement.fileName}</span>
      </h2>
      <p className="mgmt-muted">{t.statements.byLine(instant(statement.uploadedAt), statement.uploadedBy)}</p>
      <dl className="fee-totals">
        {STATEMENT_LINE_STATES.map((lineState) => (
          <Fragment key={lineState}>
            <dt>{t.statements.counts[lineState]}</dt>
            <dd>{counts[lineState]}</dd>
          </Fragment>
        ))}
      </dl>
      <p role="status">
        {resolved
          ? resolved.state === 'ignored'
            ? t.statements.ignored(resolved.line)
            : t.statements.recorded(resolved.line, resolved.studentName ?? '', resolved.receiptNumber)
          : ''}
      </p>
      {notice && lineId === null ? <Failure>{said(notice)}</Failure> : null}
      <h3>{t.statements.queue(waiting.length)}</h3>
      {waiting.length === 0 ? (
        <p>{t.statements.queueEmpty}</p>
      ) : (
        <ul className="fee-cards">
          {waiting.map((line) => (
            <WaitingLine key={line.id} line={line} state={state} send={send} />
          ))}
        </ul>
      )}
      {others.length > 0 ? <OtherLines lines={others} /> : null}
      {state.can({ type: 'statement.another' }) ? (
        <p>
          <button type="button" onClick={() => send({ type: 'statement.another' })}>
            {t.statements.another}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function LineFacts({ line }: { line: StatementLine }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const day = useDateText();
  return (
    <>
      <p>
        <strong>{t.statements.lineOf(line.line)}</strong>
        {line.date ? ` · ${day(line.date)}` : ''} ·{' '}
        <span className="fee-money">{rupees(line.amountPaise)}</span>
      </p>
      <p translate="no">{line.narration}</p>
      {line.utr ? (
        <p>
          {t.statements.utr} <span translate="no">{line.utr}</span>
        </p>
      ) : null}
    </>
  );
}

function WaitingLine(props: { line: StatementLine; state: StatementState; send: StatementSend }) {
  const t = useText(feeReportText);
  const me = usePortalMember();
  const { line, state, send } = props;
  const open = state.context.lineId === line.id;
  const named = (action: string) => `${action}, ${t.statements.lineOf(line.line)}`;
  return (
    <li className="fee-card">
      <LineFacts line={line} />
      {hasPermission(me, 'fees.collect') && state.matches({ shown: 'idle' }) ? (
        <div className="mgmt-buttons">
          <button
            type="button"
            aria-label={named(t.statements.assign)}
            onClick={() => send({ type: 'line.assign', lineId: line.id })}
          >
            {t.statements.assign}
          </button>
          <button
            type="button"
            aria-label={named(t.statements.ignore)}
            onClick={() => send({ type: 'line.ignore', lineId: line.id })}
          >
            {t.statements.ignore}
          </button>
        </div>
      ) : null}
      {open && state.matches({ shown: 'assigning' }) ? <AssignPanel state={state} send={send} /> : null}
      {open && state.matches({ shown: 'ignoring' }) ? <IgnorePanel state={state} send={send} /> : null}
    </li>
  );
}

function OtherLines({ lines }: { lines: StatementLine[] }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const day = useDateText();
  return (
    <>
      <h3>{t.statements.others}</h3>
      <div className="mgmt-scroll">
        <table className="mgmt-table">
          <caption className="visually-hidden">{t.statements.others}</caption>
          <thead>
            <tr>
              <th scope="col">{t.statements.line}</th>
              <th scope="col" className="fee-minor">
                {t.statements.date}
              </th>
              <th scope="col">{t.amount}</th>
              <th scope="col" className="fee-minor">
                {t.statements.narration}
              </th>
              <th scope="col">{t.statements.state}</th>
              <th scope="col">{t.student}</th>
              <th scope="col" className="fee-minor">
                {t.statements.receipt}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td data-label={t.statements.line}>{line.line}</td>
                <td data-label={t.statements.date} className="fee-minor">
                  {line.date ? day(line.date) : t.none}
                </td>
                <td data-label={t.amount} className="fee-money">
                  {rupees(line.amountPaise)}
                </td>
                <td data-label={t.statements.narration} className="fee-minor" translate="no">
                  {line.narration}
                </td>
                <td data-label={t.statements.state}>
                  {line.state === 'ignored' && line.note
                    ? `${t.statements.states.ignored}: ${line.note}`
                    : t.statements.states[line.state]}
                </td>
                <td data-label={t.student}>{line.studentName ?? t.none}</td>
                <td data-label={t.statements.receipt} className="fee-minor">
                  {line.receiptNumber ?? t.none}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
