import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../views/attendance/register-page';
import { RequirePermission } from '../../../views/shell/require-permission';

export const Route = createFileRoute('/_app/attendance/register')({
  component: () => (
    <RequirePermission permission="attendance.view">
      <RegisterPage />
    </RequirePermission>
  ),
});
