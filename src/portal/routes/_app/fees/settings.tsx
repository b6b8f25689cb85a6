import { FeeSettingsPage } from '@portal/views/fees/setup/settings-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/settings')({
  component: () => (
    <RequirePermission permission="fees.view">
      <FeeSettingsPage />
    </RequirePermission>
  ),
});
