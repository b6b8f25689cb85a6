// replaced by the management screens branch
export function MembersPage() {
  return <h1>Members</h1>;
}
