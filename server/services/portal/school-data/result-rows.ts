// The rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer `{ rows }`, which
// drizzle's shared type does not say.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
