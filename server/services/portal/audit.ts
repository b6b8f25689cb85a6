import type { AuditAction, AuditEntry, AuditList, AuditQuery } from '@common/api/portal/audit';
import type { DatabaseHandle } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditFactsOf } from './audit-details';
import type { PortalTenant } from './portal-directory';
import { notFound } from './portal-rules';

// Reading the audit log of student data (docs/requirements/students.md#audit-log), newest first
// in pages: `before` names the last entry of the page read, and the next page starts after it
// (by time, then id for entries of the same instant). Writing is audit-log.ts's.

export const AUDIT_PAGE_SIZE = 50;

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  memberId: auditLog.memberId,
  memberName: auditLog.memberName,
  action: auditLog.action,
  studentId: auditLog.studentId,
  admissionNumber: auditLog.admissionNumber,
  detail: auditLog.detail,
};

type AuditRow = Omit<AuditEntry, 'at' | 'action' | 'facts'> & {
  at: Date;
  action: string;
};

function entry(row: AuditRow): AuditEntry {
  return {
    ...row,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    facts: auditFactsOf(row.action, row.detail),
  };
}

export class AuditEntries {
  private readonly database: DatabaseHandle;

  constructor(options: { database: DatabaseHandle }) {
    this.database = options.database;
  }

  list({ id: tenantId }: PortalTenant, query: AuditQuery): Promise<AuditList> {
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    return inTenant(this.database, tenantId, async (db) => {
      let after: { at: Date; id: string } | undefined;
      if (query.before) {
        [after] = await db
          .select({ at: auditLog.at, id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.id, query.before)));
        if (!after) throw notFound('audit entry');
      }
      const rows = await db
        .select(columns)
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tenantId, tenantId),
            query.studentId ? eq(auditLog.studentId, query.studentId) : undefined,
            after
              ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        entries: page.map(entry),
        next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    });
  }
}

/** Every entry about one student, oldest first (a data request's copy), in the caller's transaction. */
export async function auditAboutStudent(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<AuditEntry[]> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.studentId, studentId)))
    .orderBy(auditLog.at, auditLog.id);
  return rows.map(entry);
}
