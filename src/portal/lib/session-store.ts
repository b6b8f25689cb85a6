// The portal's stored session (docs/requirements/portal.md#getting-in): `{ token, member }` under
// `shala.portal.session` in this origin's localStorage. The session machine
// (machines/portal/portal-session.machine.ts) decides when it is written or cleared; the API
// client reads the token from here, and reports a dead one through `expirePortalSession`.
import type { Me, PortalSession } from '@common/api/portal/session';

export const PORTAL_SESSION_KEY = 'shala.portal.session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the portal then forgets on reload.
    return null;
  }
}

/** The stored session, or null when there is none or it is not one we wrote. */
export function readPortalSession(): PortalSession | null {
  const raw = storage()?.getItem(PORTAL_SESSION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PortalSession> | null;
    if (typeof value?.token !== 'string' || !value.token || typeof value.member?.id !== 'string') return null;
    return value as PortalSession;
  } catch {
    return null;
  }
}

export function writePortalSession(session: PortalSession): void {
  storage()?.setItem(PORTAL_SESSION_KEY, JSON.stringify(session));
}

export function clearPortalSession(): void {
  storage()?.removeItem(PORTAL_SESSION_KEY);
}

export function getPortalToken(): string | null {
  return readPortalSession()?.token ?? null;
}

export function getPortalMember(): Me | null {
  return readPortalSession()?.member ?? null;
}

type Listener = () => void;
const expiryListeners = new Set<Listener>();

/** Called when the server refuses the stored token: the session actor signs the member out. */
export function onPortalSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/**
 * The stored session changed in another tab of this portal: signed out there (null), or signed in
 * as someone (the new session). The browser keeps one session per origin, and this tab's calls
 * read the stored token, so this tab must follow: before, a tab left open after a sign-out
 * elsewhere kept its member's name and menu while every call went without a token, answered 401,
 * and the pages showed "Please log in" with a Try again that could never work. The browser fires
 * `storage` only in the other tabs; `key` is null when the whole storage was cleared.
 */
export function onPortalSessionChangedElsewhere(
  listener: (stored: PortalSession | null) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PORTAL_SESSION_KEY || event.key === null) listener(readPortalSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The server answered 401 to a signed-in call: forget the token and tell whoever listens. */
export function expirePortalSession(): void {
  clearPortalSession();
  for (const listener of expiryListeners) listener();
}
