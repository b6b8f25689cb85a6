import { IMPORT_HEADERS, type ImportProblem } from '@common/api/portal/imports';
import type { CellProblem, Checked } from './cell-rules';
import { required } from './cell-rules';
import type { ColumnLayout } from './columns';
import type { SheetRow } from './read-rows';

// One data row being checked: its cells by column key, and the problems found so far, each named
// by the row's Excel number and the column's header as the file writes it.

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

  /** The English label of a column, for messages. */
  label(key: string): string {
    return IMPORT_HEADERS.en[key] ?? key;
  }

  fail(key: string, problem: CellProblem): undefined {
    const column = this.layout.at.get(key)?.header ?? this.label(key);
    this.problems.push({ row: this.number, column, ...problem });
    return undefined;
  }

  /** The value of a check, or undefined with its problem recorded. */
  take<T>(key: string, checked: Checked<T>): T | undefined {
    if ('problem' in checked) return this.fail(key, checked.problem);
    return checked.value;
  }

  /** A required cell: its value through `rule`, or a problem when blank. */
  need<T>(key: string, rule: (value: string, label: string) => Checked<T>): T | undefined {
    const value = this.cell(key);
    if (!value) return this.fail(key, required(this.label(key)));
    return this.take(key, rule(value, this.label(key)));
  }

  /** An optional cell: null when blank, else its value through `rule` (undefined on a problem). */
  may<T>(key: string, rule: (value: string, label: string) => Checked<T>): T | null | undefined {
    const value = this.cell(key);
    if (!value) return null;
    return this.take(key, rule(value, this.label(key)));
  }
}
