// The dry run's problems: row as Excel numbers it, column as headed in the file, and what is
// wrong, in the portal's language (Hindi by the problem's code; English as the server says it).
// Apart from them, a sentence naming the rows the member's permissions refuse.

import { isImportProblemCode } from '@common/api/portal/import-problems';
import { IMPORT_HEADERS, type ImportCheck } from '@common/api/portal/imports';
import type { Language } from '@common/languages';
import { refusedRows } from '@machines/portal/import-flow.machine';
import { importText } from '@portal/i18n/import';
import { usePortalLanguage, useText } from '@portal/i18n/language';

/** A template column's English header → its key; the server names columns it adds in English. */
const KEY_OF_ENGLISH = new Map(
  Object.entries(IMPORT_HEADERS.en).map(([key, header]) => [header.toLowerCase(), key]),
);

/** A column as the reader's template heads it; a header of the school's own stays as written. */
function columnIn(language: Language, column: string): string {
  const key = KEY_OF_ENGLISH.get(column.trim().toLowerCase());
  return (key && IMPORT_HEADERS[language][key]) || column;
}

export function ProblemsTable({ check }: { check: ImportCheck }) {
  const t = useText(importText);
  const { language } = usePortalLanguage();
  const say = (code: string, message: string) =>
    language === 'hi' && isImportProblemCode(code) ? t.problems[code] : message;
  return (
    <>
      <table className="mgmt-table import-problems">
        <caption>{t.problemsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.row}</th>
            <th scope="col">{t.column}</th>
            <th scope="col">{t.problem}</th>
          </tr>
        </thead>
        <tbody>
          {check.problems.map((problem, index) => (
            // A row can have several problems in one column: the position keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <tr key={`${problem.row}-${problem.column}-${index}`}>
              <td data-label={t.row}>{problem.row}</td>
              <td data-label={t.column}>{columnIn(language, problem.column)}</td>
              <td data-label={t.problem}>{say(problem.code, problem.message)}</td>
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
