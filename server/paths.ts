// Everything API lives under one versioned prefix (docs/requirements/api.md#calls); the rest of the
// URL space is the SPA.
export const API_PREFIX = '/prod/v1';
/** The contract's version, as the OpenAPI document states it: the prefix's major version. */
export const API_VERSION = '1.0.0';

export function isApiPath(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url.charAt(API_PREFIX.length);
  return next === '' || next === '/' || next === '?';
}

/** The path without its query string, which may carry tokens (reset links) and must not be echoed or logged. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
