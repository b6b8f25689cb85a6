import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../views/shell/require-permission';
import { StudentPage } from '../../../views/students/student-page';

// `?sectionId=` opens the form in the section the list was showing.
export const Route = createFileRoute('/_app/students/new')({
  validateSearch: (search: Record<string, unknown>): { sectionId?: string } =>
    typeof search.sectionId === 'string' ? { sectionId: search.sectionId } : {},
  component: function NewStudentRoute() {
    const { sectionId } = Route.useSearch();
    return (
      <RequirePermission permission="students.create">
        <StudentPage studentId={null} sectionId={sectionId} />
      </RequirePermission>
    );
  },
});
