// The audit log (docs/requirements/students.md#audit-log): newest first, with older entries on
// request, over the audit-log machine.

import type { AuditEntry } from '@common/api/portal/audit';
import { auditLogMachine } from '@machines/portal/audit-log.machine';
import { auditActors } from '@portal/api/audit-actors';
import { auditText } from '@portal/i18n/audit';
import { useInstantText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
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

export function AuditLog(props: { studentId?: string }) {
  const t = useText(auditText);
  const time = useInstantText('dateAndTime');
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    auditLogMachine,
    { actors: auditActors },
    props.studentId ? { studentId: props.studentId } : undefined,
  );
  const { entries, next, notice } = state.context;
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
        <p>{t.empty}</p>
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
      <AuditLog />
    </section>
  );
}
