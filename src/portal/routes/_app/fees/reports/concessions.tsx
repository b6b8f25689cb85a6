import { ConcessionsPage } from '@portal/views/fees/reports/concessions-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/reports/concessions')({
  component: () => (
    <RequirePermission permission="fees.view">
      <ConcessionsPage />
    </RequirePermission>
  ),
});
