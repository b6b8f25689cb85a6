// The portal's router: its own route tree (src/portal/routes, generated into route-tree.gen.ts by
// vite.portal.config.ts's router plugin). The marketing site registers its router with TanStack's
// types; the portal's links go through lib/navigation.tsx, typed by this tree instead.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';

export function createPortalRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
