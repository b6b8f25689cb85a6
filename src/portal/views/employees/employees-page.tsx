// replaced by the management screens branch
export function EmployeesPage() {
  return <h1>Employees</h1>;
}
