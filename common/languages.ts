// The site's languages (docs/requirements/languages.md#addresses,
// docs/decisions/0012-hindi-under-hi.md). English pages live at the root, Hindi pages at the same
// paths under /hi: /login and /hi/login are one page in two languages, so the router has one route
// tree (src/i18n/language-routing.ts strips and adds the prefix), the build prerenders each public
// path twice and the server serves both.

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const HINDI_PREFIX = '/hi';

/**
 * The cookie that remembers a visitor's choice (docs/requirements/languages.md#switch): with
 * `language=hi` the server answers a visit to an English page with the Hindi one, so the first
 * paint is already Hindi.
 */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** The language of a URL path (with or without its query): '/hi', '/hi/...' are Hindi. */
export function languageOfPath(path: string): Language {
  const pathname = path.replace(/[?#].*$/, '');
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The path without its language prefix: '/hi/login' -> '/login', '/hi' -> '/'. */
export function pathWithoutLanguage(path: string): string {
  if (languageOfPath(path) === 'en') return path;
  const rest = path.slice(HINDI_PREFIX.length);
  return rest === '' || rest[0] === '?' || rest[0] === '#' ? `/${rest}` : rest;
}

/** A language-neutral path in a language: ('/login', 'hi') -> '/hi/login', ('/', 'hi') -> '/hi'. */
export function pathInLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' || path[1] === '?' || path[1] === '#'
    ? `${HINDI_PREFIX}${path.slice(1)}`
    : `${HINDI_PREFIX}${path}`;
}
