// `npm run bench:guardians`: guardians in the portal at a school's scale
// (docs/requirements/guardians.md#budgets-and-tests). On embedded PGlite (a temporary data
// directory) and on PostgreSQL (a scratch database on DATABASE_URL, else 127.0.0.1 when it answers;
// skipped with a message otherwise), each dropped afterwards, it seeds one active school with 2,000
// students in sections of 40, each with their own guardian (an e-mail address and a phone), and
// the month's attendance so far (every section's register taken each school day, 1 in 10 absent),
// by batched inserts. Then, as the routes call the Guardians service:
//   1. 2,000 guardians sign in: a code sent (as the background sends it, to a messenger that keeps
//      it) and typed in, one after another; each sign-in timed                p99 <= 100 ms
//   2. 10,000 page views by them in turn: home, a child's attendance, results, fees, week and
//      messages; each read timed, by kind and all together                     p99 <= 100 ms
// It prints p50, p99 and the slowest with PASS or MISS, the host's CPU and load average and the
// Node version; a MISS is a measurement, not a failure. The exit code is 1 only when something
// breaks (a call that throws). Not part of `npm test`. Options: --databases pglite,postgres (else
// BENCH_DATABASES, else both). Settings (environment): BENCH_GUARDIANS (2000), BENCH_VIEWS (10000),
// DATABASE_URL, BENCH_ANALYZE (as bench:exams: PGlite is analysed after seeding, as its nightly job
// would have; PostgreSQL only when 1).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { schoolMonth, schoolToday } from '../common/school-clock.ts';
import { systemClock } from '../server/clock.ts';
import { migrate } from '../server/db/migrate.ts';
import {
  attendanceMarks,
  attendanceSessions,
  classSections,
  guardians,
  studentGuardians,
  students,
} from '../server/db/schema.ts';
import { Fees } from '../server/services/portal/fees/fees.ts';
import { Guardians } from '../server/services/portal/guardians/guardians.ts';
import { Timetables } from '../server/services/portal/timetable.ts';
import { MemoryRateLimitStore, RateLimiter } from '../server/services/rate-limit.ts';
import { host, insertAll, load, report } from './lib/bench-figures.mjs';
import { insertBenchSchool, onEachDatabase } from './lib/bench-school.mjs';

const { values: options } = parseArgs({ options: { databases: { type: 'string' } } });
const DATABASES = (options.databases ?? process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const GUARDIANS = Number(process.env.BENCH_GUARDIANS ?? 2000);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 10_000);
const CLASS_SIZE = 40;
const TARGET_MS = 100;

/** The school days of this month so far (Monday to Saturday), at most 20. */
function schoolDays(now) {
  const month = schoolMonth(now);
  const today = Number(schoolToday(now).slice(8));
  const days = [];
  for (let day = 1; day <= today && days.length < 20; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) days.push(date);
  }
  return days;
}

async function seed(handle, now) {
  const sectionCount = Math.ceil(GUARDIANS / CLASS_SIZE);
  const school = await handle.db.transaction(async (tx) => {
    const { tenantId, classIds } = await insertBenchSchool(tx, now);
    const sections = await tx
      .insert(classSections)
      .values(
        Array.from({ length: sectionCount }, (_, index) => ({
          tenantId,
          classId: classIds[index % 12],
          name: `G${Math.floor(index / 12) + 1}`,
          createdAt: now,
        })),
      )
      .returning({ id: classSections.id });
    return { tenantId, sections };
  });
  const { tenantId, sections } = school;
  const studentRows = Array.from({ length: GUARDIANS }, (_, index) => ({
    id: randomUUID(),
    tenantId,
    admissionNumber: `GRD-${String(index + 1).padStart(5, '0')}`,
    name: `Student ${index + 1}`,
    sectionId: sections[Math.floor(index / CLASS_SIZE)].id,
    rollNumber: (index % CLASS_SIZE) + 1,
  }));
  const guardianRows = studentRows.map((_, index) => {
    const phone = `9${String(index).padStart(9, '0')}`;
    return {
      id: randomUUID(),
      tenantId,
      name: `Guardian ${index + 1}`,
      phone,
      phoneKey: phone,
      email: `guardian${index + 1}@bench.example.in`,
    };
  });
  await insertAll(handle.db, students, studentRows);
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
  const days = schoolDays(now);
  const sessionRows = sections.flatMap((section) =>
    days.map((date) => ({
      id: randomUUID(),
      tenantId,
      sectionId: section.id,
      date,
      takenByName: 'Bench',
      takenAt: now,
    })),
  );
  await insertAll(handle.db, attendanceSessions, sessionRows);
  const sessionOf = new Map(sessionRows.map((row) => [`${row.sectionId}/${row.date}`, row.id]));
  await insertAll(
    handle.db,
    attendanceMarks,
    studentRows.flatMap((student, index) =>
      days.map((date, day) => ({
        tenantId,
        sessionId: sessionOf.get(`${student.sectionId}/${date}`),
        studentId: student.id,
        mark: (index + day) % 10 === 0 ? 'absent' : 'present',
        takenAt: now,
        takenByName: 'Bench',
      })),
    ),
  );
  return { tenantId, studentRows, guardianRows, marks: studentRows.length * days.length };
}

async function benchOn(kind, handle) {
  const loadBefore = load();
  await migrate(handle);
  const now = new Date();
  const started = performance.now();
  const school = await seed(handle, now);
  if (kind === 'pglite' ? process.env.BENCH_ANALYZE !== '0' : process.env.BENCH_ANALYZE === '1')
    await handle.db.execute(sql`analyze`);
  console.log(
    `\n${kind}: ${GUARDIANS} guardians and their children, ${school.marks} attendance marks this month; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  host: ${host()}; load average before ${loadBefore}, after seeding ${load()}`);

  // The code goes to a messenger that keeps it, as the guardian's inbox would.
  const codes = new Map();
  const messenger = {
    channelFor: () => undefined,
    carries: () => false,
    send: async (_db, message) => {
      codes.set(message.to, message.variables.code);
    },
  };
  const log = { warn: () => undefined, error: () => undefined };
  const guardiansService = new Guardians({
    database: handle,
    clock: systemClock,
    messenger,
    // The limits stand aside: this measures the work, not the per-network counters.
    limiter: new RateLimiter(new MemoryRateLimitStore(systemClock), systemClock, 1000),
    background: { run: () => undefined },
    log,
    fees: new Fees({ database: handle, clock: systemClock, gate: null, parser: null, jobs: null, messenger }),
    timetables: new Timetables({ database: handle }),
  });
  const tenant = {
    id: school.tenantId,
    code: 'bench',
    name: 'Bench Public School',
    active: true,
    kind: 'school',
  };
  const broken = [];

  // 1. Every guardian signs in: a code sent and typed in.
  const callers = [];
  const signInTimes = [];
  for (const [index, guardian] of school.guardianRows.entries()) {
    const contact = { kind: 'email', key: guardian.email };
    const begun = performance.now();
    try {
      await guardiansService.signIns.sendCode(tenant, contact);
      const code = codes.get(guardian.email);
      const { caller } = await guardiansService.signIns.signIn(
        tenant,
        guardian.email,
        code,
        `10.1.${index >> 8}.${index & 255}`,
      );
      signInTimes.push(performance.now() - begun);
      callers.push({ caller, studentId: school.studentRows[index].id });
    } catch (error) {
      broken.push(`sign-in ${index}: ${error.message}`);
    }
  }
  report('1. a guardian signs in (code sent, typed)', signInTimes, TARGET_MS);

  // 2. Page views, guardian after guardian, each page's reads in turn.
  const reads = {
    home: ({ caller }) => guardiansService.home(tenant, caller),
    attendance: ({ caller, studentId }) => guardiansService.attendance(tenant, caller, studentId, undefined),
    results: ({ caller, studentId }) => guardiansService.results(tenant, caller, studentId),
    fees: ({ caller, studentId }) => guardiansService.dues(tenant, caller, studentId),
    week: ({ caller, studentId }) => guardiansService.timetable(tenant, caller, studentId),
    messages: ({ caller, studentId }) => guardiansService.messages(tenant, caller, studentId),
  };
  const kinds = Object.keys(reads);
  const times = Object.fromEntries(kinds.map((name) => [name, []]));
  for (let view = 0; view < VIEWS && callers.length > 0; view += 1) {
    const who = callers[view % callers.length];
    const name = kinds[view % kinds.length];
    const begun = performance.now();
    try {
      await reads[name](who);
      times[name].push(performance.now() - begun);
    } catch (error) {
      broken.push(`${name} ${view}: ${error.message}`);
    }
  }
  for (const name of kinds) report(`2. a page view: ${name}`, times[name], TARGET_MS);
  report(
    '   every page view',
    kinds.flatMap((name) => times[name]),
    TARGET_MS,
  );
  console.log(`  errors: ${broken.length}; load average after: ${load()}`);
  return broken.slice(0, 10);
}

const broken = [];
await onEachDatabase(
  'guardians',
  async (kind, handle) => {
    for (const problem of await benchOn(kind, handle)) broken.push(`${kind}: ${problem}`);
  },
  DATABASES,
);
if (broken.length > 0) {
  console.error(`\nbench:guardians found problems:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
