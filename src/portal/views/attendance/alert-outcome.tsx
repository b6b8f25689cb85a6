import type { AlertOutcome, AlertReason } from '@common/api/portal/alerts';
import { alertText } from '@portal/i18n/alerts';
import { useText } from '@portal/i18n/language';

// After a submission: how many guardians the absence alerts told, how many absent students no
// guardian of was told and why, and those students behind a disclosure
// (docs/requirements/school-day.md#absence-alerts). Nothing when the submission decided no alert.

export function AlertOutcomeNotice({ outcome }: { outcome: AlertOutcome | null }) {
  const t = useText(alertText);
  if (!outcome || (outcome.told === 0 && outcome.notTold.length === 0)) return null;
  const counts = (Object.keys(t.reasons) as AlertReason[])
    .map((reason) => [reason, outcome.notTold.filter((one) => one.reason === reason).length] as const)
    .filter(([, n]) => n > 0);
  const summary =
    outcome.notTold.length === 0
      ? `${t.told(outcome.told)}.`
      : `${t.told(outcome.told)}, ${t.notReached(outcome.notTold.length)} (${counts
          .map(([reason, n]) => t.reasonCount(n, reason))
          .join(', ')}).`;
  return (
    <div
      className={`notice ${outcome.notTold.length === 0 ? 'notice--success' : 'notice--info'} alert-outcome`}
      role="status"
    >
      <p>{summary}</p>
      {outcome.notTold.length > 0 ? (
        <details>
          <summary>{t.showNotReached}</summary>
          <ul>
            {outcome.notTold.map((one) => (
              <li key={one.studentId}>
                {one.studentName}: {t.reasons[one.reason]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
