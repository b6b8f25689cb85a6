// The school portal's entry (docs/requirements/portal.md): one client-rendered app behind a
// sign-in, replacing index.html's loading indicator once React has the first screen.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app';
import { applyTheme, readStoredTheme } from './lib/preferences';
import { createPortalSessionLogic } from './lib/session-logic';
import { createPortalRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

applyTheme(readStoredTheme());
const router = createPortalRouter();
const sessionLogic = createPortalSessionLogic(() => void router.navigate({ to: '/sign-in' as never }));

createRoot(container).render(
  <StrictMode>
    <PortalApp router={router} sessionLogic={sessionLogic} />
  </StrictMode>,
);
