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
import { ActivationPanel } from './activation-panel';
import { ActivationProgress } from './activation-progress';
import { ManageTenant } from './manage-tenant';
import { OpenPortal } from './open-portal';
import { TenantDetails } from './tenant-details';
import './dashboard.css';

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

  const notice = tenant.context.notice;
  const details = tenant.context.tenant;

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
        <div className="card">
          <Banner kind="error">{notice ? noticeText(notice) : m.errors.fetchFailed}</Banner>
          <div className="dashboard__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => sendTenant({ type: 'tenant.retry' })}
            >
              {m.retry}
            </button>
          </div>
        </div>
      ) : null}

      {details && (tenant.matches('loaded') || tenant.matches('refreshing')) ? (
        <div className="dashboard__body">
          <TenantDetails tenant={details} />
          {notice &&
          (tenant.matches({ loaded: { inactive: { ready: 'failed' } } }) ||
            tenant.matches({ loaded: { active: { ready: 'failed' } } })) ? (
            <Banner kind="error">{m.errors[notice.code]}</Banner>
          ) : null}
          {tenant.matches('refreshing') ? (
            <p role="status" className="dashboard__status">
              <span className="spinner spinner--small" aria-hidden="true" /> {m.refreshing}
            </p>
          ) : null}
          {tenant.matches({ loaded: 'deployed' }) ? (
            <Banner kind="success">{m.activationStarted}</Banner>
          ) : null}
          {tenant.matches({ loaded: 'undeployed' }) ? <Banner kind="success">{m.deactivated}</Banner> : null}
          {tenant.matches({ loaded: 'inProgress' }) ? (
            <div className="card">
              <p role="status" className="dashboard__status">
                <span className="spinner spinner--small" aria-hidden="true" />{' '}
                {details.pendingOperation === 'undeploy' ? m.inProgress.undeploy : m.inProgress.deploy}
              </p>
              {details.pendingOperation === 'undeploy' ? null : <ActivationProgress step={1} />}
            </div>
          ) : null}
          {tenant.matches({ loaded: 'stalled' }) ? (
            <div className="card">
              <Banner kind="info">{m.stalled}</Banner>
              <div className="dashboard__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => sendTenant({ type: 'tenant.refresh' })}
                >
                  {m.refresh}
                </button>
              </div>
            </div>
          ) : null}

          {/* After a successful activation the picker stays, with Activate disabled
              (docs/requirements/tenant.md#activation). */}
          {tenant.matches({ loaded: 'inactive' }) || tenant.matches({ loaded: 'deployed' }) ? (
            <ActivationPanel tenant={tenant} sendTenant={sendTenant} />
          ) : null}

          {tenant.matches({ loaded: 'active' }) && user ? (
            <OpenPortal userId={user.id} token={user.token} />
          ) : null}
          {tenant.matches({ loaded: 'active' }) ? (
            <ManageTenant tenant={tenant} sendTenant={sendTenant} />
          ) : null}
        </div>
      ) : null}

      {user ? <AccountSecurity token={user.token} /> : null}
    </section>
  );
}
