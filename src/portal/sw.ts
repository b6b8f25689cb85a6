// The portal's service worker (docs/requirements/school-day.md#offline,
// docs/decisions/0026-offline-portal.md): the build's files are precached once the portal has been
// opened, so it starts without a connection; every page address answers with the app's shell.
// API answers (/prod/v1/) are never cached here: the attendance screen keeps its own data in
// IndexedDB, and a member's data must not outlive their session in a cache.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// The worker's global scope, as far as this file uses it (the DOM library the project compiles
// with has no ServiceWorkerGlobalScope).
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The shell is precached as '/' (vite.portal.config.ts): the server answers index.html only there.
// /messages is the server's own page for guardians (server/routes/guardian-messages.ts): a member
// who opens a guardian's link on their phone must get that page, not the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/'), { denylist: [/^\/prod\//, /^\/messages(?:\?|$)/] }),
);

// A new worker takes over at once, and the first one takes over the page that installed it: the
// shell and its assets come from one build (the server has only the newest), and a teacher who
// opened the portal once and then lost the connection still gets the screens that page has not
// loaded yet.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
