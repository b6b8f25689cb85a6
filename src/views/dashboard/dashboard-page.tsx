import { featurePickerMachine, selectedFeatures } from '@machines/feature-picker.machine';
import { tenantMachine } from '@machines/tenant.machine';
import { tenantsActors } from '@site/api/tenants-actors';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { trackEvent } from '@site/lib/analytics';
import { SessionContext } from '@site/lib/app-actors';
import { routeMetadata } from '@site/lib/page-metadata';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useNavigate } from '@tanstack/react-router';
import { Banner } from '../shared/form-field';
import { PageMeta } from '../shared/page-meta';
import { AccountSecurity } from './account-security';
import { FeaturePicker } from './feature-picker';
import { OpenPortal } from './open-portal';
import { TenantDetails } from './tenant-details';

export function DashboardPage() {
  const m = useDashboardMessages();
  const noticeText = useNoticeText(m.errors);
  const navigate = useNavigate();
  const sessionRef = SessionContext.useActorRef();
  // The route guard lets only signed-in owners here.
  const user = SessionContext.useSelector((s) => s.context.user);
  const [tenant, sendTenant] = useScreenMachine(
    tenantMachine,
    {
      actors: tenantsActors,
      actions: {
        expireSession: () => {
          sessionRef.send({ type: 'session.expire' });
          void navigate({ to: '/login' });
        },
        trackVisit: () => trackEvent('dashboard_visit', { category: 'Dashboard' }),
        trackDeployment: (_, { features }) =>
          trackEvent('tenant_deploy', { category: 'Dashboard', label: JSON.stringify(features) }),
      },
    },
    { userId: user?.id ?? '', token: user?.token ?? '' },
  );
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

  const notice = tenant.context.notice;
  const details = tenant.context.tenant;
  const ncert = picker.matches('ncertOn');
  const features = selectedFeatures(ncert, picker.context.classes);
  const activate = { type: 'tenant.activate', features } as const;

  return (
    <section className="page dashboard">
      <PageMeta {...routeMetadata.dashboard} {...m.meta} />
      <h1>{m.heading}</h1>
      {user ? <p className="page__lead">{m.welcome(user.name)}</p> : null}

      {tenant.matches('loading') ? (
        <div className="dashboard__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{m.loading}</span>
        </div>
      ) : null}

      {tenant.matches('error') ? (
        <>
          <Banner kind="error">{notice ? noticeText(notice) : m.errors.fetchFailed}</Banner>
          <button
            type="button"
            className="button button--primary"
            onClick={() => sendTenant({ type: 'tenant.retry' })}
          >
            {m.retry}
          </button>
        </>
      ) : null}

      {details && (tenant.matches('loaded') || tenant.matches('refreshing')) ? (
        <>
          <TenantDetails tenant={details} />
          {notice &&
          (tenant.matches({ loaded: { inactive: { ready: 'failed' } } }) ||
            tenant.matches({ loaded: { active: { ready: 'failed' } } })) ? (
            <Banner kind="error">{m.errors[notice.code]}</Banner>
          ) : null}
          {tenant.matches('refreshing') ? (
            <p role="status" className="dashboard__status">
              {m.refreshing}
            </p>
          ) : null}
          {tenant.matches({ loaded: 'deployed' }) ? (
            <Banner kind="success">{m.activationStarted}</Banner>
          ) : null}
          {tenant.matches({ loaded: 'undeployed' }) ? <Banner kind="success">{m.deactivated}</Banner> : null}
          {tenant.matches({ loaded: 'inProgress' }) ? (
            <p role="status" className="dashboard__status">
              <span className="spinner" aria-hidden="true" />{' '}
              {details.pendingOperation === 'undeploy' ? m.inProgress.undeploy : m.inProgress.deploy}
            </p>
          ) : null}
          {tenant.matches({ loaded: 'stalled' }) ? (
            <>
              <Banner kind="info">{m.stalled}</Banner>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => sendTenant({ type: 'tenant.refresh' })}
              >
                {m.refresh}
              </button>
            </>
          ) : null}

          {/* After a successful activation the picker stays, with Activate disabled
              (docs/requirements/tenant.md#activation). */}
          {tenant.matches({ loaded: 'inactive' }) || tenant.matches({ loaded: 'deployed' }) ? (
            <div className="dashboard__activation">
              <FeaturePicker
                ncert={ncert}
                classes={picker.context.classes}
                disabled={!tenant.matches({ loaded: { inactive: 'ready' } })}
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
                  <div className="page__actions">
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
                <button
                  type="button"
                  className="button button--primary"
                  disabled={!tenant.can(activate)}
                  onClick={() => sendTenant(activate)}
                >
                  {tenant.matches({ loaded: { inactive: 'deploying' } }) ? m.activating : m.activate}
                </button>
              )}
            </div>
          ) : null}

          {tenant.matches({ loaded: 'active' }) && user ? (
            <OpenPortal userId={user.id} token={user.token} />
          ) : null}
          {tenant.matches({ loaded: 'active' }) ? (
            tenant.matches({ loaded: { active: 'confirming' } }) ? (
              <div
                className="confirm"
                role="alertdialog"
                aria-labelledby="confirm-deactivation"
                aria-describedby="confirm-deactivation-body"
              >
                <h2 id="confirm-deactivation">{m.confirmDeactivation.heading}</h2>
                <p id="confirm-deactivation-body">{m.confirmDeactivation.body}</p>
                <div className="page__actions">
                  <button
                    type="button"
                    className="button button--primary"
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
            ) : (
              <div className="page__actions page__actions--start">
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
                  className="button button--primary"
                  disabled={!tenant.can({ type: 'tenant.deactivate' })}
                  onClick={() => sendTenant({ type: 'tenant.deactivate' })}
                >
                  {tenant.matches({ loaded: { active: 'undeploying' } }) ? m.deactivating : m.deactivate}
                </button>
              </div>
            )
          ) : null}
        </>
      ) : null}

      {user ? <AccountSecurity token={user.token} /> : null}
    </section>
  );
}
