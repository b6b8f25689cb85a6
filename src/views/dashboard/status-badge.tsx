import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';

/**
 * docs/requirements/tenant.md#status-badge: ACTIVE (deployed), INACTIVE (not_deployed), FAILED
 * (failed), Status Unknown otherwise.
 */
export function StatusBadge({ status }: { status: string }) {
  const m = useDashboardMessages().status;
  const known = status === 'deployed' || status === 'not_deployed' || status === 'failed';
  const label = known ? m[status] : m.unknown;
  return (
    <span className={`status-badge status-badge--${known ? status.replace('_', '-') : 'unknown'}`}>
      {label}
    </span>
  );
}
