// replaced by the management screens branch
export function RolesPage() {
  return <h1>Roles</h1>;
}
