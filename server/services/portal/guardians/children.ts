import {
  CHILD_MESSAGES_MAX,
  type ChildAttendance,
  type ChildMessages,
  type ChildResults,
  type GuardianChild,
  type GuardianHome,
} from '@common/api/portal/guardian';
import { schoolMonth, schoolToday } from '@common/school-clock';
import { examResults } from '@server/db/exam-tables';
import {
  academicYears,
  attendanceMarks,
  attendanceSessions,
  classSections,
  guardianAlerts,
  guardians,
  studentGuardians,
  students,
  tenantClasses,
} from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import { monthRange } from '../attendance/day-sessions';
import type { PortalTenant } from '../portal-directory';
import { notFound } from '../portal-rules';
import { furtherBatches } from '../student-batches';
import { type GuardianContact, guardiansWith, withContact } from './contact';
import type { GuardianCaller } from './sign-in';

// What a signed-in guardian sees (docs/requirements/guardians.md#per-child): their children, read
// on every request from the school's links between guardians and students, so a guardian taken
// off a student loses the child at once; and each child's published results from the moment they
// are visible (a coaching centre's delay), with a test series' place in the batch, which only the
// child's own guardians ever see. A child not theirs is "not found", as an unknown one.

/** The contact's active children, by name. */
async function childrenOf(db: TenantDatabase, tenantId: string, contact: GuardianContact) {
  const rows = await db
    .selectDistinct({
      id: students.id,
      name: students.name,
      className: tenantClasses.name,
      sectionName: classSections.name,
    })
    .from(guardians)
    .innerJoin(studentGuardians, eq(studentGuardians.guardianId, guardians.id))
    .innerJoin(students, eq(students.id, studentGuardians.studentId))
    .leftJoin(classSections, eq(classSections.id, students.sectionId))
    .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(withContact(tenantId, contact), eq(students.status, 'active')))
    .orderBy(asc(students.name));
  const children: GuardianChild[] = [];
  for (const row of rows) {
    const home = row.className && row.sectionName ? [`${row.className} ${row.sectionName}`] : [];
    const further = (await furtherBatches(db, tenantId, row.id)).map(
      (batch) => `${batch.className} ${batch.sectionName}`,
    );
    children.push({ id: row.id, name: row.name, groups: [...home, ...further] });
  }
  return children;
}

export async function guardianHome(
  db: TenantDatabase,
  tenant: PortalTenant,
  caller: GuardianCaller,
): Promise<GuardianHome> {
  const [first] = await guardiansWith(db, tenant.id, caller.contact);
  return {
    guardian: { name: first?.name ?? '', language: first?.language ?? 'en' },
    school: { name: tenant.name, kind: tenant.kind },
    children: await childrenOf(db, tenant.id, caller.contact),
  };
}

/** One of the caller's children, or 404. */
export async function childOf(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
) {
  const child = (await childrenOf(db, tenantId, caller.contact)).find((one) => one.id === studentId);
  if (!child) throw notFound('student');
  return child;
}

export async function childResults(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
  now: Date,
): Promise<ChildResults> {
  const child = await childOf(db, tenantId, caller, studentId);
  const rows = await db
    .selectDistinctOn([examResults.yearId, examResults.termKey], {
      termKey: examResults.termKey,
      yearName: academicYears.name,
      version: examResults.version,
      publishedAt: examResults.publishedAt,
      card: examResults.card,
    })
    .from(examResults)
    .innerJoin(academicYears, eq(academicYears.id, examResults.yearId))
    .where(
      and(
        eq(examResults.tenantId, tenantId),
        eq(examResults.studentId, studentId),
        lte(examResults.visibleFrom, now),
      ),
    )
    .orderBy(examResults.yearId, examResults.termKey, desc(examResults.version));
  return {
    child,
    results: rows
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
      .map((row) => ({
        termKey: row.termKey,
        termLabel: row.card.term.label,
        yearName: row.yearName,
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        // The snapshot keeps no name (exams/results.ts): the child's is the record's.
        card: { ...row.card, student: { ...row.card.student, name: child.name } },
      })),
  };
}

/** A day's worst of several marks (a coaching student in two batches): absent, then late. */
const WORSE = { present: 0, late: 1, absent: 2 } as const;

/**
 * The child's month of attendance: each day it was taken, the day's mark (a section's day is its
 * daily session or, in period mode, its first period, as the registers count it).
 */
export async function childAttendance(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
  month: string | undefined,
  now: Date,
): Promise<ChildAttendance> {
  const child = await childOf(db, tenantId, caller, studentId);
  const shown = month ?? schoolMonth(now);
  const range = monthRange(shown);
  const rows = await db
    .select({
      sectionId: attendanceSessions.sectionId,
      date: attendanceSessions.date,
      period: attendanceSessions.period,
      mark: attendanceMarks.mark,
    })
    .from(attendanceMarks)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceMarks.sessionId))
    .where(
      and(
        eq(attendanceMarks.tenantId, tenantId),
        eq(attendanceMarks.studentId, studentId),
        gte(attendanceSessions.date, range.from),
        lt(attendanceSessions.date, range.until),
      ),
    )
    .orderBy(asc(attendanceSessions.date), asc(attendanceSessions.period));
  // Each section's day is its first session of the day; the child's day, the worst of them.
  const sectionDays = new Map<string, (typeof rows)[number]>();
  for (const row of rows)
    if (!sectionDays.has(`${row.sectionId}/${row.date}`))
      sectionDays.set(`${row.sectionId}/${row.date}`, row);
  const days = new Map<string, ChildAttendance['days'][number]['mark']>();
  for (const row of sectionDays.values()) {
    const before = days.get(row.date);
    if (!before || WORSE[row.mark] > WORSE[before]) days.set(row.date, row.mark);
  }
  const list = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, mark]) => ({ date, mark }));
  const count = (mark: keyof typeof WORSE) => list.filter((day) => day.mark === mark).length;
  return {
    child,
    month: shown,
    today: schoolToday(now),
    days: list,
    present: count('present'),
    absent: count('absent'),
    late: count('late'),
  };
}

const MESSAGE_STATES = {
  sent: 'sent',
  queued: 'sending',
  held: 'waiting',
  failed: 'not_sent',
  expired: 'not_sent',
  stopped: 'not_sent',
  not_sent: 'not_sent',
} as const;

/** The messages the school sent (or meant to send) to the child's guardians about the child, newest first. */
export async function childMessages(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
): Promise<ChildMessages> {
  const child = await childOf(db, tenantId, caller, studentId);
  const rows = await db
    .select({
      date: guardianAlerts.date,
      kind: guardianAlerts.kind,
      channel: guardianAlerts.channel,
      state: guardianAlerts.state,
      to: guardians.name,
    })
    .from(guardianAlerts)
    .innerJoin(guardians, eq(guardians.id, guardianAlerts.guardianId))
    .where(and(eq(guardianAlerts.tenantId, tenantId), eq(guardianAlerts.studentId, studentId)))
    .orderBy(desc(guardianAlerts.date), desc(guardianAlerts.createdAt))
    .limit(CHILD_MESSAGES_MAX);
  return {
    child,
    messages: rows.map((row) => ({
      date: row.date,
      kind: row.kind,
      channel: row.channel as ChildMessages['messages'][number]['channel'],
      to: row.to,
      state: MESSAGE_STATES[row.state],
    })),
  };
}

/** The sections the child sits in: the home section first, then a coaching student's further batches. */
export async function sectionsOfChild(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<string[]> {
  const [home] = await db
    .select({ sectionId: students.sectionId })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  const further = (await furtherBatches(db, tenantId, studentId)).map((batch) => batch.sectionId);
  return [...(home?.sectionId ? [home.sectionId] : []), ...further];
}
