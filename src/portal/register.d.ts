// The portal's router is the one TanStack's types know in this project (src/portal/tsconfig.json);
// the site registers its own in src/router.tsx, in the other project.
import type { PortalRouter } from './router';

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
