import { RequirePermission } from '@portal/views/shell/require-permission';
import { StudentPage } from '@portal/views/students/student-page';
import { createFileRoute } from '@tanstack/react-router';

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
