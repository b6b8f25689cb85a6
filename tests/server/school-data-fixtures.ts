import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SchoolExport } from '@common/api/portal/school-data';
import { schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import { SCHOOL_EXPORT_JOB } from '@server/services/portal/school-data/export-jobs';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { expect } from 'vitest';
import { sectionsOf, student } from './attendance-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { freshRecord } from './portal-records';
import { RECORD_KINDS } from './portal-routes';
import type { DatabaseTarget } from './test-database';

// A school with records in as many of its tables as the portal fills (every record kind the
// route tests make, a student with a guardian and a consent, a day's attendance with an absence
// and its alert), and the export and erasure tests' reads of the database.

// Every record kind but an export: the export is what these tests make and read.
const KINDS = RECORD_KINDS.filter((kind) => kind !== 'export');

/** What tells one school's data from another's: names and numbers only it has. */
export interface SchoolFixture {
  guardianName: string;
  guardianPhone: string;
  guardianEmail: string;
  studentName: string;
}

/** Two filled schools on one portal app with its own data directory: the export and closing tests' start. */
export interface TwoSchools {
  subject: PortalTestApp;
  dataDir: string;
  first: School;
  second: School;
  close(): Promise<void>;
}

export async function twoFilledSchools(
  target: DatabaseTarget,
  clock: Clock,
  first: [name: string, fixture: SchoolFixture],
  second: [name: string, fixture: SchoolFixture],
): Promise<TwoSchools> {
  const database = await target.open();
  const dataDir = await mkdtemp(join(tmpdir(), 'shala-school-data-'));
  const subject = await buildPortalApp(database.handle, { DATA_DIR: dataDir }, clock);
  const schools: School[] = [];
  for (const [name] of [first, second]) schools.push(await subject.school(name, ['6']));
  const [a, b] = schools as [School, School];
  await fillSchool(subject, a, clock, first[1]);
  await fillSchool(subject, b, clock, second[1]);
  return {
    subject,
    dataDir,
    first: a,
    second: b,
    async close() {
      await subject.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function fillSchool(
  subject: PortalTestApp,
  school: School,
  clock: Clock,
  fixture: SchoolFixture,
) {
  for (const kind of KINDS) await freshRecord(subject.app, school, kind, `${school.code}-${kind}`);
  const [section] = await sectionsOf(subject, school);
  if (!section) throw new Error('No section');
  const studentId = await student(subject, school, section.id, {
    name: fixture.studentName,
    rollNumber: 1,
    guardians: [{ name: fixture.guardianName, phone: fixture.guardianPhone, email: fixture.guardianEmail }],
    consent: ['school_records', 'guardian_messages'],
  });
  const owner = { token: school.ownerToken };
  const open = await portalCall(subject.app, school.host, 'PUT', '/attendance/settings', {
    ...owner,
    payload: { mode: 'daily', lockTime: '23:59' },
  });
  expect(open.statusCode, open.body).toBe(200);
  const taken = await portalCall(subject.app, school.host, 'PUT', `/attendance/sections/${section.id}`, {
    ...owner,
    payload: {
      submissionId: randomUUID(),
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: [{ studentId, mark: 'absent' }],
    },
  });
  expect(taken.statusCode, taken.body).toBe(200);
  const read = await portalCall(subject.app, school.host, 'GET', `/students/${studentId}`, owner);
  expect(read.statusCode, read.body).toBe(200);
}

/** Every table with a `tenant_id`, as the database lists them (the test's own reading). */
export async function tenantTables(subject: PortalTestApp): Promise<string[]> {
  const result = await subject.database.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'tenant_id' order by table_name`);
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}

/** How many rows of the school each table holds, read as the app's own role. */
export async function rowCounts(subject: PortalTestApp, tenantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tenantTables(subject)) {
    const result = await subject.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
    );
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  return counts;
}

/** Every value of the school's rows, in every table, as text. */
export async function everyValue(subject: PortalTestApp, tenantId: string): Promise<Set<string>> {
  const values = new Set<string>();
  const collect = (value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object') Object.values(value).forEach(collect);
    else values.add(String(value));
  };
  for (const table of await tenantTables(subject)) {
    const result = await subject.database.db.execute(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where tenant_id = ${tenantId}`,
    );
    for (const { row } of (result as unknown as { rows: { row: unknown }[] }).rows) collect(row);
  }
  return values;
}

/** Asks for the school's export, runs its job, and answers the export and its ZIP. */
export async function exportOf(
  subject: PortalTestApp,
  school: School,
): Promise<{ record: SchoolExport; zip: JSZip }> {
  const asked = await portalCall(subject.app, school.host, 'POST', '/school-data/exports', {
    token: school.ownerToken,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { id } = asked.json<SchoolExport>();
  const drained = await subject.app.jobs.drain(SCHOOL_EXPORT_JOB);
  expect(drained.failed).toBe(0);
  const record = (
    await portalCall(subject.app, school.host, 'GET', `/school-data/exports/${id}`, {
      token: school.ownerToken,
    })
  ).json<SchoolExport>();
  const file = await portalCall(subject.app, school.host, 'GET', `/school-data/exports/${id}/file`, {
    token: school.ownerToken,
  });
  expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  return { record, zip: await JSZip.loadAsync(file.rawPayload) };
}
