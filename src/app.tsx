import { isSignedIn } from '@machines/session.machine';
import type { ThemeInput } from '@machines/theme.machine';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import { type ApiActorOverrides, ApiActorsContext } from './lib/api-actors';
import { ChunkLoadContext, SessionContext, ThemeContext } from './lib/app-actors';
import type { createChunkLoadLogic, createSessionLogic, createThemeLogic } from './lib/app-logic';
import { type Inspect, InspectContext } from './lib/inspector';
import type { AppRouter, SessionGate } from './router';

export interface AppProps {
  router: AppRouter;
  sessionLogic: ReturnType<typeof createSessionLogic>;
  themeLogic: ReturnType<typeof createThemeLogic>;
  themeInput: ThemeInput;
  chunkLoadLogic: ReturnType<typeof createChunkLoadLogic>;
  inspect?: Inspect | undefined;
  /** Stub network actors for page machines (tests only). */
  apiActors?: ApiActorOverrides;
}

/** The whole app: app-wide actors above the router, so every route and guard can reach them. */
export function App({
  router,
  sessionLogic,
  themeLogic,
  themeInput,
  chunkLoadLogic,
  inspect,
  apiActors,
}: AppProps) {
  const options = inspect ? { inspect } : {};
  return (
    <InspectContext.Provider value={inspect}>
      <ApiActorsContext.Provider value={apiActors ?? noOverrides}>
        <SessionContext.Provider logic={sessionLogic} options={options}>
          <ThemeContext.Provider logic={themeLogic} options={{ ...options, input: themeInput }}>
            <ChunkLoadContext.Provider logic={chunkLoadLogic} options={options}>
              <RoutedApp router={router} />
            </ChunkLoadContext.Provider>
          </ThemeContext.Provider>
        </SessionContext.Provider>
      </ApiActorsContext.Provider>
    </InspectContext.Provider>
  );
}

const noOverrides: ApiActorOverrides = {};

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
