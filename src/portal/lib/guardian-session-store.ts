// A guardian's stored session in their school's portal (docs/requirements/guardians.md#sign-in):
// `{ token, home }` under `shala.portal.guardian` in this origin's localStorage, apart from a
// member's (`shala.portal.session`): a phone a parent shares with the school's office is still
// two sessions. The sign-in page writes it; the guardian API client reads its token, and a 401
// clears it.
import type { GuardianSession } from '@common/api/portal/guardian';
import { clearCopies } from './guardian-copies';

export const GUARDIAN_SESSION_KEY = 'shala.portal.guardian';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readGuardianSession(): GuardianSession | null {
  const raw = storage()?.getItem(GUARDIAN_SESSION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GuardianSession> | null;
    if (typeof value?.token !== 'string' || !value.token || !Array.isArray(value.home?.children)) return null;
    return value as GuardianSession;
  } catch {
    return null;
  }
}

/** A new session: no copy of someone else's reads stays beside it. */
export function writeGuardianSession(session: GuardianSession): void {
  clearCopies();
  storage()?.setItem(GUARDIAN_SESSION_KEY, JSON.stringify(session));
}

/** Signed out (or refused): the session and the copies of what it loaded go together. */
export function clearGuardianSession(): void {
  storage()?.removeItem(GUARDIAN_SESSION_KEY);
  clearCopies();
}

export function getGuardianToken(): string | null {
  return readGuardianSession()?.token ?? null;
}

type Listener = () => void;
const expiryListeners = new Set<Listener>();

/** Called when the server refuses the guardian's token: the guardian's frame goes to sign-in. */
export function onGuardianSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** The server answered 401 to a guardian's call: forget the token and tell whoever listens. */
export function expireGuardianSession(): void {
  clearGuardianSession();
  for (const listener of expiryListeners) listener();
}
