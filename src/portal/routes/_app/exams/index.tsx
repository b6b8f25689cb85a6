import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { ExamsPage } from '@portal/views/exams/exams-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/')({
  component: function ExamsRoute() {
    const me = usePortalMember();
    return (
      // A teacher enters marks (exams.enter); whoever reads exams sees every section (exams.view).
      <RequirePermission permission={['exams.view', 'exams.enter']}>
        <ExamsPage enters={hasPermission(me, 'exams.enter')} views={hasPermission(me, 'exams.view')} />
      </RequirePermission>
    );
  },
});
