// Getting in (docs/requirements/portal.md#getting-in): the calls behind the hand-off, sign-in,
// forgot and reset password, and invitations. Types only from the contract.
import type {
  AcceptInvitationBody,
  InvitationTokenBody,
  InvitationView,
  Me,
  PortalInfo,
  PortalPasswordResetBody,
  PortalSession,
  SignInBody,
} from '@common/api/portal/auth';
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

// The token goes in a body: a path is what request logs record.
export const viewInvitation = (token: string, signal?: AbortSignal) =>
  portalFetch<InvitationView>('/invitations/view', {
    method: 'POST',
    body: { token } satisfies InvitationTokenBody,
    ...(signal ? { signal } : {}),
  });

export const acceptInvitation = (body: AcceptInvitationBody) =>
  portalFetch<PortalSession>('/invitations/accept', { method: 'POST', body });
