import type { tenantMachine } from '@machines/tenant.machine';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';
import type { EventFrom, SnapshotFrom } from 'xstate';

/**
 * An active institution's Refresh and Deactivate (docs/requirements/tenant.md#deactivation): both
 * secondary, beside each other, below the way into the portal; Deactivate asks first (the tenant
 * machine's confirming state), and only the confirmation's own button looks dangerous.
 */
export function ManageTenant({
  tenant,
  sendTenant,
}: {
  tenant: SnapshotFrom<typeof tenantMachine>;
  sendTenant: (event: EventFrom<typeof tenantMachine>) => void;
}) {
  const m = useDashboardMessages();
  if (tenant.matches({ loaded: { active: 'confirming' } })) {
    return (
      <div
        className="card confirm confirm--danger"
        role="alertdialog"
        aria-labelledby="confirm-deactivation"
        aria-describedby="confirm-deactivation-body"
      >
        <h2 id="confirm-deactivation">{m.confirmDeactivation.heading}</h2>
        <p id="confirm-deactivation-body">{m.confirmDeactivation.body}</p>
        <div className="dashboard__actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => sendTenant({ type: 'deactivation.confirm' })}
          >
            {m.confirmDeactivation.confirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => sendTenant({ type: 'deactivation.cancel' })}
          >
            {m.confirmDeactivation.cancel}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="dashboard__actions dashboard__manage">
      <button
        type="button"
        className="button button--secondary"
        disabled={!tenant.can({ type: 'tenant.refresh' })}
        onClick={() => sendTenant({ type: 'tenant.refresh' })}
      >
        {m.refresh}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={!tenant.can({ type: 'tenant.deactivate' })}
        aria-busy={tenant.matches({ loaded: { active: 'undeploying' } })}
        onClick={() => sendTenant({ type: 'tenant.deactivate' })}
      >
        {tenant.matches({ loaded: { active: 'undeploying' } }) ? m.deactivating : m.deactivate}
      </button>
    </div>
  );
}
