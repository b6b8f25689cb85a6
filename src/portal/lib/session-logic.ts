// The session machine with the browser's side effects: storage, the API, the router and the
// device's attendance data (loaded with the first sign-in or sign-out that needs it, so the
// first screen does not carry the attendance sync).

import { portalSessionMachine } from '@machines/portal/portal-session.machine';
import { signedInActors } from '@portal/api/session-actors';
import { fromPromise } from 'xstate';
import { clearPortalSession, writePortalSession } from './session-store';

const device = () => import('./device-data');

export function createPortalSessionLogic(goToSignIn: () => void) {
  return portalSessionMachine.provide({
    actors: {
      ...signedInActors,
      claimDevice: fromPromise<void, { memberId: string }>(async ({ input }) =>
        (await device()).claimDevice(input.memberId),
      ),
      countQueued: fromPromise(async () => (await device()).countQueued()),
      sendQueued: fromPromise(async () => (await device()).sendQueued()),
      clearDevice: fromPromise(async () => (await device()).clearDevice()),
    },
    actions: {
      persist: ({ context }) => {
        if (context.session) writePortalSession(context.session);
      },
      clearStored: () => clearPortalSession(),
      goToSignIn,
    },
  });
}
