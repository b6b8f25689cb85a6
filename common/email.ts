// The e-mail address rules, on their own so the home page's contact form can use them without
// loading the account forms' rules (common/validation.ts re-exports them for everyone else).

/**
 * A plain `local@domain` address and nothing else: no display name (`victim<attacker@evil.test>`),
 * no list, no quoting, no comments, no IP literal. Mail software reads those forms as a different
 * recipient than the one a person sees, so one mailbox could hold many accounts. The local part is
 * letters, digits and `. _ % + ' -` (no leading, trailing or double dot); the domain is dot-separated
 * DNS labels ending in a label that starts with a letter (`in`, `com`, `xn--p1ai`).
 * The characters are escaped so the same source also works as an HTML `pattern` attribute.
 */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: an HTML pattern compiles with the v flag, where a bare '-' in a class is a syntax error
  /^[A-Za-z0-9_%+'\-]+(?:\.[A-Za-z0-9_%+'\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?$/;

/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** True for an address of the plain form above, at most EMAIL_MAX_LENGTH characters (after trimming). */
export function isPlainEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
