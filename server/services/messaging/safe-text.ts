// What a school typed never carries a link or markup into a guardian's message
// (docs/requirements/security.md#messages-to-guardians): a student's or a school's name becomes
// plain words before it fills a template. A word that is or holds an address (`://`, `www.`, a
// dotted name such as evil.test, an `@`) is dropped whole; of the rest only letters, marks,
// spaces, apostrophes, hyphens and a full stop after an initial are kept; the result is cut at a
// word within 30 characters, the longest variable a DLT template takes.

export const VARIABLE_MAX = 30;

const ADDRESS_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}]\.[\p{L}\p{N}]/iu;
const NOT_PLAIN = /[^\p{L}\p{M}\s'\-.]/gu;

export function plainWords(raw: string, fallback: string): string {
  const words = raw
    .split(/\s+/u)
    .filter((word) => word !== '' && !ADDRESS_LIKE.test(word))
    .map((word) => word.replace(NOT_PLAIN, ''))
    // A full stop stays only closing an initial ("A.") : "pay." or "." alone carry nothing.
    .map((word) => (/^\p{L}\.$/u.test(word) ? word : word.replaceAll('.', '')))
    .filter((word) => /\p{L}/u.test(word));
  let text = '';
  for (const word of words) {
    const next = text ? `${text} ${word}` : word;
    if (next.length > VARIABLE_MAX) break;
    text = next;
  }
  if (!text && words[0]) text = words[0].slice(0, VARIABLE_MAX);
  return text || fallback;
}

/** Said instead of a name with no plain words left. */
export const STUDENT_FALLBACK = { en: 'Your child', hi: 'आपका बच्चा' } as const;
export const SCHOOL_FALLBACK = { en: 'Your school', hi: 'आपका स्कूल' } as const;

/** A class and section, or a course and batch ("Class 6 A", "JEE 2027 Morning"): plain words and numbers. */
export function plainLabel(raw: string, fallback: string): string {
  const text = raw
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, VARIABLE_MAX)
    .trim();
  return text || fallback;
}

/** A school's phone as an SMS carries it: digits only, an Indian number without +91. */
export function plainPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.slice(0, 15);
}

export const CLASS_FALLBACK = { en: 'their class', hi: 'कक्षा' } as const;
