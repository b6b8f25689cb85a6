import type { DailySummary } from '@common/api/portal/attendance';
import {
  classSections,
  guardianAlerts,
  guardianContacts,
  studentBatches,
  students,
  tenantClasses,
} from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { classOrder } from '../class-structure';
import { daySessions, monthRange, nextDay } from './day-sessions';
import { sectionLabel } from './sections';

// The school's day for the portal's home (docs/requirements/school-day.md#attendance): per
// section taken or not and its counts, the totals, and the month's present share per day.

export async function readSummary(
  db: TenantDatabase,
  tenantId: string,
  date: string,
  /** The school's date now: an alert still held on an earlier day will never be sent. */
  schoolDate: string,
): Promise<DailySummary> {
  const sectionList = await db
    .select({ sectionId: classSections.id, sectionName: sectionLabel })
    .from(classSections)
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(eq(classSections.tenantId, tenantId))
    .orderBy(...classOrder, asc(classSections.name));
  // Counted in one pass over the school's students, not section by section: a plan the planner
  // keeps without statistics (embedded PGlite has no autovacuum to gather them). A batch's
  // register also has the students who attend it as a further batch (student_batches).
  const enrolled = await db
    .select({ sectionId: students.sectionId, students: count() })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.status, 'active')))
    .groupBy(students.sectionId);
  const further = await db
    .select({ sectionId: studentBatches.sectionId, students: count() })
    .from(studentBatches)
    .innerJoin(students, eq(students.id, studentBatches.studentId))
    .where(and(eq(studentBatches.tenantId, tenantId), eq(students.status, 'active')))
    .groupBy(studentBatches.sectionId);
  const roll = new Map<string | null, number>();
  for (const row of [...enrolled, ...further])
    roll.set(row.sectionId, (roll.get(row.sectionId) ?? 0) + row.students);
  const everyone = enrolled.reduce((total, row) => total + (row.sectionId ? row.students : 0), 0);
  const sections = sectionList.map((section) => ({ ...section, students: roll.get(section.sectionId) ?? 0 }));

  // Both read the sessions' counts, not the marks: a month of a large school is 100,000 marks.
  const today = daySessions(db, tenantId, { from: date, until: nextDay(date) });
  const sessions = await db.with(today).select().from(today);
  const bySection = new Map(sessions.map((row) => [row.sectionId, row]));

  const month = daySessions(db, tenantId, monthRange(date.slice(0, 7)));
  const days = await db
    .with(month)
    .select({
      date: month.date,
      attended: sql<number>`sum(${month.present} + ${month.late})`.mapWith(Number),
      marked: sql<number>`sum(${month.present} + ${month.absent} + ${month.late})`.mapWith(Number),
    })
    .from(month)
    .groupBy(month.date)
    .orderBy(asc(month.date));

  const rows = sections.map((section) => {
    const day = bySection.get(section.sectionId);
    return {
      ...section,
      taken: day !== undefined,
      present: day?.present ?? null,
      absent: day?.absent ?? null,
      late: day?.late ?? null,
    };
  });
  const taken = rows.filter((row) => row.taken);
  const sum = (key: 'students' | 'present' | 'absent' | 'late') =>
    taken.reduce((total, row) => total + (row[key] ?? 0), 0);
  return {
    date,
    messages: await messageCounts(db, tenantId, date, date < schoolDate),
    sections: rows,
    totals: {
      students: everyone,
      studentsTaken: sum('students'),
      present: sum('present'),
      absent: sum('absent'),
      late: sum('late'),
      sectionsTaken: taken.length,
    },
    month: days.map((day) => ({
      date: day.date,
      presentShare: day.marked === 0 ? null : Math.round((day.attended * 1000) / day.marked) / 1000,
    })),
  };
}

/** Who was told that day, who waits for their address to be accepted, and the confirmations waiting. */
async function messageCounts(db: TenantDatabase, tenantId: string, date: string, past: boolean) {
  const states = await db
    .select({ state: guardianAlerts.state, alerts: count() })
    .from(guardianAlerts)
    .where(and(eq(guardianAlerts.tenantId, tenantId), eq(guardianAlerts.date, date)))
    .groupBy(guardianAlerts.state);
  const of = (...wanted: string[]) =>
    states.filter((row) => wanted.includes(row.state)).reduce((total, row) => total + row.alerts, 0);
  const [waiting] = await db
    .select({ contacts: count() })
    .from(guardianContacts)
    .where(and(eq(guardianContacts.tenantId, tenantId), eq(guardianContacts.state, 'waiting')));
  return {
    sent: of('sent'),
    waiting: past ? 0 : of('held'),
    notSent: past
      ? of('held', 'stopped', 'expired', 'failed', 'not_sent')
      : of('stopped', 'expired', 'failed', 'not_sent'),
    confirmationsWaiting: waiting?.contacts ?? 0,
  };
}
