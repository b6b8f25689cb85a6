import { createFileRoute } from '@tanstack/react-router';
import { AcademicsPage } from '../../../views/academics/academics-page';
import { RequirePermission } from '../../../views/shell/require-permission';

export const Route = createFileRoute('/_app/academics/')({
  component: () => (
    <RequirePermission permission="academics.view">
      <AcademicsPage />
    </RequirePermission>
  ),
});
