// Registers the portal's service worker (src/portal/sw.ts) in production builds only: in
// development Vite serves modules the worker would cache stale. A file of its own (no inline
// script), as the CSP's `script-src 'self'` requires. The worker itself takes over when a new
// version arrives, so there is nothing to do with the registration here.
export function registerPortalServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Without a worker the portal still works online: nothing to tell the member.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}
