// Money in the fee area (docs/requirements/fees.md): an amount is a whole number of paise, a
// `number` that is always a safe integer, from the database's bigint column to the page. Rupees
// with decimals exist only as text: what a page prints (formatRupees), what a clerk types
// (parseRupees) and what a UPI link carries (rupeesForUpi). Plain string arithmetic, no floats and
// no Intl: 0.1 + 0.2 is not a fee, and the en-IN grouping of Intl differs between engines' ICU
// builds, which a receipt printed on two phones must not.

import type { Language } from '../languages';

/**
 * The largest single fee amount Shala accepts, in paise: ₹10 crore. No school fee comes near it;
 * anything above is a typing slip (an extra zero or two), and the cap keeps every sum of a
 * student's year far inside the safe integers.
 */
export const FEE_AMOUNT_MAX_PAISE = 10_00_00_000 * 100;

/** Fails loudly: an amount that is not whole paise is a bug upstream, never something to print. */
function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}

/**
 * Indian digit grouping of a whole number of rupees: the last three digits, then pairs
 * (12345678 -> "1,23,45,678").
 */
function groupIndian(rupees: string): string {
  if (rupees.length <= 3) return rupees;
  const head = rupees.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${rupees.slice(-3)}`;
}

/** The sign, the rupees and the two digits of paise of an amount, as text. */
function rupeesAndPaise(paise: number): { sign: string; rupees: string; fraction: string } {
  assertPaise(paise);
  const magnitude = Math.abs(paise);
  return {
    sign: paise < 0 ? '-' : '',
    rupees: String(Math.floor(magnitude / 100)),
    fraction: String(magnitude % 100).padStart(2, '0'),
  };
}

/**
 * An amount as a receipt prints it, always with two decimals: 12345670 -> "₹1,23,456.70". Both
 * languages use Latin digits (Indian receipts, bank statements and UPI apps all do, and a parent
 * compares the slip with the app), so the language changes nothing today; it is asked for so that a
 * caller never has to be changed if a language ever needs its own digits. A negative amount (a
 * refund or a reversal in a ledger) reads "-₹500.00".
 */
export function formatRupees(paise: number, _language: Language): string {
  const { sign, rupees, fraction } = rupeesAndPaise(paise);
  return `${sign}₹${groupIndian(rupees)}.${fraction}`;
}

/** As formatRupees, without ".00" on a whole number of rupees, for tight spots (a dues list cell). */
export function formatRupeesShort(paise: number, language: Language): string {
  const full = formatRupees(paise, language);
  return full.endsWith('.00') ? full.slice(0, -3) : full;
}

/** An amount in a UPI link's `am`: rupees with exactly two decimals, no grouping (12345670 -> "123456.70"). */
export function rupeesForUpi(paise: number): string {
  const { sign, rupees, fraction } = rupeesAndPaise(paise);
  return `${sign}${rupees}.${fraction}`;
}

/** What may stand before the figures: ₹, Rs, Rs. or INR, as clerks and statements write them. */
const CURRENCY_PREFIX = /^(?:₹|rs\.?|inr)\s*/i;
/** Digits without commas, or grouped the Indian way (1,23,456) or the Western way (123,456). */
const WHOLE_RUPEES = /^(?:\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;
/** More digits than the cap's is above it: refused before Number, which would round a long one. */
const MAX_RUPEE_DIGITS = String(FEE_AMOUNT_MAX_PAISE / 100).length;

/**
 * An amount typed by a clerk or read from a statement, in paise, or null when it is not one:
 * "1234", "1,234.5", "1234.50", "₹ 1,23,456.70" are amounts; a sign, a third decimal, letters,
 * badly placed commas and anything above FEE_AMOUNT_MAX_PAISE are not. Devanagari digits (०-९, which
 * a Hindi keyboard types) are read as the same digits.
 */
export function parseRupees(text: string): number | null {
  const latin = text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const figures = latin.trim().replace(CURRENCY_PREFIX, '');
  const match = /^([\d,]+)(?:\.(\d{1,2}))?$/.exec(figures);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (!WHOLE_RUPEES.test(whole)) return null;
  const rupees = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (rupees.length > MAX_RUPEE_DIGITS) return null;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return paise <= FEE_AMOUNT_MAX_PAISE ? paise : null;
}
