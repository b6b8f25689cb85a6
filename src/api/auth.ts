// The account calls (docs/requirements/api.md#accounts), as the machines' actors use them.
import type { LoginResponse, VerifyResponse } from '@common/api/auth';
import type { RegistrationPayload } from '@common/validation';
import { bearer, request } from './client';

/** The body is not read: the flow needs only the status. */
// Register and verify carry the registration's claim cookie (server/routes/auth.ts): with it, the
// verification in this browser keeps the password chosen here. 'include' also keeps it when the
// API is on another origin.
export function register(payload: RegistrationPayload): Promise<unknown> {
  return request('/auth/register', { method: 'POST', body: payload, credentials: 'include' });
}

export function resendVerification(email: string): Promise<unknown> {
  return request('/auth/resend-verification', { method: 'POST', body: { email } });
}

// One request per token, also when React StrictMode mounts the page twice in development
// (docs/decisions/0016-account-rules.md): a second request would find the token already used.
const verifications = new Map<string, Promise<VerifyResponse>>();

export function verifyEmail(token: string): Promise<VerifyResponse> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = request<VerifyResponse>('/auth/verify', {
      method: 'POST',
      body: { token },
      credentials: 'include',
    });
    verifications.set(token, pending);
  }
  return pending;
}

export function login(username: string, password: string): Promise<LoginResponse> {
  return request('/auth/login', { method: 'POST', body: { username, password } });
}

/**
 * POST /auth/logout (docs/requirements/accounts.md#logout): revokes the token server-side; callers
 * ignore failures.
 */
export async function revokeSessionToken(token: string): Promise<void> {
  await request('/auth/logout', { method: 'POST', headers: bearer(token) });
}

export function forgotPassword(email: string): Promise<unknown> {
  return request('/auth/forgot-password', { method: 'POST', body: { email } });
}

export async function verifyResetToken(token: string, email: string): Promise<void> {
  await request('/auth/verify-reset-token', { method: 'POST', body: { token, email } });
}

export async function resetPassword(token: string, email: string, password: string): Promise<void> {
  await request('/auth/reset-password', { method: 'POST', body: { token, email, password } });
}

/** POST /auth/change-password: the other sessions end; this one stays. */
export async function changePassword(input: {
  token: string;
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await request('/auth/change-password', {
    method: 'POST',
    headers: bearer(input.token),
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
  });
}

/** POST /auth/logout-everywhere: every session of the owner ends, this one too. */
export async function logoutEverywhere(token: string): Promise<void> {
  await request('/auth/logout-everywhere', { method: 'POST', headers: bearer(token) });
}
