import { RequirePermission } from '@portal/views/shell/require-permission';
import { TeacherWeekPage } from '@portal/views/timetable/teacher-week-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/timetable/teachers/$employeeId')({
  component: function TeacherWeekRoute() {
    const { employeeId } = Route.useParams();
    return (
      <RequirePermission permission="timetable.view">
        {/* Another teacher's address starts again from their week. */}
        <TeacherWeekPage key={employeeId} employeeId={employeeId} />
      </RequirePermission>
    );
  },
});
