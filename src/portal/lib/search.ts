// The query parameters the portal's link pages read.

/** `?token=`: a string when present, otherwise absent. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const { token } = search;
  // The router parses numbers and JSON in the query: a token of digits must stay a string.
  if (typeof token === 'string' && token) return { token };
  if (typeof token === 'number') return { token: String(token) };
  return {};
}
