import { portalHandoffMachine } from '@machines/portal/portal-handoff.machine';
import { sessionActors } from '@portal/api/session-actors';
import { useText } from '@portal/i18n/language';
import { sessionTexts } from '@portal/i18n/session';
import { mainSiteUrl } from '@portal/lib/main-site';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Notice, useServerErrorText } from '../shared/notice';
import { Loading } from '../shared/spinner';
import { SessionCard } from './session-card';

export function HandoffPage({ code }: { code: string | null }) {
  const t = useText(sessionTexts);
  const noticeText = useServerErrorText();
  const navigate = usePortalNavigate();
  const session = PortalSessionContext.useActorRef();
  const [state] = useScreenMachine(
    portalHandoffMachine,
    {
      actors: sessionActors,
      actions: {
        signIn: (_, { session: started }) => session.send({ type: 'session.signIn', session: started }),
        goHome: () => void navigate('/', { replace: true }),
      },
    },
    { code },
  );
  const { notice } = state.context;

  if (state.matches('exchanging'))
    return (
      <SessionCard title={t.handoff.title} busy>
        <Loading label={t.handoff.exchanging} />
      </SessionCard>
    );
  if (state.matches('signedIn'))
    return (
      <SessionCard title={t.handoff.title}>
        <Notice kind="success">{t.handoff.signedIn}</Notice>
      </SessionCard>
    );
  return (
    <SessionCard title={t.handoff.title}>
      <Notice kind="error">
        {state.matches('missingCode') ? t.handoff.missingCode : noticeText(notice, t.handoff.failed)}
      </Notice>
      <p className="auth__links">
        <a href={mainSiteUrl('/dashboard')} className="button button--primary">
          {t.handoff.backToDashboard}
        </a>
      </p>
      <p className="auth__links">
        <PortalLink to="/sign-in">{t.handoff.orSignIn}</PortalLink>
      </p>
    </SessionCard>
  );
}
