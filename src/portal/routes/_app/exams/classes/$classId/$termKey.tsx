import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { TermPage } from '@portal/views/exams/term-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/classes/$classId/$termKey')({
  component: function ExamTermRoute() {
    const { classId, termKey } = Route.useParams();
    const me = usePortalMember();
    return (
      <RequirePermission permission="exams.view">
        <TermPage
          key={`${classId}/${termKey}`}
          classId={classId}
          termKey={termKey}
          configures={hasPermission(me, 'exams.configure')}
        />
      </RequirePermission>
    );
  },
});
