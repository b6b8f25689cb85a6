import { isSignedIn } from '@machines/session.machine';
import type { ThemeInput } from '@machines/theme.machine';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import type { SiteActorOverrides } from './api/actor-names';
import { ChunkLoadContext, SessionContext, ThemeContext } from './lib/app-actors';
import type { createChunkLoadLogic, createSessionLogic, createThemeLogic } from './lib/app-logic';
import { type Inspect, InspectContext } from './lib/inspector';
import { ActorOverridesContext } from './lib/screen-machine';
import type { AppRouter, SessionGate } from './router';

export interface AppProps {
  router: AppRouter;
  sessionLogic: ReturnType<typeof createSessionLogic>;
  themeLogic: ReturnType<typeof createThemeLogic>;
  themeInput: ThemeInput;
  chunkLoadLogic: ReturnType<typeof createChunkLoadLogic>;
  inspect?: Inspect | undefined;
  /** Stub network actors for the screens' machines, by name (tests only). */
  actors?: SiteActorOverrides | undefined;
}

/** The whole app: app-wide actors above the router, so every route and guard can reach them. */
export function App({
  router,
  sessionLogic,
  themeLogic,
  themeInput,
  chunkLoadLogic,
  inspect,
  actors,
}: AppProps) {
  const options = inspect ? { inspect } : {};
  return (
    <InspectContext.Provider value={inspect}>
      <ActorOverridesContext.Provider value={actors ?? noOverrides}>
        <SessionContext.Provider logic={sessionLogic} options={options}>
          <ThemeContext.Provider logic={themeLogic} options={{ ...options, input: themeInput }}>
            <ChunkLoadContext.Provider logic={chunkLoadLogic} options={options}>
              <RoutedApp router={router} />
            </ChunkLoadContext.Provider>
          </ThemeContext.Provider>
        </SessionContext.Provider>
      </ActorOverridesContext.Provider>
    </InspectContext.Provider>
  );
}

const noOverrides: SiteActorOverrides = {};

function RoutedApp({ router }: { router: AppRouter }) {
  const sessionRef = SessionContext.useActorRef();
  const session = useMemo<SessionGate>(
    () => ({
      restored: async () => {
        await waitFor(sessionRef, (snapshot) => !snapshot.matches('restoring'));
      },
      isSignedIn: () => isSignedIn(sessionRef.getSnapshot().context),
    }),
    [sessionRef],
  );
  return <RouterProvider router={router} context={{ session }} />;
}
