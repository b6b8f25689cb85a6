import { RequirePermission } from '@portal/views/shell/require-permission';
import { StudentPage } from '@portal/views/students/student-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/students/$studentId')({
  component: function StudentRoute() {
    const { studentId } = Route.useParams();
    return (
      <RequirePermission permission="students.view">
        <StudentPage studentId={studentId} />
      </RequirePermission>
    );
  },
});
