import { EmployeesPage } from '@portal/views/employees/employees-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/employees')({
  component: () => (
    <RequirePermission permission="employees.view">
      <EmployeesPage />
    </RequirePermission>
  ),
});
