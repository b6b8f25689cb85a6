import { RtePage } from '@portal/views/fees/reports/rte-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/reports/rte')({
  component: () => (
    <RequirePermission permission="fees.view">
      <RtePage />
    </RequirePermission>
  ),
});
