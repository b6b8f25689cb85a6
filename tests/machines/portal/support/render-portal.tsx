// Renders the real portal (router, providers, frame, pages) in jsdom, with stub actors wherever
// it would talk to the network.

import type { PortalSession } from '@common/api/portal/auth';
import { PortalApp } from '@portal/app';
import type { PortalActorOverrides } from '@portal/lib/portal-actors';
import { createPortalSessionLogic } from '@portal/lib/session-logic';
import { PORTAL_SESSION_KEY } from '@portal/lib/session-store';
import { createPortalRouter } from '@portal/router';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { type AnyActorLogic, fromPromise, type InspectionEvent } from 'xstate';

// The members the tests sign in as live apart: the portal's unit tests use them without its screens.
export { owner, school, sessionOf, teacher } from './members';

export interface RenderPortalOptions {
  path: string;
  inspect?: (event: InspectionEvent) => void;
  /** Stub network actors for page machines. */
  actors?: PortalActorOverrides;
  /** The session machine's actors; by default /me answers the stored member and sign-out succeeds. */
  sessionActors?: Record<string, AnyActorLogic>;
  /** A session already in storage. */
  stored?: PortalSession;
}

export async function renderPortal(options: RenderPortalOptions) {
  if (options.stored) localStorage.setItem(PORTAL_SESSION_KEY, JSON.stringify(options.stored));
  const history = createMemoryHistory({ initialEntries: [options.path] });
  const router = createPortalRouter({ history });
  const member = options.stored?.member;
  const sessionLogic = createPortalSessionLogic(() => void router.navigate({ to: '/sign-in' })).provide({
    actors: (options.sessionActors ?? {
      fetchMe: fromPromise(async () => member),
      revokeSession: fromPromise(async () => undefined),
    }) as never,
  });
  const utils = render(
    <PortalApp
      router={router}
      sessionLogic={sessionLogic}
      actors={options.actors}
      inspect={options.inspect}
    />,
  );
  await act(async () => {
    await router.load();
  });
  return { ...utils, router };
}

export function storedSession(): PortalSession | null {
  const raw = localStorage.getItem(PORTAL_SESSION_KEY);
  return raw ? (JSON.parse(raw) as PortalSession) : null;
}
