import { IMPORT_HEADERS, IMPORT_MAX_BYTES, XLSX_MEDIA_TYPE } from '@common/api/portal/imports';
import {
  auditLog,
  employees,
  guardians,
  jobs,
  learningCentres,
  portalImports,
  studentGuardians,
  students,
} from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import {
  EXPIRE_UPLOAD_JOB,
  expireUploadKind,
  UPLOAD_EXPIRED,
  UPLOAD_KEPT_MS,
} from '@server/services/portal/imports/expire-upload';
import { IMPORT_JOB, type ImportJobPayload, importJobKind } from '@server/services/portal/imports/import-job';
import { ParsePool } from '@server/services/portal/imports/parse-pool';
import { UploadGate } from '@server/services/portal/imports/upload-gate';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { firstClassId } from './portal-records';
import { databases, type TestDatabase } from './test-database';

// Bulk import on the portal (docs/requirements/students.md#import): templates, the dry run that
// writes nothing, the import job with its progress, re-running a file, importing the valid rows
// only, cancelling, the refused uploads, and the three kinds.

const STUDENT_HEADER = [
  'Admission number',
  'Name',
  'Date of birth',
  'Gender',
  'Class',
  'Section',
  'Roll number',
  'Address',
  'Guardian name',
  'Guardian relation',
  'Guardian phone',
].join(',');

function csv(header: string, rows: readonly string[]): string {
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

describe.each(databases())('portal imports on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Sunrise Public School', ['6', '7']);
    const classId = await firstClassId(subject.app, school);
    const section = await portalCall(subject.app, school.host, 'POST', `/classes/${classId}/sections`, {
      token: school.ownerToken,
      payload: { name: 'B' },
    });
    expect(section.statusCode, section.body).toBe(201);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const upload = (
    kind: string,
    body: string | Buffer,
    options: { type?: string; token?: string; name?: string } = {},
  ) =>
    subject.app.inject({
      method: 'POST',
      url: `/prod/v1/portal/imports/${kind}`,
      headers: {
        host: school.host,
        authorization: `Bearer ${options.token ?? school.ownerToken}`,
        'content-type': options.type ?? 'text/csv',
        'x-file-name': options.name ?? 'students.csv',
      },
      payload: body,
    });
  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });
  const tally = (table: typeof students | typeof guardians | typeof employees | typeof learningCentres) =>
    inTenant(database.handle, school.tenantId, async (db) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.tenantId, school.tenantId));
      return row?.n ?? 0;
    });
  const runToEnd = async (id: string, payload: unknown = {}) => {
    const started = await call('POST', `/imports/${id}/run`, payload);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().state).toBe('queued');
    await subject.app.jobs.drain(IMPORT_JOB);
    return (await call('GET', `/imports/${id}`)).json();
  };

  it('offers templates: a CSV with a byte-order mark, an XLSX with drop-down lists and no example row', async () => {
    const english = await call('GET', '/imports/templates/students?format=csv');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/csv');
    expect(english.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(
      english.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(','),
    ).toEqual(Object.values(IMPORT_HEADERS.en).slice(0, 21));
    const hindi = await call('GET', '/imports/templates/learning_centres?format=csv&language=hi');
    expect(hindi.body.replace(/^\uFEFF/, '').trim()).toBe('नाम,पता');

    const xlsx = await call('GET', '/imports/templates/students?format=xlsx&language=hi');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const [data, lists] = workbook.worksheets;
    if (!data || !lists) throw new Error('The template lacks its sheets');
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(
      Object.values(IMPORT_HEADERS.hi).slice(0, 21),
    );
    expect(data.actualRowCount).toBe(1);
    expect(lists.state).toBe('hidden');
    const list = (column: number) => (lists.getColumn(column).values as unknown[]).slice(1);
    expect(list(1)).toEqual(['class', 'Class 6', 'Class 7']);
    expect(list(2)).toEqual(['section', 'A', 'B']);
    expect(list(3)).toEqual(['gender', 'female', 'male', 'other']);
    expect(list(4)).toEqual(['relation', 'mother', 'father', 'guardian', 'grandparent', 'sibling', 'other']);
    expect(list(5)).toEqual(['language', 'en', 'hi']);
    expect(list(6)).toEqual(['method', 'admission_form', 'in_person', 'signed_letter', 'otp_phone']);
    const validation = (cell: string) => data.getCell(cell).dataValidation;
    expect(validation('E2')).toMatchObject({ type: 'list', formulae: ['Lists!$A$2:$A$3'] });
    expect(validation('F5000')).toMatchObject({ type: 'list', formulae: ['Lists!$B$2:$B$3'] });
    expect(validation('D2')).toMatchObject({ type: 'list', formulae: ['Lists!$C$2:$C$4'] });
    expect(validation('J2')).toMatchObject({ type: 'list', formulae: ['Lists!$D$2:$D$7'] });
    expect(validation('M2')).toMatchObject({ type: 'list', formulae: ['Lists!$E$2:$E$3'] });
    expect(validation('T2')).toMatchObject({ type: 'list', formulae: ['Lists!$F$2:$F$5'] });
    expect(validation('A2')).toBeUndefined();

    const teacher = await memberWithRole(subject, school, 'teacher');
    const refused = await portalCall(
      subject.app,
      school.host,
      'GET',
      '/imports/templates/students?format=csv',
      {
        token: teacher,
      },
    );
    expect(refused.statusCode).toBe(403);
    // Each kind needs its own create permission: office staff keep employee records, not centres.
    const office = await memberWithRole(subject, school, 'office_staff');
    const template = (kind: string) =>
      portalCall(subject.app, school.host, 'GET', `/imports/templates/${kind}?format=xlsx`, {
        token: office,
      });
    expect((await template('employees')).statusCode).toBe(200);
    expect((await template('learning_centres')).statusCode).toBe(403);
  });

  it('lists exactly the problems of a file, by Excel row and the file’s header, and writes nothing', async () => {
    const file = csv(STUDENT_HEADER, [
      'A-1,Asha Verma,2015-04-12,female,Class 6,A,1,,Meena Verma,mother,9876500001',
      'A-2,Ravi Kumar,12/05/2015,boy,6,A,2,,Suresh Kumar,father,9876500002',
      'A-3,Kiran Rao,,,Class 6,B,,,Lata Rao,mother,12345',
    ]);
    const checked = await upload('students', file);
    expect(checked.statusCode, checked.body).toBe(201);
    const check = checked.json();
    expect(check).toMatchObject({ state: 'checked', rows: 3, validRows: 1, problemCount: 2, toCreate: 1 });
    expect(
      check.problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code]),
    ).toEqual([
      [3, 'Gender', 'invalid_gender'],
      [4, 'Guardian phone', 'invalid_phone'],
    ]);
    expect(await tally(students)).toBe(0);
    expect(await tally(guardians)).toBe(0);

    const skipped = await call('GET', `/imports/${check.id}/skipped`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      fileName: 'students.csv',
      header: STUDENT_HEADER.split(','),
      rows: [
        { row: 3, cells: 'A-2,Ravi Kumar,12/05/2015,boy,6,A,2,,Suresh Kumar,father,9876500002'.split(',') },
        { row: 4, cells: 'A-3,Kiran Rao,,,Class 6,B,,,Lata Rao,mother,12345'.split(',') },
      ],
      problems: [
        { row: 3, key: 'gender', code: 'invalid_gender', value: 'boy', name: 'Ravi Kumar' },
        { row: 4, key: 'guardianPhone', code: 'invalid_phone', value: '12345', name: 'Kiran Rao' },
      ],
    });

    const refused = await call('POST', `/imports/${check.id}/run`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('import_has_problems');
  });

  it('reports unknown and missing columns on row 1, and Hindi headers in any case and spacing', async () => {
    const bad = await upload('learning_centres', csv('Name,Colour', ['North wing,blue']));
    expect(bad.json().problems).toEqual([
      { row: 1, column: 'Colour', key: '', code: 'unknown_column', params: {}, value: 'Colour', name: '' },
    ]);
    const missing = await upload('learning_centres', csv('Address', ['Somewhere']));
    expect(missing.json()).toMatchObject({ validRows: 0, problems: [{ row: 1, code: 'missing_column' }] });
    const hindi = await upload('learning_centres', csv(' नाम , पता ', ['Annexe,"Plot 4, Sector 2"']));
    expect(hindi.json()).toMatchObject({ problemCount: 0, validRows: 1, toCreate: 1 });
  });

  it('imports with progress and counts, siblings share a guardian, and the same file again changes nothing', async () => {
    const file = csv(STUDENT_HEADER, [
      'S-1,Anaya Shah,2014-01-02,female,Class 7,A,1,"12 MG Road, Pune",Neha Shah,mother,+91 98111 22233',
      'S-2,Vivaan Shah,03/04/2016,male,Class 6,B,4,"12 MG Road, Pune",Neha Shah,mother,098111-22233',
      'S-3,Ishaan Gupta,,,class6,a,,,Amit Gupta,father,9822233344',
    ]);
    const first = (await upload('students', file, { name: 'admissions%202026.csv' })).json();
    expect(first).toMatchObject({
      fileName: 'admissions 2026.csv',
      problemCount: 0,
      toCreate: 3,
      toUpdate: 0,
    });
    const done = await runToEnd(first.id);
    expect(done).toMatchObject({ state: 'done', done: 3, total: 3, created: 3, updated: 0 });
    const [{ jobId } = { jobId: null }] = await database.handle.db
      .select({ jobId: portalImports.jobId })
      .from(portalImports)
      .where(eq(portalImports.id, first.id));
    expect(await subject.app.jobs.progress(jobId ?? '')).toMatchObject({
      state: 'succeeded',
      done: 3,
      total: 3,
    });
    expect(await tally(students)).toBe(3);
    expect(await tally(guardians)).toBe(2);

    const links = await inTenant(database.handle, school.tenantId, (db) =>
      db
        .select({ admission: students.admissionNumber, guardianId: studentGuardians.guardianId })
        .from(studentGuardians)
        .innerJoin(students, eq(students.id, studentGuardians.studentId))
        .where(eq(studentGuardians.tenantId, school.tenantId)),
    );
    const guardianOf = (admission: string) => links.find((link) => link.admission === admission)?.guardianId;
    expect(guardianOf('S-1')).toBe(guardianOf('S-2'));
    expect(guardianOf('S-3')).not.toBe(guardianOf('S-1'));

    const [entry] = await inTenant(database.handle, school.tenantId, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, school.tenantId), eq(auditLog.action, 'imported'))),
    );
    const counts = {
      kind: 'students',
      fileName: 'admissions 2026.csv',
      rows: 3,
      validRows: 3,
      created: 3,
      updated: 0,
    };
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual(counts);
    expect(entry?.detail).not.toContain('Shah');
    // The log answers the counts as fields, for the portal to say in the member's language.
    const log = (await call('GET', '/audit')).json() as {
      entries: { action: string; facts: { kind: string; summary?: unknown } | null }[];
    };
    expect(log.entries.find((one) => one.action === 'imported')?.facts).toEqual({
      kind: 'imported',
      summary: counts,
    });
    expect(
      log.entries.filter((one) => one.action !== 'imported').every((one) => one.facts?.kind !== 'imported'),
    ).toBe(true);

    const again = (await upload('students', file)).json();
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 3 });
    expect(await runToEnd(again.id)).toMatchObject({ state: 'done', created: 0, updated: 0 });
    expect(await tally(students)).toBe(3);
    expect(await tally(guardians)).toBe(2);

    // A changed cell updates that record only; a blank optional cell keeps what is there.
    const changed = csv(STUDENT_HEADER, [
      'S-1,Anaya Shah,2014-01-02,female,Class 7,A,2,,Neha Shah,mother,+91 98111 22233',
      's-3,Ishaan Gupta,,,Class 6,A,,,Amit Gupta,father,9822233344',
    ]);
    const plan = (await upload('students', changed)).json();
    expect(plan).toMatchObject({ toCreate: 0, toUpdate: 1, unchanged: 1 });
    expect(await runToEnd(plan.id)).toMatchObject({ created: 0, updated: 1 });
    const [anaya] = await inTenant(database.handle, school.tenantId, (db) =>
      db.select().from(students).where(eq(students.admissionNumber, 'S-1')),
    );
    expect(anaya).toMatchObject({ rollNumber: 2, address: '12 MG Road, Pune' });
  });

  it('reads an XLSX file with Excel dates and numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(Object.values(IMPORT_HEADERS.en).slice(0, 11));
    sheet.addRow([
      'X-1',
      'Meera Nair',
      new Date(Date.UTC(2013, 6, 9)),
      'Female',
      'Class 6',
      'B',
      5,
      '',
      'Ravi Nair',
      'Father',
      9898989898,
    ]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const check = (await upload('students', body, { type: XLSX_MEDIA_TYPE, name: 'x.xlsx' })).json();
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ problemCount: 0, validRows: 1, toCreate: 1 });
    expect(await runToEnd(check.id)).toMatchObject({ created: 1 });
    const [meera] = await inTenant(database.handle, school.tenantId, (db) =>
      db.select().from(students).where(eq(students.admissionNumber, 'X-1')),
    );
    expect(meera).toMatchObject({ dateOfBirth: '2013-07-09', gender: 'female', rollNumber: 5 });
  });

  it('keeps Hindi text whole across the chunks a large file is read in, in CSV and XLSX', async () => {
    const names = (prefix: string) =>
      Array.from({ length: 1500 }, (_, index) => `${prefix} केंद्र संख्या ${index} विद्यालय परिसर`);
    const csvNames = names('सीएसवी');
    const csvCheck = (await upload('learning_centres', csv('नाम', csvNames))).json();
    expect(csvCheck).toMatchObject({ problemCount: 0, toCreate: 1500 });
    await runToEnd(csvCheck.id);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['नाम']);
    const xlsxNames = names('एक्सेल');
    for (const name of xlsxNames) sheet.addRow([name]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const xlsxCheck = (await upload('learning_centres', body, { type: XLSX_MEDIA_TYPE })).json();
    expect(xlsxCheck).toMatchObject({ problemCount: 0, toCreate: 1500 });
    await runToEnd(xlsxCheck.id);
    const stored = await inTenant(database.handle, school.tenantId, (db) =>
      db
        .select({ name: learningCentres.name })
        .from(learningCentres)
        .where(eq(learningCentres.tenantId, school.tenantId)),
    );
    const kept = new Set(stored.map((row) => row.name));
    expect([...csvNames, ...xlsxNames].filter((name) => !kept.has(name))).toEqual([]);
  });

  it('imports only the valid rows when asked', async () => {
    const before = await tally(students);
    const file = csv(STUDENT_HEADER, [
      'V-1,Good One,,,Class 6,A,,,Parent One,mother,9700000001',
      'V-2,Bad Class,,,Class 9,A,,,Parent Two,mother,9700000002',
      'V-1,Twice,,,Class 6,A,,,Parent Three,mother,9700000003',
      'V-3,Good Two,,,Class 7,A,,,Parent Four,father,9700000004',
    ]);
    const check = (await upload('students', file)).json();
    expect(check.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [3, 'unknown_class'],
      [4, 'duplicate_in_file'],
    ]);
    expect(await runToEnd(check.id, { validRowsOnly: true })).toMatchObject({
      state: 'done',
      created: 2,
      total: 2,
    });
    expect(await tally(students)).toBe(before + 2);
  });

  it('does not bring back an erased student', async () => {
    const file = csv(STUDENT_HEADER, ['E-1,To Erase,,,Class 6,A,,,Guardian E,mother,9400000001']);
    await runToEnd((await upload('students', file)).json().id);
    await inTenant(database.handle, school.tenantId, (db) =>
      db
        .update(students)
        .set({ status: 'erased', name: 'Erased student' })
        .where(and(eq(students.tenantId, school.tenantId), eq(students.admissionNumber, 'E-1'))),
    );
    const check = (await upload('students', file)).json();
    expect(check).toMatchObject({
      validRows: 0,
      problems: [{ row: 2, column: 'Admission number', code: 'erased_student' }],
    });
  });

  it('refuses a row that would give a student a fifth guardian, and keeps the student as they were', async () => {
    const four = ['Mother', 'Father', 'Grandmother', 'Uncle'].map((name, index) => ({
      name,
      relation: index === 0 ? 'mother' : index === 1 ? 'father' : index === 2 ? 'grandparent' : 'other',
      phone: `930000000${index + 1}`,
    }));
    const made = await call('POST', '/students', {
      admissionNumber: 'G-4',
      name: 'Four Guardians',
      guardians: four,
    });
    expect(made.statusCode, made.body).toBe(201);
    const file = csv(STUDENT_HEADER, [
      'G-4,Renamed By File,,,Class 6,A,,,New Aunt,other,9300000005',
      'G-5,Other Student,,,Class 6,A,,,Parent Five,mother,9300000006',
    ]);
    const check = (await upload('students', file)).json();
    expect(check).toMatchObject({
      validRows: 1,
      toCreate: 1,
      problems: [{ row: 2, column: 'Guardian phone', code: 'too_many_guardians' }],
    });
    expect(check.problems[0]).toMatchObject({
      key: 'guardianPhone',
      params: { count: 5, max: 4 },
      value: '9300000005',
      name: 'Renamed By File',
    });
    expect(await runToEnd(check.id, { validRowsOnly: true })).toMatchObject({ state: 'done', created: 1 });
    const student = (await call('GET', `/students/${made.json().id}`)).json();
    expect(student.name).toBe('Four Guardians');
    expect(student.guardians).toHaveLength(4);

    // A row naming a guardian the student already has is no fifth.
    const again = csv(STUDENT_HEADER, ['G-4,Renamed By File,,,Class 6,A,,,Mother,mother,9300000001']);
    expect((await upload('students', again)).json()).toMatchObject({ validRows: 1, problems: [] });
  });

  it("refuses a roll number another student of the section holds, unless that student's own row moves them", async () => {
    const classId = await firstClassId(subject.app, school);
    const klass = (await call('GET', `/classes/${classId}`)).json();
    expect(klass.name).toBe('Class 6');
    const sectionA = klass.sections.find((section: { name: string }) => section.name === 'A').id;
    const holder = await call('POST', '/students', {
      admissionNumber: 'R-1',
      name: 'Roll Holder',
      sectionId: sectionA,
      rollNumber: 41,
      guardians: [{ name: 'Parent R', relation: 'mother', phone: '9310000001' }],
    });
    expect(holder.statusCode, holder.body).toBe(201);
    const taking = csv(STUDENT_HEADER, ['R-2,Newcomer,,,Class 6,A,41,,Parent S,father,9310000002']);
    const check = (await upload('students', taking)).json();
    expect(check).toMatchObject({
      validRows: 0,
      problems: [{ row: 2, column: 'Roll number', code: 'roll_number_taken' }],
    });
    expect(check.problems[0]).toMatchObject({
      params: { admissionNumber: 'R-1' },
      value: '41',
      name: 'Newcomer',
    });

    // The holder's own row keeping their roll (left blank) is no way out.
    const keeping = csv(STUDENT_HEADER, [
      'R-2,Newcomer,,,Class 6,A,41,,Parent S,father,9310000002',
      'R-1,Roll Holder,,,Class 6,A,,,Parent R,mother,9310000001',
    ]);
    expect((await upload('students', keeping)).json()).toMatchObject({
      validRows: 1,
      problems: [{ row: 2, code: 'roll_number_taken' }],
    });

    // The holder's own row gives the roll up in the same file: no clash.
    const swapping = csv(STUDENT_HEADER, [
      'R-2,Newcomer,,,Class 6,A,41,,Parent S,father,9310000002',
      'R-1,Roll Holder,,,Class 6,A,42,,Parent R,mother,9310000001',
    ]);
    const swap = (await upload('students', swapping)).json();
    expect(swap).toMatchObject({ validRows: 2, problems: [] });
    expect(await runToEnd(swap.id)).toMatchObject({ state: 'done', created: 1, updated: 1 });
    expect((await call('GET', `/students/${holder.json().id}`)).json().rollNumber).toBe(42);
  });

  it('cancels a queued import before it writes anything', async () => {
    const before = await tally(students);
    const check = (
      await upload('students', csv(STUDENT_HEADER, ['C-1,Queued,,,Class 6,A,,,P,mother,9600000001']))
    ).json();
    expect((await call('POST', `/imports/${check.id}/run`, {})).statusCode).toBe(202);
    const cancelled = await call('POST', `/imports/${check.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    await subject.app.jobs.drain(IMPORT_JOB);
    expect(await tally(students)).toBe(before);
    expect((await call('POST', `/imports/${check.id}/cancel`)).statusCode).toBe(409);
    expect((await call('POST', `/imports/${check.id}/run`, {})).statusCode).toBe(409);
  });

  it('stops a running import between batches, keeping the batches written', async () => {
    const before = await tally(students);
    const rows = Array.from(
      { length: 1200 },
      (_, index) =>
        `B-${index},Pupil ${index},,,Class 6,A,,,Parent ${index},mother,95${String(index).padStart(8, '0')}`,
    );
    const check = (await upload('students', csv(STUDENT_HEADER, rows))).json();
    expect(check).toMatchObject({ validRows: 1200, toCreate: 1200 });
    expect((await call('POST', `/imports/${check.id}/run`, {})).statusCode).toBe(202);
    const [row] = await database.handle.db.select().from(portalImports).where(eq(portalImports.id, check.id));
    const payload: ImportJobPayload = {
      importId: check.id,
      tenantId: school.tenantId,
      memberId: school.ownerMemberId,
      memberName: 'Owner',
    };
    // The job as the runner would run it, cancelled once its first batch is written.
    const controller = new AbortController();
    const reported: number[] = [];
    const parser = new ParsePool({ size: 1, timeoutMs: 15_000 });
    const kind = importJobKind({
      database: database.handle,
      clock: { now: () => new Date() },
      gate: new UploadGate({ total: 1, perSchool: 1, waitMs: 1000 }),
      parser,
    });
    const run = kind.run({
      job: { id: row?.jobId } as never,
      payload,
      attempt: 1,
      signal: controller.signal,
      db: database.handle.db,
      progress: async (done) => {
        reported.push(done);
        if (done === 500) {
          expect((await call('POST', `/imports/${check.id}/cancel`)).json().state).toBe('cancelled');
          controller.abort('cancelled');
        }
      },
    });
    await expect(run).rejects.toThrow('cancelled');
    await parser.close();
    expect(reported).toEqual([0, 500]);
    expect(await tally(students)).toBe(before + 500);
    const after = (await call('GET', `/imports/${check.id}`)).json();
    expect(after).toMatchObject({ state: 'cancelled', created: 500 });

    // The same file again completes the work.
    const rest = (await upload('students', csv(STUDENT_HEADER, rows))).json();
    expect(rest).toMatchObject({ toCreate: 700, unchanged: 500 });
  });

  it('discards a checked file nobody imports a day after its upload, and leaves a run one alone', async () => {
    const left = (await upload('learning_centres', 'Name\r\nLeft Behind Centre\r\n')).json();
    const ran = (await upload('learning_centres', 'Name\r\nImported Centre\r\n')).json();
    expect((await call('POST', `/imports/${ran.id}/run`, {})).statusCode).toBe(202);
    await subject.app.jobs.drain(IMPORT_JOB);
    // Each upload asked for its expiry a day later.
    const expiries = await database.handle.db
      .select({ payload: jobs.payload, runAt: jobs.runAt, createdAt: jobs.createdAt })
      .from(jobs)
      .where(eq(jobs.kind, EXPIRE_UPLOAD_JOB));
    for (const id of [left.id, ran.id]) {
      const expiry = expiries.find((job) => job.payload.importId === id);
      // A day after the upload's moment, which came a little before the job's own creation.
      const wait = (expiry?.runAt.getTime() ?? 0) - (expiry?.createdAt.getTime() ?? 0);
      expect(wait).toBeGreaterThan(UPLOAD_KEPT_MS - 60_000);
      expect(wait).toBeLessThanOrEqual(UPLOAD_KEPT_MS);
    }
    // The job as the runner runs it on the day.
    const kind = expireUploadKind({ database: database.handle, clock: { now: () => new Date() } });
    for (const id of [left.id, ran.id]) {
      await kind.run({
        job: {} as never,
        payload: { importId: id, tenantId: school.tenantId },
        attempt: 1,
        signal: new AbortController().signal,
        db: database.handle.db,
        progress: async () => {},
      });
    }
    expect((await call('GET', `/imports/${left.id}`)).json()).toMatchObject({
      state: 'cancelled',
      lastError: UPLOAD_EXPIRED,
    });
    expect((await call('GET', `/imports/${ran.id}`)).json()).toMatchObject({
      state: 'done',
      lastError: null,
    });
    const files = await database.handle.db
      .select({ id: portalImports.id, file: portalImports.file })
      .from(portalImports)
      .where(inArray(portalImports.id, [left.id, ran.id]));
    expect(files.map((row) => row.file)).toEqual([null, null]);
    // Nothing to run any more.
    expect((await call('POST', `/imports/${left.id}/run`, {})).statusCode).toBe(409);
  });

  it('refuses uploads that are too large, of another type, empty, unreadable or too long', async () => {
    const big = await upload('learning_centres', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('5 MB');
    const plain = await upload('learning_centres', 'Name\nX\n', { type: 'text/plain' });
    expect(plain.statusCode).toBe(415);
    const json = await upload('learning_centres', JSON.stringify({ name: 'x' }), {
      type: 'application/json',
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('learning_centres', '', {})).statusCode).toBe(400);
    const garbage = await upload('learning_centres', Buffer.from('not a zip at all'), {
      type: XLSX_MEDIA_TYPE,
    });
    expect(garbage.statusCode).toBe(400);
    const long = csv(
      'Name',
      Array.from({ length: 10_001 }, (_, index) => `Centre ${index}`),
    );
    const tooLong = await upload('learning_centres', long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('10,000 rows');
    expect((await upload('pets', 'Name\nRex\n')).statusCode).toBe(400);
    const teacher = await memberWithRole(subject, school, 'teacher');
    expect((await upload('students', csv(STUDENT_HEADER, []), { token: teacher })).statusCode).toBe(403);
  });

  it('answers hostile files with a check or a 400, never a 500', async () => {
    const zip = new ExcelJS.Workbook();
    zip.addWorksheet('Empty');
    const files: { body: string | Buffer; type?: string }[] = [
      { body: 'Name\u0000,Addr\u0007ess\r\nNorth\u0000 wing,"Plot\u0000 1"\r\n' },
      { body: 'Name,Address\r\n"unterminated,quote\r\nNext,row\r\n' },
      { body: `Name\r\n${'x'.repeat(1_000_000)}\r\n` },
      { body: '\uFEFF' },
      { body: '\r\n\r\n,,,\r\n' },
      { body: Buffer.from([0xff, 0xfe, 0x4e, 0x00, 0x61, 0x00]) },
      { body: '=cmd|calc!A1,@SUM(1)\r\n+1,-1\r\n' },
      { body: Buffer.from(await zip.xlsx.writeBuffer()), type: XLSX_MEDIA_TYPE },
      { body: Buffer.from('PK\u0003\u0004garbage'), type: XLSX_MEDIA_TYPE },
    ];
    for (const { body, type } of files) {
      const response = await upload('learning_centres', body, type ? { type } : {});
      expect([201, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === 201) {
        const skipped = await call('GET', `/imports/${response.json().id}/skipped`);
        expect(skipped.statusCode, skipped.body).toBe(200);
      }
    }
  });

  it('refuses a workbook that unpacks to far more than its rows could hold', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['Name']);
    for (let index = 0; index < 34; index += 1) sheet.addRow([`${index} ${'x'.repeat(1024 * 1024)}`]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(body.length).toBeLessThan(IMPORT_MAX_BYTES);
    const bomb = await upload('learning_centres', body, { type: XLSX_MEDIA_TYPE });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'unpacked_too_large' });
    expect(bomb.json().message).toContain('too large once unpacked');
  });

  it('imports employees by e-mail or by name and phone, making departments as needed', async () => {
    const header = 'Name,Phone,Email,Department,Designation,Joining date';
    const file = csv(header, [
      'Sunita Iyer,9811100001,Sunita@School.in,Science,Teacher,01/06/2020',
      'Raj Malhotra,+91 98111 00002,,Office,Clerk,',
      'Bad Date,9811100003,,,,31/02/2020',
    ]);
    const check = (await upload('employees', file)).json();
    expect(check.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [4, 'Joining date'],
    ]);
    expect(await runToEnd(check.id, { validRowsOnly: true })).toMatchObject({ created: 2 });
    const [sunita] = await inTenant(database.handle, school.tenantId, (db) =>
      db.select().from(employees).where(eq(employees.email, 'sunita@school.in')),
    );
    expect(sunita).toMatchObject({ name: 'Sunita Iyer', joiningDate: '2020-06-01' });
    const again = csv(header, [
      'Sunita Iyer,9811100001,sunita@school.in,Science,Teacher,',
      'raj malhotra,98111 00002,,Office,Clerk,',
    ]);
    const plan = (await upload('employees', again)).json();
    expect(plan).toMatchObject({ toCreate: 0, toUpdate: 1, unchanged: 1 });
    await runToEnd(plan.id);
    expect(await tally(employees)).toBe(2);
  });

  it('imports learning centres by name, updating an address', async () => {
    const before = await tally(learningCentres);
    const file = csv('Name,Address', ['sunrise public school,"1 Main Road"', 'East Campus,', 'EAST CAMPUS,']);
    const check = (await upload('learning_centres', file)).json();
    expect(check.problems).toMatchObject([{ row: 4, column: 'Name', code: 'duplicate_in_file' }]);
    expect(check).toMatchObject({ toCreate: 1, toUpdate: 1 });
    expect(await runToEnd(check.id, { validRowsOnly: true })).toMatchObject({ created: 1, updated: 1 });
    expect(await tally(learningCentres)).toBe(before + 1);
  });

  it('answers 404 for an import of another school and for an unknown id', async () => {
    const other = await subject.school('Far Away School', ['6']);
    const theirs = (
      await subject.app.inject({
        method: 'POST',
        url: '/prod/v1/portal/imports/learning_centres',
        headers: {
          host: other.host,
          authorization: `Bearer ${other.ownerToken}`,
          'content-type': 'text/csv',
        },
        payload: csv('Name', ['Theirs']),
      })
    ).json();
    for (const path of [`/imports/${theirs.id}`, `/imports/${theirs.id}/problems.csv`]) {
      expect((await call('GET', path)).statusCode).toBe(404);
    }
    expect((await call('POST', `/imports/${theirs.id}/cancel`)).statusCode).toBe(404);
    expect((await call('GET', '/imports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
