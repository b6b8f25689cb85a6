import type { TodayClass } from '@common/api/portal/attendance';
import { lockMinute } from '@common/portal/attendance-lock';
import { clockTime, isoWeekday, schoolMinutes } from '@common/school-clock';
import {
  attendanceSessions,
  bellPeriods,
  classSections,
  learningCentres,
  tenantClasses,
  tenantSubjects,
  timetableEntries,
} from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { classOrder } from '../class-structure';
import { sectionLabel } from './sections';
import type { StoredSettings } from './settings';

// The classes a member takes today: in period mode the timetable's periods they teach today
// (every section's for a member who may take any), in daily mode the sections they are class
// teacher of (every section for a member who may take any); a batch with days of its own
// (a coaching centre's) only on those days, with its time slot. Each with its lock
// (common/portal/attendance-lock.ts): the school's lock time, or a batch's own end and the grace.

export interface WhoTakes {
  /** The member's employee record; null takes nothing of their own. */
  employeeId: string | null;
  /** attendance.edit: every class. */
  any: boolean;
}

export async function classesToday(
  db: TenantDatabase,
  tenantId: string,
  settings: StoredSettings,
  date: string,
  who: WhoTakes,
  now: Date,
): Promise<TodayClass[]> {
  if (!who.any && !who.employeeId) return [];
  const rows =
    settings.mode === 'daily'
      ? await dailyClasses(db, tenantId, date, who)
      : await periodClasses(db, tenantId, date, who);
  const minute = schoolMinutes(now);
  return rows.map(({ sectionEndsAt, ...row }) => {
    const lockAt = lockMinute(settings.lockAt, { endsAt: sectionEndsAt });
    return { ...row, lockTime: clockTime(lockAt), locked: minute >= lockAt };
  });
}

/** Meets on the date's weekday: a section without days of its own meets every school day. */
const meetsOn = (date: string) =>
  sql`(${classSections.weekdays} is null or ${isoWeekday(date)} = any(${classSections.weekdays}))`;

async function dailyClasses(db: TenantDatabase, tenantId: string, date: string, who: WhoTakes) {
  const mine: SQL[] = who.any ? [] : [eq(classSections.classTeacherId, who.employeeId as string)];
  const rows = await db
    .select({
      sectionId: classSections.id,
      sectionName: sectionLabel,
      startsAt: classSections.startsAt,
      endsAt: classSections.endsAt,
      sessionId: attendanceSessions.id,
    })
    .from(classSections)
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .leftJoin(
      attendanceSessions,
      and(
        eq(attendanceSessions.sectionId, classSections.id),
        eq(attendanceSessions.date, date),
        eq(attendanceSessions.period, 0),
      ),
    )
    .where(and(eq(classSections.tenantId, tenantId), meetsOn(date), ...mine))
    .orderBy(...classOrder, sql`${classSections.startsAt} asc nulls first`, asc(classSections.name));
  return rows.map((row) => ({
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    period: null,
    startsAt: row.startsAt === null ? null : clockTime(row.startsAt),
    endsAt: row.endsAt === null ? null : clockTime(row.endsAt),
    subjectName: null,
    taken: row.sessionId !== null,
    sectionEndsAt: row.endsAt,
  }));
}

async function periodClasses(db: TenantDatabase, tenantId: string, date: string, who: WhoTakes) {
  const weekday = isoWeekday(date);
  const mine: SQL[] = who.any ? [] : [eq(timetableEntries.teacherId, who.employeeId as string)];
  // A section without a centre of its own follows the school's main centre's bells.
  const centre = sql`coalesce(${classSections.centreId}, (select ${learningCentres.id} from ${learningCentres}
    where ${learningCentres.tenantId} = ${tenantId} and ${learningCentres.main} limit 1))`;
  const rows = await db
    .select({
      sectionId: classSections.id,
      sectionName: sectionLabel,
      period: timetableEntries.period,
      startsAt: bellPeriods.startsAt,
      endsAt: bellPeriods.endsAt,
      subjectName: tenantSubjects.name,
      sessionId: attendanceSessions.id,
      sectionEndsAt: classSections.endsAt,
    })
    .from(timetableEntries)
    .innerJoin(classSections, eq(classSections.id, timetableEntries.sectionId))
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .innerJoin(tenantSubjects, eq(tenantSubjects.id, timetableEntries.subjectId))
    .innerJoin(
      bellPeriods,
      and(
        eq(bellPeriods.centreId, centre),
        eq(bellPeriods.weekday, weekday),
        eq(bellPeriods.number, timetableEntries.period),
        eq(bellPeriods.teaching, true),
      ),
    )
    .leftJoin(
      attendanceSessions,
      and(
        eq(attendanceSessions.sectionId, classSections.id),
        eq(attendanceSessions.date, date),
        eq(attendanceSessions.period, timetableEntries.period),
      ),
    )
    .where(and(eq(timetableEntries.tenantId, tenantId), eq(timetableEntries.weekday, weekday), ...mine))
    .orderBy(asc(bellPeriods.startsAt), ...classOrder, asc(classSections.name));
  return rows.map((row) => ({
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    period: row.period,
    startsAt: clockTime(row.startsAt),
    endsAt: clockTime(row.endsAt),
    subjectName: row.subjectName,
    taken: row.sessionId !== null,
    sectionEndsAt: row.sectionEndsAt,
  }));
}

/** Whether the member may take this section (and period) today without attendance.edit. */
export async function takesClass(
  db: TenantDatabase,
  tenantId: string,
  mode: 'daily' | 'period',
  date: string,
  employeeId: string | null,
  section: { id: string; classTeacherId: string | null },
  period: number,
): Promise<boolean> {
  if (!employeeId) return false;
  if (mode === 'daily') return section.classTeacherId === employeeId;
  const [entry] = await db
    .select({ id: timetableEntries.id })
    .from(timetableEntries)
    .where(
      and(
        eq(timetableEntries.tenantId, tenantId),
        eq(timetableEntries.sectionId, section.id),
        eq(timetableEntries.weekday, isoWeekday(date)),
        eq(timetableEntries.period, period),
        eq(timetableEntries.teacherId, employeeId),
      ),
    );
  return entry !== undefined;
}
