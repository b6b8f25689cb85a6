// Build-time renderer (docs/decisions/0009-prerendering-at-build-time.md): `vite build --ssr
// src/entry-server.tsx` turns this into a Node module that scripts/lib/prerender.mjs calls once per
// public path. It renders the same <App> the browser hydrates, with the same machines: actors start
// in effects, which never run here, so every page shows its machines' initial states (the session
// still "restoring", the theme light, the carousel on its first slide), exactly what the browser's
// first render shows before its effects run. That is what makes hydration match.

import { languageOfPath, languages, pathInLanguage } from '@common/languages';
import { clientRenderedPaths, publicPaths } from '@common/public-paths';
import { createMemoryHistory, type StaticDataRouteOption } from '@tanstack/react-router';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { appBootScript } from './lib/app-boot';
import { createChunkLoadLogic, createSessionLogic, createThemeLogic } from './lib/app-logic';
import { pageBootScript } from './lib/page-boot';
import { createAppRouter, signedOutGate } from './router';
import { preloadContactSection } from './views/home/deferred-contact-section';
import { sanitizeWithWindow } from './views/user-guide/sanitized-html';

// What the build script needs from the app, bundled with it so the script runs plain Node.
export { appBootScript, clientRenderedPaths, languages, pageBootScript, pathInLanguage, publicPaths };

/** Rendered for /404.html; no route has this path, so the root's not-found page answers. */
export const notFoundPath = '/404';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The head tags React hoisted (title, meta, links), in render order. */
  head: string;
  /** The ids of the routes that matched, root first ('__root__', '/blog/$id', ...). */
  routeIds: string[];
  /**
   * The modules (Vite manifest keys) of the catalogues a page in another language loads before
   * it can hydrate (src/i18n/catalogues.ts): the prerender preloads them with the page.
   */
  catalogueModules: string[];
}

// React 19 writes the tags it hoists (<title>, <meta>, <link>, and preload hints for images)
// before the markup when it renders a fragment rather than a whole document.
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*?(?:\/>|>[\s\S]*?<\/title>|>))+/;

// The user guide's descriptions go through DOMPurify, which needs a DOM (jsdom is a dev
// dependency: the prerender runs at build time only).
sanitizeWithWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

export async function renderPage(path: string): Promise<RenderedPage> {
  // renderToString cannot wait for code: the home page's deferred contact form is loaded first.
  await preloadContactSection();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  // A prerendered page is what a visitor without a session sees; main.tsx renders instead of
  // hydrating when the browser holds a session that a guard would act on.
  router.update({ ...router.options, context: { session: signedOutGate } });
  await router.load();
  const markup = renderToString(
    <StrictMode>
      <App
        router={router}
        sessionLogic={createSessionLogic(() => {})}
        themeLogic={createThemeLogic()}
        themeInput={{ storedDark: null, prefersDark: false }}
        chunkLoadLogic={createChunkLoadLogic()}
      />
    </StrictMode>,
  );
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const routeIds = router.state.matches.map((match) => match.routeId as string);
  const areas = router.state.matches.map((match) => (match.staticData as StaticDataRouteOption).messages);
  const catalogueModules =
    languageOfPath(path) === 'en'
      ? []
      : [
          'src/i18n/hindi-chunks.ts',
          ...['shell', ...areas].filter((area) => area).map((area) => `src/i18n/hi/${area}.ts`),
        ];
  return { html: markup.slice(head.length), head, routeIds, catalogueModules };
}
