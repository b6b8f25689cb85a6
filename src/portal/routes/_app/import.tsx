import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../../views/import/import-page';

// The page checks the member's permissions itself: any one of three create permissions opens it.
export const Route = createFileRoute('/_app/import')({ component: ImportPage });
