// `npm run bench:attendance`: attendance at a school's scale (docs/requirements/school-day.md#at-scale).
// On embedded PGlite (a temporary data directory) and on PostgreSQL (a scratch database on
// DATABASE_URL, else 127.0.0.1 when it answers; skipped with a message otherwise) it seeds, by
// direct inserts, 5,000 students in sections of 40 (each with a guardian, half of them consenting
// to guardian messages) and a term of marks (60 school days before today), then measures through
// the attendance service:
//   1. submitting a class of 40 with 3 absent (and their alerts queued), 200 times   p99 <= 50 ms
//   2. a section's monthly register                                                  p99 <= 100 ms
//   3. the school's daily summary (every section, the month's chart)                 p99 <= 200 ms
// and prints p50, p99 and the slowest with PASS or MISS. A MISS is a measurement, not a failure.
// Not part of `npm test`.
//
// Settings (environment): BENCH_ATTENDANCE_STUDENTS (5000), BENCH_DATABASES (pglite,postgres), DATABASE_URL,
// BENCH_ANALYZE=1 to ANALYZE after seeding (PostgreSQL's autovacuum gathers the planner's
// statistics by itself; embedded PGlite has no autovacuum, and its plans differ without them).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BUILT_IN_PERMISSIONS } from '../common/portal/permissions.ts';
import { schoolToday } from '../common/school-clock.ts';
import { systemClock } from '../server/clock.ts';
import { migrate } from '../server/db/migrate.ts';
import {
  attendanceMarks,
  attendanceSessions,
  attendanceSettings,
  classSections,
  guardians,
  portalMembers,
  studentConsents,
  studentGuardians,
  students,
} from '../server/db/schema.ts';
import { JobRunner } from '../server/jobs/runner.ts';
import { MailOutbox } from '../server/services/mail/outbox.ts';
import { emailTransport } from '../server/services/messaging/email-transport.ts';
import { guardianAlertKind } from '../server/services/messaging/guardian-alert-job.ts';
import { guardianMessenger } from '../server/services/messaging/guardian-messenger.ts';
import { Attendance } from '../server/services/portal/attendance/attendance.ts';
import { insertAll, report as reportFigures, timed } from './lib/bench-figures.mjs';
import { insertBenchSchool, onEachDatabase } from './lib/bench-school.mjs';

const STUDENTS = Number(process.env.BENCH_ATTENDANCE_STUDENTS ?? 5000);
const CLASS_SIZE = 40;
const TERM_DAYS = 60;
const TARGETS = { submit: 50, register: 100, summary: 200 };
const CALLS = { submit: 200, register: 200, summary: 50 };

const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return quietLog;
  },
};

/** The school days of the term: the TERM_DAYS days before today that are not Sundays. */
function termDays(today) {
  const days = [];
  const day = new Date(`${today}T00:00:00Z`);
  while (days.length < TERM_DAYS) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days.reverse();
}

async function seedSchool(handle, today) {
  const now = new Date();
  const sectionCount = Math.ceil(STUDENTS / CLASS_SIZE);
  const school = await handle.db.transaction(async (tx) => {
    const { tenantId, classIds } = await insertBenchSchool(tx, now);
    const sections = await tx
      .insert(classSections)
      .values(
        Array.from({ length: sectionCount }, (_, index) => ({
          tenantId,
          classId: classIds[index % 12],
          name: `S${Math.floor(index / 12) + 1}`,
          createdAt: now,
        })),
      )
      .returning({ id: classSections.id });
    await tx.insert(attendanceSettings).values({ tenantId, mode: 'daily', lockAt: 23 * 60 + 59 });
    const [member] = await tx.select({ id: portalMembers.id, name: portalMembers.name }).from(portalMembers);
    return { tenantId, member, sections: sections.map((section) => section.id) };
  });
  const { tenantId, sections } = school;

  const studentRows = Array.from({ length: STUDENTS }, (_, index) => ({
    id: randomUUID(),
    tenantId,
    admissionNumber: `ADM-${String(index + 1).padStart(5, '0')}`,
    name: `Student ${index + 1}`,
    sectionId: sections[Math.floor(index / CLASS_SIZE)],
    rollNumber: (index % CLASS_SIZE) + 1,
  }));
  await insertAll(handle.db, students, studentRows);
  const guardianRows = studentRows.map((_student, index) => ({
    id: randomUUID(),
    tenantId,
    name: `Guardian ${index + 1}`,
    phone: `+91 9${String(100_000_000 + index)}`,
    phoneKey: `9${String(100_000_000 + index)}`,
    email: `guardian${index + 1}@example.in`,
    language: index % 2 === 0 ? 'hi' : 'en',
  }));
  await insertAll(handle.db, guardians, guardianRows);
  await insertAll(
    handle.db,
    studentGuardians,
    studentRows.map((student, index) => ({
      tenantId,
      studentId: student.id,
      guardianId: guardianRows[index].id,
      relation: 'mother',
    })),
  );
  await insertAll(
    handle.db,
    studentConsents,
    studentRows.map((student, index) => ({
      tenantId,
      studentId: student.id,
      guardianName: guardianRows[index].name,
      relation: 'mother',
      method: 'in_person',
      givenOn: '2025-04-01',
      purposes: index % 2 === 0 ? ['school_records', 'guardian_messages'] : ['school_records'],
      recordedByName: 'Bench',
    })),
  );

  const days = termDays(today);
  const sessionRows = [];
  const markRows = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (const day of days) {
    const takenAt = new Date(`${day}T03:45:00Z`);
    for (const [sectionIndex, sectionId] of sections.entries()) {
      const sessionId = randomUUID();
      const session = {
        id: sessionId,
        tenantId,
        sectionId,
        date: day,
        period: 0,
        takenByName: 'Bench',
        takenAt,
        presentCount: 0,
        absentCount: 0,
        lateCount: 0,
      };
      sessionRows.push(session);
      for (const student of studentRows.slice(sectionIndex * CLASS_SIZE, (sectionIndex + 1) * CLASS_SIZE)) {
        const draw = next();
        const mark = draw < 0.9 ? 'present' : draw < 0.96 ? 'absent' : 'late';
        session[`${mark}Count`] += 1;
        markRows.push({ tenantId, sessionId, studentId: student.id, mark, takenAt, takenByName: 'Bench' });
      }
    }
  }
  await insertAll(handle.db, attendanceSessions, sessionRows);
  await insertAll(handle.db, attendanceMarks, markRows);
  if (process.env.BENCH_ANALYZE === '1') await handle.db.execute(sql`analyze`);
  return { ...school, studentRows, days, marks: markRows.length };
}

/** A step's line, in this benchmark's column. */
const report = (label, times, target) => reportFigures(label, times, target, 34);

async function benchOn(kind, handle) {
  await migrate(handle);
  const today = schoolToday(new Date());
  const started = performance.now();
  const school = await seedSchool(handle, today);
  console.log(
    `\n${kind}: ${STUDENTS} students in ${school.sections.length} sections, ${school.days.length} school days, ${school.marks} marks seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const jobs = new JobRunner({ db: handle.db, clock: systemClock, log: quietLog });
  const messenger = guardianMessenger({ email: emailTransport(new MailOutbox(systemClock, jobs)) });
  jobs.register(guardianAlertKind({ database: handle, clock: systemClock, messenger, log: quietLog }));
  const attendance = new Attendance({ database: handle, clock: systemClock, jobs, messenger });
  // The school as the portal's address names it, and its owner as the caller (who may take any class).
  const { tenantId, sections, studentRows } = school;
  const tenant = { id: tenantId, code: 'bench', name: 'Bench Public School', active: true, kind: 'school' };
  const member = {
    memberId: school.member.id,
    sessionId: '',
    employeeId: null,
    name: school.member.name,
    email: '',
    language: 'en',
    role: { id: '', name: 'Owner', builtIn: 'owner' },
    permissions: new Set(BUILT_IN_PERMISSIONS.owner),
  };

  const submit = await timed(CALLS.submit, async (index) => {
    const sectionIndex = index % sections.length;
    const roll = studentRows.slice(sectionIndex * CLASS_SIZE, (sectionIndex + 1) * CLASS_SIZE);
    const absent = [0, 1, 2].map((offset) => roll[(index + offset * 7) % CLASS_SIZE].id);
    const result = await attendance.submit(tenant, member, sections[sectionIndex], {
      submissionId: randomUUID(),
      date: today,
      takenAt: new Date().toISOString(),
      marks: absent.map((studentId) => ({ studentId, mark: 'absent' })),
    });
    if (result.absent !== 3 || result.present !== CLASS_SIZE - 3)
      throw new Error(`Unexpected result ${JSON.stringify(result)}`);
  });
  report(`submit a class of ${CLASS_SIZE} (${CALLS.submit})`, submit, TARGETS.submit);

  const month = school.days[Math.floor(school.days.length / 2)].slice(0, 7);
  const register = await timed(CALLS.register, async (index) => {
    const answer = await attendance.register(tenant, sections[(index * 13) % sections.length], month);
    if (answer.students.length !== CLASS_SIZE || answer.days.length === 0)
      throw new Error('Unexpected register');
  });
  report(`monthly register ${month} (${CALLS.register})`, register, TARGETS.register);

  const summary = await timed(CALLS.summary, async () => {
    const answer = await attendance.summary(tenant, today);
    if (answer.totals.students !== STUDENTS || answer.month.length === 0)
      throw new Error('Unexpected summary');
  });
  report(`daily summary (${CALLS.summary})`, summary, TARGETS.summary);
  await jobs.stop();
}

await onEachDatabase('attendance', benchOn);
