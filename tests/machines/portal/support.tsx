import type { Me } from '@common/api/portal/auth';
import type { Language } from '@common/languages';
import { ALL_PERMISSIONS, type Permission } from '@common/portal/permissions';
import { PortalLanguageProvider } from '@portal/i18n/language';
import { createPortalRouter } from '@portal/router';
import { InspectContext } from '@site/lib/inspector';
import { ActorOverridesContext } from '@site/lib/screen-machine';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
// Renders one portal management view alone, with its network actors replaced by the test's and
// the inspector the model driver listens to; and the signed-in members the tests sign in as.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AnyActorLogic, InspectionEvent } from 'xstate';

export function renderPortal(
  ui: ReactNode,
  options: {
    inspect?: (event: InspectionEvent) => void;
    actors?: Record<string, AnyActorLogic>;
    /** The member's language (English unless given). */
    language?: Language;
  } = {},
) {
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
    tenant: { name: 'Vidya Mandir', code: 'vidyamandir' },
  };
}

export const administrator = memberWith(ALL_PERMISSIONS);
