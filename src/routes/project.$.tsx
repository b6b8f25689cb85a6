import { createFileRoute } from '@tanstack/react-router';
import { routeMetadata } from '../lib/page-metadata';
import { NotFoundPage } from '../views/shell/not-found-page';

// SPEC §2: /project/* has a page title in the metadata but no page (DECISIONS.md: the 404 page).
export const Route = createFileRoute('/project/$')({ component: Page });

function Page() {
  const { _splat } = Route.useParams();
  return <NotFoundPage title={routeMetadata.project.title} path={`/project/${_splat ?? ''}`} />;
}
