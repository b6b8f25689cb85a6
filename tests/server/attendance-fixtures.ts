import {
  bellPeriods,
  classSections,
  employees,
  guardians,
  learningCentres,
  portalMembers,
  portalRoles,
  studentConsents,
  studentGuardians,
  students,
  tenantClasses,
  tenantSubjects,
  timetableEntries,
} from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { createPortalSession } from '@server/services/portal/session-store';
import { and, asc, eq } from 'drizzle-orm';
import { FakeClock } from './fake-clock';
import type { PortalTestApp, School } from './portal-helpers';

// The attendance tests' school, written straight into its tables (the timetable's own service
// is not what these tests are about): sections, teachers who are employees and members, students
// with guardians and consent, bells and timetable entries.

let made = 0;

/**
 * 10:00 in India on Friday 27 November 2026: the attendance tests' day and hour, whatever the
 * machine's clock says (a test that read the real time failed on the 27th and near midnight).
 * school-days.test.ts runs the day's rules at the edges: the 27th, a month's last day, 23:59 in India.
 */
export const SCHOOL_MORNING = '2026-11-27T04:30:00.000Z';

/** The app's clock for an attendance test, standing at `at` until the test moves it. */
export function schoolClock(at: string = SCHOOL_MORNING): FakeClock {
  return new FakeClock(at);
}

export async function sectionsOf(subject: PortalTestApp, school: School) {
  return inTenant(subject.database, school.tenantId, (db) =>
    db
      .select({ id: classSections.id, classId: classSections.classId, name: classSections.name })
      .from(classSections)
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .where(eq(classSections.tenantId, school.tenantId))
      .orderBy(asc(tenantClasses.grade), asc(classSections.name)),
  );
}

/**
 * A Teacher who is an employee: their session and employee id. With `permissions`, the member
 * holds a custom role of exactly those, stored as given (as a role saved before a rule about what
 * a permission brings would be).
 */
export async function teacher(
  subject: PortalTestApp,
  school: School,
  name: string,
  now: Date,
  permissions?: string[],
) {
  made += 1;
  return inTenant(subject.database, school.tenantId, async (db) => {
    const [role] = permissions
      ? await db
          .insert(portalRoles)
          .values({
            tenantId: school.tenantId,
            name: `Custom ${made}`,
            permissions,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: portalRoles.id })
      : await db
          .select({ id: portalRoles.id })
          .from(portalRoles)
          .where(and(eq(portalRoles.tenantId, school.tenantId), eq(portalRoles.builtIn, 'teacher')));
    const [employee] = await db
      .insert(employees)
      .values({ tenantId: school.tenantId, name, phone: '+919876500000', createdAt: now, updatedAt: now })
      .returning({ id: employees.id });
    if (!role || !employee) throw new Error('No teacher role or employee');
    const [member] = await db
      .insert(portalMembers)
      .values({
        tenantId: school.tenantId,
        email: `teacher.${made}.${Date.now()}@${school.code}.example`,
        name,
        roleId: role.id,
        status: 'active',
        employeeId: employee.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: portalMembers.id });
    if (!member) throw new Error('No member');
    const token = await createPortalSession(db, school.tenantId, member.id, now);
    return { token, employeeId: employee.id, memberId: member.id, name };
  });
}

export async function makeClassTeacher(
  subject: PortalTestApp,
  school: School,
  sectionId: string,
  employeeId: string,
) {
  await inTenant(subject.database, school.tenantId, (db) =>
    db.update(classSections).set({ classTeacherId: employeeId }).where(eq(classSections.id, sectionId)),
  );
}

export interface GuardianFixture {
  name: string;
  phone: string;
  email?: string;
  language?: 'en' | 'hi';
}

/** A student of the section with guardians; `consent` lists the purposes of a current consent (none: no consent). */
export async function student(
  subject: PortalTestApp,
  school: School,
  sectionId: string,
  fixture: { name: string; rollNumber?: number; guardians?: GuardianFixture[]; consent?: string[] },
) {
  made += 1;
  return inTenant(subject.database, school.tenantId, async (db) => {
    const [row] = await db
      .insert(students)
      .values({
        tenantId: school.tenantId,
        admissionNumber: `ATT-${made}-${Date.now()}`,
        name: fixture.name,
        sectionId,
        rollNumber: fixture.rollNumber ?? null,
      })
      .returning({ id: students.id });
    if (!row) throw new Error('No student');
    for (const [position, guardian] of (fixture.guardians ?? []).entries()) {
      const [saved] = await db
        .insert(guardians)
        .values({
          tenantId: school.tenantId,
          name: guardian.name,
          phone: guardian.phone,
          phoneKey: guardian.phone.replace(/\D/g, '').slice(-10),
          email: guardian.email ?? null,
          language: guardian.language ?? 'en',
        })
        .returning({ id: guardians.id });
      if (!saved) throw new Error('No guardian');
      await db.insert(studentGuardians).values({
        tenantId: school.tenantId,
        studentId: row.id,
        guardianId: saved.id,
        relation: 'mother',
        position,
      });
    }
    if (fixture.consent)
      await db.insert(studentConsents).values({
        tenantId: school.tenantId,
        studentId: row.id,
        guardianName: fixture.guardians?.[0]?.name ?? 'Guardian',
        relation: 'mother',
        method: 'in_person',
        givenOn: '2025-04-01',
        purposes: fixture.consent,
        recordedByName: 'Test',
      });
    return row.id;
  });
}

/** Bells for the school's main centre on `weekday` and the section's timetable entries, period by period. */
export async function timetable(
  subject: PortalTestApp,
  school: School,
  section: { id: string; classId: string },
  weekday: number,
  teachers: (string | null)[],
) {
  await inTenant(subject.database, school.tenantId, async (db) => {
    let [centre] = await db
      .select({ id: learningCentres.id })
      .from(learningCentres)
      .where(and(eq(learningCentres.tenantId, school.tenantId), eq(learningCentres.main, true)));
    if (!centre)
      [centre] = await db
        .insert(learningCentres)
        .values({ tenantId: school.tenantId, name: 'Main', main: true })
        .returning({ id: learningCentres.id });
    const [subject] = await db
      .select({ id: tenantSubjects.id, name: tenantSubjects.name })
      .from(tenantSubjects)
      .where(and(eq(tenantSubjects.tenantId, school.tenantId), eq(tenantSubjects.classId, section.classId)));
    if (!centre || !subject) throw new Error('No centre or subject');
    for (const [index, teacherId] of teachers.entries()) {
      const number = index + 1;
      await db
        .insert(bellPeriods)
        .values({
          tenantId: school.tenantId,
          centreId: centre.id,
          weekday,
          number,
          startsAt: 8 * 60 + index * 45,
          endsAt: 8 * 60 + index * 45 + 40,
          label: `Period ${number}`,
        })
        .onConflictDoNothing();
      await db.insert(timetableEntries).values({
        tenantId: school.tenantId,
        sectionId: section.id,
        weekday,
        period: number,
        subjectId: subject.id,
        teacherId,
      });
    }
  });
}
