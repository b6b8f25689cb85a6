import { guardians } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Students on the portal (docs/requirements/students.md): the record's rules, guardians shared by
// phone, the list's search, filters and pages, the CSV and data exports, consent, erasure, the
// audit log each of them writes (append-only for the portal's role), and another school's students
// simply not found.

const RANDOM_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface ClassInfo {
  id: string;
  name: string;
  sections: { id: string; name: string; studentCount: number }[];
}

describe.each(databases())('portal students on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;
  let six: ClassInfo;
  let seven: ClassInfo;
  let sixA: string;
  let sixB: string;
  let sevenA: string;
  let teacher: string;

  const call = (method: Method, path: string, payload?: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const classes = async (): Promise<ClassInfo[]> => (await call('GET', '/classes')).json().classes;
  const audit = async (query = '') => (await call('GET', `/audit${query}`)).json().entries;

  const body = (admissionNumber: string, extra: Record<string, unknown> = {}) => ({
    admissionNumber,
    name: `Student ${admissionNumber}`,
    guardians: [
      { name: `Parent of ${admissionNumber}`, relation: 'mother', phone: phoneFor(admissionNumber) },
    ],
    ...extra,
  });
  /** Each admission number's own guardian phone, the same every time it is asked for. */
  const phoneMap = new Map<string, string>();
  function phoneFor(key: string): string {
    if (!phoneMap.has(key)) phoneMap.set(key, `9${String(100_000_001 + phoneMap.size).slice(-9)}`);
    return phoneMap.get(key) as string;
  }
  const create = async (admissionNumber: string, extra: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/students', body(admissionNumber, extra));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Saraswati Vidya Mandir', ['6', '7']);
    other = await subject.school('Hill Top Academy', ['6']);
    teacher = await memberWithRole(subject, school, 'teacher');
    const added = await call('POST', `/classes/${(await classes())[0]?.id}/sections`, { name: 'B' });
    expect(added.statusCode, added.body).toBe(201);
    [six, seven] = (await classes()) as [ClassInfo, ClassInfo];
    sixA = six.sections.find((section) => section.name === 'A')?.id as string;
    sixB = six.sections.find((section) => section.name === 'B')?.id as string;
    sevenA = seven.sections[0]?.id as string;
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('creates, shows, edits, moves and marks a student as left, each audited', async () => {
    const created = await call('POST', '/students', {
      admissionNumber: ' ADM-001 ',
      name: ' Aarav Sharma ',
      dateOfBirth: '2014-08-15',
      gender: 'male',
      sectionId: sixA,
      rollNumber: 1,
      address: '12 MG Road, Jaipur',
      guardians: [
        {
          name: 'Priya Sharma',
          relation: 'mother',
          phone: '+91 98111 22233',
          email: 'priya@example.in',
          language: 'hi',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const aarav = created.json();
    expect(aarav).toMatchObject({
      admissionNumber: 'ADM-001',
      name: 'Aarav Sharma',
      classId: six.id,
      className: six.name,
      sectionId: sixA,
      sectionName: 'A',
      rollNumber: 1,
      status: 'active',
      consented: false,
      dateOfBirth: '2014-08-15',
      gender: 'male',
      address: '12 MG Road, Jaipur',
      leftOn: null,
      consents: [],
      consentedPurposes: [],
      guardians: [
        {
          id: expect.any(String),
          name: 'Priya Sharma',
          relation: 'mother',
          // Stored without spaces, as employees' phones and an import's are.
          phone: '+919811122233',
          email: 'priya@example.in',
          language: 'hi',
          siblingCount: 0,
        },
      ],
    });

    const shown = await call('GET', `/students/${aarav.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(aarav);

    const edited = await call('PATCH', `/students/${aarav.id}`, {
      admissionNumber: 'ADM-001',
      name: 'Aarav K. Sharma',
      address: '14 MG Road, Jaipur',
      guardians: [{ name: 'Priya Sharma', relation: 'mother', phone: '9811122233' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Left out: kept (date of birth, section, roll number, the guardian's e-mail and language).
    expect(edited.json()).toMatchObject({
      name: 'Aarav K. Sharma',
      address: '14 MG Road, Jaipur',
      dateOfBirth: '2014-08-15',
      sectionId: sixA,
      rollNumber: 1,
      guardians: [{ email: 'priya@example.in', language: 'hi', phone: '9811122233' }],
    });
    const cleared = await call('PATCH', `/students/${aarav.id}`, {
      ...body('ADM-001'),
      name: 'Aarav K. Sharma',
      dateOfBirth: null,
      guardians: [{ name: 'Priya Sharma', relation: 'mother', phone: '9811122233' }],
    });
    expect(cleared.json().dateOfBirth).toBeNull();

    const moved = await call('POST', `/students/${aarav.id}/move`, { sectionId: sevenA, rollNumber: 4 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ classId: seven.id, sectionId: sevenA, rollNumber: 4 });

    const left = await call('POST', `/students/${aarav.id}/leave`, { leftOn: '2025-03-31' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ status: 'left', leftOn: '2025-03-31' });
    expect((await call('POST', `/students/${aarav.id}/leave`, { leftOn: '2025-03-31' })).statusCode).toBe(
      409,
    );
    expect((await call('GET', '/students')).json().students.map((s: { id: string }) => s.id)).not.toContain(
      aarav.id,
    );
    const found = (await call('GET', '/students?status=left')).json();
    expect(found.students.map((s: { id: string }) => s.id)).toContain(aarav.id);

    const entries = await audit(`?studentId=${aarav.id}`);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'left',
      'moved',
      'updated',
      'updated',
      'viewed',
      'created',
    ]);
    expect(entries[0]).toMatchObject({
      memberId: school.ownerMemberId,
      memberName: expect.any(String),
      studentId: aarav.id,
      admissionNumber: 'ADM-001',
    });
    expect(entries[1]).toMatchObject({
      detail: `${six.name} A to ${seven.name} A`,
      facts: { kind: 'moved', from: `${six.name} A`, to: `${seven.name} A` },
    });
    expect(entries[2]).toMatchObject({
      detail: 'dateOfBirth',
      facts: { kind: 'changed', fields: ['dateOfBirth'] },
    });
    expect(entries[3]).toMatchObject({
      detail: 'name, address, guardians',
      facts: { kind: 'changed', fields: ['name', 'address', 'guardians'] },
    });
    expect(entries[0].facts).toBeNull();
    // The audit log names fields, never their values.
    expect(JSON.stringify(entries)).not.toContain('Aarav');
  });

  it('shares a guardian between siblings by phone: a change shows on both', async () => {
    const first = await create('SIB-1', {
      guardians: [{ name: 'Rakesh Gupta', relation: 'father', phone: '+91 99887 76655' }],
    });
    const second = await create('SIB-2', {
      guardians: [
        { name: 'Rakesh  Gupta', relation: 'father', phone: '099887-76655', email: 'rakesh@example.in' },
        { name: 'Anita Gupta', relation: 'mother', phone: '9988711111' },
      ],
    });
    const shared = second.guardians[0];
    expect(shared.id).toBe(first.guardians[0].id);
    expect(shared.siblingCount).toBe(1);
    expect(second.guardians[1].siblingCount).toBe(0);
    const firstNow = (await call('GET', `/students/${first.id}`)).json();
    expect(firstNow.guardians[0]).toMatchObject({
      name: 'Rakesh  Gupta',
      email: 'rakesh@example.in',
      siblingCount: 1,
    });

    // Edited on the first: the second sees it.
    const edited = await call('PATCH', `/students/${first.id}`, {
      ...body('SIB-1'),
      guardians: [{ name: 'Rakesh Kumar Gupta', relation: 'father', phone: '9988776655', language: 'hi' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const secondNow = (await call('GET', `/students/${second.id}`)).json();
    expect(secondNow.guardians[0]).toMatchObject({
      id: shared.id,
      name: 'Rakesh Kumar Gupta',
      phone: '9988776655',
      language: 'hi',
      relation: 'father',
    });

    // The same phone twice for one student, or one without ten digits, is refused.
    const twice = await call('POST', '/students', {
      ...body('SIB-3'),
      guardians: [
        { name: 'A', relation: 'mother', phone: '9988700001' },
        { name: 'B', relation: 'father', phone: '+91 99887 00001' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Two guardians of a student cannot have the same phone number.');
    const short = await call('POST', '/students', {
      ...body('SIB-3'),
      guardians: [{ name: 'A', relation: 'mother', phone: '12345' }],
    });
    expect(short.json()).toMatchObject({ message: "A guardian's phone number must have 10 digits." });

    // A guardian no student names any more is removed.
    const replaced = await call('PATCH', `/students/${second.id}`, {
      ...body('SIB-2'),
      guardians: [{ name: 'Rakesh Kumar Gupta', relation: 'father', phone: '9988776655' }],
    });
    expect(replaced.statusCode).toBe(200);
    const orphans = await inTenant(subject.database, school.tenantId, (db) =>
      db.select({ id: guardians.id }).from(guardians).where(eq(guardians.phoneKey, '9988711111')),
    );
    expect(orphans).toEqual([]);
  });

  it('refuses duplicates (409) and bad fields (400) with clear messages', async () => {
    await create('DUP-1', { sectionId: sixB, rollNumber: 7 });
    const refused = async (payload: unknown, status: number, message: string, path = '/students') => {
      const answer = await call('POST', path, payload);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toBe(message);
    };
    await refused(body('dup-1'), 409, 'A student with this admission number already exists.');
    await refused(
      body('DUP-2', { sectionId: sixB, rollNumber: 7 }),
      409,
      `Roll number 7 is already taken in ${six.name} B.`,
    );
    const theirSection = (
      (await portalCall(subject.app, other.host, 'GET', '/classes', { token: other.ownerToken })).json()
        .classes as ClassInfo[]
    )[0]?.sections[0]?.id;
    await refused(
      body('DUP-2', { sectionId: theirSection }),
      400,
      'Choose a section of one of this school\u2019s classes.',
    );
    await refused(
      body('DUP-2', { sectionId: RANDOM_ID }),
      400,
      'Choose a section of one of this school\u2019s classes.',
    );
    await refused(
      body('DUP-2', { dateOfBirth: '2099-01-01' }),
      400,
      'The date of birth cannot be in the future.',
    );
    await refused(body('DUP-2', { dateOfBirth: '2015-02-30' }), 400, 'The date of birth is not a real date.');
    await refused(body('DUP-2', { rollNumber: 3 }), 400, 'A roll number needs a section.');
    expect(
      (await call('POST', '/students', body('DUP-2', { rollNumber: 0, sectionId: sixB }))).statusCode,
    ).toBe(400);
    await refused({ ...body('DUP-2'), guardians: [] }, 400, 'A student has one to four guardians.');
    await refused(body('DUP-2', { gender: 'x' }), 400, 'Gender is female, male or other.');
    await refused({ ...body('DUP-2'), name: '  ' }, 400, 'Name is required');

    // Roll numbers are unique among active students only: one who left frees theirs.
    const leaver = await create('DUP-3', { sectionId: sixB, rollNumber: 8 });
    await call('POST', `/students/${leaver.id}/leave`, { leftOn: '2025-01-10' });
    await create('DUP-4', { sectionId: sixB, rollNumber: 8 });
    // Editing a student keeps their own roll number and admission number in another case.
    const keep = await call('PATCH', `/students/${leaver.id}`, body('dup-3'));
    expect(keep.statusCode, keep.body).toBe(200);
    const moveClash = await call(
      'POST',
      `/students/${(await create('DUP-5', { sectionId: sixA })).id}/move`,
      {
        sectionId: sixB,
        rollNumber: 7,
      },
    );
    expect(moveClash.statusCode).toBe(409);
    expect((await call('POST', `/students/${leaver.id}/leave`, { leftOn: '2099-01-01' })).statusCode).toBe(
      409,
    );
    expect((await call('PATCH', `/students/${RANDOM_ID}`, body('DUP-9'))).statusCode).toBe(404);
    expect((await call('GET', '/students/not-a-uuid')).statusCode).toBe(400);
  });

  it('answers one 409, not a 500, to two requests racing for an admission number', async () => {
    const answers = await Promise.all([
      call('POST', '/students', body('RACE-1')),
      call('POST', '/students', body('race-1')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers one 409 to two saves racing for a roll number, and shares one new guardian between racing saves', async () => {
    const rolls = await Promise.all([
      call('POST', '/students', body('ROLL-1', { sectionId: sevenA, rollNumber: 77 })),
      call('POST', '/students', body('ROLL-2', { sectionId: sevenA, rollNumber: 77 })),
    ]);
    expect(rolls.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const parent = [{ name: 'Lata Nair', relation: 'mother', phone: '9444455555' }];
    const siblings = await Promise.all([
      call('POST', '/students', { ...body('TWIN-1'), guardians: parent }),
      call('POST', '/students', { ...body('TWIN-2'), guardians: parent }),
    ]);
    expect(siblings.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [one, two] = siblings.map((answer) => answer.json().guardians[0].id);
    expect(one).toBe(two);
  });

  it('searches, filters and pages the list in class, section, roll and name order', async () => {
    const made = [
      await create('LST-3', { name: 'Zoya Khan', sectionId: sevenA, rollNumber: 1 }),
      await create('LST-2', { name: 'Bhavna Iyer', sectionId: sixB, rollNumber: 2 }),
      await create('LST-1', { name: 'bhavesh Patel', sectionId: sixB, rollNumber: 1 }),
      await create('LST-4', { name: 'Chetan Rao', sectionId: sixA, rollNumber: 30 }),
    ];
    const names = async (query: string) => {
      const answer = await call('GET', `/students?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const searched = await names('q=BHAV');
    expect(searched.students.map((s: { name: string }) => s.name)).toEqual(['bhavesh Patel', 'Bhavna Iyer']);
    expect(searched.total).toBe(2);
    // Each row carries the primary guardian's phone, to call from the list.
    expect(searched.students.map((s: { guardianPhone: string }) => s.guardianPhone)).toEqual([
      phoneFor('LST-1'),
      phoneFor('LST-2'),
    ]);
    expect((await names('q=lst-')).total).toBe(4);
    expect((await names('q=%25')).total).toBe(0);
    const inSixB = await names(`sectionId=${sixB}&q=LST`);
    expect(inSixB.students.map((s: { admissionNumber: string }) => s.admissionNumber)).toEqual([
      'LST-1',
      'LST-2',
    ]);
    const inSix = await names(`classId=${six.id}&q=LST`);
    expect(inSix.students.map((s: { admissionNumber: string }) => s.admissionNumber)).toEqual([
      'LST-4',
      'LST-1',
      'LST-2',
    ]);

    const all = await names('pageSize=200');
    expect(all.total).toBe(all.students.length);
    const order = all.students.map((s: { id: string }) => s.id);
    expect(order.indexOf(made[2].id)).toBeLessThan(order.indexOf(made[1].id));
    expect(order.indexOf(made[1].id)).toBeLessThan(order.indexOf(made[0].id));
    const pageTwo = await names('pageSize=3&page=2');
    expect(pageTwo).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(pageTwo.students.map((s: { id: string }) => s.id)).toEqual(order.slice(3, 6));
    const past = await names('pageSize=3&page=999');
    expect(past).toMatchObject({ students: [], total: all.total });
    expect((await names('')).pageSize).toBe(50);
    expect((await call('GET', '/students?pageSize=500')).statusCode).toBe(400);
    expect((await call('GET', '/students?status=gone')).statusCode).toBe(400);

    const [listed] = await audit();
    expect(listed).toMatchObject({ action: 'listed', studentId: null });
    expect(listed.facts).toEqual({
      kind: 'list',
      status: 'active',
      className: null,
      sectionName: null,
      search: false,
      page: 1,
      shown: Math.min(50, all.total),
      total: all.total,
    });
  });

  it('lets a Teacher view students but not export them or read the audit log', async () => {
    const student = await create('TCH-1');
    expect((await call('GET', '/students', undefined, teacher)).statusCode).toBe(200);
    expect((await call('GET', `/students/${student.id}`, undefined, teacher)).statusCode).toBe(200);
    for (const path of [
      '/students/export.csv',
      `/students/${student.id}/data.json`,
      `/students/${student.id}/data.csv`,
      '/audit',
    ]) {
      expect((await call('GET', path, undefined, teacher)).statusCode, path).toBe(403);
    }
    expect((await call('POST', `/students/${student.id}/erase`, { reason: 'x' }, teacher)).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/students/${student.id}`, body('TCH-1'), teacher)).statusCode).toBe(403);
  });

  it('exports the list as CSV for Excel, formulas defused, with one audit entry', async () => {
    await create('CSV-1', {
      name: '=HYPERLINK("http://evil.example","x")',
      sectionId: sevenA,
      rollNumber: 9,
      dateOfBirth: '2014-05-12',
    });
    await create('CSV-2', {
      name: 'अनन्या, "Annu" Verma',
      sectionId: sevenA,
      rollNumber: 10,
      guardians: [
        { name: 'Sunita Verma', relation: 'mother', phone: '+91 98290 12345' },
        { name: 'Rakesh Verma', relation: 'father', phone: '9829054321' },
      ],
    });
    const answer = await call('GET', `/students/export.csv?sectionId=${sevenA}&q=CSV`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="students-active-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = answer.rawPayload.toString('utf8').slice(1);
    // With the date of birth and every guardian's phone, the primary guardian's first (a phone's
    // leading + defused like a formula's, so Excel keeps it as text).
    expect(text.split('\r\n')).toEqual([
      'Admission number,Name,Date of birth,Class,Section,Roll number,Status,Consent to school records,Guardian phone,Second guardian phone,Guardian 3 phone,Guardian 4 phone',
      `CSV-1,"'=HYPERLINK(""http://evil.example"",""x"")",2014-05-12,${seven.name},A,9,On the rolls,no,${phoneFor('CSV-1')},,,`,
      `CSV-2,"अनन्या, ""Annu"" Verma",,${seven.name},A,10,On the rolls,no,'+919829012345,9829054321,,`,
      '',
    ]);
    const [exported] = await audit();
    expect(exported).toMatchObject({ action: 'exported', studentId: null });
    expect(exported.facts).toEqual({
      kind: 'list',
      status: 'active',
      className: null,
      sectionName: `${seven.name} A`,
      search: true,
      page: null,
      shown: null,
      total: 2,
    });
    // Whether there was a search, never what was searched (it may be a child's name).
    expect(exported.detail).not.toContain('CSV');

    // In the member's language: the headers, the status and yes or no (the data as it is stored).
    const hindi = await call('GET', `/students/export.csv?sectionId=${sevenA}&q=CSV-2&language=hi`);
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'प्रवेश संख्या,नाम,जन्म तिथि,कक्षा,सेक्शन,रोल नंबर,स्थिति,स्कूल रिकॉर्ड के लिए सहमति,अभिभावक का फ़ोन,दूसरे अभिभावक का फ़ोन,अभिभावक 3 का फ़ोन,अभिभावक 4 का फ़ोन',
      `CSV-2,"अनन्या, ""Annu"" Verma",,${seven.name},A,10,नामांकित,नहीं,'+919829012345,9829054321,,`,
      '',
    ]);
    expect((await call('GET', '/students/export.csv?language=fr')).statusCode).toBe(400);

    // Every page of the query, whatever page the list was on.
    for (let n = 0; n < 55; n += 1) await create(`BULK-${String(n).padStart(2, '0')}`);
    const bulk = await call('GET', '/students/export.csv?q=BULK-&pageSize=10&page=2');
    const lines = bulk.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(56);
    expect((await audit())[0].facts).toMatchObject({ kind: 'list', search: true, page: null, total: 55 });
  });

  it("records and withdraws consent, and hands out a student's data as JSON and CSV", async () => {
    const student = await create('DAT-1', { sectionId: sixA, rollNumber: 50 });
    const consent = {
      guardianName: 'Meena Verma',
      relation: 'mother',
      method: 'signed_letter',
      givenOn: '2025-04-01',
      purposes: ['school_records', 'guardian_messages', 'school_records'],
    };
    const recorded = await call('POST', `/students/${student.id}/consents`, consent);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      consented: true,
      consentedPurposes: ['school_records', 'guardian_messages'],
      consents: [
        {
          guardianName: 'Meena Verma',
          method: 'signed_letter',
          withdrawnAt: null,
          purposes: ['school_records', 'guardian_messages'],
        },
      ],
    });
    const listed = (await call('GET', `/students?q=DAT-1`)).json().students[0];
    expect(listed.consented).toBe(true);
    expect(
      (await call('POST', `/students/${student.id}/consents`, { ...consent, givenOn: '2099-01-01' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/students/${student.id}/consents`, { ...consent, purposes: [] })).statusCode,
    ).toBe(400);

    const consentId = recorded.json().consents[0].id;
    const withdrawn = await call('POST', `/students/${student.id}/consents/${consentId}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ consented: false, consentedPurposes: [] });
    expect(withdrawn.json().consents[0].withdrawnAt).toEqual(expect.any(String));
    expect((await call('POST', `/students/${student.id}/consents/${consentId}/withdraw`)).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/students/${student.id}/consents/${RANDOM_ID}/withdraw`)).statusCode).toBe(
      404,
    );

    const json = await call('GET', `/students/${student.id}/data.json`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="student-DAT-1.json"');
    const data = json.json();
    expect(data.student).toMatchObject({ id: student.id, admissionNumber: 'DAT-1' });
    expect(data.auditLog.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'consent_recorded',
      'consent_withdrawn',
      'exported',
    ]);
    expect(data.auditLog[1]).toMatchObject({
      detail: 'school_records, guardian_messages (signed_letter)',
      facts: { kind: 'consent', purposes: ['school_records', 'guardian_messages'], method: 'signed_letter' },
    });
    expect(data.auditLog[2]).toMatchObject({
      detail: 'school_records, guardian_messages',
      facts: { kind: 'consent', purposes: ['school_records', 'guardian_messages'], method: null },
    });
    expect(data.auditLog[3].facts).toEqual({ kind: 'studentData', format: 'json' });

    const csv = await call('GET', `/students/${student.id}/data.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="student-DAT-1.csv"');
    const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
    // For the guardian: words for the codes, in the first guardian's language (English here).
    expect(lines[0]).toBe('Part,Number,What,Value');
    expect(lines).toContain('Student,,Admission number,DAT-1');
    expect(lines).toContain('Consent,1,How the school checked it was the parent or guardian,Signed letter');
    expect(lines).toContain('Who looked at or changed the record,5,What,Made a copy of the data');
    expect(lines.join('\n')).not.toMatch(/school_records|signed_letter|consent_recorded/);
    const exports = (await audit(`?studentId=${student.id}`)).filter(
      (entry: { action: string }) => entry.action === 'exported',
    );
    expect(exports.map((entry: { detail: string }) => entry.detail)).toEqual([
      "the student's data (CSV)",
      "the student's data (JSON)",
    ]);
    expect(exports.map((entry: { facts: unknown }) => entry.facts)).toEqual([
      { kind: 'studentData', format: 'csv' },
      { kind: 'studentData', format: 'json' },
    ]);
  });

  it('erases personal data, keeping the admission number, section and audit log; a shared guardian stays', async () => {
    const sibling = await create('ERA-2', {
      guardians: [{ name: 'Shared Parent', relation: 'father', phone: '9000000001' }],
    });
    const student = await create('ERA-1', {
      name: 'Kabir Mehta',
      dateOfBirth: '2013-01-01',
      gender: 'male',
      address: '1 Lake View',
      sectionId: sixA,
      rollNumber: 60,
      guardians: [
        { name: 'Shared Parent', relation: 'father', phone: '9000000001' },
        { name: 'Only Kabir', relation: 'mother', phone: '9000000002' },
      ],
    });
    await call('POST', `/students/${student.id}/consents`, {
      guardianName: 'Only Kabir',
      relation: 'mother',
      method: 'in_person',
      givenOn: '2025-04-01',
      purposes: ['photos'],
    });
    expect((await call('POST', `/students/${student.id}/erase`, { reason: '  ' })).statusCode).toBe(400);
    const erased = await call('POST', `/students/${student.id}/erase`, {
      reason: 'The guardian asked on 1 May.',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      admissionNumber: 'ERA-1',
      name: 'Erased student',
      dateOfBirth: null,
      gender: null,
      address: '',
      rollNumber: null,
      classId: six.id,
      sectionId: sixA,
      status: 'erased',
      guardians: [],
      consents: [{ guardianName: '', purposes: ['photos'] }],
    });
    const left = await inTenant(subject.database, school.tenantId, (db) =>
      db
        .select({ name: guardians.name })
        .from(guardians)
        .where(inArray(guardians.phoneKey, ['9000000001', '9000000002'])),
    );
    expect(left).toEqual([{ name: 'Shared Parent' }]);
    const siblingNow = (await call('GET', `/students/${sibling.id}`)).json();
    expect(siblingNow.guardians).toMatchObject([{ name: 'Shared Parent', siblingCount: 0 }]);

    const again = await call('PATCH', `/students/${student.id}`, body('ERA-1'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This student\u2019s data was erased: the record cannot be changed.');
    expect((await call('POST', `/students/${student.id}/move`, { sectionId: sixB })).statusCode).toBe(409);
    expect((await call('POST', `/students/${student.id}/erase`, { reason: 'again' })).statusCode).toBe(409);
    const [entry] = await audit(`?studentId=${student.id}`);
    expect(entry).toMatchObject({
      action: 'erased',
      admissionNumber: 'ERA-1',
      detail: 'The guardian asked on 1 May.',
    });
    const erasedList = (await call('GET', '/students?status=erased')).json().students;
    expect(erasedList.map((s: { admissionNumber: string }) => s.admissionNumber)).toContain('ERA-1');
  });

  it('keeps the audit log append-only for the portal role, and pages it newest first', async () => {
    for (const statement of [sql`update audit_log set detail = 'changed'`, sql`delete from audit_log`]) {
      const failure = await inTenant(subject.database, school.tenantId, (db) => db.execute(statement)).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String((failure?.cause as Error | undefined)?.message)).toMatch(/permission denied/);
    }
    const first = (await call('GET', '/audit?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    expect(first.next).toBe(first.entries[1].id);
    const second = (await call('GET', `/audit?limit=2&before=${first.next}`)).json();
    expect(second.entries).toHaveLength(2);
    expect(second.entries[0].at <= first.entries[1].at).toBe(true);
    expect(second.entries.map((e: { id: string }) => e.id)).not.toContain(first.entries[1].id);
    const everything = (await call('GET', '/audit?limit=200')).json();
    expect(everything.entries.slice(2, 4)).toEqual(second.entries);
    expect((await call('GET', `/audit?before=${RANDOM_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/audit')).json().entries.length).toBeLessThanOrEqual(50);
  });

  it('counts active students per section, and keeps a section with students or their records', async () => {
    const added = await call('POST', `/classes/${seven.id}/sections`, { name: 'Z' });
    const sectionId = added.json().id;
    const student = await create('SEC-1', { sectionId, rollNumber: 1 });
    const count = async () =>
      (await classes()).flatMap((klass) => klass.sections).find((section) => section.id === sectionId)
        ?.studentCount;
    expect(await count()).toBe(1);
    const refused = await call('DELETE', `/sections/${sectionId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('section_has_students');
    await call('POST', `/students/${student.id}/leave`, { leftOn: '2025-05-01' });
    expect(await count()).toBe(0);
    const kept = await call('DELETE', `/sections/${sectionId}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().code).toBe('section_has_records');
  });

  it("finds none of another school's students: their owner gets 404", async () => {
    const mine = await create('ISO-1');
    const theirs = (method: Method, path: string, payload?: unknown) =>
      portalCall(subject.app, other.host, method, path, { token: other.ownerToken, payload });
    for (const answer of [
      await theirs('GET', `/students/${mine.id}`),
      await theirs('PATCH', `/students/${mine.id}`, body('ISO-1')),
      await theirs('POST', `/students/${mine.id}/leave`, { leftOn: '2025-01-01' }),
      await theirs('POST', `/students/${mine.id}/erase`, { reason: 'x' }),
      await theirs('GET', `/students/${mine.id}/data.json`),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('No such student.');
    }
    expect((await theirs('GET', '/students?q=ISO')).json()).toMatchObject({ students: [], total: 0 });
    expect(JSON.stringify((await theirs('GET', '/audit?limit=200')).json())).not.toContain(mine.id);
    // Their own student with the same admission number is no clash.
    expect((await theirs('POST', '/students', body('ISO-1'))).statusCode).toBe(201);
  });
});
