import { RegisterPage } from '@portal/views/attendance/register-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/attendance/register')({
  component: () => (
    <RequirePermission permission="attendance.view">
      <RegisterPage />
    </RequirePermission>
  ),
});
