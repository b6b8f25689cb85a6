// The network actors of the session's machines (sign-in, hand-off, forgot and reset password,
// the school's name on those pages, and the signed-in session itself), typed as the machines
// declare them. Views start them through useScreenMachine; tests replace them by name.
import type {
  Me,
  PortalInfo,
  PortalPasswordResetBody,
  PortalSession,
  SignInBody,
} from '@common/api/portal/session';
import { fromPromise } from 'xstate';
import * as api from './session';

interface MessageAnswer {
  message: string;
}

export const sessionActors = {
  fetchInfo: fromPromise<PortalInfo>(({ signal }) => api.portalInfo(signal)),
  exchangeHandoff: fromPromise<PortalSession, { code: string }>(({ input }) =>
    api.exchangeHandoff(input.code),
  ),
  signIn: fromPromise<PortalSession, SignInBody>(({ input }) => api.signIn(input)),
  forgotPassword: fromPromise<MessageAnswer, { email: string }>(({ input }) =>
    api.forgotPassword(input.email),
  ),
  resetPassword: fromPromise<MessageAnswer, PortalPasswordResetBody>(({ input }) => api.resetPassword(input)),
};

/** The app-wide session machine's calls (src/portal/lib/session-logic.ts), above every screen. */
export const signedInActors = {
  fetchMe: fromPromise<Me>(({ signal }) => api.me(signal)),
  revokeSession: fromPromise<void>(async () => {
    await api.signOut();
  }),
};
