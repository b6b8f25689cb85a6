import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../views/shell/require-permission';
import { BellSchedulePage } from '../../../views/timetable/bell-schedule-page';

export const Route = createFileRoute('/_app/timetable/bells')({
  component: () => (
    <RequirePermission permission="timetable.view">
      <BellSchedulePage />
    </RequirePermission>
  ),
});
