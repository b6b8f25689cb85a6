import type { ConsentSummary } from '../../../common/api/portal/audit';
import {
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  type ConsentMethod,
  type ConsentPurpose,
} from '../../../common/api/portal/consent';

// A consent entry's detail (docs/requirements/students.md#audit-log): the purposes' keys,
// comma-separated, then the method's key in brackets when consent was recorded
// (`guardian_messages, photos (in_person)`; a withdrawal: `guardian_messages, photos`). Read back
// into fields so the portal names them in the member's language; entries written before the audit
// answered `consent` have the same text, so they read the same way.

export function consentAuditDetail(
  purposes: readonly ConsentPurpose[],
  method: ConsentMethod | null,
): string {
  return method ? `${purposes.join(', ')} (${method})` : purposes.join(', ');
}

const purposeKeys: ReadonlySet<string> = new Set(CONSENT_PURPOSES);
const methodKeys: ReadonlySet<string> = new Set(CONSENT_METHODS);
const shape = /^(.+?)(?: \(([a-z_]+)\))?$/;

/** The purposes and method a consent entry's detail names, or null when it does not read as them. */
export function consentSummaryOf(detail: string): ConsentSummary | null {
  const [, list = '', method] = shape.exec(detail) ?? [];
  const purposes = list.split(', ');
  if (!purposes.every((purpose) => purposeKeys.has(purpose))) return null;
  if (method !== undefined && !methodKeys.has(method)) return null;
  return { purposes: purposes as ConsentPurpose[], method: (method as ConsentMethod | undefined) ?? null };
}
