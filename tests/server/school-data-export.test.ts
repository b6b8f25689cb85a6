import { existsSync } from 'node:fs';
import type { AuditList } from '@common/api/portal/audit';
import type { SchoolExport, SchoolExportList } from '@common/api/portal/school-data';
import { exportFile, SCHOOL_EXPORT_EXPIRY_JOB } from '@server/services/portal/school-data/export-jobs';
import { TABLE_NOTES } from '@server/services/portal/school-data/export-readme';
import type JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock } from './attendance-fixtures';
import { HOUR } from './fake-clock';
import { memberWithRole, type PortalTestApp, portalCall, type School } from './portal-helpers';
import {
  everyValue,
  exportOf,
  rowCounts,
  type TwoSchools,
  tenantTables,
  twoFilledSchools,
} from './school-data-fixtures';
import { databases } from './test-database';

// A school's whole export (docs/requirements/school-data.md#export): two schools with distinct
// data; school A's ZIP has a CSV and a JSON file for every table with a tenant_id, each with A's
// rows, a README naming every file and column, no secret, and no value of school B anywhere. The
// file is downloaded through a permission-checked route, audited, and deleted after its time.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function text(zip: JSZip): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of Object.keys(zip.files)) {
    const entry = zip.files[name];
    if (entry && !entry.dir) files.set(name, await entry.async('string'));
  }
  return files;
}

describe.each(databases())("a school's whole export on $kind", (target) => {
  let schools: TwoSchools;
  let subject: PortalTestApp;
  let dataDir: string;
  let amrit: School;
  let bodhi: School;
  let files: Map<string, string>;
  let record: SchoolExport;
  const clock = schoolClock();

  beforeAll(async () => {
    schools = await twoFilledSchools(
      target,
      clock,
      [
        'Amrit Public School',
        {
          studentName: 'Aanya Amritraj',
          guardianName: 'Alka Amritraj',
          guardianPhone: '+919811100001',
          guardianEmail: 'alka.amritraj@example.in',
        },
      ],
      [
        'Bodhi Vidya Mandir',
        {
          studentName: 'Bhavya Bodhiraj',
          guardianName: 'Bimla Bodhiraj',
          guardianPhone: '+919822200002',
          guardianEmail: 'bimla.bodhiraj@example.in',
        },
      ],
    );
    ({ subject, dataDir, first: amrit, second: bodhi } = schools);
    const made = await exportOf(subject, amrit);
    record = made.record;
    files = await text(made.zip);
  }, 120_000);
  afterAll(async () => {
    await schools?.close();
  });

  it('holds a CSV and a JSON file, and a described README section, for every table with a tenant_id', async () => {
    expect(record).toMatchObject({ state: 'ready', requestedBy: expect.any(String) });
    expect(record.bytes).toBeGreaterThan(0);
    const tables = await tenantTables(subject);
    // The tables the portal has today; a new one (fees, results) joins the export by itself.
    expect(tables).toEqual(
      expect.arrayContaining(['students', 'guardians', 'attendance_marks', 'audit_log']),
    );
    const missing = tables.filter(
      (table) =>
        !files.has(`csv/${table}.csv`) ||
        !files.has(`json/${table}.json`) ||
        !files.get('README.md')?.includes(`### ${table} (`),
    );
    expect(missing).toEqual([]);
    // Every table is described in words too: add a line to TABLE_NOTES (export-readme.ts) for a new one.
    expect(tables.filter((table) => !TABLE_NOTES[table])).toEqual([]);
    expect([...files.keys()].filter((name) => !/^(csv\/.+\.csv|json\/.+\.json)$/.test(name)).sort()).toEqual([
      'README.md',
      'school.csv',
      'school.json',
    ]);
  });

  it("has every row of the school's tables, as many as the database holds", async () => {
    const counts = await rowCounts(subject, amrit.tenantId);
    const exported = Object.fromEntries(
      Object.keys(counts).map((table) => [
        table,
        (JSON.parse(files.get(`json/${table}.json`) ?? '[]') as unknown[]).length,
      ]),
    );
    // The audit log grew by the export's own entry after the export was read.
    expect({ ...exported, audit_log: 0 }).toEqual({ ...counts, audit_log: 0 });
    expect(exported.audit_log).toBeGreaterThan(0);
    for (const table of [
      'students',
      'guardians',
      'student_consents',
      'employees',
      'portal_members',
      'portal_roles',
      'class_sections',
      'tenant_subjects',
      'timetable_entries',
      'bell_periods',
      'attendance_sessions',
      'attendance_marks',
      'portal_imports',
      'learning_centres',
      'academic_years',
    ]) {
      expect(exported[table], table).toBeGreaterThan(0);
    }
    const csvRows = (files.get('csv/students.csv') ?? '').trim().split('\r\n').length - 1;
    expect(csvRows).toBe(exported.students);
    expect(files.get('csv/students.csv')).toContain('Aanya Amritraj');
    expect(files.get('json/guardians.json')).toContain('+919811100001');
  });

  it('holds no value of the other school anywhere: ids, names, phones', async () => {
    const everything = [...files.values()].join('\n');
    const theirs = [...(await everyValue(subject, bodhi.tenantId))].filter(
      (value) => UUID.test(value) || /Bodhi|bodhi|98222/.test(value),
    );
    expect(theirs.length).toBeGreaterThan(50);
    expect(theirs.filter((value) => everything.includes(value))).toEqual([]);
    expect(everything).not.toContain(bodhi.tenantId);
    expect(everything).not.toMatch(/Bodhi|Bhavya|Bimla|98222/);
  });

  it('leaves out every secret and says so in the README', () => {
    const headers = [...files.entries()]
      .filter(([name]) => name.startsWith('csv/'))
      .map(([, body]) => body.split('\r\n')[0]);
    expect(headers.join(',')).not.toMatch(/password|token|_hash|text_body|html_body/);
    const readme = files.get('README.md') ?? '';
    expect(readme).toContain('`portal_members.password_hash`');
    expect(readme).toContain('`portal_sessions.token_hash`');
    expect(readme).toContain('Amrit Public School');
  });

  it('writes who asked and who downloaded to the audit log', async () => {
    const log = await portalCall(subject.app, amrit.host, 'GET', '/audit?action=exported', {
      token: amrit.ownerToken,
    });
    const details = log.json<AuditList>().entries.map((entry) => entry.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        `The whole school’s data: export ${record.id} asked for`,
        `The whole school’s data: export ${record.id} downloaded`,
      ]),
    );
  });

  it('refuses the export to a teacher (403) and the download before it is ready (409)', async () => {
    const teacher = await memberWithRole(subject, amrit, 'teacher');
    const refused = await portalCall(subject.app, amrit.host, 'GET', '/school-data/exports', {
      token: teacher,
    });
    expect(refused.statusCode).toBe(403);
    const asked = await portalCall(subject.app, amrit.host, 'POST', '/school-data/exports', {
      token: amrit.ownerToken,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const again = await portalCall(subject.app, amrit.host, 'POST', '/school-data/exports', {
      token: amrit.ownerToken,
    });
    expect(again.json()).toMatchObject({ code: 'school_export_running' });
    const early = await portalCall(
      subject.app,
      amrit.host,
      'GET',
      `/school-data/exports/${asked.json<SchoolExport>().id}/file`,
      {
        token: amrit.ownerToken,
      },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'school_export_not_ready' });
  });

  it(`deletes the file after its time and says so`, async () => {
    const path = exportFile(dataDir, amrit.tenantId, record.id);
    expect(existsSync(path)).toBe(true);
    clock.advance(47 * HOUR);
    await subject.app.jobs.drain(SCHOOL_EXPORT_EXPIRY_JOB);
    expect(existsSync(path)).toBe(true);
    clock.advance(2 * HOUR);
    await subject.app.jobs.drain(SCHOOL_EXPORT_EXPIRY_JOB);
    expect(existsSync(path)).toBe(false);
    // Two days on, the owner's session of the morning has ended: an administrator reads it.
    const token = await memberWithRole(subject, amrit, 'administrator');
    const list = await portalCall(subject.app, amrit.host, 'GET', '/school-data/exports', { token });
    expect(list.json<SchoolExportList>().exports.find((one) => one.id === record.id)?.state).toBe('expired');
    const gone = await portalCall(subject.app, amrit.host, 'GET', `/school-data/exports/${record.id}/file`, {
      token,
    });
    expect(gone.statusCode).toBe(409);
  });
});
