// Registers the portal's service worker (src/portal/sw.ts) in production builds only: in
// development Vite serves modules the worker would cache stale. A file of its own (no inline
// script), as the CSP's `script-src 'self'` requires.
export function registerPortalServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      (registration) => {
        // A new version found on a later visit takes over at once: the shell and its assets come
        // from one build, and the old ones stay cached until the new worker activates.
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller)
              worker.postMessage('skip-waiting');
          });
        });
      },
      // Without a worker the portal still works online: nothing to tell the member.
      () => {},
    );
  });
}
