// Renders a portal screen in jsdom for the machine tests, one way with two scopes: a view alone
// (`renderPortal(<View />, options)`: a router for its links, never navigated) or the whole portal
// at a path (`await renderPortal({ path, ... })`: router, session, frame, pages). Either way the
// screens' network actors are the test's (typed by name, src/portal/api/actor-names.ts) and the
// inspector is the model driver's. And the members the tests sign in as.

import type { Me, PortalSession } from '@common/api/portal/session';
import type { Language } from '@common/languages';
import { ALL_PERMISSIONS, type Permission } from '@common/portal/permissions';
import type { PortalActorOverrides } from '@portal/api/actor-names';
import { PortalApp } from '@portal/app';
import { PortalLanguageProvider } from '@portal/i18n/language';
import { createPortalSessionLogic } from '@portal/lib/session-logic';
import { PORTAL_SESSION_KEY } from '@portal/lib/session-store';
import { createPortalRouter } from '@portal/router';
import { InspectContext } from '@site/lib/inspector';
import { ActorOverridesContext } from '@site/lib/screen-machine';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { act, type RenderResult, render } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { type AnyActorLogic, fromPromise, type InspectionEvent } from 'xstate';

interface ScreenOptions {
  inspect?: (event: InspectionEvent) => void;
  /** Stub network actors for the screens' machines, by name. */
  actors?: PortalActorOverrides;
}

export interface ViewOptions extends ScreenOptions {
  /** The member's language (English unless given). */
  language?: Language;
}

export interface PortalAtPath extends ScreenOptions {
  path: string;
  /** The session machine's actors; by default /me answers the stored member and sign-out succeeds. */
  sessionActors?: Record<string, AnyActorLogic>;
  /** A session already in storage. */
  stored?: PortalSession;
}

type PortalRouter = ReturnType<typeof createPortalRouter>;

/** One view alone, with the portal's providers around it. */
export function renderPortal(ui: ReactElement, options?: ViewOptions): RenderResult;
/** The whole portal at `options.path`, once its router has loaded. */
export function renderPortal(options: PortalAtPath): Promise<RenderResult & { router: PortalRouter }>;
export function renderPortal(target: ReactElement | PortalAtPath, options: ViewOptions = {}) {
  return isValidElement(target) ? renderView(target, options) : renderAt(target);
}

function renderView(ui: ReactElement, options: ViewOptions) {
  // A router for the page's links (a page rendered alone is never navigated: its route is not).
  const router = createPortalRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <RouterContextProvider router={router}>
      <InspectContext.Provider value={options.inspect}>
        <ActorOverridesContext.Provider value={options.actors ?? {}}>
          <PortalLanguageProvider value={{ language: options.language ?? 'en', setLanguage: () => {} }}>
            {ui}
          </PortalLanguageProvider>
        </ActorOverridesContext.Provider>
      </InspectContext.Provider>
    </RouterContextProvider>,
  );
}

async function renderAt(options: PortalAtPath) {
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

// The school and its members live in support/members.ts, which unit tests import without the screens.
export { owner, school, sessionOf, teacher } from './support/members';

export function storedSession(): PortalSession | null {
  const raw = localStorage.getItem(PORTAL_SESSION_KEY);
  return raw ? (JSON.parse(raw) as PortalSession) : null;
}

export const ids = {
  owner: '0b6f1c1e-1111-4a6b-9c1e-000000000001',
  admin: '0b6f1c1e-1111-4a6b-9c1e-000000000002',
  teacher: '0b6f1c1e-1111-4a6b-9c1e-000000000003',
  clerk: '0b6f1c1e-1111-4a6b-9c1e-000000000004',
  ownerRole: '7a1d2e3f-2222-4b6c-8d1e-000000000001',
  adminRole: '7a1d2e3f-2222-4b6c-8d1e-000000000002',
  teacherRole: '7a1d2e3f-2222-4b6c-8d1e-000000000003',
  customRole: '7a1d2e3f-2222-4b6c-8d1e-000000000005',
};

export function memberWith(permissions: readonly Permission[], id = ids.admin): Me {
  return {
    id,
    name: 'Meera Iyer',
    email: 'meera@vidyamandir.in',
    language: 'en',
    role: { id: ids.adminRole, name: 'Administrator', builtIn: 'administrator' },
    permissions: [...permissions],
    tenant: { name: 'Vidya Mandir', code: 'vidyamandir', kind: 'school' },
  };
}

export const administrator = memberWith(ALL_PERMISSIONS);
