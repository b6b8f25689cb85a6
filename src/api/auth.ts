import { api, bearer } from './client';

/** POST /auth/logout (DECISIONS.md): revokes the token server-side; callers ignore failures. */
export async function revokeSessionToken(token: string): Promise<void> {
  await api('/auth/logout', { method: 'POST', headers: bearer(token) });
}
