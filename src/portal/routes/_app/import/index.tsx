import { ImportPage } from '@portal/views/import/import-page';
import { createFileRoute } from '@tanstack/react-router';

// The page checks the member's permissions itself: any one of three create permissions opens it.
export const Route = createFileRoute('/_app/import/')({ component: () => <ImportPage /> });
