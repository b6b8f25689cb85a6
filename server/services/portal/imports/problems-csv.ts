import type { ImportProblem } from '@common/api/portal/imports';
import { csvFile } from '../csv-export';

// The problems of a file as a CSV to open beside it in Excel, written like every CSV the portal
// hands out (../csv-export.ts: a byte-order mark for Hindi, formulas kept as text, since the file
// quotes cells the uploader wrote).

export function problemsCsv(problems: readonly ImportProblem[]): Buffer {
  return csvFile([
    ['Row', 'Column', 'Code', 'Problem'],
    ...problems.map((problem) => [problem.row, problem.column, problem.code, problem.message]),
  ]);
}
