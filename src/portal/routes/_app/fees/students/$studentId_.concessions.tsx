import { schoolToday } from '@common/school-clock';
import { StudentConcessionsPage } from '@portal/views/fees/setup/student-concessions-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

// Not nested under a page of the student's dues (`$studentId_`): this page stands on its own.
export const Route = createFileRoute('/_app/fees/students/$studentId_/concessions')({
  component: function StudentConcessionsRoute() {
    const { studentId } = Route.useParams();
    return (
      <RequirePermission permission="fees.view">
        <StudentConcessionsPage key={studentId} studentId={studentId} today={schoolToday(new Date())} />
      </RequirePermission>
    );
  },
});
