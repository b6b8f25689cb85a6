import { openPortalMachine } from '@machines/open-portal.machine';
import { tenantsActors } from '@site/api/tenants-actors';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';
import { useNoticeText } from '@site/i18n/use-notice-text';
import { leaveSite } from '@site/lib/leave-site';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Banner } from '../shared/form-field';

/** The way from the owner's dashboard into the school's portal, for an active tenant. */
export function OpenPortal({ userId, token }: { userId: string; token: string }) {
  const m = useDashboardMessages().portal;
  const noticeText = useNoticeText({ openFailed: m.openFailed });
  const [state, send] = useScreenMachine(
    openPortalMachine,
    { actors: tenantsActors, actions: { openPortal: (_, { url }) => leaveSite(url) } },
    { userId, token },
  );
  const busy = state.matches('requesting') || state.matches('leaving');
  const notice = state.context.notice;
  return (
    <section className="card dashboard__portal" aria-labelledby="open-portal-heading">
      <h2 id="open-portal-heading">{m.heading}</h2>
      <p>{m.lead}</p>
      {notice ? <Banner kind="error">{noticeText(notice)}</Banner> : null}
      <button
        type="button"
        className="button button--primary"
        aria-busy={busy}
        disabled={busy}
        onClick={() => send({ type: 'portal.open' })}
      >
        {busy ? m.opening : m.open}
      </button>
    </section>
  );
}
