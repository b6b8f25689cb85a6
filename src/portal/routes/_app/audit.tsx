import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../views/audit/audit-page';
import { RequirePermission } from '../../views/shell/require-permission';

export const Route = createFileRoute('/_app/audit')({
  component: () => (
    <RequirePermission permission="audit.view">
      <AuditPage />
    </RequirePermission>
  ),
});
