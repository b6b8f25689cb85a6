import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../views/attendance/settings-page';
import { RequirePermission } from '../../../views/shell/require-permission';

export const Route = createFileRoute('/_app/attendance/settings')({
  component: () => (
    <RequirePermission permission="attendance.edit">
      <SettingsPage />
    </RequirePermission>
  ),
});
