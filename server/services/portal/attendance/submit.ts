import type { Mark, MarkConflict, Submission, SubmissionResult } from '@common/api/portal/attendance';
import { lockMinute, OFFICE_CORRECTS_AFTER_LOCK } from '@common/portal/attendance-lock';
import { schoolMinutes, schoolToday } from '@common/school-clock';
import { attendanceMarks, attendanceSessions, attendanceSubmissions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, min, sql } from 'drizzle-orm';
import type { Caller } from '../caller';
import { badField } from '../portal-rules';
import { findSection, sectionStudents } from './sections';
import type { StoredSettings } from './settings';
import { takesClass } from './today';

// Taking a class (docs/requirements/school-day.md#attendance). A submission is applied once: its
// id is stored with its result, and a replay by the same member for the same class answers that
// result. Who may take the class is checked before any stored id is looked at, so an id tells
// nothing about a class the member does not take, and an id the school already used for another
// class or member is refused (409), never answered with that class's result. Per student the most
// recently taken mark stands: `takenAt` is capped at the server's clock, an equal time lets the
// later arrival win, and a mark taken earlier than the one stored comes back as a conflict. The
// session row is locked first (its upsert), so two submissions for one class apply one after
// the other and the second sees the first's marks.

/** attendance.edit: the caller takes any class, not only their own. */
export function takesAnyClass(caller: Caller): boolean {
  return caller.permissions.has('attendance.edit');
}

export interface Applied {
  result: SubmissionResult;
  /** Whether this session decides the day (the daily mark, or the day's first period). */
  decidesDay: boolean;
  /** Students whose mark this submission wrote, by the mark written. */
  written: { studentId: string; mark: Mark }[];
}

/** A class's lock: when it locks on its day (its own end for a batch), and whether it has. */
export interface ClassLock {
  lockAt: number;
  locked: boolean;
  /** Locked, and still that day: the office (OFFICE_CORRECTS_AFTER_LOCK) may still correct it. */
  officeMayCorrect: boolean;
}

export function classLock(
  settings: StoredSettings,
  section: { endsAt: number | null },
  date: string,
  now: Date,
): ClassLock {
  const lockAt = lockMinute(settings.lockAt, section);
  const today = date === schoolToday(now);
  const locked = !today || schoolMinutes(now) >= lockAt;
  return { lockAt, locked, officeMayCorrect: locked && today };
}

/** What the school stored under a submission id: its result, and whose and which class's it was. */
async function previousSubmission(db: TenantDatabase, tenantId: string, submissionId: string) {
  const [row] = await db
    .select({
      result: attendanceSubmissions.result,
      memberId: attendanceSubmissions.memberId,
      sectionId: attendanceSessions.sectionId,
      date: attendanceSessions.date,
      period: attendanceSessions.period,
    })
    .from(attendanceSubmissions)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceSubmissions.sessionId))
    .where(and(eq(attendanceSubmissions.tenantId, tenantId), eq(attendanceSubmissions.id, submissionId)));
  return row;
}

const idUsed = () => refuse(409, 'submission_id_used');

/** The first result, when this is a replay of the member's own submission for this class. */
async function replayOf(
  db: TenantDatabase,
  tenantId: string,
  taker: Caller,
  slot: { sectionId: string; date: string; period: number },
  submissionId: string,
): Promise<SubmissionResult | undefined> {
  const earlier = await previousSubmission(db, tenantId, submissionId);
  if (!earlier) return undefined;
  const same =
    earlier.memberId === taker.memberId &&
    earlier.sectionId === slot.sectionId &&
    earlier.date === slot.date &&
    earlier.period === slot.period;
  if (!same) throw idUsed();
  return earlier.result as unknown as SubmissionResult;
}

export async function applySubmission(
  db: TenantDatabase,
  tenantId: string,
  settings: StoredSettings,
  taker: Caller,
  sectionId: string,
  submission: Submission,
  now: Date,
): Promise<Applied | { replay: SubmissionResult }> {
  // Marks a device kept for one member never go out under another's token (a shared phone).
  if (submission.takerId !== undefined && submission.takerId !== taker.memberId)
    throw refuse(403, 'not_the_taker');
  const period = submission.period ?? 0;
  if (settings.mode === 'daily' && period !== 0) throw refuse(400, 'attendance_daily');
  if (settings.mode === 'period' && period === 0) throw refuse(400, 'attendance_period_missing');
  const takenAtDevice = new Date(submission.takenAt);
  if (Number.isNaN(takenAtDevice.getTime())) throw badField('takenAt is not a date and time.');
  const section = await findSection(db, tenantId, sectionId);
  // The lock is the class's (its own end for a batch, common/portal/attendance-lock.ts), whoever
  // asks, but the office still corrects the same day; whether the class is the member's own is
  // checked before any stored id is read, so an id tells nothing about a class the member does not take.
  const lock = classLock(settings, section, submission.date, now);
  const dayLocked =
    lock.locked && !(lock.officeMayCorrect && taker.permissions.has(OFFICE_CORRECTS_AFTER_LOCK));
  const lockedError = () => refuse(409, 'attendance_locked', { date: submission.date });
  if (!takesAnyClass(taker)) {
    if (!(await takesClass(db, tenantId, settings.mode, submission.date, taker.employeeId, section, period)))
      throw dayLocked
        ? lockedError()
        : refuse(403, 'forbidden', 'You do not take attendance for this class.');
  }
  const slot = { sectionId, date: submission.date, period };
  // A replay answers even after the lock: the device only missed the answer.
  const earlier = await replayOf(db, tenantId, taker, slot, submission.submissionId);
  if (earlier) return { replay: earlier };
  if (dayLocked) throw lockedError();

  const roll = await sectionStudents(db, tenantId, sectionId);
  const names = new Map(roll.map((student) => [student.id, student.name]));
  const listed = new Map<string, Mark>();
  for (const { studentId, mark } of submission.marks) {
    if (!names.has(studentId)) throw refuse(400, 'student_not_on_list');
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
  const raced = await replayOf(db, tenantId, taker, slot, submission.submissionId);
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
  const [kept] = await db
    .insert(attendanceSubmissions)
    .values({
      id: submission.submissionId,
      tenantId,
      sessionId: session.id,
      memberId: taker.memberId,
      receivedAt: now,
      result: result as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing()
    .returning({ id: attendanceSubmissions.id });
  // The same id sent at once for another class (the session locks differ): refused, and this
  // transaction's marks with it, rather than a duplicate key's 500.
  if (!kept) throw idUsed();
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
