import { StatementsPage } from '@portal/views/fees/reports/statements-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

// fees.view reads the statements; the page offers the upload to fees.collect alone.
export const Route = createFileRoute('/_app/fees/statements/')({
  component: () => (
    <RequirePermission permission="fees.view">
      <StatementsPage />
    </RequirePermission>
  ),
});
