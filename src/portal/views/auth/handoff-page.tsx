import { portalHandoffMachine } from '@machines/portal/portal-handoff.machine';
import { authTexts } from '@portal/i18n/auth';
import { useText } from '@portal/i18n/language';
import { mainSiteUrl } from '@portal/lib/main-site';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { usePortalActorOptions, usePortalActors } from '@portal/lib/portal-actors';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { Notice, useServerErrorText } from '../shared/notice';
import { Loading } from '../shared/spinner';
import { AuthCard } from './auth-card';

export function HandoffPage({ code }: { code: string | null }) {
  const t = useText(authTexts);
  const noticeText = useServerErrorText();
  const navigate = usePortalNavigate();
  const session = PortalSessionContext.useActorRef();
  const actors = usePortalActors('exchangeHandoff');
  const [logic] = useState(() =>
    portalHandoffMachine.provide({
      actors,
      actions: {
        signIn: (_, { session: started }) => session.send({ type: 'session.signIn', session: started }),
        goHome: () => void navigate('/', { replace: true }),
      },
    }),
  );
  const [state] = useActor(logic, { ...usePortalActorOptions(), input: { code } });
  const { notice } = state.context;

  if (state.matches('exchanging'))
    return (
      <AuthCard title={t.handoff.title} busy>
        <Loading label={t.handoff.exchanging} />
      </AuthCard>
    );
  if (state.matches('signedIn'))
    return (
      <AuthCard title={t.handoff.title}>
        <Notice kind="success">{t.handoff.signedIn}</Notice>
      </AuthCard>
    );
  return (
    <AuthCard title={t.handoff.title}>
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
    </AuthCard>
  );
}
