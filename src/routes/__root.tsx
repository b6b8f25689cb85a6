import { languageOfPath } from '@common/languages';
import { createRootRouteWithContext, type StaticDataRouteOption } from '@tanstack/react-router';
import { loadCatalogues } from '../i18n/catalogues';
import type { RouterContext } from '../router';
import { ErrorPage } from '../views/shell/error-page';
import { NotFoundPage } from '../views/shell/not-found-page';
import { RootLayout } from '../views/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The page's catalogues in the language of its address, before anything renders (a Hindi
  // chunk per area; nothing to load for English).
  beforeLoad: ({ location, matches }) =>
    loadCatalogues(
      languageOfPath(location.publicHref),
      // Typed here: inferring it from the route tree this route belongs to would be circular.
      matches.map((match: { staticData: StaticDataRouteOption }) => match.staticData.messages),
    ),
  component: RootLayout,
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ErrorPage,
});
