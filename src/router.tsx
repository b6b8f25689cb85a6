import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Area } from './i18n/catalogues';
import { followAddressLanguage, languageRewrite } from './i18n/language-routing';
import { routeTree } from './route-tree.gen';

/** What route guards may ask of the session; the session machine decides everything else. */
export interface SessionGate {
  /**
   * Resolves once the stored session has been checked (its loading flag is false;
   * docs/requirements/accounts.md#stored-session).
   */
  restored(): Promise<void>;
  isSignedIn(): boolean;
}

/**
 * The gate of a visitor with no stored session: what the build-time prerender assumes, and what
 * the browser's first load uses before the session actor exists (main.tsx only hydrates when the
 * session machine's own rule, isRestorable, says there is nothing to restore).
 */
export const signedOutGate: SessionGate = {
  restored: async () => {},
  isSignedIn: () => false,
};

export interface RouterContext {
  session: SessionGate;
}

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    // English at /login, Hindi at /hi/login: one route tree (i18n/language-routing.ts).
    rewrite: languageRewrite((options.history?.location ?? window.location).pathname),
    // Filled in by <App> from the session actor before the first render.
    context: { session: undefined as unknown as SessionGate },
    // The scroll rule replaces the router's own restoration (see lib/scroll.ts).
    scrollRestoration: false,
    defaultPreload: 'intent',
  });
  followAddressLanguage(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The catalogue area the route's page reads besides the shell's (src/i18n/catalogues.ts). */
    messages?: Area;
  }
  interface Register {
    router: AppRouter;
  }
  interface HistoryState {
    /**
     * A section of the home page to scroll to after navigating to /
     * (docs/requirements/marketing.md#navigation-and-scroll).
     */
    scrollTo?: string;
    /**
     * docs/requirements/accounts.md#login: the e-mail just verified, shown in a banner and
     * prefilled.
     */
    verifiedEmail?: string;
    /** The owner arrives from a successful verification. */
    justVerified?: boolean;
    /** The owner arrives from a successful password reset. */
    passwordReset?: boolean;
    /** docs/requirements/accounts.md#verification: the e-mail a resend goes to. */
    email?: string;
  }
}
