import { isLanguage, LANGUAGE_COOKIE, type Language } from '@common/languages';
import type { SessionUser, StoredSession } from '@machines/session.machine';
import { storageKeys } from './storage-keys';

// localStorage can throw (private mode, disabled storage): a session that cannot be stored
// still works for this tab.
function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  return {
    authToken: safeGet(storageKeys.authToken),
    userEmail: safeGet(storageKeys.userEmail),
    userId: safeGet(storageKeys.userId),
    userName: safeGet(storageKeys.userName),
  };
}

export function writeStoredSession(user: SessionUser): void {
  try {
    window.localStorage.setItem(storageKeys.authToken, user.token);
    window.localStorage.setItem(storageKeys.userEmail, user.email);
    window.localStorage.setItem(storageKeys.userId, user.id);
    window.localStorage.setItem(storageKeys.userName, user.name);
  } catch {
    // Storage unavailable: the session lives only in memory.
  }
}

export function clearStoredSession(): void {
  try {
    for (const key of [
      storageKeys.authToken,
      storageKeys.userEmail,
      storageKeys.userId,
      storageKeys.userName,
    ]) {
      window.localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored that we could remove.
  }
}

/** The stored darkMode choice: true, false, or null when the visitor never chose. */
export function readStoredDarkMode(): boolean | null {
  const value = safeGet(storageKeys.darkMode);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function writeStoredDarkMode(dark: boolean): void {
  try {
    window.localStorage.setItem(storageKeys.darkMode, String(dark));
  } catch {
    // The choice holds for this visit only.
  }
}

/** The language the visitor chose with the header's switch, or null if they never chose. */
export function readStoredLanguage(): Language | null {
  const value = safeGet(storageKeys.language);
  return isLanguage(value) ? value : null;
}

/**
 * Remembers the visitor's language in localStorage and in a cookie: the cookie lets the server
 * answer the next visit to an English page with the Hindi one
 * (docs/decisions/0012-hindi-under-hi.md), so the first paint is already in the chosen language;
 * localStorage outlives a cleared cookie (main.tsx renews it).
 */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(storageKeys.language, language);
  } catch {
    // The cookie alone remembers it.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
