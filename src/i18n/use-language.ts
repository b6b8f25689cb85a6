import { type Language, languageOfPath } from '@common/languages';
import { type AnyRouter, useRouterState } from '@tanstack/react-router';

/**
 * The language of the page on screen: the one of its URL (/hi/... is Hindi). Read from the
 * resolved location, whose catalogues the root route has already loaded; while a navigation to
 * the other language is pending, the page keeps the words it has.
 */
export function useLanguage(): Language {
  // AnyRouter, not the registered router: its type is inferred from the route tree, whose views
  // call this hook, and TypeScript would go round in a circle.
  return useRouterState<AnyRouter, Language>({
    select: (state) => languageOfPath((state.resolvedLocation ?? state.location).publicHref),
  });
}
