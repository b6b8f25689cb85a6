import { and, eq, min, sql } from 'drizzle-orm';
import type {
  Mark,
  MarkConflict,
  Submission,
  SubmissionResult,
} from '../../../../common/api/portal/attendance';
import { attendanceMarks, attendanceSessions, attendanceSubmissions } from '../../../db/schema';
import type { TenantDatabase } from '../../../db/tenant-scope';
import { ApiError } from '../../../http-error';
import { badField } from '../portal-rules';
import { schoolMinutes, schoolToday } from '../school-day';
import { findSection, memberEmployeeId, sectionStudents } from './sections';
import type { StoredSettings } from './settings';
import { takesClass } from './today';

// Taking a class (docs/requirements/school-day.md#attendance). A submission is applied once: its
// id is stored with its result, and a replay answers that result. Per student the most recently
// taken mark stands: `takenAt` is capped at the server's clock, an equal time lets the later
// arrival win, and a mark taken earlier than the one stored comes back as a conflict. The
// session row is locked first (its upsert), so two submissions for one class apply one after
// the other and the second sees the first's marks.

export interface Taker {
  memberId: string;
  name: string;
  /** attendance.edit: any class. */
  any: boolean;
}

export interface Applied {
  result: SubmissionResult;
  /** Whether this session decides the day (the daily mark, or the day's first period). */
  decidesDay: boolean;
  /** Students whose mark this submission wrote, by the mark written. */
  written: { studentId: string; mark: Mark }[];
}

export function locked(settings: StoredSettings, date: string, now: Date): boolean {
  return date !== schoolToday(now) || schoolMinutes(now) >= settings.lockAt;
}

async function previousResult(db: TenantDatabase, tenantId: string, submissionId: string) {
  const [row] = await db
    .select({ result: attendanceSubmissions.result })
    .from(attendanceSubmissions)
    .where(and(eq(attendanceSubmissions.tenantId, tenantId), eq(attendanceSubmissions.id, submissionId)));
  return row?.result as SubmissionResult | undefined;
}

export async function applySubmission(
  db: TenantDatabase,
  tenantId: string,
  settings: StoredSettings,
  taker: Taker,
  sectionId: string,
  submission: Submission,
  now: Date,
): Promise<Applied | { replay: SubmissionResult }> {
  const earlier = await previousResult(db, tenantId, submission.submissionId);
  if (earlier) return { replay: earlier };

  const period = submission.period ?? 0;
  if (settings.mode === 'daily' && period !== 0)
    throw badField('This school takes attendance once a day, not per period.');
  if (settings.mode === 'period' && period === 0) throw badField('Say which period this attendance is for.');
  const takenAtDevice = new Date(submission.takenAt);
  if (Number.isNaN(takenAtDevice.getTime())) throw badField('takenAt is not a date and time.');
  const section = await findSection(db, tenantId, sectionId);
  // The lock is the day's, whoever asks; then whether the class is the member's own.
  if (locked(settings, submission.date, now))
    throw new ApiError(
      409,
      `Attendance for ${submission.date} is locked: it can no longer be taken or corrected.`,
      'attendance_locked',
    );
  if (!taker.any) {
    const employeeId = await memberEmployeeId(db, tenantId, taker.memberId);
    if (!(await takesClass(db, tenantId, settings.mode, submission.date, employeeId, section, period)))
      throw new ApiError(403, 'You do not take attendance for this class.', 'forbidden');
  }

  const roll = await sectionStudents(db, tenantId, sectionId);
  const names = new Map(roll.map((student) => [student.id, student.name]));
  const listed = new Map<string, Mark>();
  for (const { studentId, mark } of submission.marks) {
    if (!names.has(studentId)) throw badField('A marked student is not on this class list.');
    listed.set(studentId, mark);
  }

  // A device clock ahead of the server's does not make its marks win.
  const takenAt = takenAtDevice > now ? now : takenAtDevice;
  const [session] = await db
    .insert(attendanceSessions)
    .values({
      tenantId,
      sectionId,
      date: submission.date,
      period,
      takenBy: taker.memberId,
      takenByName: taker.name,
      takenAt,
    })
    .onConflictDoUpdate({
      target: [attendanceSessions.sectionId, attendanceSessions.date, attendanceSessions.period],
      set: {
        takenBy: sql`case when excluded.taken_at >= ${attendanceSessions.takenAt} then excluded.taken_by else ${attendanceSessions.takenBy} end`,
        takenByName: sql`case when excluded.taken_at >= ${attendanceSessions.takenAt} then excluded.taken_by_name else ${attendanceSessions.takenByName} end`,
        takenAt: sql`greatest(${attendanceSessions.takenAt}, excluded.taken_at)`,
      },
    })
    .returning({ id: attendanceSessions.id });
  if (!session) throw new Error('The attendance session was not written.');
  // The same submission sent twice at once: the second waited for the session's lock.
  const raced = await previousResult(db, tenantId, submission.submissionId);
  if (raced) return { replay: raced };

  const stored = await db
    .select({
      studentId: attendanceMarks.studentId,
      mark: attendanceMarks.mark,
      takenAt: attendanceMarks.takenAt,
      takenByName: attendanceMarks.takenByName,
    })
    .from(attendanceMarks)
    .where(and(eq(attendanceMarks.tenantId, tenantId), eq(attendanceMarks.sessionId, session.id)));
  const before = new Map(stored.map((row) => [row.studentId, row]));

  const conflicts: MarkConflict[] = [];
  const written: Applied['written'] = [];
  const counts = { present: 0, absent: 0, late: 0 };
  for (const student of roll) {
    const wanted = listed.get(student.id) ?? 'present';
    const existing = before.get(student.id);
    if (existing && existing.takenAt > takenAt) {
      counts[existing.mark] += 1;
      if (existing.mark !== wanted)
        conflicts.push({
          studentId: student.id,
          studentName: student.name,
          yours: wanted,
          kept: existing.mark,
          keptBy: existing.takenByName,
          keptAt: existing.takenAt.toISOString(),
        });
      continue;
    }
    counts[wanted] += 1;
    written.push({ studentId: student.id, mark: wanted });
  }
  if (written.length > 0) {
    await db
      .insert(attendanceMarks)
      .values(
        written.map(({ studentId, mark }) => ({
          tenantId,
          sessionId: session.id,
          studentId,
          mark,
          takenAt,
          takenBy: taker.memberId,
          takenByName: taker.name,
        })),
      )
      .onConflictDoUpdate({
        target: [attendanceMarks.sessionId, attendanceMarks.studentId],
        set: {
          mark: sql`excluded.mark`,
          takenAt: sql`excluded.taken_at`,
          takenBy: sql`excluded.taken_by`,
          takenByName: sql`excluded.taken_by_name`,
        },
      });
  }

  // The session's counts follow its marks (the summary reads them; see attendance_sessions).
  await db.execute(sql`update ${attendanceSessions} set
      present_count = counted.present, absent_count = counted.absent, late_count = counted.late
    from (select count(*) filter (where ${attendanceMarks.mark} = 'present')::int as present,
                 count(*) filter (where ${attendanceMarks.mark} = 'absent')::int as absent,
                 count(*) filter (where ${attendanceMarks.mark} = 'late')::int as late
          from ${attendanceMarks} where ${attendanceMarks.sessionId} = ${session.id}) as counted
    where ${attendanceSessions.id} = ${session.id}`);

  const result: SubmissionResult = { submissionId: submission.submissionId, ...counts, conflicts };
  await db.insert(attendanceSubmissions).values({
    id: submission.submissionId,
    tenantId,
    sessionId: session.id,
    memberId: taker.memberId,
    receivedAt: now,
    result: result as unknown as Record<string, unknown>,
  });
  return {
    result,
    decidesDay: period === 0 || (await firstPeriod(db, tenantId, sectionId, submission.date)) === period,
    written,
  };
}

async function firstPeriod(db: TenantDatabase, tenantId: string, sectionId: string, date: string) {
  const [row] = await db
    .select({ first: min(attendanceSessions.period) })
    .from(attendanceSessions)
    .where(
      and(
        eq(attendanceSessions.tenantId, tenantId),
        eq(attendanceSessions.sectionId, sectionId),
        eq(attendanceSessions.date, date),
      ),
    );
  return row?.first ?? null;
}
