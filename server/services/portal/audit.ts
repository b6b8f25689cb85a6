import type { AuditAction, AuditEntry, AuditList, AuditQuery } from '@common/api/portal/audit';
import { schoolDayBounds } from '@common/school-clock';
import type { DatabaseHandle } from '@server/db/client';
import { auditLog, students } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { auditFactsOf } from './audit-details';
import type { PortalTenant } from './portal-directory';
import { badField, containing, isRealDate, notFound } from './portal-rules';

// Reading the audit log of student data (docs/requirements/students.md#audit-log), newest first
// in pages: `before` names the last entry of the page read, and the next page starts after it
// (by time, then id for entries of the same instant), under the same filter. Writing is
// audit-log.ts's.

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

/** The filter's dates checked (real days, in order) before anything is read. */
function checkDates(query: AuditQuery): void {
  for (const date of [query.from, query.to])
    if (date !== undefined && !isRealDate(date)) throw badField(`${date} is not a date.`);
  if (query.from && query.to && query.from > query.to)
    throw badField('The first day of the range must not be after the last.');
}

/** The conditions of the query's filter, inside the tenant. */
function filtered(tenantId: string, query: AuditQuery): SQL | undefined {
  const student = query.student?.trim();
  const member = query.member?.trim();
  return and(
    eq(auditLog.tenantId, tenantId),
    query.studentId ? eq(auditLog.studentId, query.studentId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    // By the admission number the entry kept, or by the student's name now (an erased student's
    // is gone, so their entries are found by admission number).
    student
      ? sql`(${auditLog.admissionNumber} ilike ${containing(student)} or ${auditLog.studentId} in (
          select ${students.id} from ${students}
          where ${students.tenantId} = ${tenantId} and ${students.name} ilike ${containing(student)}
        ))`
      : undefined,
    member ? sql`${auditLog.memberName} ilike ${containing(member)}` : undefined,
    query.from ? gte(auditLog.at, schoolDayBounds(query.from).start) : undefined,
    query.to ? lt(auditLog.at, schoolDayBounds(query.to).next) : undefined,
  );
}

export class AuditEntries {
  private readonly database: DatabaseHandle;

  constructor(options: { database: DatabaseHandle }) {
    this.database = options.database;
  }

  list({ id: tenantId }: PortalTenant, query: AuditQuery): Promise<AuditList> {
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    checkDates(query);
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
            filtered(tenantId, query),
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

/** Who erased the student's data: the member's name on the latest erasure entry, or null. */
export async function erasedBy(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: auditLog.memberName })
    .from(auditLog)
    .where(
      and(eq(auditLog.tenantId, tenantId), eq(auditLog.studentId, studentId), eq(auditLog.action, 'erased')),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row?.name ?? null;
}
