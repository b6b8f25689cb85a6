// The dry run's problems: row as Excel numbers it, the column in the reader's language, the row's
// name and the bad value as the file has them, and what is wrong, all in the portal's language
// (by the problem's code and parameters). Apart from them, a sentence naming the rows the member's
// permissions refuse. After an import of the valid rows only, the same table lists the rows it
// skipped, with their download.

import type { ImportCheck } from '@common/api/portal/imports';
import { refusedRows } from '@machines/portal/import-flow.machine';
import { importText, problemSentence } from '@portal/i18n/import';
import { useText } from '@portal/i18n/language';

export function ProblemsTable({ check, caption }: { check: ImportCheck; caption?: string }) {
  const t = useText(importText);
  return (
    <>
      <table className="mgmt-table import-problems">
        <caption>{caption ?? t.problemsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.row}</th>
            <th scope="col">{t.column}</th>
            <th scope="col">{t.student}</th>
            <th scope="col">{t.value}</th>
            <th scope="col">{t.problem}</th>
          </tr>
        </thead>
        <tbody>
          {check.problems.map((problem, index) => (
            // A row can have several problems in one column: the position keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <tr key={`${problem.row}-${problem.column}-${index}`}>
              <td data-label={t.row}>{problem.row}</td>
              <td data-label={t.column}>{t.columnName(problem)}</td>
              <td data-label={t.student}>{problem.name}</td>
              <td data-label={t.value}>{problem.value}</td>
              <td data-label={t.problem}>{problemSentence(t, problem)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {check.problemCount > check.problems.length ? (
        <p className="mgmt-muted">{t.firstProblems(check.problems.length, check.problemCount)}</p>
      ) : null}
    </>
  );
}

/** The rows that change existing records the member may only add, or nothing when there are none. */
export function RefusedRows({ check }: { check: ImportCheck }) {
  const t = useText(importText);
  const rows = refusedRows(check);
  return rows.length > 0 ? <p>{t.refused(rows)}</p> : null;
}
