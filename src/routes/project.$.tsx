import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';
import { NotFoundPage } from '../views/shell/not-found-page';

// /project/* has a page title in the metadata but no page: it renders the 404 page
// (docs/requirements/marketing.md#routes).
export const Route = createFileRoute('/project/$')({ component: Page });

function Page() {
  const { _splat } = Route.useParams();
  const title = useMessages().meta.project.title;
  return <NotFoundPage title={title} path={`/project/${_splat ?? ''}`} />;
}
