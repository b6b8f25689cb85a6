import { schoolToday } from '@common/school-clock';
import { PlanEditorPage } from '@portal/views/fees/setup/plan-editor-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/plans/$planId')({
  component: function FeePlanRoute() {
    const { planId } = Route.useParams();
    return (
      <RequirePermission permission="fees.view">
        {/* Another plan's address starts the editor again. */}
        <PlanEditorPage key={planId} planId={planId} today={schoolToday(new Date())} />
      </RequirePermission>
    );
  },
});
