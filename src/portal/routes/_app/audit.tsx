import { AuditPage } from '@portal/views/audit/audit-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/audit')({
  component: () => (
    <RequirePermission permission="audit.view">
      <AuditPage />
    </RequirePermission>
  ),
});
