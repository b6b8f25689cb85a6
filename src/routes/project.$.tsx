import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';
import { NotFoundPage } from '../views/shell/not-found-page';

// SPEC §2: /project/* has a page title in the metadata but no page (DECISIONS.md: the 404 page).
export const Route = createFileRoute('/project/$')({ component: Page });

function Page() {
  const { _splat } = Route.useParams();
  const title = useMessages().meta.project.title;
  return <NotFoundPage title={title} path={`/project/${_splat ?? ''}`} />;
}
