// The import's limits and file types as plain values (docs/requirements/students.md#import), apart
// from the schemas in imports.ts, so the portal's import screen can read them without loading the
// schema library.

/** The most an upload may be. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
