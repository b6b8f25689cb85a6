import { FeeReportsPage } from '@portal/views/fees/reports/reports-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/reports/')({
  component: () => (
    <RequirePermission permission="fees.view">
      <FeeReportsPage />
    </RequirePermission>
  ),
});
