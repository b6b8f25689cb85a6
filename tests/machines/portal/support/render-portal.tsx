// Renders the real portal (router, providers, frame, pages) in jsdom, with stub actors wherever
// it would talk to the network.

import type { Me, PortalSession } from '@common/api/portal/auth';
import { ALL_PERMISSIONS } from '@common/portal/permissions';
import { PortalApp } from '@portal/app';
import type { PortalActorOverrides } from '@portal/lib/portal-actors';
import { createPortalSessionLogic } from '@portal/lib/session-logic';
import { PORTAL_SESSION_KEY } from '@portal/lib/session-store';
import { createPortalRouter } from '@portal/router';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { type AnyActorLogic, fromPromise, type InspectionEvent } from 'xstate';

export const school = { name: 'Vidya Mandir School', code: 'vidyamandir' };

export const owner: Me = {
  id: '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10',
  name: 'Asha Verma',
  email: 'asha@vidyamandir.in',
  language: 'en',
  role: { id: '0b0c6f0e-3c55-4a43-9a43-7a1f6a6b9d01', name: 'Owner', builtIn: 'owner' },
  permissions: [...ALL_PERMISSIONS],
  tenant: school,
};

export const teacher: Me = {
  id: '7a3f1c2e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Ravi Kumar',
  email: 'ravi@vidyamandir.in',
  language: 'hi',
  role: { id: '1b0c6f0e-3c55-4a43-9a43-7a1f6a6b9d02', name: 'Teacher', builtIn: 'teacher' },
  permissions: ['academics.view', 'employees.view'],
  tenant: school,
};

export const sessionOf = (member: Me, token = 'portal-token-1'): PortalSession => ({ token, member });

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
  const sessionLogic = createPortalSessionLogic(
    () => void router.navigate({ to: '/sign-in' as never }),
  ).provide({
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
