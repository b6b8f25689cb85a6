import {
  type AuditFacts,
  CHANGED_STUDENT_FIELDS,
  type ChangedStudentField,
  type ConsentSummary,
  ImportSummary,
  ListSummary,
  type MoveSummary,
} from '@common/api/portal/audit';
import {
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  type ConsentMethod,
  type ConsentPurpose,
} from '@common/api/portal/consent';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';

// How each kind of audit entry writes its detail, and reads it back as fields
// (docs/requirements/students.md#audit-log). The detail stays text, the one column every entry
// has, with no personal data; GET /audit answers the fields beside it (`facts`) so the portal says
// them in the member's language. Entries written before a kind's fields were answered keep the
// same text where they can (updates, consents, moves, data copies) and so read the same way; older
// list entries, written as English sentences, read as null and are shown as stored.

/** Reads a detail written as JSON against its schema; null when it does not read as one. */
function jsonOf<T extends TSchema>(schema: T, detail: string): Static<T> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return null;
  }
  // Only the fields the contract names, whatever else a stored detail may carry.
  return Value.Check(schema, parsed) ? (Value.Clean(schema, parsed) as Static<T>) : null;
}

/** An import: its counts as JSON. */
export const importAuditDetail = (summary: ImportSummary): string => JSON.stringify(summary);
const importSummaryOf = (detail: string) => jsonOf(ImportSummary, detail);

/** An update: the changed fields' keys, comma-separated (`dateOfBirth, guardians`). */
export const changedAuditDetail = (fields: readonly ChangedStudentField[]): string => fields.join(', ');
const changedFieldNames: ReadonlySet<string> = new Set(CHANGED_STUDENT_FIELDS);
function changedFieldsOf(detail: string): ChangedStudentField[] | null {
  const fields = detail.split(', ');
  return fields.every((field) => changedFieldNames.has(field)) ? (fields as ChangedStudentField[]) : null;
}

/**
 * A consent: the purposes' keys, comma-separated, then the method's key in brackets when consent
 * was recorded (`guardian_messages, photos (in_person)`; a withdrawal: `guardian_messages, photos`).
 */
export function consentAuditDetail(
  purposes: readonly ConsentPurpose[],
  method: ConsentMethod | null,
): string {
  return method ? `${purposes.join(', ')} (${method})` : purposes.join(', ');
}
const purposeKeys: ReadonlySet<string> = new Set(CONSENT_PURPOSES);
const methodKeys: ReadonlySet<string> = new Set(CONSENT_METHODS);
const consentShape = /^(.+?)(?: \(([a-z_]+)\))?$/;
function consentSummaryOf(detail: string): ConsentSummary | null {
  const [, list = '', method] = consentShape.exec(detail) ?? [];
  const purposes = list.split(', ');
  if (!purposes.every((purpose) => purposeKeys.has(purpose))) return null;
  if (method !== undefined && !methodKeys.has(method)) return null;
  return { purposes: purposes as ConsentPurpose[], method: (method as ConsentMethod | undefined) ?? null };
}

/** A page of the students list, or its CSV: the filters and count as JSON. */
export const listAuditDetail = (summary: ListSummary): string => JSON.stringify(summary);
const listSummaryOf = (detail: string) => jsonOf(ListSummary, detail);

/** A move: the sections' full names (`Class 6 A to Class 7 A`), `no section` for none. */
const NO_SECTION = 'no section';
export const moveAuditDetail = ({ from, to }: MoveSummary): string =>
  `${from ?? NO_SECTION} to ${to ?? NO_SECTION}`;
function moveSummaryOf(detail: string): MoveSummary | null {
  const parts = detail.split(' to ');
  // A section whose name holds " to " makes the text ambiguous: shown as stored.
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const section = (name: string) => (name === NO_SECTION ? null : name);
  return { from: section(parts[0]), to: section(parts[1]) };
}

/** A data request's copy: `the student's data (CSV)` or `(JSON)`. */
export const studentDataAuditDetail = (format: 'csv' | 'json'): string =>
  `the student's data (${format.toUpperCase()})`;
const studentDataShape = /^the student's data \((CSV|JSON)\)$/;

/** An entry's detail as fields, by its action; null when it is free text or does not read as them. */
export function auditFactsOf(action: string, detail: string): AuditFacts | null {
  switch (action) {
    case 'imported': {
      const summary = importSummaryOf(detail);
      return summary && { kind: 'imported', summary };
    }
    case 'updated': {
      const fields = changedFieldsOf(detail);
      return fields && { kind: 'changed', fields };
    }
    case 'consent_recorded':
    case 'consent_withdrawn': {
      const consent = consentSummaryOf(detail);
      return consent && { kind: 'consent', ...consent };
    }
    case 'moved': {
      const move = moveSummaryOf(detail);
      return move && { kind: 'moved', ...move };
    }
    case 'listed':
    case 'exported': {
      const format = studentDataShape.exec(detail)?.[1];
      if (format) return { kind: 'studentData', format: format === 'CSV' ? 'csv' : 'json' };
      const list = listSummaryOf(detail);
      return list && { kind: 'list', ...list };
    }
    default:
      return null;
  }
}
