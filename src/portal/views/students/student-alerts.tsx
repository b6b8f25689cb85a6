import type { StudentAlert } from '@common/api/portal/alerts';
import { studentsActors } from '@portal/api/students-actors';
import { alertText } from '@portal/i18n/alerts';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

// The messages to a student's guardians (docs/requirements/school-day.md#absence-alerts), newest
// first, each with its delivery: queued, sent, failed, held for the guardian's confirmation, or
// not sent and why.

export function StudentAlerts({ studentId }: { studentId: string }) {
  const t = useText(alertText);
  const list = useResourceList(studentsActors, { load: 'loadStudentAlerts' }, { id: studentId });
  return (
    <section className="mgmt-panel" aria-labelledby="student-alerts-heading">
      <h2 id="student-alerts-heading">{t.studentHeading}</h2>
      <ResourceListFrame list={list} label={t.studentHeading}>
        {(data) => (data.alerts.length === 0 ? <p>{t.studentNone}</p> : <AlertRows alerts={data.alerts} />)}
      </ResourceListFrame>
    </section>
  );
}

function AlertRows({ alerts }: { alerts: StudentAlert[] }) {
  const t = useText(alertText);
  const dateText = useDateText();
  return (
    <ul className="student-alerts">
      {alerts.map((alert) => (
        <li key={alert.id} data-state={alert.state}>
          <span>
            {t.alertLine(
              t.kinds[alert.kind],
              dateText(alert.date),
              alert.guardianName,
              t.channels[alert.channel] ?? alert.channel,
            )}
          </span>
          {': '}
          <strong>
            {alert.state === 'not_sent' && alert.reason
              ? `${t.states.not_sent}: ${t.reasons[alert.reason]}`
              : t.states[alert.state]}
          </strong>
        </li>
      ))}
    </ul>
  );
}
