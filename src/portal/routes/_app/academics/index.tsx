import { AcademicsPage } from '@portal/views/academics/academics-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/academics/')({
  component: () => (
    <RequirePermission permission="academics.view">
      <AcademicsPage />
    </RequirePermission>
  ),
});
