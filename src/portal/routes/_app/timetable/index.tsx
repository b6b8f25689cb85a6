import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../views/shell/require-permission';
import { TimetablePage } from '../../../views/timetable/timetable-page';

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
