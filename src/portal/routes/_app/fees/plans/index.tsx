import { PlansPage } from '@portal/views/fees/setup/plans-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

// `?yearId=` is the academic year whose plans are shown; the current year without it.
export const Route = createFileRoute('/_app/fees/plans/')({
  validateSearch: (search: Record<string, unknown>): { yearId?: string } =>
    typeof search.yearId === 'string' ? { yearId: search.yearId } : {},
  component: function FeePlansRoute() {
    const { yearId } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <RequirePermission permission="fees.view">
        <PlansPage
          // Another year's plans are another list.
          key={yearId ?? 'current'}
          yearId={yearId}
          onYearChange={(next) => void navigate({ to: '/fees/plans', search: { yearId: next } })}
        />
      </RequirePermission>
    );
  },
});
