import { LANGUAGE_COOKIE, languageOfPath, pathInLanguage } from '@common/languages';
import { isRestorable } from '@machines/session.machine';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { reportWebVitals } from './lib/analytics';
import { createChunkLoadLogic, createSessionLogic, createThemeLogic } from './lib/app-logic';
import { holdNavigationsUntilContentHydrated } from './lib/content-hydrated';
import { replayClicks, takeEarlyClicks } from './lib/early-clicks';
import { createDevInspector } from './lib/inspector';
import {
  readStoredDarkMode,
  readStoredLanguage,
  readStoredSession,
  rememberLanguage,
} from './lib/session-storage';
import { captureTypedBeforeHydration } from './lib/typed-before-hydration';
import { type AppRouter, createAppRouter, type SessionGate, signedOutGate } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Ends the current task. Starting the app is a chain of steps of a few milliseconds each (tens on
 * a slow phone): run back to back they make one long task that blocks a tap on the page that is
 * already on screen (Total Blocking Time); split, the browser can handle input between them.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Public pages arrive prerendered (scripts/lib/prerender.mjs marks #root with the path it
 * rendered). They are hydrated when the browser's first render will produce the same markup: the
 * router, loaded before React starts (so every route chunk is there and nothing suspends), lands on
 * the prerendered path with what the prerender saw. A visitor whose stored session makes a guard
 * redirect (a signed-in owner opening /login), a page opened with a query string it reads, and
 * every page of the client-only shell get a fresh render instead.
 */
async function loadsAsPrerendered(router: AppRouter, prerendered: string): Promise<boolean> {
  // The session machine's own rule decides whether there is a session to restore.
  const signedIn = isRestorable(readStoredSession());
  const gate: SessionGate = signedIn ? { restored: async () => {}, isSignedIn: () => true } : signedOutGate;
  router.update({ ...router.options, context: { session: gate } });
  // A guard's redirect (a signed-in owner opening /login) moves the history and waits for the
  // router to load the new address, which only the mounted <RouterProvider> would start: follow
  // the history here, or this load never ends and the app never mounts.
  const stopFollowing = router.history.subscribe(router.load);
  try {
    await router.load();
  } finally {
    stopFollowing();
  }
  const { location, matches } = router.state;
  // The address as the visitor typed it (/hi/login), trailing slash aside.
  const address = location.publicHref.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  if (address !== prerendered) return false;
  // The prerender saw no query string: a page that reads one (/user-guide?module=...) would
  // render differently. Other parameters (utm_source, say) change nothing and still hydrate.
  const readsSearch = matches.some(
    (match) => 'validateSearch' in router.routesById[match.routeId as keyof AppRouter['routesById']].options,
  );
  if (readsSearch && location.searchStr !== '') return false;
  // What the router's own SSR hydration sets (@tanstack/router-core hydrate()): the router then
  // renders the tree the server rendered, without the client-only Suspense wrapper at the root.
  router.ssr = { manifest: undefined };
  return true;
}

/** The router for the app, and whether React hydrates the page or renders it afresh. */
async function prepareRouter(root: HTMLElement): Promise<{ router: AppRouter; hydrate: boolean }> {
  const router = createAppRouter();
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined) return { router, hydrate: false };
  await yieldToBrowser();
  if (await loadsAsPrerendered(router, prerendered)) return { router, hydrate: true };
  // That router ran the guards on the stored session alone, without waiting for the session
  // machine: a page rendered afresh starts on a new one, whose guards wait for the machine (the
  // dashboard must not ask the API before the session is restored).
  router.history.destroy();
  return { router: createAppRouter(), hydrate: false };
}

/**
 * A visitor who chose Hindi and opens an English page gets the Hindi page: the server does it from
 * the language cookie before anything paints (server/plugins/static-spa.ts), except for links
 * followed inside the site, which stay English. This covers a cookie that is gone while
 * localStorage still holds the choice: it renews the cookie and goes to the Hindi page.
 */
function goToRememberedLanguage(): boolean {
  const remembered = readStoredLanguage();
  if (!remembered || document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return false;
  rememberLanguage(remembered);
  const { pathname, search, hash } = window.location;
  if (remembered === 'en' || languageOfPath(pathname) === 'hi') return false;
  window.location.replace(pathInLanguage(pathname + search + hash, 'hi'));
  return true;
}

/** The moment the app has taken the page over: benchmarks read it (scripts/bench-web.mjs). */
const APP_TAKEOVER_MARK = 'shala:app-takeover';

/**
 * Rendered beside the app: its effect runs once the page is hydrated (or rendered), when React
 * handles every control. It replays the taps the page boot script noted meanwhile and marks the
 * moment for the benchmarks.
 */
function AppTakeover({ earlyClicks }: { earlyClicks: HTMLElement[] }) {
  useEffect(() => {
    performance.mark(APP_TAKEOVER_MARK);
    // splice: StrictMode runs effects twice in development; each tap is replayed once. In a task of
    // its own: a page's content may still be a Suspense boundary React hydrates after this commit,
    // and React hydrates one on a click at once only outside its own work (an effect is inside).
    const clicks = earlyClicks.splice(0);
    setTimeout(() => replayClicks(clicks), 0);
  }, [earlyClicks]);
  return null;
}

async function start(root: HTMLElement) {
  if (goToRememberedLanguage()) return;
  await yieldToBrowser(); // after the modules' evaluation
  const [inspect, { router, hydrate }] = await Promise.all([createDevInspector(), prepareRouter(root)]);
  await yieldToBrowser();
  // From here React handles clicks (during hydration too): the page boot script stops noting them.
  const earlyClicks = takeEarlyClicks();
  const app = (
    <StrictMode>
      <App
        router={router}
        sessionLogic={createSessionLogic(() => router.navigate({ to: '/' }))}
        themeLogic={createThemeLogic()}
        themeInput={{
          storedDark: readStoredDarkMode(),
          prefersDark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
        }}
        chunkLoadLogic={createChunkLoadLogic()}
        inspect={inspect}
      />
      <AppTakeover earlyClicks={earlyClicks} />
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, React hydrates in slices of a few milliseconds and yields between them, so
    // a phone's main thread never blocks for long while the page is already on screen (Total
    // Blocking Time), and a tap on a part not yet hydrated is handled first.
    // React is about to reset the prerendered fields to their machines' values: keep what was typed.
    captureTypedBeforeHydration(root);
    holdNavigationsUntilContentHydrated(router);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The prerendered head tags (the 404 page's, or a page a guard redirected away from) would
    // otherwise stay beside the ones the rendered page adds.
    for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
    createRoot(root).render(app);
  }
  void reportWebVitals();
}

void start(container);
