// The audit log (docs/requirements/students.md#audit-log): newest first, with older entries on
// request, over the audit-log machine.

import {
  AUDIT_ACTIONS,
  AUDIT_SEARCH_MAX_LENGTH,
  type AuditAction,
  type AuditEntry,
} from '@common/api/portal/audit';
import { type AuditLogEvent, auditLogMachine } from '@machines/portal/audit-log.machine';
import { auditActors } from '@portal/api/audit-actors';
import { auditText } from '@portal/i18n/audit';
import { useInstantText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { Failure, ListStatus, useNoticeText } from '../shared/management-kit';
import '../management.css';

/** The entry's detail in the member's language where its fields say it, else as stored. */
function detailText(entry: AuditEntry, t: (typeof auditText)['en']): string {
  const { facts } = entry;
  switch (facts?.kind) {
    case 'imported':
      return t.imported(facts.summary);
    case 'changed':
      return t.changed(facts.fields);
    case 'consent':
      return t.consent(facts);
    case 'list':
      return entry.action === 'exported' ? t.listExported(facts) : t.listed(facts);
    case 'moved':
      return t.moved(facts);
    case 'studentData':
      return t.studentData(facts.format);
    default:
      return entry.detail || t.none;
  }
}

const EMPTY_FILTER = { action: '', student: '', member: '', from: '', to: '' };

/** The filter's fields, as typed until "Show entries" hands them to the machine. */
function AuditFilterForm(props: { problem: string | null; send: (event: AuditLogEvent) => void }) {
  const t = useText(auditText);
  const [draft, setDraft] = useState(EMPTY_FILTER);
  const field = (name: keyof typeof EMPTY_FILTER) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const apply = ({ action, ...rest }: typeof EMPTY_FILTER) =>
    props.send({
      type: 'log.filter',
      filter: { ...rest, ...(action ? { action: action as AuditAction } : {}) },
    });
  return (
    <form
      className="mgmt-filter mgmt-panel"
      aria-label={t.filter}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <label>
        {t.action}
        <select value={draft.action} onChange={field('action')}>
          <option value="">{t.anyAction}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t.actions[action]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.studentSearch}
        <input
          type="search"
          maxLength={AUDIT_SEARCH_MAX_LENGTH}
          value={draft.student}
          onChange={field('student')}
        />
      </label>
      <label>
        {t.memberSearch}
        <input
          type="search"
          maxLength={AUDIT_SEARCH_MAX_LENGTH}
          value={draft.member}
          onChange={field('member')}
        />
      </label>
      <label>
        {t.from}
        <input type="date" value={draft.from} onChange={field('from')} />
      </label>
      <label>
        {t.to}
        <input type="date" value={draft.to} onChange={field('to')} />
      </label>
      {props.problem ? <Failure>{props.problem}</Failure> : null}
      <div className="mgmt-buttons">
        <button type="submit">{t.applyFilter}</button>
        <button
          type="button"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            apply(EMPTY_FILTER);
          }}
        >
          {t.clearFilter}
        </button>
      </div>
    </form>
  );
}

/** The log's entries, newest first; with `filterable`, the filter above them. */
export function AuditLog(props: { studentId?: string; filterable?: boolean }) {
  const t = useText(auditText);
  const [state, send] = useScreenMachine(
    auditLogMachine,
    { actors: auditActors },
    props.studentId ? { studentId: props.studentId } : undefined,
  );
  const { filterProblem } = state.context;
  return (
    <>
      {props.filterable ? (
        <AuditFilterForm problem={filterProblem ? t[filterProblem] : null} send={send} />
      ) : null}
      <AuditEntries state={state} send={send} />
    </>
  );
}

function AuditEntries({
  state,
  send,
}: {
  state: SnapshotFrom<typeof auditLogMachine>;
  send: (event: AuditLogEvent) => void;
}) {
  const t = useText(auditText);
  const time = useInstantText('dateAndTime');
  const noticeText = useNoticeText();
  const { entries, next, notice, filter } = state.context;
  if (!state.matches('shown'))
    return (
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed') ? noticeText(notice, { failed: t.failed }) : null}
        onRetry={() => send({ type: 'log.retry' })}
      />
    );
  const older = state.matches({ shown: 'loadingOlder' });
  return (
    <section className="mgmt-list" aria-busy={older} aria-label={t.caption}>
      {entries.length === 0 ? (
        <p>{Object.keys(filter).length > 0 ? t.noMatches : t.empty}</p>
      ) : (
        <table className="mgmt-table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.member}</th>
              <th scope="col">{t.action}</th>
              <th scope="col">{t.student}</th>
              <th scope="col">{t.detail}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t.time}>
                  <time dateTime={entry.at}>{time(entry.at)}</time>
                </td>
                <td data-label={t.member}>
                  {entry.memberId ? entry.memberName : t.removedMember(entry.memberName)}
                </td>
                <td data-label={t.action}>{t.actions[entry.action] ?? entry.action}</td>
                <td data-label={t.student}>
                  {entry.studentId && entry.admissionNumber ? (
                    <PortalLink to="/students/$studentId" params={{ studentId: entry.studentId }}>
                      {entry.admissionNumber}
                    </PortalLink>
                  ) : (
                    (entry.admissionNumber ?? t.none)
                  )}
                </td>
                <td data-label={t.detail}>{detailText(entry, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {notice ? <Failure>{noticeText(notice, { failed: t.failed })}</Failure> : null}
      {next ? (
        <button type="button" disabled={older} onClick={() => send({ type: 'log.older' })}>
          {older ? t.loadingOlder : t.older}
        </button>
      ) : entries.length > 0 ? (
        <p className="mgmt-muted">{t.end}</p>
      ) : null}
    </section>
  );
}

export function AuditPage() {
  const t = useText(auditText);
  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <AuditLog filterable />
    </section>
  );
}
