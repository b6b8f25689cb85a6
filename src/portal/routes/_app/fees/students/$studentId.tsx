import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { StudentDuesPage } from '@portal/views/fees/student-dues-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/students/$studentId')({
  component: function StudentDuesRoute() {
    const { studentId } = Route.useParams();
    const me = usePortalMember();
    return (
      <RequirePermission permission="fees.view">
        <StudentDuesPage
          key={studentId}
          studentId={studentId}
          canCollect={hasPermission(me, 'fees.collect')}
        />
      </RequirePermission>
    );
  },
});
