import type { AuditAction } from '@common/api/portal/audit';
import { auditLog } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import type { Caller } from './caller';

// The one way anything writes to the audit log of student data (docs/requirements/students.md#audit-log).
// Called inside the transaction of the change it records, so an entry exists exactly when the
// change (or the read) happened. `detail` must not hold personal data: fields' names, filters,
// counts, a reason.

export interface AuditRecord {
  action: AuditAction;
  studentId?: string | null;
  admissionNumber?: string | null;
  detail?: string;
}

export async function recordAudit(
  db: TenantDatabase,
  tenantId: string,
  /** The caller, or the member a job acts for (null: a member no longer there, by name only). */
  caller: Pick<Caller, 'name'> & { memberId: string | null },
  entries: AuditRecord | readonly AuditRecord[],
  at: Date,
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditRecord];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((entry) => ({
      tenantId,
      at,
      memberId: caller.memberId,
      memberName: caller.name,
      action: entry.action,
      studentId: entry.studentId ?? null,
      admissionNumber: entry.admissionNumber ?? null,
      detail: entry.detail ?? '',
    })),
  );
}
