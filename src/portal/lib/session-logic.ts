// The session machine with the browser's side effects: storage, the API and the router.
import { fromPromise } from 'xstate';
import { portalSessionMachine } from '../../../machines/portal/portal-session.machine';
import * as api from '../api/session';
import { clearPortalSession, writePortalSession } from './session-store';

export function createPortalSessionLogic(goToSignIn: () => void) {
  return portalSessionMachine.provide({
    actors: {
      fetchMe: fromPromise(({ signal }) => api.me(signal)),
      revokeSession: fromPromise(async () => {
        await api.signOut();
      }),
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
