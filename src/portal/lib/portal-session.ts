// The session actor every portal view reads (machines/portal/portal-session.machine.ts).
import { createActorContext } from '@xstate/react';
import { portalSessionMachine } from '../../../machines/portal/portal-session.machine';

export const PortalSessionContext = createActorContext(portalSessionMachine);
