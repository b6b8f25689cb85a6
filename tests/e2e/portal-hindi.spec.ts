// Hindi on every portal screen (issue 33): a Hindi-speaking owner's school, with a class, a
// student, an employee and bells, walked page by page in Hindi at 360 px. Every route file under
// src/portal/routes must be walked (a new screen fails the test until it is listed here), and on
// each page every visible text is read: a word in Latin letters fails the walk unless it is the
// school's own data (names the school typed, read back from its records through the API), marked
// as data on the page (translate="no"), an e-mail address or address, or one of a few names
// (Shala, English, CSV, Excel). The pages before sign-in are walked too, signed out.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({ waitsForApp: false, viewport: { width: 360, height: 740 } });

/** Latin words Hindi screens keep: the product, the other language's name, formats and programs. */
const ALLOWED = new Set([
  'Shala',
  'English',
  'CSV',
  'JSON',
  'Excel',
  'XLSX',
  'MB',
  'NCERT',
  'UPI',
  // The Right to Education Act, named so in Hindi notices too.
  'RTE',
  'PDF',
  'ID',
  'OTP',
  'UTF',
  'xlsx',
  'ZIP',
  // CBSE's absence codes (absent, medical leave) and its grades (A1 to E, a 3-point A to C), written so on Hindi report cards too.
  'AB',
  'ML',
  'A',
  'B',
  'C',
  'D',
  'E',
]);

const ROUTES = join(import.meta.dirname, '..', '..', 'src', 'portal', 'routes');

/** The portal's pages, from its route files: '/students/$studentId', '/timetable/bells', ... */
function routePaths(folder = ROUTES): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return routePaths(path);
    if (!name.endsWith('.tsx') || name === '__root.tsx' || name === '_app.tsx') return [];
    const route = relative(ROUTES, path)
      .replace(/\.tsx$/, '')
      .split(/[/.]/)
      .filter((part) => part !== '_app' && part !== 'index')
      .join('/');
    return [`/${route}`];
  });
}

/** Every string of the school's records that a person typed or the school named (not codes or ids). */
function dataStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (/[A-Za-z]/.test(value) && !/^[a-z_]+$/.test(value) && !/^[0-9a-f-]{36}$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) dataStrings(item, into);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A built-in role's name is said by the portal in Hindi: it is not the school's data.
    if (typeof record.builtIn === 'string') return into;
    for (const item of Object.values(record)) dataStrings(item, into);
  }
  return into;
}

/** The visible texts of the page that are not marked as data, one per text node. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text) continue;
      if (element.closest('[translate="no"], [data-user-text], script, style, noscript, textarea')) continue;
      if (element.tagName !== 'OPTION' && !element.checkVisibility({ visibilityProperty: true })) continue;
      texts.push(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]'))
      if (!element.closest('[translate="no"], [data-user-text]'))
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (element.getAttribute(name)) texts.push(element.getAttribute(name) as string);
    return texts;
  });
}

/** The Latin words of `texts` that are neither data nor allowed, with the text each came from. */
function untranslated(texts: readonly string[], data: ReadonlySet<string>): string[] {
  const longestFirst = [...data].sort((a, b) => b.length - a.length);
  return texts.flatMap((text) => {
    // E-mail addresses, UPI IDs (name@bank, always in Latin letters) and web addresses.
    let rest = text
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/[\w.-]+@[A-Za-z]+/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ');
    for (const value of longestFirst) rest = rest.replaceAll(value, ' ');
    const words = rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
    return words.filter((word) => !ALLOWED.has(word)).map((word) => `${word} (in “${text.slice(0, 80)}”)`);
  });
}

test('every portal page in Hindi shows no English but the school’s own data', async ({
  page,
  request,
  appServer,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const school = await activeSchool(
    request,
    appServer.dataDir,
    `kavita.${stamp}@saraswati.in`,
    ['5'],
    'school',
    'hi',
  );
  await enterPortal(page, school);

  // Some of everything, as the owner's office would have by the second day.
  const { json: structure } = await portalApi<{
    classes: { id: string; name: string; sections: { id: string }[] }[];
  }>(page, 'GET', '/classes');
  const [klass] = structure.classes;
  expect(klass?.name, 'an NCERT class seeded for a Hindi owner').toBe('कक्षा 5');
  const sectionId = klass?.sections[0]?.id ?? '';
  const employee = await portalApi<{ id: string }>(page, 'POST', '/employees', {
    name: 'Sunita Sharma',
    phone: '9810000001',
    email: `sunita.${stamp}@saraswati.in`,
  });
  expect(employee.status).toBe(201);
  const student = await portalApi<{ id: string }>(page, 'POST', '/students', {
    admissionNumber: 'SPS-1',
    name: 'Rohan Gupta',
    sectionId,
    rollNumber: 1,
    guardians: [{ name: 'Meena Gupta', relation: 'mother', phone: '9700000001', email: '', language: 'hi' }],
  });
  expect(student.status).toBe(201);
  const { json: centres } = await portalApi<{ centres: { id: string; main: boolean }[] }>(
    page,
    'GET',
    '/learning-centres',
  );
  const centre = centres.centres.find((one) => one.main)?.id;
  const bells = await portalApi(page, 'PUT', `/bell-schedule/${centre}/1`, {
    periods: [{ number: 1, startsAt: '08:00', endsAt: '08:40', label: 'पीरियड 1', teaching: true }],
  });
  expect(bells.status).toBe(200);
  // A checked file, for an import's own page: two learning centres, one with a problem.
  const checkedImport = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('shala.portal.session') ?? '{}') as { token?: string };
    const answer = await fetch('/prod/v1/portal/imports/learning_centres', {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.token}`, 'content-type': 'text/csv' },
      body: 'Name,Address\r\nनई शाखा,स्टेशन रोड\r\n,बिना नाम\r\n',
    });
    return { status: answer.status, id: ((await answer.json()) as { id: string }).id };
  });
  expect(checkedImport.status).toBe(201);
  // Fees: a head, Class 5's published plan, a payment's receipt and a matched statement.
  const head = await portalApi<{ id: string }>(page, 'POST', '/fees/heads', {
    name: 'शिक्षण शुल्क',
    kind: 'recurring',
    gstRateBp: 0,
  });
  expect(head.status).toBe(201);
  const plan = await portalApi<{ id: string }>(page, 'POST', '/fees/plans', {
    name: 'कक्षा 5 की फ़ीस',
    classId: klass?.id,
    sectionId: null,
    category: null,
  });
  expect(plan.status).toBe(201);
  const draft = await portalApi(page, 'PUT', `/fees/plans/${plan.json.id}/draft`, {
    effectiveFrom: '2026-04-01',
    instalments: [
      {
        key: 'i1',
        label: 'पहली किस्त',
        dueOn: '2026-04-10',
        amounts: [{ headId: head.json.id, paise: 500_000 }],
      },
    ],
  });
  expect(draft.status).toBe(200);
  expect((await portalApi(page, 'POST', `/fees/plans/${plan.json.id}/publish`)).status).toBe(200);
  const receipt = await portalApi<{ id: string }>(page, 'POST', '/fees/payments', {
    key: crypto.randomUUID(),
    studentId: student.json.id,
    amountPaise: 200_000,
    mode: 'cash',
    reference: '',
  });
  expect(receipt.status).toBe(201);
  const statement = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('shala.portal.session') ?? '{}') as { token?: string };
    const answer = await fetch('/prod/v1/portal/fees/statements', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stored.token}`,
        'content-type': 'text/csv',
        'x-file-name': 'statement.csv',
      },
      body: 'Txn Date,Narration,Credit\r\n01/11/2026,NEFT/UNKNOWN,750.00\r\n',
    });
    return { status: answer.status, id: ((await answer.json()) as { id: string }).id };
  });
  expect(statement.status).toBe(201);

  // Exams: Class 5 follows a scheme copied from the CBSE preset (in Hindi, the owner's language).
  const scheme = await portalApi<{ id: string }>(page, 'POST', '/exams/schemes', {
    name: 'मध्य विद्यालय',
    preset: 'cbse_middle',
  });
  expect(scheme.status).toBe(201);
  expect(
    (await portalApi(page, 'PUT', `/exams/classes/${klass?.id}/scheme`, { schemeId: scheme.json.id })).status,
  ).toBe(200);
  const { json: classDetail } = await portalApi<{ subjects: { id: string }[] }>(
    page,
    'GET',
    `/classes/${klass?.id}`,
  );
  const subjectId = classDetail.subjects[0]?.id ?? '';

  // The school's own words, as its records hold them.
  const data = new Set<string>([
    school.owner.name,
    'Asha Public School',
    'Rohan Gupta',
    'Meena Gupta',
    'Sunita Sharma',
  ]);
  for (const path of [
    '/info',
    '/me',
    '/classes',
    `/classes/${klass?.id}`,
    '/students',
    '/employees',
    '/members',
    '/roles',
    '/learning-centres',
    '/academic-years',
    '/fees/heads',
    '/fees/plans',
    `/fees/receipts/${receipt.json.id}`,
    `/fees/statements/${statement.id}`,
  ])
    dataStrings((await portalApi(page, 'GET', path)).json, data);

  const concrete: Record<string, string> = {
    '/academics/classes/$classId': `/academics/classes/${klass?.id}`,
    '/attendance/$sectionId': `/attendance/${sectionId}`,
    '/students/$studentId': `/students/${student.json.id}`,
    '/timetable/teachers/$employeeId': `/timetable/teachers/${employee.json.id}`,
    '/import/$importId': `/import/${checkedImport.id}`,
    '/fees/students/$studentId': `/fees/students/${student.json.id}`,
    '/fees/students/$studentId_/concessions': `/fees/students/${student.json.id}/concessions`,
    '/fees/plans/$planId': `/fees/plans/${plan.json.id}`,
    '/fees/receipts/$receiptId': `/fees/receipts/${receipt.json.id}`,
    '/fees/statements/$statementId': `/fees/statements/${statement.id}`,
    '/exams/schemes/$schemeId': `/exams/schemes/${scheme.json.id}`,
    '/exams/sheets/$sectionId/$subjectId/$termKey': `/exams/sheets/${sectionId}/${subjectId}/term1`,
    '/exams/sections/$sectionId/$termKey': `/exams/sections/${sectionId}/term1`,
    '/exams/sections/$sectionId/$termKey/cards': `/exams/sections/${sectionId}/term1/cards`,
    '/exams/sections/$sectionId/$termKey/analytics': `/exams/sections/${sectionId}/term1/analytics`,
    '/exams/classes/$classId/$termKey': `/exams/classes/${klass?.id}/term1`,
    // Without a guardian's session, the guardian's pages open the guardian's sign-in.
    '/guardian/children/$studentId': `/guardian/children/${student.json.id}`,
    '/accept-invitation': '/accept-invitation#token=not-a-real-token',
    '/handoff': '/handoff',
  };
  const signedOut = ['/sign-in', '/forgot-password', '/reset-password', '/accept-invitation', '/handoff'];
  const paths = routePaths();
  expect(paths.length, 'the walk reads the route files').toBeGreaterThan(20);

  const found: string[] = [];
  const walk = async (route: string) => {
    await page.goto(`${school.portal}${concrete[route] ?? route}`);
    await expect(page.locator('h1').first(), route).toBeVisible({ timeout: 15_000 });
    // Loaded: no spinner or "loading" status left.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 8_000 });
    for (const problem of untranslated(await visibleTexts(page), data)) found.push(`${route}: ${problem}`);
  };
  for (const route of paths.filter((path) => !signedOut.includes(path))) await walk(route);

  // Signed out, the device's stored choice of Hindi holds the pages before sign-in.
  await page.evaluate(() => {
    localStorage.removeItem('shala.portal.session');
    localStorage.setItem('shala.portal.language', 'hi');
  });
  for (const route of signedOut) await walk(route);

  // The made-up invitation link is refused (401), as it should be: not an error of the page.
  const refused = pageErrors.findIndex((error) => error.includes('status of 401'));
  if (refused >= 0) pageErrors.splice(refused, 1);
  expect(found).toEqual([]);
});
