// Renders the real app (router, providers, header, pages) in jsdom, with the app-wide machines
// given stub actors where they would talk to the network.

import { languageOfPath } from '@common/languages';
import { chunkLoadMachine } from '@machines/chunk-load.machine';
import { sessionMachine } from '@machines/session.machine';
import { themeMachine } from '@machines/theme.machine';
import type { SiteActorOverrides } from '@site/api/actor-names';
import { App } from '@site/app';
import { loadCatalogues } from '@site/i18n/catalogues';
import { sessionActions, themeActions } from '@site/lib/app-logic';
import { readStoredDarkMode, readStoredSession } from '@site/lib/session-storage';
import { createAppRouter } from '@site/router';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { type AnyActorLogic, fromPromise, type InspectionEvent } from 'xstate';

export interface RenderAppOptions {
  path?: string;
  inspect?: (event: InspectionEvent) => void;
  /** Session actors; by default the stored session is read from localStorage and logout succeeds. */
  sessionActors?: Record<string, AnyActorLogic>;
  prefersDark?: boolean;
  reloadPage?: () => void;
  /** Stub network actors for the screens' machines, by name. */
  actors?: SiteActorOverrides;
}

export async function renderApp(options: RenderAppOptions = {}) {
  const path = options.path ?? '/';
  // The app renders before the router's first load has run the root route's catalogue loading:
  // load the Hindi catalogues first, as the browser has them before a Hindi page renders.
  if (languageOfPath(path) === 'hi')
    await loadCatalogues('hi', ['auth', 'content', 'dashboard', 'landing', 'marketing']);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });
  const sessionLogic = sessionMachine.provide({
    actors: (options.sessionActors ?? {
      restoreSession: fromPromise(async () => readStoredSession()),
      revokeSession: fromPromise(async () => undefined),
    }) as never,
    actions: sessionActions(() => void router.navigate({ to: '/' })),
  });
  const utils = render(
    <App
      router={router}
      sessionLogic={sessionLogic}
      themeLogic={themeMachine.provide({ actions: themeActions })}
      themeInput={{ storedDark: readStoredDarkMode(), prefersDark: options.prefersDark ?? false }}
      chunkLoadLogic={chunkLoadMachine.provide({ actions: { reloadPage: options.reloadPage ?? (() => {}) } })}
      inspect={options.inspect}
      actors={options.actors}
    />,
  );
  await act(async () => {
    await router.load();
  });
  await screen.findByRole('main');
  return { ...utils, router };
}

/** The header's navigation landmark. */
export function nav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Main' });
}

/** Reads where the router stands now (path and navigation state), each time it is called. */
export function locationOf(router: ReturnType<typeof createAppRouter>) {
  return () => ({
    pathname: router.state.location.pathname,
    state: router.state.location.state as unknown as Record<string, unknown>,
  });
}
