import { SettingsPage } from '@portal/views/attendance/settings-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/attendance/settings')({
  component: () => (
    <RequirePermission permission="attendance.edit">
      <SettingsPage />
    </RequirePermission>
  ),
});
