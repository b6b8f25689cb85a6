// How hard a new password is to guess, as the registration and reset forms hint it while it is
// typed (issue 33: "sunrise123" was taken without a word). A hint, not a rule: what is refused is
// the length rule and the server's list of common and personal passwords (common/validation.ts,
// server/services/password-rules.ts), the same on both sides; a weak password that passes those
// is accepted by the server and only warned about here, so the browser and the server never
// disagree about what may be sent.

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** The character kinds a password mixes: lower case, upper case, digits, anything else. */
function kindsOf(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((kind) => kind.test(password))
    .length;
}

/**
 * Weak: shorter than 10 with at most two kinds of character, one word with a few digits or
 * symbols after or before it ('sunrise123', 'Sunrise@2026', '2026india'), only digits, or a short
 * unit repeated. Strong: 12 or more characters of three kinds, or 16 or more. Fair otherwise.
 * Undefined for an empty field (nothing to say yet).
 */
export function passwordStrength(password: string): PasswordStrength | undefined {
  if (!password) return undefined;
  const { length } = [...password];
  const kinds = kindsOf(password);
  const oneWord = /^[^\p{L}]{0,6}\p{L}+[^\p{L}]{0,6}$/u.test(password) && length < 14;
  if (
    (length < 10 && kinds <= 2) ||
    oneWord ||
    /^\p{Nd}+$/u.test(password) ||
    /^(.{1,4}?)\1+$/su.test(password)
  )
    return 'weak';
  if ((length >= 12 && kinds >= 3) || length >= 16) return 'strong';
  return 'fair';
}
