// replaced by the management screens branch
export function ClassPage(props: { classId: string }) {
  return <h1 data-class-id={props.classId}>Class</h1>;
}
