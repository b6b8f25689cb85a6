import type { ImportProblem } from '../../../../common/api/portal/imports';

// The problems of a file as a CSV to open beside it in Excel (UTF-8 with a byte-order mark, so
// Hindi headers show). A cell that a spreadsheet would take for a formula is prefixed with an
// apostrophe: the file names cells the uploader wrote, and they must not run as formulas.

function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function problemsCsv(problems: readonly ImportProblem[]): string {
  const lines = [['Row', 'Column', 'Code', 'Problem'].join(',')];
  for (const problem of problems) {
    lines.push([problem.row, problem.column, problem.code, problem.message].map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
