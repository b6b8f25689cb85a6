import type { ImportProblem } from '@common/api/portal/imports';
import type { CellProblem, Checked } from './cell-rules';
import { REQUIRED } from './cell-rules';
import { type ColumnLayout, problemAt } from './columns';
import type { SheetRow } from './read-rows';

// One data row being checked: its cells by column key, and the problems found so far, each named
// by the row's Excel number, the column (as the file heads it, and its key), the cell's value and
// the row's name, so the member can find it without the file open.

export class RowCheck {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly layout: ColumnLayout,
    private readonly sheetRow: SheetRow,
  ) {}

  get number(): number {
    return this.sheetRow.number;
  }

  /** The cell of a column, trimmed; '' when blank or when the file has no such column. */
  cell(key: string): string {
    const at = this.layout.at.get(key);
    return at ? (this.sheetRow.cells[at.index] ?? '').trim() : '';
  }

  fail(key: string, problem: CellProblem): undefined {
    const at = this.layout.at.get(key);
    this.problems.push(
      problemAt(this.number, at?.header ?? key, at?.label ?? key, problem.code, {
        ...(problem.params ? { params: problem.params } : {}),
        value: this.cell(key),
        name: this.cell('name'),
      }),
    );
    return undefined;
  }

  /** The value of a check, or undefined with its problem recorded. */
  take<T>(key: string, checked: Checked<T>): T | undefined {
    if ('problem' in checked) return this.fail(key, checked.problem);
    return checked.value;
  }

  /** A required cell: its value through `rule`, or a problem when blank. */
  need<T>(key: string, rule: (value: string) => Checked<T>): T | undefined {
    const value = this.cell(key);
    if (!value) return this.fail(key, REQUIRED);
    return this.take(key, rule(value));
  }

  /** An optional cell: null when blank, else its value through `rule` (undefined on a problem). */
  may<T>(key: string, rule: (value: string) => Checked<T>): T | null | undefined {
    const value = this.cell(key);
    if (!value) return null;
    return this.take(key, rule(value));
  }
}
