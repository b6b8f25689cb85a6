import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '../../views/roles/roles-page';
import { RequirePermission } from '../../views/shell/require-permission';

export const Route = createFileRoute('/_app/roles')({
  component: () => (
    <RequirePermission permission="roles.view">
      <RolesPage />
    </RequirePermission>
  ),
});
