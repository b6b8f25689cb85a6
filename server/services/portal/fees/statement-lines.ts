import { parseRupees } from '@common/fees/money';
import type { SheetRow } from '../imports/read-rows';

// Reading a bank's or a UPI app's statement (docs/requirements/fees.md#upi): banks name their
// columns differently, so the header row is found by the words banks use, and only credits (money
// in) are kept. Pure: the rows come from the import's reader, in a worker.

export interface CreditLine {
  line: number;
  date: string | null;
  amountPaise: number;
  narration: string;
  /** A 12-digit UPI reference found in the line, if any. */
  utr: string | null;
}

const HEADERS = {
  date: /^(txn |transaction |value |tran )?date$|^date$/,
  narration: /narration|description|particulars|remarks|details/,
  reference: /ref|utr|chq/,
  credit: /^(credit|deposit|cr)( amount)?( \(?(inr|rs\.?|₹)\)?)?$|credit amount|deposit amount/,
  amount: /^amount( \(?(inr|rs\.?|₹)\)?)?$|^transaction amount/,
  type: /^(type|dr ?\/ ?cr|cr ?\/ ?dr|debit ?\/ ?credit)$/,
};

type Column = keyof typeof HEADERS;

function normal(cell: string): string {
  return cell.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
}

/** The header row (among the first 30: statements open with the bank's address) and where each column is. */
function findHeader(
  rows: readonly SheetRow[],
): { at: number; columns: Partial<Record<Column, number>> } | null {
  for (let at = 0; at < Math.min(rows.length, 30); at++) {
    const cells = rows[at]?.cells.map(normal) ?? [];
    const columns: Partial<Record<Column, number>> = {};
    cells.forEach((cell, index) => {
      for (const column of Object.keys(HEADERS) as Column[])
        if (columns[column] === undefined && HEADERS[column].test(cell)) {
          columns[column] = index;
          break;
        }
    });
    if (columns.narration !== undefined && (columns.credit !== undefined || columns.amount !== undefined))
      return { at, columns };
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 2026-11-27, 27/11/2026, 27-11-26, 27 Nov 2026, 27-Nov-2026: Indian banks write the day first. */
export function statementDate(text: string): string | null {
  const cell = text.trim().toLowerCase();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(cell);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})[/\-. ](\d{1,2}|[a-z]{3})[a-z]*[/\-. ](\d{2}|\d{4})$/.exec(
    cell.split(/\s+\d{1,2}:/)[0] ?? '',
  );
  if (!match) return null;
  const day = Number(match[1]);
  const month = /^\d+$/.test(match[2] ?? '') ? Number(match[2]) : MONTHS.indexOf(match[2] ?? '') + 1;
  const year = (match[3] ?? '').length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The statement's credits; null when no header row names a narration and an amount. */
export function creditLines(rows: readonly SheetRow[]): CreditLine[] | null {
  const header = findHeader(rows);
  if (!header) return null;
  const { columns } = header;
  const cell = (row: SheetRow, column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
  const lines: CreditLine[] = [];
  for (const row of rows.slice(header.at + 1)) {
    let amount: number | null;
    if (columns.credit !== undefined) amount = parseRupees(cell(row, 'credit'));
    else {
      const type = normal(cell(row, 'type'));
      if (type && !/^(cr|credit|c)$/.test(type)) continue;
      amount = parseRupees(cell(row, 'amount'));
    }
    if (amount === null || amount <= 0) continue;
    const narration = [cell(row, 'narration'), cell(row, 'reference')].filter(Boolean).join(' ');
    const utr = /(?<!\d)(\d{12})(?!\d)/.exec(narration)?.[1] ?? null;
    lines.push({
      line: row.number,
      date: statementDate(cell(row, 'date')),
      amountPaise: amount,
      narration: narration.slice(0, 500),
      utr,
    });
  }
  return lines;
}
