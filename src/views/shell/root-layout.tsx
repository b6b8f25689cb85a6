import { useLanguage } from '@site/i18n/use-language';
import { useMessages } from '@site/i18n/use-messages';
import { trackPageView } from '@site/lib/analytics';
import { ChunkLoadContext, ThemeContext } from '@site/lib/app-actors';
import { ContentHydratedMark } from '@site/lib/content-hydrated';
import { applyScroll, scrollTargetFor } from '@site/lib/scroll';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ChunkLoadFailed } from './chunk-load-failed';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const skip = useMessages().header;
  useScrollRuleAndPageViews();
  useDocumentLanguage();
  useChunkLoadWatch();
  useSystemThemeFollow();
  const chunkFailed = ChunkLoadContext.useSelector((s) => s.matches('failed'));
  const chunkRef = ChunkLoadContext.useActorRef();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {skip.skipToContent}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        {chunkFailed ? (
          <ChunkLoadFailed chunk="page" onReload={() => chunkRef.send({ type: 'page.reload' })} />
        ) : (
          <Outlet />
        )}
        <ContentHydratedMark />
      </main>
      <Footer />
    </>
  );
}

/**
 * After each resolved navigation: the scroll rule, then a page_view
 * (docs/requirements/marketing.md#navigation-and-scroll, #analytics). Switching the language shows
 * the same page (same internal href): the reader stays where they were.
 */
function useScrollRuleAndPageViews() {
  const resolved = useRouterState({ select: (s) => s.resolvedLocation });
  const previousHref = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!resolved) return;
    if (resolved.href !== previousHref.current)
      applyScroll(scrollTargetFor(resolved.state.scrollTo, resolved.hash));
    previousHref.current = resolved.href;
    trackPageView(document.title, resolved.publicHref.replace(/[?#].*$/, ''));
  }, [resolved]);
}

/** <html lang> follows the page's language (the prerender writes it; a switch changes it). */
function useDocumentLanguage() {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

/** Feeds the router's loading status and Vite's preload failures to the chunk-load machine. */
function useChunkLoadWatch() {
  const router = useRouter();
  const chunkRef = ChunkLoadContext.useActorRef();
  useEffect(() => {
    const offStart = router.subscribe('onBeforeLoad', () => chunkRef.send({ type: 'navigation.start' }));
    const offEnd = router.subscribe('onResolved', () => chunkRef.send({ type: 'navigation.end' }));
    const onPreloadError = () => chunkRef.send({ type: 'chunk.failed' });
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      offStart();
      offEnd();
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [router, chunkRef]);
}

/** With no stored choice the theme follows the system; tell the machine when the system changes. */
function useSystemThemeFollow() {
  const themeRef = ThemeContext.useActorRef();
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) =>
      themeRef.send({ type: 'theme.systemChange', prefersDark: event.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [themeRef]);
}
