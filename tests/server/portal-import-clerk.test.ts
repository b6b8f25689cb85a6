import {
  classSections,
  portalImports,
  studentBatches,
  studentConsents,
  students,
  tenantClasses,
  tenants,
} from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { IMPORT_JOB } from '@server/services/portal/imports/import-job';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// An office clerk's import (docs/requirements/students.md#import): problems that carry the row,
// the column, the bad value and the student's name as codes the portal words; the rows an import
// of the valid rows skipped, kept to download afterwards; files Excel saved in its legacy
// encodings (Windows-1252, UTF-16 "Unicode Text") read as they are, and Hindi headers Excel lost
// named once with the fix; consent columns that record consent (so absence alerts go out); and a
// coaching centre's course with students in several batches. Another school sees none of it.

const HEADER = [
  'Admission number',
  'Name',
  'Class',
  'Section',
  'Guardian name',
  'Guardian relation',
  'Guardian phone',
];
const CONSENT_HEADER = [...HEADER, 'Consent purposes', 'Consent method', 'Consent date'];

const lines = (rows: readonly (readonly string[])[], separator = ',') =>
  `${rows.map((row) => row.join(separator)).join('\r\n')}\r\n`;

describe.each(databases())('a clerk’s import on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let coaching: School;
  /** The coaching centre's course and its batches. */
  let batches: { morning: string; weekend: string };

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Sunrise Public School', ['6']);
    coaching = await subject.school('Bright Coaching', ['11']);
    await database.handle.db
      .update(tenants)
      .set({ kind: 'coaching' })
      .where(eq(tenants.id, coaching.tenantId));
    batches = await inTenant(database.handle, coaching.tenantId, async (db) => {
      const [course] = await db
        .insert(tenantClasses)
        .values({
          tenantId: coaching.tenantId,
          name: 'JEE 2027',
          grade: null,
          custom: true,
          enabled: true,
          position: 20,
        })
        .returning({ id: tenantClasses.id });
      if (!course) throw new Error('no course');
      const made = await db
        .insert(classSections)
        .values(
          ['Morning', 'Weekend'].map((name) => ({
            tenantId: coaching.tenantId,
            classId: course.id,
            name,
            weekdays: name === 'Morning' ? [1, 2, 3, 4, 5] : [6, 7],
            startsAt: 7 * 60,
            endsAt: 9 * 60,
          })),
        )
        .returning({ id: classSections.id, name: classSections.name });
      const id = (name: string) => made.find((row) => row.name === name)?.id ?? '';
      return { morning: id('Morning'), weekend: id('Weekend') };
    });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const upload = (at: School, body: string | Buffer, name = 'students.csv') =>
    subject.app.inject({
      method: 'POST',
      url: '/prod/v1/portal/imports/students',
      headers: {
        host: at.host,
        authorization: `Bearer ${at.ownerToken}`,
        'content-type': 'text/csv',
        'x-file-name': name,
      },
      payload: body,
    });
  const call = (at: School, method: 'GET' | 'POST', path: string, payload?: unknown) =>
    portalCall(subject.app, at.host, method, path, { token: at.ownerToken, payload });
  const runToEnd = async (at: School, id: string, payload: unknown = {}) => {
    const started = await call(at, 'POST', `/imports/${id}/run`, payload);
    expect(started.statusCode, started.body).toBe(202);
    await subject.app.jobs.drain(IMPORT_JOB);
    return (await call(at, 'GET', `/imports/${id}`)).json();
  };
  const studentNamed = (at: School, admissionNumber: string) =>
    inTenant(database.handle, at.tenantId, async (db) => {
      const [row] = await db
        .select()
        .from(students)
        .where(and(eq(students.tenantId, at.tenantId), eq(students.admissionNumber, admissionNumber)));
      return row;
    });

  it('reads a CSV Excel saved in Windows-1252, and UTF-16 little- and big-endian Unicode Text', async () => {
    const latin = Buffer.from(
      lines([HEADER, ['W-1', 'José Müller', 'Class 6', 'A', 'Zoë Müller', 'mother', '9800000001']]),
      'latin1',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(latin)).toThrow();
    const windows = (await upload(school, latin)).json();
    expect(windows).toMatchObject({ problemCount: 0, validRows: 1 });
    await runToEnd(school, windows.id);
    expect((await studentNamed(school, 'W-1'))?.name).toBe('José Müller');

    const unicode = lines(
      [
        ['प्रवेश संख्या', 'नाम', 'कक्षा', 'सेक्शन', 'अभिभावक का नाम', 'अभिभावक का संबंध', 'अभिभावक का फ़ोन'],
        ['U-1', 'अनन्या शर्मा', 'Class 6', 'A', 'सीमा शर्मा', 'माता', '9800000002'],
      ],
      '\t',
    );
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(unicode, 'utf16le')]);
    const big = Buffer.from(little);
    big.swap16();
    for (const file of [little, big]) {
      const check = (await upload(school, file, 'students.txt')).json();
      expect(check).toMatchObject({ problemCount: 0, validRows: 1, toCreate: 1 });
    }
    const check = (await upload(school, little)).json();
    await runToEnd(school, check.id);
    expect((await studentNamed(school, 'U-1'))?.name).toBe('अनन्या शर्मा');
  });

  it('names a file whose Hindi headers Excel lost as "?" once, with the fix, not a problem per column', async () => {
    const lost = lines([
      ['?????? ??????', '???', '?????', '??????', '?????? ?? ???', '?????? ?? ?????', '?????? ?? ????'],
      ['L-1', '????? ?????', 'Class 6', 'A', '???? ?????', '????', '9800000003'],
    ]);
    const check = (await upload(school, Buffer.from(lost, 'latin1'))).json();
    expect(check).toMatchObject({ rows: 1, validRows: 0, problemCount: 1 });
    expect(check.problems).toEqual([
      {
        row: 1,
        column: '?????? ??????',
        key: '',
        code: 'file_encoding',
        params: {},
        value: '?????? ??????',
        name: '',
      },
    ]);
  });

  it('gives each problem its row, column, value and the row’s name, as codes with parameters', async () => {
    const file = lines([
      ['प्रवेश संख्या', 'नाम', 'कक्षा', 'सेक्शन', 'अभिभावक का नाम', 'अभिभावक का संबंध', 'अभिभावक का फ़ोन'],
      ['P-1', 'रिया वर्मा', 'Class 6', 'A', 'मीना वर्मा', 'माता', '98290'],
      ['P-2', 'कबीर', 'Class 9', 'A', 'अमित', 'पिता', '9800000004'],
      ['P-1', 'दोहराया', 'Class 6', 'Z', 'अमित', 'पिता', '9800000004'],
    ]);
    const check = (await upload(school, file)).json();
    expect(check.problems).toEqual([
      {
        row: 2,
        column: 'अभिभावक का फ़ोन',
        key: 'guardianPhone',
        code: 'invalid_phone',
        params: {},
        value: '98290',
        name: 'रिया वर्मा',
      },
      {
        row: 3,
        column: 'कक्षा',
        key: 'class',
        code: 'unknown_class',
        params: {},
        value: 'Class 9',
        name: 'कबीर',
      },
      {
        row: 4,
        column: 'सेक्शन',
        key: 'section',
        code: 'unknown_section',
        params: { className: 'Class 6', section: 'Z' },
        value: 'Z',
        name: 'दोहराया',
      },
      {
        row: 4,
        column: 'प्रवेश संख्या',
        key: 'admissionNumber',
        code: 'duplicate_in_file',
        params: { otherRow: 2 },
        value: 'P-1',
        name: 'दोहराया',
      },
    ]);
    expect(check.problems.every((problem: object) => !('message' in problem))).toBe(true);
  });

  it('keeps the rows an import of the valid rows skipped, to download after it ran', async () => {
    const file = lines([
      HEADER,
      ['K-1', 'Good One', 'Class 6', 'A', 'Parent One', 'mother', '9800000011'],
      ['K-2', 'Bad Phone', 'Class 6', 'A', 'Parent Two', 'father', '12345'],
      ['K-3', 'Good Two', 'Class 6', 'A', 'Parent Three', 'mother', '9800000013'],
      ['K-4', 'No Class', 'Class 13', 'A', 'Parent Four', 'father', '9800000014'],
    ]);
    const check = (await upload(school, file, 'admissions.csv')).json();
    expect(check).toMatchObject({ rows: 4, validRows: 2, problemCount: 2 });
    const done = await runToEnd(school, check.id, { validRowsOnly: true });
    expect(done).toMatchObject({ state: 'done', created: 2, problemCount: 2 });
    // The file itself is gone; the skipped rows stay, as the file had them.
    const [kept] = await inTenant(database.handle, school.tenantId, (db) =>
      db.select({ file: portalImports.file }).from(portalImports).where(eq(portalImports.id, check.id)),
    );
    expect(kept?.file).toBeNull();
    const skipped = await call(school, 'GET', `/imports/${check.id}/skipped`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toEqual({
      fileName: 'admissions.csv',
      header: HEADER,
      rows: [
        { row: 3, cells: ['K-2', 'Bad Phone', 'Class 6', 'A', 'Parent Two', 'father', '12345'] },
        { row: 5, cells: ['K-4', 'No Class', 'Class 13', 'A', 'Parent Four', 'father', '9800000014'] },
      ],
      problems: [
        expect.objectContaining({ row: 3, code: 'invalid_phone', value: '12345', name: 'Bad Phone' }),
        expect.objectContaining({ row: 5, code: 'unknown_class', value: 'Class 13', name: 'No Class' }),
      ],
    });
    // Another school cannot read them.
    expect((await call(coaching, 'GET', `/imports/${check.id}/skipped`)).statusCode).toBe(404);
  });

  it('records consent from the consent columns, with the import and the member as evidence', async () => {
    const file = lines([
      CONSENT_HEADER,
      [
        'C-1',
        'Consenting',
        'Class 6',
        'A',
        'Parent C',
        'mother',
        '9800000021',
        'school records; messages to guardians',
        'admission form',
        '01/04/2026',
      ],
      ['C-2', 'No Consent', 'Class 6', 'A', 'Parent D', 'father', '9800000022', '', '', ''],
      [
        'C-3',
        'Bad Purpose',
        'Class 6',
        'A',
        'Parent E',
        'mother',
        '9800000023',
        'marketing',
        'in person',
        '2026-04-01',
      ],
      [
        'C-4',
        'No Method',
        'Class 6',
        'A',
        'Parent F',
        'mother',
        '9800000024',
        'guardian_messages',
        '',
        '2026-04-01',
      ],
      [
        'C-5',
        'Bad Method',
        'Class 6',
        'A',
        'Parent G',
        'mother',
        '9800000025',
        'अभिभावकों को संदेश',
        'telepathy',
        '2026-04-01',
      ],
    ]);
    const check = (await upload(school, file)).json();
    expect(
      check.problems.map((problem: { row: number; key: string; code: string; value: string }) => [
        problem.row,
        problem.key,
        problem.code,
        problem.value,
      ]),
    ).toEqual([
      [4, 'consentPurposes', 'invalid_consent_purpose', 'marketing'],
      [5, 'consentMethod', 'required', ''],
      [6, 'consentMethod', 'invalid_consent_method', 'telepathy'],
    ]);
    const done = await runToEnd(school, check.id, { validRowsOnly: true });
    expect(done).toMatchObject({ state: 'done', created: 2 });
    const consents = await inTenant(database.handle, school.tenantId, (db) =>
      db
        .select({
          admissionNumber: students.admissionNumber,
          guardianName: studentConsents.guardianName,
          relation: studentConsents.relation,
          method: studentConsents.method,
          givenOn: studentConsents.givenOn,
          purposes: studentConsents.purposes,
          recordedBy: studentConsents.recordedBy,
          importId: studentConsents.importId,
        })
        .from(studentConsents)
        .innerJoin(students, eq(students.id, studentConsents.studentId))
        .where(eq(studentConsents.tenantId, school.tenantId)),
    );
    expect(consents).toEqual([
      {
        admissionNumber: 'C-1',
        guardianName: 'Parent C',
        relation: 'mother',
        method: 'admission_form',
        givenOn: '2026-04-01',
        purposes: ['school_records', 'guardian_messages'],
        recordedBy: school.ownerMemberId,
        importId: check.id,
      },
    ]);
    // The student's page says so, and the same file again records nothing twice.
    const student = await studentNamed(school, 'C-1');
    const page = (await call(school, 'GET', `/students/${student?.id}`)).json();
    expect(JSON.stringify(page)).toContain('guardian_messages');
    const again = (await upload(school, file)).json();
    expect(again).toMatchObject({ toCreate: 0, toUpdate: 0 });
  });

  it('imports a coaching centre’s students into a course’s batches, several for some', async () => {
    const template = await call(coaching, 'GET', '/imports/templates/students?format=csv');
    expect(
      template.body
        .replace(/^\uFEFF/, '')
        .split(',')
        .slice(4, 6),
    ).toEqual(['Course', 'Batches']);
    const header = [
      'Admission number',
      'Name',
      'Course',
      'Batches',
      'Guardian name',
      'Guardian relation',
      'Guardian phone',
    ];
    const file = lines([
      header,
      ['J-1', 'Only Morning', 'JEE 2027', 'Morning', 'Parent 1', 'mother', '9700000001'],
      ['J-2', 'Both Batches', 'jee 2027', '"Morning; Weekend"', 'Parent 2', 'father', '9700000002'],
      ['J-3', 'Weekend First', 'JEE 2027', '"Weekend, Morning"', 'Parent 3', 'mother', '9700000003'],
      ['J-4', 'No Such Batch', 'JEE 2027', '"Morning; Evening"', 'Parent 4', 'mother', '9700000004'],
    ]);
    const check = (await upload(coaching, file)).json();
    expect(check.problems).toEqual([
      {
        row: 5,
        column: 'Batches',
        key: 'batches',
        code: 'unknown_section',
        params: { className: 'JEE 2027', section: 'Evening' },
        value: 'Morning; Evening',
        name: 'No Such Batch',
      },
    ]);
    expect(await runToEnd(coaching, check.id, { validRowsOnly: true })).toMatchObject({
      state: 'done',
      created: 3,
    });
    const placed = await inTenant(database.handle, coaching.tenantId, async (db) => {
      const home = await db
        .select({ admissionNumber: students.admissionNumber, sectionId: students.sectionId })
        .from(students)
        .where(eq(students.tenantId, coaching.tenantId))
        .orderBy(asc(students.admissionNumber));
      const further = await db
        .select({ admissionNumber: students.admissionNumber, sectionId: studentBatches.sectionId })
        .from(studentBatches)
        .innerJoin(students, eq(students.id, studentBatches.studentId))
        .where(eq(studentBatches.tenantId, coaching.tenantId))
        .orderBy(asc(students.admissionNumber));
      return { home, further };
    });
    expect(placed).toEqual({
      home: [
        { admissionNumber: 'J-1', sectionId: batches.morning },
        { admissionNumber: 'J-2', sectionId: batches.morning },
        { admissionNumber: 'J-3', sectionId: batches.weekend },
      ],
      further: [
        { admissionNumber: 'J-2', sectionId: batches.weekend },
        { admissionNumber: 'J-3', sectionId: batches.morning },
      ],
    });
    // The same file again changes nothing; a school's student stays in one section.
    expect((await upload(coaching, file)).json()).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 3 });
    const school2 = (
      await upload(
        school,
        lines([HEADER, ['T-1', 'Two Sections', 'Class 6', '"A; B"', 'P', 'mother', '9700000009']]),
      )
    ).json();
    expect(school2.problems).toMatchObject([{ row: 2, code: 'one_section_only' }]);
    // The school does not know the coaching centre's course.
    const across = (
      await upload(
        school,
        lines([HEADER, ['X-1', 'Stranger', 'JEE 2027', 'Morning', 'P', 'mother', '9700000010']]),
      )
    ).json();
    expect(across.problems).toMatchObject([{ row: 2, code: 'unknown_class', value: 'JEE 2027' }]);
  });
});
