import { RequirePermission } from '@portal/views/shell/require-permission';
import { BellSchedulePage } from '@portal/views/timetable/bell-schedule-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/timetable/bells')({
  component: () => (
    <RequirePermission permission="timetable.view">
      <BellSchedulePage />
    </RequirePermission>
  ),
});
