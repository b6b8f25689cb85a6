import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../views/shell/require-permission';
import { TeacherWeekPage } from '../../../views/timetable/teacher-week-page';

export const Route = createFileRoute('/_app/timetable/mine')({
  component: () => (
    <RequirePermission permission="timetable.view">
      <TeacherWeekPage employeeId={null} />
    </RequirePermission>
  ),
});
