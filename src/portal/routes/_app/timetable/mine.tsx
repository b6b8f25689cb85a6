import { RequirePermission } from '@portal/views/shell/require-permission';
import { TeacherWeekPage } from '@portal/views/timetable/teacher-week-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/timetable/mine')({
  component: () => (
    <RequirePermission permission="timetable.view">
      <TeacherWeekPage employeeId={null} />
    </RequirePermission>
  ),
});
