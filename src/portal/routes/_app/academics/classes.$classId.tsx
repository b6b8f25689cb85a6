import { createFileRoute } from '@tanstack/react-router';
import { ClassPage } from '../../../views/academics/class-page';
import { RequirePermission } from '../../../views/shell/require-permission';

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
