import { DefaultersPage } from '@portal/views/fees/reports/defaulters-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

// `?sectionId=` opens one section's defaulters; the section picked is written there in place.
export const Route = createFileRoute('/_app/fees/reports/defaulters')({
  validateSearch: (search: Record<string, unknown>): { sectionId?: string } =>
    typeof search.sectionId === 'string' && search.sectionId ? { sectionId: search.sectionId } : {},
  component: function DefaultersRoute() {
    const { sectionId } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <RequirePermission permission="fees.view">
        <DefaultersPage
          sectionId={sectionId ?? ''}
          onSection={(id) =>
            void navigate({
              to: '/fees/reports/defaulters',
              search: id ? { sectionId: id } : {},
              replace: true,
            })
          }
        />
      </RequirePermission>
    );
  },
});
