// A portal session (docs/requirements/portal.md#getting-in): the calls behind the hand-off,
// sign-in and out, who is signed in, and forgot and reset password. Types only from the contract.
import type {
  Me,
  PortalInfo,
  PortalPasswordResetBody,
  PortalSession,
  SignInBody,
} from '@common/api/portal/session';
import { portalFetch } from './client';

interface MessageAnswer {
  message: string;
}

export const portalInfo = (signal?: AbortSignal) =>
  portalFetch<PortalInfo>('/info', signal ? { signal } : {});

export const exchangeHandoff = (code: string) =>
  portalFetch<PortalSession>('/session/handoff', { method: 'POST', body: { code } });

export const signIn = (body: SignInBody) => portalFetch<PortalSession>('/session', { method: 'POST', body });

export const signOut = () => portalFetch<null>('/session', { method: 'DELETE' });

export const me = (signal?: AbortSignal) => portalFetch<Me>('/me', signal ? { signal } : {});

export const forgotPassword = (email: string) =>
  portalFetch<MessageAnswer>('/password/forgot', { method: 'POST', body: { email } });

export const resetPassword = (body: PortalPasswordResetBody) =>
  portalFetch<MessageAnswer>('/password/reset', { method: 'POST', body });
