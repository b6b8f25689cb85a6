import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { ErrorPage } from '../views/shell/error-page';
import { NotFoundPage } from '../views/shell/not-found-page';
import { RootLayout } from '../views/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ErrorPage,
});
