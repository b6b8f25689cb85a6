import { createFileRoute } from '@tanstack/react-router';
import { EmployeesPage } from '../../views/employees/employees-page';
import { RequirePermission } from '../../views/shell/require-permission';

export const Route = createFileRoute('/_app/employees')({
  component: () => (
    <RequirePermission permission="employees.view">
      <EmployeesPage />
    </RequirePermission>
  ),
});
