// Search-parameter validation for routes
// (docs/decisions/0001-statecharts-and-model-based-tests.md). The router parses each value as JSON
// when it can, so a link token made only of digits arrives as a number: take it back as text.
// Anything else (arrays, objects, empty strings) counts as absent.
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
