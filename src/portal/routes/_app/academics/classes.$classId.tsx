import { ClassPage } from '@portal/views/academics/class-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/academics/classes/$classId')({
  component: function ClassRoute() {
    const { classId } = Route.useParams();
    return (
      <RequirePermission permission="academics.view">
        <ClassPage classId={classId} />
      </RequirePermission>
    );
  },
});
