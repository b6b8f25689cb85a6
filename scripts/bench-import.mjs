// `npm run bench:import`: the bulk import of 5,000 students (docs/requirements/students.md#import).
// Generates a students file as CSV and as XLSX, then on embedded PGlite (a temporary data
// directory) and on PostgreSQL (a scratch database on DATABASE_URL, else 127.0.0.1 when it
// answers; skipped with a message otherwise) runs through the import service:
//   1. the dry run of the CSV (parse, check, compare)      target <= 5 s
//   2. the import of the CSV (the portal-import job)        target <= 20 s
//   3. the dry run and import of the XLSX (the same rows: nothing left to change)
//   4. the students list on the 5,000 imported students (the portal's Students page: a page of 50,
//      its total, and the list's audit entry), over a mix of first pages, deep pages, a search
//      and a class filter                                     target p99 <= 50 ms
// and prints each one's time, rows/s and peak RSS, with PASS or MISS against the targets. A MISS
// is a measurement, not a failure; the exit code is 1 only when something breaks (a count that is
// not what the file says). Not part of `npm test`.
//
// Settings (environment): BENCH_IMPORT_ROWS (5000), BENCH_DATABASES (pglite,postgres), DATABASE_URL
// (the databases: scripts/lib/bench-school.mjs).
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_HEADERS, XLSX_MEDIA_TYPE } from '../common/api/portal/imports.ts';
import { BUILT_IN_PERMISSIONS } from '../common/portal/permissions.ts';
import { systemClock } from '../server/clock.ts';
import { migrate } from '../server/db/migrate.ts';
import { classSections, portalMembers, tenantClasses } from '../server/db/schema.ts';
import { JobRunner } from '../server/jobs/runner.ts';
import { expireUploadKind } from '../server/services/portal/imports/expire-upload.ts';
import { IMPORT_JOB, importJobKind } from '../server/services/portal/imports/import-job.ts';
import { ParsePool } from '../server/services/portal/imports/parse-pool.ts';
import { PortalImports } from '../server/services/portal/imports/portal-imports.ts';
import { UPLOAD_WAIT_MS, UploadGate } from '../server/services/portal/imports/upload-gate.ts';
import { StudentRecords } from '../server/services/portal/students.ts';
import { insertBenchSchool, onEachDatabase } from './lib/bench-school.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const TARGETS = { dryRun: 5_000, import: 20_000, listP99: 50 };
const LIST_CALLS = 200;
const SECTIONS = ['A', 'B', 'C', 'D'];

const STUDENT_KEYS = [
  'admissionNumber',
  'name',
  'dateOfBirth',
  'gender',
  'class',
  'section',
  'rollNumber',
  'address',
  'guardianName',
  'guardianRelation',
  'guardianPhone',
  'guardianEmail',
  'guardianLanguage',
  'secondGuardianName',
  'secondGuardianRelation',
  'secondGuardianPhone',
];

/** Every row's cells: siblings (every fifth student shares the previous one's mother). */
function studentRows() {
  const rows = [];
  for (let index = 0; index < ROWS; index += 1) {
    const grade = (index % 12) + 1;
    const section = SECTIONS[Math.floor(index / 12) % SECTIONS.length];
    const family = index % 5 === 4 ? index - 1 : index;
    const year = 2010 + (index % 12);
    rows.push([
      `ADM-${String(index + 1).padStart(5, '0')}`,
      index % 3 === 0 ? `विद्यार्थी ${index}` : `Student ${index} Kumar`,
      `${String((index % 28) + 1).padStart(2, '0')}/${String((index % 12) + 1).padStart(2, '0')}/${year}`,
      ['female', 'male', 'other'][index % 3],
      `Class ${grade}`,
      section,
      String(Math.floor(index / 48) + 1),
      `${index} Gandhi Nagar, Jaipur`,
      `Mother ${family}`,
      'mother',
      `+91 9${String(100_000_000 + family).padStart(9, '0')}`,
      index % 2 === 0 ? `mother${family}@example.in` : '',
      index % 4 === 0 ? 'hi' : 'en',
      `Father ${family}`,
      'father',
      `8${String(100_000_000 + family).padStart(9, '0')}`,
    ]);
  }
  return rows;
}

function csvFile(rows) {
  const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const header = STUDENT_KEYS.map((key) => IMPORT_HEADERS.en[key]);
  return Buffer.from(`\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`);
}

async function xlsxFile(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(STUDENT_KEYS.map((key) => IMPORT_HEADERS.hi[key]));
  for (const row of rows) {
    const [day, month, year] = row[2].split('/').map(Number);
    // A real date cell and a number, as Excel keeps them.
    sheet.addRow([
      ...row.slice(0, 2),
      new Date(Date.UTC(year, month - 1, day)),
      ...row.slice(3, 6),
      Number(row[6]),
      ...row.slice(7),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Runs `work`, sampling the RSS meanwhile; returns its result, the time and the peak RSS. */
async function measure(work) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      ms: performance.now() - started,
      peakMb: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}

async function seedSchool(handle) {
  const now = new Date();
  return handle.db.transaction(async (tx) => {
    const { tenantId, classIds } = await insertBenchSchool(tx, now);
    await tx
      .insert(classSections)
      .values(
        classIds.flatMap((classId) =>
          SECTIONS.slice(1).map((name) => ({ tenantId, classId, name, createdAt: now })),
        ),
      );
    const [member] = await tx.select({ id: portalMembers.id, name: portalMembers.name }).from(portalMembers);
    return { tenantId, member };
  });
}

const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return quietLog;
  },
};

function line(label, ms, rows, peakMb, target) {
  const verdict =
    target === undefined ? '' : ms <= target ? `PASS (<= ${target / 1000} s)` : `MISS (> ${target / 1000} s)`;
  const rate = Math.round(rows / (ms / 1000));
  console.log(
    `  ${label.padEnd(22)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${String(rate).padStart(6)} rows/s  peak RSS ${peakMb.toFixed(0).padStart(4)} MB  ${verdict}`,
  );
}

async function benchOn(kind, handle, files) {
  await migrate(handle);
  const { tenantId, member } = await seedSchool(handle);
  const jobs = new JobRunner({ db: handle.db, clock: systemClock, log: quietLog });
  // The server's defaults on a 2-core machine: one file read at a time, in a worker.
  const gate = new UploadGate({ total: 1, perSchool: 1, waitMs: UPLOAD_WAIT_MS });
  const parser = new ParsePool({ size: 1, timeoutMs: 60_000 });
  jobs.register(importJobKind({ database: handle, clock: systemClock, gate, parser }));
  jobs.register(expireUploadKind({ database: handle, clock: systemClock }));
  const imports = new PortalImports({ database: handle, clock: systemClock, jobs, gate, parser });
  // The school as the Host names it, and its owner as the one Caller every portal service takes.
  const tenant = { id: tenantId };
  const actor = {
    memberId: member.id,
    sessionId: '',
    name: member.name,
    email: '',
    language: 'en',
    role: { id: '', name: 'Owner', builtIn: 'owner' },
    permissions: new Set(BUILT_IN_PERMISSIONS.owner),
  };
  const baseline = process.memoryUsage.rss() / 2 ** 20;
  console.log(`\n${kind}: ${ROWS} students (RSS before: ${baseline.toFixed(0)} MB, the database included)`);
  let failed = false;
  for (const [format, file, mediaType] of files) {
    const dry = await measure(() =>
      // The owner: may change existing students.
      imports.upload(tenant, actor, { kind: 'students', fileName: `bench.${format}`, mediaType, file }),
    );
    const check = dry.result;
    line(
      format === 'csv' ? 'dry run (csv)' : 'dry run (xlsx, again)',
      dry.ms,
      check.rows,
      dry.peakMb,
      format === 'csv' ? TARGETS.dryRun : undefined,
    );
    const expected = format === 'csv' ? { toCreate: ROWS, unchanged: 0 } : { toCreate: 0, unchanged: ROWS };
    if (
      check.problemCount > 0 ||
      check.toCreate !== expected.toCreate ||
      check.unchanged !== expected.unchanged
    ) {
      console.log(
        `  UNEXPECTED check: ${JSON.stringify({ ...check, problems: check.problems.slice(0, 3) })}`,
      );
      failed = true;
      continue;
    }
    const run = await measure(async () => {
      await imports.run(tenant, actor, check.id, false);
      await jobs.drain(IMPORT_JOB);
      return imports.get(tenant, check.id);
    });
    line(
      format === 'csv' ? 'import (csv)' : 'import (xlsx, again)',
      run.ms,
      ROWS,
      run.peakMb,
      format === 'csv' ? TARGETS.import : undefined,
    );
    const done = run.result;
    const wanted = format === 'csv' ? ROWS : 0;
    if (done.state !== 'done' || done.created !== wanted || done.updated !== 0) {
      console.log(`  UNEXPECTED outcome: ${JSON.stringify({ ...done, problems: [] })}`);
      failed = true;
    }
  }
  await listTimes(handle, tenant, actor);
  await jobs.stop();
  await parser.close();
  return failed;
}

/** The students list as the portal asks for it, LIST_CALLS times: p50, p99 and the slowest. */
async function listTimes(handle, tenant, actor) {
  const tenantId = tenant.id;
  const records = new StudentRecords({ database: handle, clock: systemClock });
  const [firstClass] = await handle.db
    .select({ id: tenantClasses.id })
    .from(tenantClasses)
    .where(eq(tenantClasses.tenantId, tenantId))
    .limit(1);
  const queries = [
    {},
    { page: Math.floor(ROWS / 50) },
    { q: 'kumar' },
    { classId: firstClass?.id },
    { q: 'ADM-01', page: 2 },
  ];
  const times = [];
  for (let call = 0; call < LIST_CALLS; call += 1) {
    const started = performance.now();
    await records.list(tenant, actor, queries[call % queries.length]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  const p99 = at(0.99);
  const verdict =
    p99 <= TARGETS.listP99 ? `PASS (p99 <= ${TARGETS.listP99} ms)` : `MISS (p99 > ${TARGETS.listP99} ms)`;
  console.log(
    `  students list (${LIST_CALLS} calls) p50 ${at(0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms  ${verdict}`,
  );
}

async function main() {
  console.log(`Generating ${ROWS} students as CSV and XLSX...`);
  const rows = studentRows();
  const csv = csvFile(rows);
  const xlsx = await xlsxFile(rows);
  console.log(`  CSV ${(csv.length / 2 ** 20).toFixed(2)} MB, XLSX ${(xlsx.length / 2 ** 20).toFixed(2)} MB`);
  const files = [
    ['csv', csv, 'text/csv'],
    ['xlsx', xlsx, XLSX_MEDIA_TYPE],
  ];
  let failed = false;

  await onEachDatabase('import', async (kind, handle) => {
    failed = (await benchOn(kind, handle, files)) || failed;
  });
  if (failed) process.exitCode = 1;
}

await main();
