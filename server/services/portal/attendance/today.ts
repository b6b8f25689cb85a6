import type { TodayClass } from '@common/api/portal/attendance';
import { clockTime, isoWeekday } from '@common/school-clock';
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

// The classes a member takes today: in period mode the timetable's periods they teach today
// (every section's for a member who may take any), in daily mode the sections they are class
// teacher of (every section for a member who may take any).

export interface WhoTakes {
  /** The member's employee record; null takes nothing of their own. */
  employeeId: string | null;
  /** attendance.edit: every class. */
  any: boolean;
}

export async function classesToday(
  db: TenantDatabase,
  tenantId: string,
  mode: 'daily' | 'period',
  date: string,
  who: WhoTakes,
): Promise<TodayClass[]> {
  if (!who.any && !who.employeeId) return [];
  return mode === 'daily' ? dailyClasses(db, tenantId, date, who) : periodClasses(db, tenantId, date, who);
}

async function dailyClasses(db: TenantDatabase, tenantId: string, date: string, who: WhoTakes) {
  const mine: SQL[] = who.any ? [] : [eq(classSections.classTeacherId, who.employeeId as string)];
  const rows = await db
    .select({ sectionId: classSections.id, sectionName: sectionLabel, sessionId: attendanceSessions.id })
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
    .where(and(eq(classSections.tenantId, tenantId), ...mine))
    .orderBy(...classOrder, asc(classSections.name));
  return rows.map((row) => ({
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    period: null,
    startsAt: null,
    endsAt: null,
    subjectName: null,
    taken: row.sessionId !== null,
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
