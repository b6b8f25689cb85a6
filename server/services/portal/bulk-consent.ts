import type { BulkConsentBody, BulkConsentResult } from '@common/api/portal/students';
import { guardians, studentConsents, studentGuardians, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { consentAuditDetail } from './audit-details';
import { recordAudit } from './audit-log';
import type { Caller } from './caller';
import { badField, conflict, notFound } from './portal-rules';

// Consent for many students at once (docs/requirements/students.md#consent): the office collected
// the forms of a class, and records them in one go. Each student gets their own student_consents
// row in the name of their first guardian (the one the school calls first), with the same evidence
// (how verified, when, who recorded it), and their own audit entry. In the caller's transaction:
// a student not of this school (404), erased (409) or without a guardian (400) refuses them all,
// and nothing is written.

export async function recordConsents(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  body: BulkConsentBody,
  now: Date,
): Promise<BulkConsentResult> {
  const chosen = await db
    .select({
      id: students.id,
      name: students.name,
      admissionNumber: students.admissionNumber,
      status: students.status,
    })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), inArray(students.id, body.studentIds)))
    .for('update');
  if (chosen.length !== body.studentIds.length) throw notFound('student');
  if (chosen.some((student) => student.status === 'erased')) throw conflict('student_erased');
  const firstGuardians = await db
    .select({
      studentId: studentGuardians.studentId,
      name: guardians.name,
      relation: studentGuardians.relation,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, body.studentIds)))
    .orderBy(asc(studentGuardians.position));
  const first = new Map<string, { name: string; relation: string }>();
  for (const row of firstGuardians) if (!first.has(row.studentId)) first.set(row.studentId, row);
  const without = chosen.filter((student) => !first.has(student.id));
  if (without.length > 0)
    throw badField(
      `No guardian to record consent from: ${without.map((student) => student.name).join(', ')}. Add a guardian first.`,
    );
  const purposes = [...new Set(body.purposes)];
  await db.insert(studentConsents).values(
    chosen.map((student) => {
      const guardian = first.get(student.id) as { name: string; relation: string };
      return {
        tenantId,
        studentId: student.id,
        guardianName: guardian.name,
        relation: guardian.relation,
        method: body.method,
        givenOn: body.givenOn,
        purposes,
        recordedBy: caller.memberId,
        recordedByName: caller.name,
        recordedAt: now,
      };
    }),
  );
  await recordAudit(
    db,
    tenantId,
    caller,
    chosen.map((student) => ({
      action: 'consent_recorded' as const,
      studentId: student.id,
      admissionNumber: student.admissionNumber,
      detail: consentAuditDetail(purposes, body.method),
    })),
    now,
  );
  return { recorded: chosen.length };
}
