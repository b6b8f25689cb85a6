// One route tree for both languages (docs/decisions/0012-hindi-under-hi.md): the router sees
// '/login' whether the address bar says /login or /hi/login. Its `rewrite` strips the /hi prefix
// from every URL it reads and, while the page is Hindi, adds it to every URL it writes, so
// <Link to="/login"> on a Hindi page points to /hi/login without any view knowing about languages.

import { type Language, languageOfPath, pathInLanguage, pathWithoutLanguage } from '@common/languages';
import type { AnyRouter, LocationRewrite } from '@tanstack/react-router';

function rewriteFor(language: Language): LocationRewrite {
  return {
    input: ({ url }) => {
      url.pathname = pathWithoutLanguage(url.pathname);
      return url;
    },
    output: ({ url }) => {
      url.pathname = pathInLanguage(url.pathname, language);
      return url;
    },
  };
}

// One object per language: the router re-reads its location only when the rewrite changes identity.
const rewrites: Record<Language, LocationRewrite> = { en: rewriteFor('en'), hi: rewriteFor('hi') };

/** The rewrite for a page whose address is `path`. */
export function languageRewrite(path: string): LocationRewrite {
  return rewrites[languageOfPath(path)];
}

/**
 * Keeps the router writing URLs in the language of the address bar: after the language switch,
 * and after Back or Forward across it. Subscribed before the router's own listener, so the
 * rewrite is right before the router loads the new location.
 */
export function followAddressLanguage(router: AnyRouter): () => void {
  return router.history.subscribe(() => {
    const rewrite = languageRewrite(router.history.location.pathname);
    if (router.options.rewrite !== rewrite) router.update({ ...router.options, rewrite });
  });
}

/**
 * Shows the current page in `language`: the same route, search, hash and history state, so the
 * page's machines (a half-filled form, an open FAQ) keep their state; only the words change.
 */
export function showPageIn(router: AnyRouter, language: Language): void {
  const { href, state } = router.state.location;
  router.history.push(pathInLanguage(href, language), state);
}
