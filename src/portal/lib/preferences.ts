// The member's choices on this device: language and theme, in this origin's localStorage.
import { isLanguage, type Language } from '@common/languages';

export const LANGUAGE_KEY = 'shala.portal.language';
export const THEME_KEY = 'shala.portal.theme';

export type Theme = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage switched off: the choice lasts until the page is closed.
  }
}

/** The language chosen on this device, or null when the member never chose one. */
export function readStoredLanguage(): Language | null {
  const value = read(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** Hindi when the browser's first Hindi-or-English preference is Hindi, else null (no opinion). */
export function browserLanguage(): Language | null {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const lower = tag?.toLowerCase() ?? '';
    if (lower.startsWith('hi')) return 'hi';
    if (lower.startsWith('en')) return 'en';
  }
  return null;
}

export function storeLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
}

export function readStoredTheme(): Theme | null {
  const value = read(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function storeTheme(theme: Theme): void {
  write(THEME_KEY, theme);
}

/** The theme shown: the stored choice, else the system's. */
export function effectiveTheme(stored: Theme | null): Theme {
  if (stored) return stored;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/**
 * Puts the choice on <html>: with no choice there is no attribute and the stylesheet follows
 * prefers-color-scheme.
 */
export function applyTheme(stored: Theme | null): void {
  if (stored) document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
}
