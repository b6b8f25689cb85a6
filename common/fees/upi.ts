// UPI without a gateway (docs/decisions/0037-upi-without-a-gateway.md): the `upi://pay` link a
// dues slip carries (and its QR code shows), the dues reference in it that names a student and an
// instalment, finding that reference again in a bank statement's narration, and the checks on what
// the office types (a payment's UTR, the school's VPA).

import { FEE_AMOUNT_MAX_PAISE, rupeesForUpi } from './money';

/** NPCI's limit on a link's `tr`: at most 35 letters and digits. */
export const UPI_REFERENCE_MAX_LENGTH = 35;

/** Characters of a student's key in a dues reference. */
export const STUDENT_KEY_LENGTH = 12;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 62 bits: the most that twelve base-36 characters always hold (36^12 is a little over 2^62). */
const KEY_BITS = (1n << 62n) - 1n;

/**
 * The twelve base-36 characters that stand for a student in dues references: the last 62 bits of
 * the student's UUID. Not the first: in a version 4 UUID the version digit sits in them, and in a
 * version 7 one the first 48 bits are the time of creation, which students added by one import
 * share; the last 62 bits are random in both (only the two variant bits before them are fixed).
 * Two students of a school share a key with odds of about n²/2^63: nil at school sizes. The server
 * stores the key with the student to find them from a statement line; the admission number is not
 * used because two admission numbers can collapse to one string once stripped to letters and digits.
 */
export function studentKeyOf(uuid: string): string {
  if (!UUID.test(uuid)) throw new RangeError(`Not a UUID: ${uuid}`);
  const lastBits = BigInt(`0x${uuid.replaceAll('-', '').slice(16)}`) & KEY_BITS;
  return lastBits.toString(36).toUpperCase().padStart(STUDENT_KEY_LENGTH, '0');
}

/**
 * ISO 7064 MOD 37,36, the standard check character for letters and digits: it catches every single
 * wrong character and all but about one in five hundred swaps of two neighbours (measured; the
 * misses are neighbours one apart, such as 01 or JK), the slips of someone copying a reference by
 * hand. A bank that cuts a reference short loses the check character with it.
 */
function checkCharacter(body: string): string {
  let product = 36;
  for (const char of body) {
    const sum = (product + BASE36.indexOf(char)) % 36 || 36;
    product = (sum * 2) % 37;
  }
  return BASE36[(37 - product) % 36] as string;
}

/** What a dues reference names. */
export interface DuesReferenceParts {
  /** The student's id (a UUID). */
  studentId: string;
  /** The instalment's position in the student's plan, 1 to 99. */
  instalment: number;
}

/** A dues reference found again: the student's key (see studentKeyOf) and the instalment. */
export interface ParsedDuesReference {
  studentKey: string;
  instalment: number;
}

/**
 * The `tr` of a dues slip's UPI link, 18 letters and digits: "SH", the student's key, "I", the
 * instalment in two digits and a check character (SH3F9K20QZ7B1AI02X). Banks copy it into their
 * statements' narrations, where parseDuesReference finds it.
 */
export function duesReference({ studentId, instalment }: DuesReferenceParts): string {
  if (!Number.isInteger(instalment) || instalment < 1 || instalment > 99) {
    throw new RangeError(`Not an instalment position (1 to 99): ${instalment}`);
  }
  const body = `SH${studentKeyOf(studentId)}I${String(instalment).padStart(2, '0')}`;
  return `${body}${checkCharacter(body)}`;
}

/**
 * The dues reference inside a statement line's free text ("UPI/CR/412345678901/ST SHALA/SH3F9K2...
 * I02X/..."), in any case, or null. Every place a reference could start is tried, since banks run
 * it into the words around it; a candidate whose check character is wrong (or whose instalment is
 * 00) is not a reference, so a mistyped or truncated one waits in the unmatched queue instead of
 * paying someone else's dues.
 */
export function parseDuesReference(text: string): ParsedDuesReference | null {
  const upper = text.toUpperCase();
  const reference = /SH([0-9A-Z]{12})I(\d{2})[0-9A-Z]/y;
  for (let at = upper.indexOf('SH'); at !== -1; at = upper.indexOf('SH', at + 1)) {
    reference.lastIndex = at;
    const match = reference.exec(upper);
    if (!match) continue;
    const [candidate, studentKey = '', digits] = match;
    const instalment = Number(digits);
    if (instalment >= 1 && candidate.endsWith(checkCharacter(candidate.slice(0, -1)))) {
      return { studentKey, instalment };
    }
  }
  return null;
}

/** A UPI transaction's UTR as the office types it from a parent's app: 12 digits, spaces around allowed. */
export function isUtr(text: string): boolean {
  return /^\d{12}$/.test(text.trim());
}

/**
 * A VPA (UPI ID), `name@handle`: a name of 2 to 256 letters, digits, dots, hyphens and
 * underscores, and a handle (the bank's or app's) of 2 to 64 letters. Checked as given: the
 * settings form trims what was typed before it asks.
 */
export function isVpa(text: string): boolean {
  return /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/.test(text);
}

/** What a UPI link carries (docs/requirements/fees.md#upi). */
export interface UpiLinkParts {
  /** The school's merchant VPA. */
  vpa: string;
  /** The payee name a parent's app shows. */
  payee: string;
  /** The amount due, in paise. */
  paise: number;
  /** The dues reference (duesReference). */
  reference: string;
  /** A note a parent recognises: the student and the instalment. */
  note: string;
}

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…&tn=…`, the same string in the link and in the QR code.
 * Values are percent-encoded (spaces as %20, never "+", which payer apps show as a plus) except the
 * VPA: isVpa leaves it nothing to encode but its "@", which a query may hold as it is, and which
 * NPCI's examples and banks' printed QR codes write plainly. An empty note is left out (`tn` is
 * optional). Wrong parts throw: they come from the school's checked settings and the derived dues,
 * so a wrong one is a bug, not something to show a parent.
 */
export function upiLink({ vpa, payee, paise, reference, note }: UpiLinkParts): string {
  if (!isVpa(vpa)) throw new RangeError(`Not a VPA: ${vpa}`);
  if (payee.trim() === '') throw new RangeError('A UPI link needs a payee name');
  if (!Number.isSafeInteger(paise) || paise <= 0 || paise > FEE_AMOUNT_MAX_PAISE) {
    throw new RangeError(`Not an amount a UPI link can ask for: ${paise} paise`);
  }
  if (!new RegExp(`^[A-Za-z0-9]{1,${UPI_REFERENCE_MAX_LENGTH}}$`).test(reference)) {
    throw new RangeError(`Not a UPI reference (1 to 35 letters and digits): ${reference}`);
  }
  const query = [
    `pa=${vpa}`,
    `pn=${encodeURIComponent(payee)}`,
    `am=${rupeesForUpi(paise)}`,
    'cu=INR',
    `tr=${reference}`,
    ...(note === '' ? [] : [`tn=${encodeURIComponent(note)}`]),
  ];
  return `upi://pay?${query.join('&')}`;
}
