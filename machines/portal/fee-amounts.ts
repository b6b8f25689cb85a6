// Amounts as the fee set-up's fields hold them: typed in rupees, kept and sent in paise
// (common/fees/money.ts). A field left empty is nothing; what does not read as rupees is flagged.
import { parseRupees, rupeesForUpi } from '@common/fees/money';

/** What an amount field holds, in paise: nothing typed is 0; null when it does not read as rupees. */
export function paiseOf(text: string): number | null {
  return text.trim() === '' ? 0 : parseRupees(text);
}

/** An amount as its field shows it: rupees, paise only when there are some ("1500", "1500.50"); 0 is empty. */
export function rupeesText(paise: number): string {
  if (paise === 0) return '';
  const text = rupeesForUpi(paise);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
