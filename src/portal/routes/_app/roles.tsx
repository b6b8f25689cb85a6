import { RolesPage } from '@portal/views/roles/roles-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/roles')({
  component: () => (
    <RequirePermission permission="roles.view">
      <RolesPage />
    </RequirePermission>
  ),
});
