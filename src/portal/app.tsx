// The portal's providers above its router: the session actor, the language (LanguageChoice) and
// the network actors.

import type { Language } from '@common/languages';
import { memberOf, type portalSessionMachine } from '@machines/portal/portal-session.machine';
import type { PortalActorOverrides } from '@portal/api/actor-names';
import { type Inspect, InspectContext } from '@site/lib/inspector';
import { ActorOverridesContext } from '@site/lib/screen-machine';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PortalLanguageProvider } from './i18n/language';
import { PortalSessionContext } from './lib/portal-session';
import { browserLanguage, readStoredLanguage, storeLanguage } from './lib/preferences';
import {
  onPortalSessionChangedElsewhere,
  onPortalSessionExpired,
  readPortalSession,
} from './lib/session-store';
import type { PortalRouter } from './router';

export interface PortalAppProps {
  router: PortalRouter;
  sessionLogic: typeof portalSessionMachine;
  /** Stub network actors for the screens' machines, by name (tests only). */
  actors?: PortalActorOverrides | undefined;
  inspect?: Inspect | undefined;
}

/**
 * What the page around the session tells it: a 401 on any signed-in call (src/portal/api/client.ts)
 * ends it, another tab's sign-out ends it and another tab's sign-in replaces it (the tabs share
 * one stored session), and coming back to the tab refreshes the member (a role may have changed).
 */
function SessionEvents() {
  const session = PortalSessionContext.useActorRef();
  useEffect(() => onPortalSessionExpired(() => session.send({ type: 'session.expire' })), [session]);
  useEffect(
    () =>
      onPortalSessionChangedElsewhere((stored) => {
        if (!stored) session.send({ type: 'session.expire' });
        else if (stored.token !== session.getSnapshot().context.session?.token)
          session.send({ type: 'session.signIn', session: stored });
      }),
    [session],
  );
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') session.send({ type: 'session.refresh' });
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [session]);
  return null;
}

/**
 * Signed in: the device's choice, else the member's language. Before sign-in: the page's suggestion
 * (an invitation's language), else the device's choice. Then the browser's, then English.
 */
function LanguageChoice({ children }: { children: ReactNode }) {
  const memberLanguage = PortalSessionContext.useSelector((state) => memberOf(state.context)?.language);
  const [chosen, setChosen] = useState<Language | null>(readStoredLanguage);
  const [suggested, setSuggested] = useState<Language | null>(null);
  const language =
    (memberLanguage ? (chosen ?? memberLanguage) : (suggested ?? chosen)) ?? browserLanguage() ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(
    () => ({
      language,
      setLanguage: (next: Language) => {
        storeLanguage(next);
        setChosen(next);
        setSuggested(null);
      },
      suggestLanguage: setSuggested,
    }),
    [language],
  );
  return <PortalLanguageProvider value={value}>{children}</PortalLanguageProvider>;
}

export function PortalApp({ router, sessionLogic, actors, inspect }: PortalAppProps) {
  return (
    <PortalSessionContext.Provider
      logic={sessionLogic}
      options={{ input: { stored: readPortalSession() }, ...(inspect ? { inspect } : {}) }}
    >
      <SessionEvents />
      <LanguageChoice>
        <ActorOverridesContext.Provider value={actors ?? noOverrides}>
          <InspectContext.Provider value={inspect}>
            <RouterProvider router={router} />
          </InspectContext.Provider>
        </ActorOverridesContext.Provider>
      </LanguageChoice>
    </PortalSessionContext.Provider>
  );
}

const noOverrides: PortalActorOverrides = {};
