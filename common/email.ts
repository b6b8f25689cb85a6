// The e-mail address rules, on their own so the home page's contact form can use them without
// loading the account forms' rules (common/validation.ts re-exports them for everyone else).

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
