import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../views/shell/require-permission';
import { StudentsPage } from '../../../views/students/students-page';

export const Route = createFileRoute('/_app/students/')({
  component: () => (
    <RequirePermission permission="students.view">
      <StudentsPage />
    </RequirePermission>
  ),
});
