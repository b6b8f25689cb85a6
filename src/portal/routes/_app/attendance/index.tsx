import { AttendancePage } from '@portal/views/attendance/attendance-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/attendance/')({
  component: () => (
    <RequirePermission permission="attendance.view">
      <AttendancePage />
    </RequirePermission>
  ),
});
