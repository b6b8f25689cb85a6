import { RequirePermission } from '@portal/views/shell/require-permission';
import { TimetablePage } from '@portal/views/timetable/timetable-page';
import { createFileRoute } from '@tanstack/react-router';

// `?sectionId=` is the section whose week is shown: the address can be shared or bookmarked.
export const Route = createFileRoute('/_app/timetable/')({
  validateSearch: (search: Record<string, unknown>): { sectionId?: string } =>
    typeof search.sectionId === 'string' ? { sectionId: search.sectionId } : {},
  component: function TimetableRoute() {
    const { sectionId } = Route.useSearch();
    return (
      <RequirePermission permission="timetable.view">
        <TimetablePage sectionId={sectionId} />
      </RequirePermission>
    );
  },
});
