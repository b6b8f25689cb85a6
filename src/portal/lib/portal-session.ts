// The session actor every portal view reads (machines/portal/portal-session.machine.ts).

import { portalSessionMachine } from '@machines/portal/portal-session.machine';
import { createActorContext } from '@xstate/react';

export const PortalSessionContext = createActorContext(portalSessionMachine);
