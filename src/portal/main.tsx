// The school portal's entry (docs/requirements/portal.md): one client-rendered app behind a
// sign-in, replacing index.html's loading indicator once React has the first screen.

import { createDevInspector } from '@site/lib/inspector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { applyTheme, readStoredLanguage, readStoredTheme } from './lib/preferences';
import { registerPortalServiceWorker } from './lib/service-worker';
import { createPortalSessionLogic } from './lib/session-logic';
import { getPortalMember } from './lib/session-store';
import { createPortalRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render, as app.tsx will decide them: no flash of the other theme or language.
applyTheme(readStoredTheme());
document.documentElement.lang = readStoredLanguage() ?? getPortalMember()?.language ?? 'en';
const router = createPortalRouter();
const sessionLogic = createPortalSessionLogic(() => void router.navigate({ to: '/sign-in' }));

// `?inspect` in a development build shows the portal's actors in the Stately inspector.
const inspect = await createDevInspector();
createRoot(container).render(
  <StrictMode>
    <PortalApp router={router} sessionLogic={sessionLogic} inspect={inspect} />
  </StrictMode>,
);
// Once opened, the portal starts without a connection (docs/requirements/school-day.md#offline).
registerPortalServiceWorker();
