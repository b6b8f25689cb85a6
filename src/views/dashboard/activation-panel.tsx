import type { TenantKind } from '@common/api/tenants';
import { featurePickerMachine, selectedFeatures } from '@machines/feature-picker.machine';
import type { tenantMachine } from '@machines/tenant.machine';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';
import { trackEvent } from '@site/lib/analytics';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { ActivationProgress } from './activation-progress';
import { FeaturePicker } from './feature-picker';

const KINDS: readonly TenantKind[] = ['school', 'coaching'];

/**
 * Activation (docs/requirements/tenant.md#activation): school or coaching centre, the features,
 * Activate Tenant and its confirmation; while the request goes and the institution is set up, the
 * progress stands where the button was. The tenant machine decides; this renders it.
 */
export function ActivationPanel({
  tenant,
  sendTenant,
}: {
  tenant: SnapshotFrom<typeof tenantMachine>;
  sendTenant: (event: EventFrom<typeof tenantMachine>) => void;
}) {
  const m = useDashboardMessages();
  const [picker, sendPicker] = useScreenMachine(
    featurePickerMachine,
    {
      actions: {
        trackToggle: (_, { feature, selected }) =>
          trackEvent('feature_toggle', {
            category: 'Dashboard',
            label: `${feature}:${selected ? 'on' : 'off'}`,
          }),
      },
    },
    {},
  );
  const ncert = picker.matches('ncertOn');
  const activate = {
    type: 'tenant.activate',
    features: selectedFeatures(ncert, picker.context.classes),
  } as const;
  const ready = tenant.matches({ loaded: { inactive: 'ready' } });
  const deploying = tenant.matches({ loaded: { inactive: 'deploying' } });
  const kind = tenant.context.kind;

  return (
    <section className="card dashboard__activation" aria-labelledby="activation-heading">
      <h2 id="activation-heading">{m.activationHeading}</h2>
      <fieldset className="kind-choice" disabled={!ready}>
        <legend>{m.picker.kindQuestion}</legend>
        {KINDS.map((option) => (
          <div key={option} className="choice">
            <input
              type="radio"
              name="tenant-kind"
              id={`kind-${option}`}
              value={option}
              checked={kind === option}
              onChange={() => sendTenant({ type: 'kind.choose', kind: option })}
              aria-describedby={`kind-${option}-hint`}
            />
            <label htmlFor={`kind-${option}`}>{m.details.kinds[option]}</label>
            <p id={`kind-${option}-hint`} className="choice__hint">
              {m.picker.kindHints[option]}
            </p>
          </div>
        ))}
      </fieldset>
      <FeaturePicker
        ncert={ncert}
        classes={picker.context.classes}
        disabled={!ready}
        onNcert={() => sendPicker({ type: 'ncert.toggle' })}
        onClass={(id) => sendPicker({ type: 'class.toggle', id })}
        onGroup={(group) => sendPicker({ type: 'group.toggle', group })}
      />
      {tenant.matches({ loaded: { inactive: 'confirming' } }) ? (
        <div
          className="confirm"
          role="alertdialog"
          aria-labelledby="confirm-activation"
          aria-describedby="confirm-activation-body"
        >
          <h2 id="confirm-activation">{m.confirmActivation.heading}</h2>
          <p id="confirm-activation-body">{m.confirmActivation.body}</p>
          {tenant.context.note === 'ownClasses' ? (
            <p className="confirm__note">{m.confirmActivation.ownClasses}</p>
          ) : null}
          <div className="dashboard__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => sendTenant({ type: 'activation.confirm' })}
            >
              {m.confirmActivation.confirm}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => sendTenant({ type: 'activation.cancel' })}
            >
              {m.confirmActivation.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="dashboard__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!tenant.can(activate)}
            aria-busy={deploying}
            onClick={() => sendTenant(activate)}
          >
            {deploying ? m.activating : m.activate}
          </button>
        </div>
      )}
      {deploying || tenant.matches({ loaded: 'deployed' }) ? (
        <ActivationProgress step={deploying ? 0 : 1} />
      ) : null}
    </section>
  );
}
