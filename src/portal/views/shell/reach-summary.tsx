import type { AlertReason } from '@common/api/portal/alerts';
import { studentsActors } from '@portal/api/students-actors';
import { alertText } from '@portal/i18n/alerts';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

// The owner's home: how many active students absence alerts cannot reach, and why, with a link to
// the students list filtered to them (docs/requirements/school-day.md#absence-alerts). Shown to
// members who may see students.

export default function ReachSummary() {
  const t = useText(alertText);
  const list = useResourceList(studentsActors, { load: 'loadAlertReach' });
  return (
    <section className="mgmt-panel reach-summary" aria-labelledby="reach-summary-heading">
      <h2 id="reach-summary-heading">{t.reach.heading}</h2>
      <ResourceListFrame list={list} label={t.reach.heading}>
        {(reach) =>
          reach.unreachable === 0 ? (
            <p>{t.reach.all(reach.active)}</p>
          ) : (
            <>
              <p>{t.reach.some(reach.unreachable, reach.active)}</p>
              <ul>
                {(Object.keys(t.reasons) as AlertReason[])
                  .filter((reason) => reach.reasons[reason] > 0)
                  .map((reason) => (
                    <li key={reason}>
                      <PortalLink to="/students" search={{ reach: reason }}>
                        {t.reasonCount(reach.reasons[reason], reason)}
                      </PortalLink>
                    </li>
                  ))}
              </ul>
              <p>
                <PortalLink to="/students" search={{ reach: 'unreachable' }}>
                  {t.reach.show}
                </PortalLink>
              </p>
            </>
          )
        }
      </ResourceListFrame>
    </section>
  );
}
