// `npm run bench:exams`: exams at a school's scale (docs/requirements/exams.md#statecharts-and-tests).
// On embedded PGlite (a temporary data directory) and on PostgreSQL (a scratch database on
// DATABASE_URL, else 127.0.0.1 when it answers; skipped with a message otherwise), each dropped
// afterwards, it seeds one active school (the portal's seed) with 5,000 students in sections of 40
// and 8 subjects in each of the 12 classes by batched inserts, gives every class the CBSE VI-VIII
// scheme through the Exams service, and enters every student's Term 1 marks (8 subjects x 6
// components: 240,000 marks) by batched inserts. Then it measures, as the routes call the service:
//   1. a section's marks for one subject saved: the term exam's 40 marks, as the sheet sends one
//      component (and, beside it, all six components' 240 marks at once), each a change over the
//      revision it saw, 200 times                                          p99 <= 50 ms
//   2. a section's results computed (the cards a publish would keep), 200 times   p99 <= 100 ms
//   3. the whole school's term published (125 sections, proofread, one after another) <= 10 s
//   4. a section's 40 report cards rendered to print HTML (the portal's ReportCard, in Node
//      with react-dom/server), 20 times                                    each <= 2 s
// Each timed step has a warm-up first. It prints p50, p99 and the slowest with PASS or MISS, the
// host's CPU and load average and the Node version; a MISS is a measurement, not a failure. The exit
// code is 1 only when something breaks (a save answered with a conflict, a card missing).
// Not part of `npm test`. Options: --databases pglite,postgres (else BENCH_DATABASES, else both).
// Settings (environment): BENCH_EXAMS_STUDENTS (5000), DATABASE_URL, BENCH_ANALYZE (as bench:fees:
// PGlite is analysed after seeding, as the nightly planner-statistics job would have).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import React, { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BUILT_IN_PERMISSIONS } from '../common/portal/permissions.ts';
import { systemClock } from '../server/clock.ts';
import { examMarks, examSectionTerms } from '../server/db/exam-tables.ts';
import { migrate } from '../server/db/migrate.ts';
import {
  academicYears,
  classSections,
  portalMembers,
  students,
  tenantSubjects,
} from '../server/db/schema.ts';
import { Exams } from '../server/services/portal/exams/exams.ts';
import { ReportCard } from '../src/portal/views/exams/report-card.tsx';
import { host, insertAll, load, report, timed as timeCalls } from './lib/bench-figures.mjs';
import { insertBenchSchool, onEachDatabase } from './lib/bench-school.mjs';

// tsx compiles the portal's .tsx here with React's classic transform (it does not take the
// automatic runtime from tsconfig.base.json for a file loaded from an .mjs entry): React is global.
globalThis.React = React;

const { values: options } = parseArgs({ options: { databases: { type: 'string' } } });
const DATABASES = (options.databases ?? process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const STUDENTS = Number(process.env.BENCH_EXAMS_STUDENTS ?? 5000);
const CLASS_SIZE = 40;
const SUBJECTS = [
  'English',
  'Hindi',
  'Mathematics',
  'Science',
  'Social Science',
  'Sanskrit',
  'Art',
  'Computers',
];
const TERM1 = ['t1_pt1', 't1_pt2', 't1_pt3', 't1_nb', 't1_se', 't1_exam'];
const MAX = { t1_pt1: 10, t1_pt2: 10, t1_pt3: 10, t1_nb: 5, t1_se: 5, t1_exam: 80 };
const TARGETS = { save: 50, results: 100, school: 10_000, cards: 2_000 };
const CALLS = 200;
const WARM_UP = 20;

/** The steps' calls, after WARM_UP untimed ones. */
const timed = (count, call, warmUp = WARM_UP) => timeCalls(count, call, warmUp);

/** A mark for student `s` in subject `j`'s component: spread out, never above the maximum. */
const markOf = (s, j, key) => Math.round(((s * 7 + j * 13 + key.length * 3) % 100) * MAX[key]);

/** The school: sections of 40 over the 12 classes, 8 subjects each, students with a roll number. */
async function seedSchool(handle, now) {
  const sectionCount = Math.ceil(STUDENTS / CLASS_SIZE);
  return handle.db.transaction(async (tx) => {
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
      .returning({ id: classSections.id, classId: classSections.classId });
    const subjects = await tx
      .insert(tenantSubjects)
      .values(
        classIds.flatMap((classId) =>
          SUBJECTS.map((name, position) => ({ tenantId, classId, name, position, custom: true })),
        ),
      )
      .returning({ id: tenantSubjects.id, classId: tenantSubjects.classId });
    const [member] = await tx.select({ id: portalMembers.id, name: portalMembers.name }).from(portalMembers);
    const [year] = await tx
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(eq(academicYears.current, true));
    return { tenantId, classIds, sections, subjects, member, yearId: year.id };
  });
}

async function benchOn(kind, handle) {
  const loadBefore = load();
  await migrate(handle);
  const now = new Date();
  const started = performance.now();
  const school = await seedSchool(handle, now);
  const studentRows = Array.from({ length: STUDENTS }, (_, index) => ({
    id: randomUUID(),
    tenantId: school.tenantId,
    admissionNumber: `ADM-${String(index + 1).padStart(5, '0')}`,
    name: `Student ${index + 1}`,
    sectionId: school.sections[Math.floor(index / CLASS_SIZE)].id,
    rollNumber: (index % CLASS_SIZE) + 1,
  }));
  await insertAll(handle.db, students, studentRows);
  const exams = new Exams({ database: handle, clock: systemClock });
  const tenant = {
    id: school.tenantId,
    code: 'bench',
    name: 'Bench Public School',
    active: true,
    kind: 'school',
  };
  const principal = {
    memberId: school.member.id,
    sessionId: '',
    employeeId: null,
    name: school.member.name,
    email: '',
    language: 'en',
    role: { id: '', name: 'Owner', builtIn: 'owner' },
    permissions: new Set(BUILT_IN_PERMISSIONS.owner),
  };
  const scheme = await exams.createScheme(tenant, principal, {
    name: 'Middle school',
    preset: 'cbse_middle',
  });
  for (const classId of school.classIds) await exams.chooseClassScheme(tenant, classId, scheme.id);
  const subjectsOf = (classId) => school.subjects.filter((subject) => subject.classId === classId);
  const sectionOf = new Map(school.sections.map((section) => [section.id, section]));
  const marks = studentRows.flatMap((student, s) =>
    subjectsOf(sectionOf.get(student.sectionId).classId).flatMap((subject, j) =>
      TERM1.map((componentKey) => ({
        tenantId: school.tenantId,
        studentId: student.id,
        subjectId: subject.id,
        yearId: school.yearId,
        termKey: 'term1',
        componentKey,
        scoreCenti: markOf(s, j, componentKey),
        schemeId: scheme.id,
        schemeVersion: 1,
        enteredBy: school.member.id,
        updatedAt: now,
      })),
    ),
  );
  await insertAll(handle.db, examMarks, marks);
  if (kind === 'pglite' ? process.env.BENCH_ANALYZE !== '0' : process.env.BENCH_ANALYZE === '1')
    await handle.db.execute(sql`analyze`);
  const seeded = performance.now();
  console.log(
    `\n${kind}: ${STUDENTS} students in ${school.sections.length} sections, ${SUBJECTS.length} subjects a class, ${marks.length} Term 1 marks; seeded in ${((seeded - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  host: ${host()}; load average before ${loadBefore}, after seeding ${load()}`);

  // 1. A section's marks for one subject saved: every mark changed, over the revision last seen.
  const [first] = school.sections;
  const firstSubject = subjectsOf(first.classId)[0];
  const sheet = await exams.sheet(tenant, principal, first.id, firstSubject.id, 'term1');
  const revisions = new Map();
  for (const student of sheet.students)
    for (const [key, mark] of Object.entries(student.marks))
      revisions.set(`${student.id}/${key}`, mark.revision);
  let conflicts = 0;
  /** One save: `components` of the subject for every student of the section, each a change over the revision last seen. */
  const save = async (call, components) => {
    const changes = sheet.students.flatMap((student) =>
      components.map((componentKey) => ({
        studentId: student.id,
        componentKey,
        value: { centi: ((call % 2) + 1) * 100 },
        revision: revisions.get(`${student.id}/${componentKey}`) ?? 0,
      })),
    );
    const answer = await exams.saveMarks(tenant, principal, first.id, firstSubject.id, 'term1', {
      marks: changes,
    });
    conflicts += answer.conflicts.length;
    for (const saved of answer.saved)
      revisions.set(`${saved.studentId}/${saved.componentKey}`, saved.revision);
  };
  // As the sheet sends them: one component (the term exam) for the section's 40 students.
  const saveTimes = await timed(CALLS, (call) => save(call, ['t1_exam']));
  report(`1. a section's subject saved (${sheet.students.length} marks)`, saveTimes, TARGETS.save);
  // The whole subject at once (every component, as a phone back online may send it).
  const wholeTimes = await timed(CALLS, (call) => save(call, TERM1));
  report(`   the whole subject (${sheet.students.length * TERM1.length} marks)`, wholeTimes, TARGETS.save);

  // 2. A section's results computed (not yet published: the preview is the cards a publish keeps).
  const resultTimes = await timed(CALLS, (call) =>
    exams.results(tenant, school.sections[call % school.sections.length].id, 'term1'),
  );
  report("2. a section's results computed", resultTimes, TARGETS.results);

  // 3. The whole school's term published: every section proofread, then published one by one.
  await insertAll(
    handle.db,
    examSectionTerms,
    school.sections.map((section) => ({
      tenantId: school.tenantId,
      sectionId: section.id,
      yearId: school.yearId,
      termKey: 'term1',
      proofreadAt: now,
      proofreadBy: 'Bench',
    })),
  );
  const publishStarted = performance.now();
  let published = 0;
  for (const section of school.sections)
    published += (await exams.publish(tenant, principal, section.id, 'term1')).published;
  const schoolMs = performance.now() - publishStarted;
  console.log(
    `  ${`3. the whole school's term published (${school.sections.length} sections)`.padEnd(44)} ${schoolMs.toFixed(0).padStart(7)} ms  ${schoolMs <= TARGETS.school ? 'PASS' : 'MISS'} (<= ${TARGETS.school} ms); ${published} cards`,
  );

  // 4. A section's 40 report cards rendered to print HTML.
  const results = await exams.results(tenant, first.id, 'term1');
  const cardTimes = await timed(
    20,
    () => {
      const html = renderToString(
        createElement(
          'div',
          null,
          results.students.map((row) =>
            createElement(ReportCard, {
              key: row.id,
              card: row.card,
              school: results.school,
              yearName: results.yearName,
              language: row.language,
            }),
          ),
        ),
      );
      if (!html.includes('Report card')) throw new Error('The cards did not render');
    },
    3,
  );
  report(`4. a section's ${results.students.length} report cards to HTML`, cardTimes, TARGETS.cards);
  console.log(`  load average after: ${load()}`);
  const broken = [];
  if (conflicts > 0) broken.push(`${conflicts} saves were answered with a conflict`);
  if (published !== STUDENTS) broken.push(`${published} cards published for ${STUDENTS} students`);
  if (results.students.length !== CLASS_SIZE)
    broken.push(`${results.students.length} cards for a section of ${CLASS_SIZE}`);
  return broken;
}

const broken = [];
await onEachDatabase(
  'exams',
  async (kind, handle) => {
    for (const problem of await benchOn(kind, handle)) broken.push(`${kind}: ${problem}`);
  },
  DATABASES,
);
if (broken.length > 0) {
  console.error(`\nbench:exams found problems:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
