import { Value } from 'typebox/value';
import { ImportSummary } from '../../../../common/api/portal/audit';

// An import's audit entry (docs/requirements/students.md#audit-log): its detail is the import's
// counts as JSON, stored as text like every other entry's detail, and read back into fields so
// the portal says them as a sentence in the member's language. Rows written before the audit
// answered `imported` hold the same JSON, so they read the same way.

export const importAuditDetail = (summary: ImportSummary): string => JSON.stringify(summary);

/** The counts an import entry's detail holds, or null when it does not read as them. */
export function importSummaryOf(detail: string): ImportSummary | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return null;
  }
  if (!Value.Check(ImportSummary, parsed)) return null;
  const { kind, fileName, rows, validRows, created, updated } = parsed;
  // Only the fields the contract names, whatever else a stored detail may carry.
  return { kind, fileName, rows, validRows, created, updated };
}
