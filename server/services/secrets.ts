import { createHash, randomBytes } from 'node:crypto';

// Session and one-time tokens (docs/requirements/security.md#tokens): 32 random bytes, base64url
// (43 characters); only their SHA-256 is stored, so a leaked database holds no usable token.

export const TOKEN_BYTES = 32;
/** What a token we issued looks like: anything else is rejected before touching the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
