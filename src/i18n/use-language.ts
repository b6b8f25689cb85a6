import { type AnyRouter, useRouterState } from '@tanstack/react-router';
import { type Language, languageOfPath } from '../../common/languages';
import { useAfterHydration } from '../lib/hydration';

/**
 * The language the page arrived in, when it arrived prerendered (scripts/lib/prerender.mjs marks
 * #root with the path it rendered); undefined while prerendering and in the client-only shell.
 */
const prerenderedPath =
  typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.prerendered;
const arrivedIn = prerenderedPath === undefined ? undefined : languageOfPath(prerenderedPath);

/**
 * The language of the page on screen: the one of its URL (/hi/... is Hindi). Read from the
 * resolved location, whose catalogues the root route has already loaded; while a navigation to
 * the other language is pending, the page keeps the words it has.
 *
 * While React hydrates, the language the page arrived in. React hydrates a page's content after
 * its header (the router's root Outlet is a Suspense boundary): a tap on 'English' in between
 * would otherwise hydrate the Hindi content with English words, which React reports as a mismatch
 * (error #418) and answers by throwing the content away and rendering it again. Hydrated in its
 * own words, the content then follows the switch like the rest of the page.
 */
export function useLanguage(): Language {
  // AnyRouter, not the registered router: its type is inferred from the route tree, whose views
  // call this hook, and TypeScript would go round in a circle.
  const language = useRouterState<AnyRouter, Language>({
    select: (state) => languageOfPath((state.resolvedLocation ?? state.location).publicHref),
  });
  return useAfterHydration(() => language, arrivedIn ?? language);
}
