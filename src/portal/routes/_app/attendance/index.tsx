import { createFileRoute } from '@tanstack/react-router';
import { AttendancePage } from '../../../views/attendance/attendance-page';
import { RequirePermission } from '../../../views/shell/require-permission';

export const Route = createFileRoute('/_app/attendance/')({
  component: () => (
    <RequirePermission permission="attendance.view">
      <AttendancePage />
    </RequirePermission>
  ),
});
