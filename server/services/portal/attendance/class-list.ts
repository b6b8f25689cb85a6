import type { ClassList } from '@common/api/portal/attendance';
import { clockTime } from '@common/school-clock';
import { attendanceMarks, attendanceSessions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq } from 'drizzle-orm';
import { findSection, sectionStudents } from './sections';
import type { ClassLock } from './submit';

// A class list with the marks taken for it (none yet: null, and the screen starts everyone present).

export async function readClassList(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
  date: string,
  period: number,
  lockOf: (section: { endsAt: number | null }) => ClassLock,
): Promise<ClassList> {
  const section = await findSection(db, tenantId, sectionId);
  const lock = lockOf(section);
  const [session] = await db
    .select({
      id: attendanceSessions.id,
      takenByName: attendanceSessions.takenByName,
      takenAt: attendanceSessions.takenAt,
    })
    .from(attendanceSessions)
    .where(
      and(
        eq(attendanceSessions.tenantId, tenantId),
        eq(attendanceSessions.sectionId, sectionId),
        eq(attendanceSessions.date, date),
        eq(attendanceSessions.period, period),
      ),
    );
  const roll = await sectionStudents(db, tenantId, sectionId);
  const marks = session
    ? await db
        .select({ studentId: attendanceMarks.studentId, mark: attendanceMarks.mark })
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.tenantId, tenantId), eq(attendanceMarks.sessionId, session.id)))
    : [];
  const byStudent = new Map(marks.map((row) => [row.studentId, row.mark]));
  return {
    sectionId,
    sectionName: section.name,
    date,
    period: period === 0 ? null : period,
    students: roll.map((student) => ({ ...student, mark: byStudent.get(student.id) ?? null })),
    locked: lock.locked,
    lockTime: clockTime(lock.lockAt),
    officeMayCorrect: lock.officeMayCorrect,
    takenBy: session?.takenByName ?? null,
    takenAt: session?.takenAt.toISOString() ?? null,
  };
}
