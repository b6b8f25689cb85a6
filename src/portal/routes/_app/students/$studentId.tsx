import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../views/shell/require-permission';
import { StudentPage } from '../../../views/students/student-page';

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
