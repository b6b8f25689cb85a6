// replaced by the management screens branch
export function AcademicsPage() {
  return <h1>Academics</h1>;
}
