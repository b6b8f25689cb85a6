import { randomUUID } from 'node:crypto';
import type { App } from '@server/app';
import { expect } from 'vitest';
import { portalCall, type School } from './portal-helpers';
import { BELL_PERIOD, CENTRE_FILE, type PortalRoute, type RecordKind, STATEMENT_FILE } from './portal-routes';

// Records of a school made through its portal API by its owner, for the tests that call every
// route: each kind a route's `{id}` can name.

async function created(response: Awaited<ReturnType<typeof portalCall>>, what: string): Promise<string> {
  expect(response.statusCode, `creating ${what}: ${response.body}`).toBe(201);
  return (response.json() as { id: string }).id;
}

async function list<T>(app: App, school: School, path: string, key: string): Promise<T[]> {
  const response = await portalCall(app, school.host, 'GET', path, { token: school.ownerToken });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return (response.json() as Record<string, T[]>)[key] ?? [];
}

export async function roleId(app: App, school: School, builtIn: string): Promise<string> {
  const roles = await list<{ id: string; builtIn: string | null }>(app, school, '/roles', 'roles');
  const role = roles.find((candidate) => candidate.builtIn === builtIn);
  if (!role) throw new Error(`No ${builtIn} role`);
  return role.id;
}

export async function firstClassId(app: App, school: School): Promise<string> {
  const [first] = await list<{ id: string }>(app, school, '/classes', 'classes');
  if (!first) throw new Error('The school has no class');
  return first.id;
}

/** A consent's record id is its student's and its own, joined by this. */
const ID_SEPARATOR = '+';

/** A new record of this kind in the school (a class: its first one), made by the owner. */
export async function freshRecord(
  app: App,
  school: School,
  kind: RecordKind,
  unique: string,
): Promise<string> {
  const post = (path: string, payload: unknown) =>
    portalCall(app, school.host, 'POST', path, { token: school.ownerToken, payload });
  switch (kind) {
    case 'member':
      return created(
        await post('/members', {
          email: `member-${unique}@example.in`,
          name: `Member ${unique}`,
          roleId: await roleId(app, school, 'teacher'),
        }),
        'a member',
      );
    case 'role':
      return created(
        await post('/roles', { name: `Role ${unique}`, permissions: ['academics.view'] }),
        'a role',
      );
    case 'department':
      return created(await post('/departments', { name: `Department ${unique}` }), 'a department');
    case 'designation':
      return created(await post('/designations', { name: `Designation ${unique}` }), 'a designation');
    case 'employee':
      return created(
        await post('/employees', {
          name: `Employee ${unique}`,
          phone: '+919876543210',
          email: `staff-${unique}@example.in`,
        }),
        'an employee',
      );
    case 'year':
      return created(
        await post('/academic-years', {
          name: `Year ${unique}`,
          startsOn: '2031-04-01',
          endsOn: '2032-03-31',
        }),
        'a year',
      );
    case 'centre':
      return created(await post('/learning-centres', { name: `Centre ${unique}` }), 'a centre');
    case 'class':
      return firstClassId(app, school);
    case 'course':
      return created(await post('/classes', { name: `Own class ${unique}` }), 'a class');
    case 'section':
      return created(
        await post(`/classes/${await firstClassId(app, school)}/sections`, { name: `Z${unique}` }),
        'a section',
      );
    case 'subject':
      return created(
        await post(`/classes/${await firstClassId(app, school)}/subjects`, { name: `Subject ${unique}` }),
        'a subject',
      );
    case 'student':
      return created(await post('/students', studentBody(`S-${unique}`)), 'a student');
    case 'examScheme':
      return created(
        await post('/exams/schemes', { name: `Scheme ${unique}`, preset: 'cbse_middle' }),
        'a scheme',
      );
    case 'sheet': {
      // A fresh section of the first class, with the class's first subject.
      const sectionId = await created(
        await post(`/classes/${await firstClassId(app, school)}/sections`, { name: `E${unique}` }),
        'a section',
      );
      return `${sectionId}${ID_SEPARATOR}${await firstSubjectId(app, school)}`;
    }
    case 'consent': {
      const studentId = await created(await post('/students', studentBody(`C-${unique}`)), 'a student');
      const consented = await post(`/students/${studentId}/consents`, {
        guardianName: 'Sunita Devi',
        relation: 'mother',
        method: 'in_person',
        givenOn: '2025-04-01',
        purposes: ['school_records', 'photos'],
      });
      expect(consented.statusCode, `recording a consent: ${consented.body}`).toBe(201);
      const consentId = (consented.json() as { consents: { id: string }[] }).consents[0]?.id;
      return `${studentId}${ID_SEPARATOR}${consentId}`;
    }
    case 'slot': {
      const centres = await list<{ id: string; main: boolean }>(app, school, '/learning-centres', 'centres');
      const main = centres.find((centre) => centre.main);
      const bells = await portalCall(app, school.host, 'PUT', `/bell-schedule/${main?.id}/1`, {
        token: school.ownerToken,
        payload: { periods: [BELL_PERIOD] },
      });
      expect(bells.statusCode, `ringing Monday's bells: ${bells.body}`).toBe(200);
      const sectionId = await created(
        await post(`/classes/${await firstClassId(app, school)}/sections`, { name: `T${unique}` }),
        'a section',
      );
      const slot = await portalCall(app, school.host, 'PUT', `/sections/${sectionId}/timetable/1/1`, {
        token: school.ownerToken,
        payload: { subjectId: await firstSubjectId(app, school), teacherId: null },
      });
      expect(slot.statusCode, `timetabling a slot: ${slot.body}`).toBe(200);
      return sectionId;
    }
    case 'export': {
      // One export at a time per school: a fresh one, or the one still being made.
      const asked = await post('/school-data/exports', {});
      expect([201, 409], `asking for an export: ${asked.body}`).toContain(asked.statusCode);
      const [newest] = await list<{ id: string }>(app, school, '/school-data/exports', 'exports');
      if (!newest) throw new Error('The school has no export');
      return newest.id;
    }
    case 'feeHead':
      return created(
        await post('/fees/heads', { name: `Head ${unique}`, kind: 'recurring', gstRateBp: 0 }),
        'a fee head',
      );
    case 'feePlan':
      return created(
        await post('/fees/plans', {
          name: `Plan ${unique}`,
          classId: null,
          sectionId: await firstSectionId(app, school),
          category: `Plan ${randomUUID().slice(0, 8)}`,
        }),
        'a fee plan',
      );
    case 'feeRule':
      return created(
        await post('/fees/concession-rules', {
          name: `Rule ${unique}`,
          kind: 'scholarship',
          mode: 'percent',
          value: 1000,
          headIds: [],
          active: true,
        }),
        'a concession rule',
      );
    case 'feeConcession':
      return created(
        await post('/fees/concessions', {
          studentId: await freshRecord(app, school, 'student', randomUUID().slice(0, 8)),
          ruleId: await freshRecord(app, school, 'feeRule', randomUUID().slice(0, 8)),
          validFrom: '2026-04-01',
          validTo: null,
          reason: 'Merit list',
          approvedBy: 'The principal',
          employeeId: null,
        }),
        'a concession',
      );
    case 'receipt':
      return paidReceipt(app, school, unique);
    case 'statement':
      return created(
        await portalCall(app, school.host, 'POST', '/fees/statements', {
          token: school.ownerToken,
          payload: STATEMENT_FILE(unique),
          headers: { 'content-type': 'text/csv' },
        }),
        'a statement',
      );
    case 'statementLine': {
      const statementId = await freshRecord(app, school, 'statement', unique);
      const statement = await portalCall(app, school.host, 'GET', `/fees/statements/${statementId}`, {
        token: school.ownerToken,
      });
      const line = (statement.json() as { entries: { id: string }[] }).entries[0];
      if (!line) throw new Error('The statement has no line');
      return line.id;
    }
    case 'import':
      return created(
        await portalCall(app, school.host, 'POST', '/imports/learning_centres', {
          token: school.ownerToken,
          payload: CENTRE_FILE(unique),
          headers: { 'content-type': 'text/csv' },
        }),
        'an import',
      );
  }
}

/**
 * A receipt: a fee head, a published plan for the first section and a category only this student
 * has (so it overlaps no other), and a part payment of its one instalment.
 */
async function paidReceipt(app: App, school: School, unique: string): Promise<string> {
  const call = (method: 'POST' | 'PUT', path: string, payload: unknown) =>
    portalCall(app, school.host, method, path, { token: school.ownerToken, payload });
  const headId = await freshRecord(app, school, 'feeHead', `R${unique}`);
  const sectionId = await firstSectionId(app, school);
  const studentId = await created(
    await call('POST', '/students', { ...studentBody(`P-${randomUUID().slice(0, 8)}`), sectionId }),
    'a student',
  );
  const category = `Paying ${randomUUID().slice(0, 8)}`;
  expect(
    (await call('PUT', `/fees/students/${studentId}/categories`, { categories: [category] })).statusCode,
  ).toBe(200);
  const planId = await created(
    await call('POST', '/fees/plans', { name: `Plan P${unique}`, classId: null, sectionId, category }),
    'a fee plan',
  );
  const draft = await call('PUT', `/fees/plans/${planId}/draft`, {
    effectiveFrom: '2026-04-01',
    instalments: [{ key: 'i1', label: 'Term 1', dueOn: '2026-04-10', amounts: [{ headId, paise: 100_000 }] }],
  });
  expect(draft.statusCode, `saving the draft: ${draft.body}`).toBe(200);
  const published = await call('POST', `/fees/plans/${planId}/publish`, {});
  expect(published.statusCode, `publishing: ${published.body}`).toBe(200);
  return created(
    await call('POST', '/fees/payments', {
      key: randomUUID(),
      studentId,
      amountPaise: 40_000,
      mode: 'cash',
      reference: '',
    }),
    'a receipt',
  );
}

/** The body of a call to the route (JSON, or a file with its media type), ids filled in. */
export async function routeBody(
  app: App,
  school: School,
  route: PortalRoute,
  unique: string,
): Promise<{ payload?: unknown; headers?: Record<string, string> }> {
  if (route.file) return { payload: route.file.body(unique), headers: { 'content-type': route.file.type } };
  if (route.body) return { payload: await withIds(app, school, route.body(unique)) };
  return {};
}

function studentBody(admissionNumber: string) {
  return {
    admissionNumber,
    name: `Student ${admissionNumber}`,
    guardians: [{ name: 'Ramesh Kumar', relation: 'father', phone: '+91 91234 56789' }],
  };
}

export async function firstSectionId(app: App, school: School): Promise<string> {
  const classes = await list<{ sections: { id: string }[] }>(app, school, '/classes', 'classes');
  const section = classes.flatMap((klass) => klass.sections)[0];
  if (!section) throw new Error('The school has no section');
  return section.id;
}

export async function firstSubjectId(app: App, school: School): Promise<string> {
  const response = await portalCall(app, school.host, 'GET', `/classes/${await firstClassId(app, school)}`, {
    token: school.ownerToken,
  });
  const [subject] = (response.json() as { subjects: { id: string }[] }).subjects;
  if (!subject) throw new Error('The first class has no subject');
  return subject.id;
}

/**
 * The route's address: `{id}` or `{centreId}` (and a consent's `{consentId}`, an exam sheet's
 * `{section}` and `{subject}`) filled in, `{kind}` a kind of import, `{weekday}` and `{period}`
 * Monday's first, `{term}` an exam scheme's first term, and its query.
 */
export function routeUrl(route: PortalRoute, id: string | undefined): string {
  let url = route.path + (route.query ?? '');
  if (id !== undefined) {
    const [first = '', second = ''] = id.split(ID_SEPARATOR);
    url = url
      .replace('{id}', first)
      .replace('{centreId}', first)
      .replace('{consentId}', second)
      // An exam sheet is named by its section and subject.
      .replace('{section}', first)
      .replace('{subject}', second);
  }
  return url
    .replace('{kind}', 'learning_centres')
    .replace('{weekday}', '1')
    .replace('{period}', '1')
    .replace('{term}', 'term1');
}

/**
 * The body with `{teacherRole}`, `{sectionId}`, `{subjectId}` and `{studentId}` replaced by the
 * school's Teacher role, first section, its first class's first subject and a new student.
 */
export async function withIds(app: App, school: School, body: unknown): Promise<unknown> {
  let text = JSON.stringify(body);
  if (text.includes('{schoolCode}')) text = text.replaceAll('{schoolCode}', school.code);
  if (text.includes('{teacherRole}'))
    text = text.replaceAll('{teacherRole}', await roleId(app, school, 'teacher'));
  if (text.includes('{sectionId}')) text = text.replaceAll('{sectionId}', await firstSectionId(app, school));
  if (text.includes('{subjectId}')) text = text.replaceAll('{subjectId}', await firstSubjectId(app, school));
  if (text.includes('{examSchemeId}'))
    text = text.replaceAll(
      '{examSchemeId}',
      await freshRecord(app, school, 'examScheme', randomUUID().slice(0, 8)),
    );
  if (text.includes('{ruleId}'))
    text = text.replaceAll('{ruleId}', await freshRecord(app, school, 'feeRule', randomUUID().slice(0, 8)));
  if (text.includes('{studentId}'))
    text = text.replaceAll(
      '{studentId}',
      await freshRecord(app, school, 'student', randomUUID().slice(0, 8)),
    );
  return JSON.parse(text);
}
