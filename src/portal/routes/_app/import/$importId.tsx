import { ImportPage } from '@portal/views/import/import-page';
import { createFileRoute } from '@tanstack/react-router';

// One import as it is now: its progress, outcome and the rows it skipped (the server checks the
// import's own kind's permission; the page the member's create permissions, as the Import page).
export const Route = createFileRoute('/_app/import/$importId')({
  component: function ImportRoute() {
    const { importId } = Route.useParams();
    return <ImportPage importId={importId} />;
  },
});
