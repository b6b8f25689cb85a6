// Search-parameter validation for routes (DESIGN.md convention 5). The router parses each value
// as JSON when it can, so a link token made only of digits arrives as a number: take it back as
// text. Anything else (arrays, objects, empty strings) counts as absent.
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
