import type { ImportKind, ImportProblem } from '@common/api/portal/imports';
import { refuse } from '@server/http-error';
import { readHeader, shown } from './columns';
import type { RowChecker } from './kinds';
import type { SheetRow } from './read-rows';
import { RowCheck } from './row-check';

// One pass over a file's rows: the header, then every row checked and the valid ones handed on in
// batches (so the dry run compares, and the import writes, 500 rows at a time). Both the dry run and the import go through here, so the import takes exactly
// the rows the dry run called valid.

export const BATCH_ROWS = 500;

export interface FileCheck {
  rows: number;
  validRows: number;
  problems: ImportProblem[];
}

/** A problem as kept and shown: it may quote the file's own text. */
function printable(problem: ImportProblem): ImportProblem {
  const params = Object.fromEntries(
    Object.entries(problem.params).map(([name, value]) => [
      name,
      typeof value === 'string' ? shown(value) : value,
    ]),
  );
  return {
    ...problem,
    column: shown(problem.column),
    value: shown(problem.value),
    name: shown(problem.name),
    params,
  };
}

/** `rows`: the file as read, header first (parse-pool.ts reads it before any transaction opens). */
export async function checkFile(
  rows: readonly SheetRow[],
  kind: ImportKind,
  checker: RowChecker,
  onBatch: (batch: { row: number }[]) => Promise<void>,
): Promise<FileCheck> {
  const result: FileCheck = { rows: 0, validRows: 0, problems: [] };
  let layout: ReturnType<typeof readHeader> | undefined;
  let batch: { row: number }[] = [];
  for (const row of rows) {
    if (!layout) {
      layout = readHeader(kind, row.cells);
      result.problems.push(...layout.problems.map(printable));
      continue;
    }
    result.rows += 1;
    if (layout.unusable) continue;
    const check = new RowCheck(layout, row);
    const record = checker(check);
    result.problems.push(...check.problems.map(printable));
    if (!record) continue;
    result.validRows += 1;
    batch.push(record);
    if (batch.length >= BATCH_ROWS) {
      await onBatch(batch);
      batch = [];
    }
  }
  if (!layout) throw refuse(400, 'file_no_header');
  if (batch.length > 0) await onBatch(batch);
  return result;
}
