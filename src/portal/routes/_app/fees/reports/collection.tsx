import { CollectionPage } from '@portal/views/fees/reports/collection-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

// `?yearId=` opens another academic year than the current one; the year picked is written there.
export const Route = createFileRoute('/_app/fees/reports/collection')({
  validateSearch: (search: Record<string, unknown>): { yearId?: string } =>
    typeof search.yearId === 'string' && search.yearId ? { yearId: search.yearId } : {},
  component: function CollectionRoute() {
    const { yearId } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <RequirePermission permission="fees.view">
        <CollectionPage
          yearId={yearId ?? ''}
          onYear={(id) =>
            void navigate({ to: '/fees/reports/collection', search: id ? { yearId: id } : {}, replace: true })
          }
        />
      </RequirePermission>
    );
  },
});
