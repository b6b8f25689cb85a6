// Exams end to end (docs/requirements/exams.md), on the production build: the owner gives Class 6
// the CBSE VI-VIII scheme on the schemes page and sets Term 1 (its dates and schedule through the
// API); two subject teachers enter their marks on a 360 px phone, one of them offline, the marks
// reaching the server once she is back online; the class teacher adds co-scholastic grades and
// remarks; the principal publishes; and the section's report cards print with the right grades
// (A1 for 95, C2 for 45: CBSE's 8-point scale, where 55 would be C1), the attendance from the
// register and a Hindi card for the child of a Hindi-speaking guardian. Every exams page, opened
// at 360 px in English and Hindi, is checked with axe.
// The school's day is Friday 27 November 2026, 10:00 in India, for the server and the browsers.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { clockOf, expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';
import { activeSchool, enterPortal, portalApi, twoMondayPeriods } from './portals';

test.use({ waitsForApp: false, serverClock: '2026-11-27T04:30:00.000Z' });

const PASSWORD = 'Chalk&Board2031';
const PHONE = { width: 360, height: 740 };
/** Marks per component of Term 1, in the order above, and the total each makes. */
const MARKS = {
  asha: [10, 10, 10, 5, 5, 75], // 10 + 5 + 5 + 75 = 95: A1
  bala: [5, 5, 5, 2, 3, 35], // 5 + 2 + 3 + 35 = 45: C2
  chetan: [8, 8, 8, 4, 4, 60], // 8 + 4 + 4 + 60 = 76: B1
};

/** A name as a regular expression's literal text. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of the conjunct-heavy line, as the class teacher's remark carries it. */
const CONJUNCTS = ['क्षत्रिय', 'नियुक्ति', 'श्रद्धा:'];

/**
 * Prints the page to PDF, finds the conjunct line's words with pdftotext's boxes and rasterises
 * just that line at 150 dpi with pdftoppm: the PNG's path.
 */
async function conjunctLine(page: Page, pdfPath: string): Promise<string> {
  writeFileSync(pdfPath, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const boxes = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdfPath, '-'], {
    encoding: 'utf8',
  });
  const words = [
    ...boxes.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ]
    .filter((match) => CONJUNCTS.includes(match[5] ?? ''))
    .map((match) => match.slice(1, 5).map(Number));
  expect(words.length, `the conjunct line's words in the PDF: ${boxes.slice(0, 2000)}`).toBe(
    CONJUNCTS.length,
  );
  const points = {
    x: Math.min(...words.map((box) => box[0] ?? 0)) - 2,
    y: Math.min(...words.map((box) => box[1] ?? 0)) - 2,
    right: Math.max(...words.map((box) => box[2] ?? 0)) + 2,
    bottom: Math.max(...words.map((box) => box[3] ?? 0)) + 2,
  };
  const scale = 150 / 72;
  const out = pdfPath.replace(/\.pdf$/, '-line');
  execFileSync('pdftoppm', [
    '-r',
    '150',
    '-f',
    '1',
    '-l',
    '1',
    '-png',
    '-singlefile',
    '-gray',
    '-x',
    String(Math.floor(points.x * scale)),
    '-y',
    String(Math.floor(points.y * scale)),
    '-W',
    String(Math.ceil((points.right - points.x) * scale)),
    '-H',
    String(Math.ceil((points.bottom - points.y) * scale)),
    pdfPath,
    out,
  ]);
  return `${out}.png`;
}

async function created(answer: Promise<{ status: number; json: unknown }>): Promise<string> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(201);
  return (json as { id: string }).id;
}

/** A teacher who is an employee and a member, signed in on a phone of her own. */
async function teacherOnPhone(
  owner: Page,
  browser: Browser,
  appServer: Parameters<typeof clockOf>[1],
  portal: string,
  name: string,
  email: string,
) {
  const employeeId = await created(
    portalApi(owner, 'POST', '/employees', { name, phone: '9810000001', email }),
  );
  const { json } = await portalApi<{ roles: { id: string; builtIn: string | null }[] }>(
    owner,
    'GET',
    '/roles',
  );
  const invited = await portalApi(owner, 'POST', '/members', {
    email,
    name,
    roleId: json.roles.find((role) => role.builtIn === 'teacher')?.id,
    language: 'en',
    employeeId,
  });
  expect(invited.status).toBe(201);
  const invitation = await linkFromMailbox(appServer.dataDir, email, '/accept-invitation');
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await clockOf(context, appServer);
  const page = await context.newPage();
  await page.goto(invitation.href);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page).toHaveURL(`${portal}/`, { timeout: 10_000 });
  return { employeeId, page, context };
}

/** Types a student's marks of one component down the sheet, each followed by the number pad's Next. */
async function typeComponent(page: Page, component: string, marks: Record<string, number>) {
  await page.getByLabel('Marks for').selectOption({ label: component });
  for (const [name, mark] of Object.entries(marks)) {
    const field = page.getByLabel(`Mark of ${name}`);
    await field.fill(String(mark));
    await field.press('Enter');
  }
}

const COMPONENTS = [
  'Periodic test 1 (out of 10)',
  'Periodic test 2 (out of 10)',
  'Periodic test 3 (out of 10)',
  'Notebook submission (out of 5)',
  'Subject enrichment (out of 5)',
  'Term exam (out of 80)',
];

async function enterSheet(page: Page, students: Record<string, number[]>) {
  for (const [index, component] of COMPONENTS.entries())
    await typeComponent(
      page,
      component,
      Object.fromEntries(Object.entries(students).map(([name, marks]) => [name, marks[index] ?? 0])),
    );
}

test('exams: a scheme, marks from two phones (one offline), co-scholastic grades and remarks, publishing, and report cards in two languages', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const school = await activeSchool(request, appServer.dataDir, `owner.${stamp}@vidya.in`, ['6']);
  await enterPortal(page, school);

  // Class 6 A: three students (Chetan's guardian reads Hindi), two subject teachers by the timetable.
  const { json: structure } = await portalApi<{
    classes: { id: string; name: string; sections: { id: string; name: string }[] }[];
  }>(page, 'GET', '/classes');
  const classSix = structure.classes.find((klass) => klass.name === 'Class 6');
  const sixA = classSix?.sections[0]?.id ?? '';
  const { json: classDetail } = await portalApi<{ subjects: { id: string; name: string }[] }>(
    page,
    'GET',
    `/classes/${classSix?.id}`,
  );
  const [maths, science, ...others] = classDetail.subjects;
  if (!maths || !science) throw new Error('Class 6 has fewer than two subjects');
  const student = (name: string, roll: number, language: 'en' | 'hi') =>
    created(
      portalApi(page, 'POST', '/students', {
        admissionNumber: `EX-${roll}`,
        name,
        sectionId: sixA,
        rollNumber: roll,
        guardians: [{ name: `Guardian of ${name}`, relation: 'mother', phone: `97100000${roll}0`, language }],
      }),
    );
  const ids = {
    asha: await student('Asha Verma', 1, 'en'),
    bala: await student('Bala Iyer', 2, 'en'),
    chetan: await student('Chetan Yadav', 3, 'hi'),
  };
  await twoMondayPeriods(page);
  const meera = await teacherOnPhone(
    page,
    browser,
    appServer,
    school.portal,
    'Meera Iyer',
    `meera.${stamp}@vidya.in`,
  );
  const anita = await teacherOnPhone(
    page,
    browser,
    appServer,
    school.portal,
    'Anita Rao',
    `anita.${stamp}@vidya.in`,
  );
  for (const [period, subjectId, teacherId] of [
    [1, maths.id, meera.employeeId],
    [2, science.id, anita.employeeId],
  ] as const)
    expect(
      (await portalApi(page, 'PUT', `/sections/${sixA}/timetable/1/${period}`, { subjectId, teacherId }))
        .status,
    ).toBe(200);
  expect(
    (await portalApi(page, 'PATCH', `/sections/${sixA}/staffing`, { classTeacherId: anita.employeeId }))
      .status,
  ).toBe(200);
  // Today's register: Bala absent.
  expect(
    (
      await portalApi(page, 'PUT', `/attendance/sections/${sixA}`, {
        submissionId: crypto.randomUUID(),
        date: '2026-11-27',
        takenAt: '2026-11-27T04:00:00.000Z',
        marks: [{ studentId: ids.bala, mark: 'absent' }],
      })
    ).status,
  ).toBe(200);

  // The owner picks the CBSE VI-VIII preset for Class 6 on the schemes page.
  await page.goto(`${school.portal}/exams/schemes`);
  await page.getByLabel('Start from').selectOption({ label: 'CBSE classes VI-VIII' });
  await page.getByLabel('Scheme name').fill('Middle school');
  await page.getByRole('button', { name: 'Add scheme' }).click();
  await expect(page.locator('strong', { hasText: 'Middle school' })).toBeVisible();
  await page.getByLabel('Scheme of Class 6').selectOption({ label: 'Middle school' });
  await expect(page.getByLabel('Scheme of Class 6')).toBeEnabled();
  const { json: schemes } = await portalApi<{ classes: { id: string; schemeId: string | null }[] }>(
    page,
    'GET',
    '/exams/schemes',
  );
  const schemeId = schemes.classes.find((klass) => klass.id === classSix?.id)?.schemeId ?? '';
  expect(schemeId).not.toBe('');
  // The school takes the third periodic test out on the editor, and puts it back.
  await page.getByRole('link', { name: 'Edit Middle school' }).click();
  await page.getByRole('button', { name: 'Remove Periodic test 3' }).first().click();
  await page.getByRole('button', { name: 'Save scheme' }).click();
  await expect(page.getByText('Scheme saved.')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Add a component' }).first().click();
  await page.getByLabel('Component').nth(2).fill('Periodic test 3');
  await page.getByRole('button', { name: 'Save scheme' }).click();
  await expect(page.getByText('Scheme saved.')).toBeVisible({ timeout: 10_000 });
  // Term 1 on its page: its dates (the register counts between them), the last day of entry and
  // the two term exams' days.
  await page.goto(`${school.portal}/exams`);
  await page.getByRole('link', { name: 'Class 6 · Term 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class 6, Term 1: dates and exams' })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await page.getByLabel('First day').fill('2026-04-01');
  await page.getByLabel('Last day', { exact: true }).fill('2026-11-30');
  await page.getByLabel('Last day to enter marks').fill('2026-12-05');
  const examDay = (subject: string) =>
    page.getByRole('group', { name: subject, exact: true }).getByLabel('Term exam (out of 80)');
  await examDay(maths.name).fill('2026-11-20');
  await examDay(science.name).fill('2026-11-23');
  await page.getByRole('button', { name: 'Save dates and schedule' }).click();
  await expect(page.getByText('Dates and schedule saved.')).toBeVisible({ timeout: 10_000 });

  // Meera reads it from her exams page, by day.
  await meera.page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Exams' }).click();
  await meera.page.getByRole('link', { name: 'Class 6 · Term 1' }).click();
  const scheduleRows = meera.page.getByRole('table').getByRole('row');
  await expect(scheduleRows).toHaveCount(3, { timeout: 15_000 });
  await expect(scheduleRows.nth(1)).toContainText(`Fri, 20 Nov, 2026${maths.name}Term exam (out of 80)`);
  await expect(scheduleRows.nth(2)).toContainText(`Mon, 23 Nov, 2026${science.name}`);
  await expect(meera.page.getByRole('button', { name: 'Save dates and schedule' })).toHaveCount(0);

  // Meera enters Mathematics online, from her sheets.
  await meera.page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Exams' }).click();
  await meera.page
    .getByRole('link', { name: new RegExp(`Class 6 A · ${literally(maths.name)}.*Term 1`) })
    .click();
  await expect(
    meera.page.getByRole('heading', { level: 1, name: `Class 6 A · ${maths.name}` }),
  ).toBeVisible();
  // A mark above the maximum is refused on its row.
  await meera.page.getByLabel('Marks for').selectOption({ label: COMPONENTS[0] as string });
  await meera.page.getByLabel('Mark of Asha Verma').fill('12');
  await expect(meera.page.getByText('More than the maximum, 10')).toBeVisible();
  await expect(meera.page.getByLabel('Mark of Asha Verma')).toHaveAttribute('aria-invalid', 'true');
  await enterSheet(meera.page, {
    'Asha Verma': MARKS.asha,
    'Bala Iyer': MARKS.bala,
    'Chetan Yadav': MARKS.chetan,
  });
  await expect(meera.page.getByText('Every mark is saved.')).toBeVisible({ timeout: 15_000 });
  expect(await meera.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Anita opens Science online, loses the connection, enters it all, and comes back.
  await anita.page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Exams' }).click();
  await anita.page
    .getByRole('link', { name: new RegExp(`Class 6 A · ${literally(science.name)}.*Term 1`) })
    .click();
  await expect(
    anita.page.getByRole('heading', { level: 1, name: `Class 6 A · ${science.name}` }),
  ).toBeVisible();
  await anita.context.setOffline(true);
  await enterSheet(anita.page, {
    'Asha Verma': MARKS.asha,
    'Bala Iyer': MARKS.bala,
    'Chetan Yadav': MARKS.chetan,
  });
  await expect(anita.page.getByText(/saves? of marks kept on this phone/).first()).toBeVisible({
    timeout: 15_000,
  });
  const scienceSheet = `/exams/sheets/${sixA}/${science.id}/term1`;
  expect((await portalApi<{ entered: number }>(page, 'GET', scienceSheet)).json.entered).toBe(0);
  await anita.context.setOffline(false);
  await expect(anita.page.getByText(/saves? of marks kept on this phone/)).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await portalApi<{ entered: number }>(page, 'GET', scienceSheet)).json.entered, {
      timeout: 15_000,
    })
    .toBe(3 * COMPONENTS.length);

  // The other subjects, through the API as the principal (not what this test is about), by the
  // term's component keys (the third periodic test was made again on the editor, under a new key).
  const { json: termInfo } = await portalApi<{ components: { key: string }[] }>(
    page,
    'GET',
    `/exams/classes/${classSix?.id}/terms/term1`,
  );
  const keys = termInfo.components.map((component) => component.key);
  expect(keys).toEqual(['t1_pt1', 't1_pt2', 'extra1', 't1_nb', 't1_se', 't1_exam']);
  for (const subject of others)
    for (const [key, marks] of Object.entries(MARKS))
      expect(
        (
          await portalApi(page, 'PUT', `/exams/sheets/${sixA}/${subject.id}/term1`, {
            marks: keys.map((componentKey, index) => ({
              studentId: ids[key as keyof typeof ids],
              componentKey,
              value: { centi: (marks[index] ?? 0) * 100 },
              revision: 0,
            })),
          })
        ).status,
      ).toBe(200);

  // Anita, the class teacher, adds co-scholastic grades and remarks, then proofreads.
  await anita.page.goto(`${school.portal}/exams/sections/${sixA}/term1`);
  await expect(anita.page.getByText('Every mark entered')).toBeVisible({ timeout: 15_000 });
  for (const name of ['Asha Verma', 'Bala Iyer', 'Chetan Yadav']) {
    await anita.page.getByLabel(`Work education: ${name}`).selectOption('A');
    await anita.page.getByLabel(`Discipline: ${name}`).selectOption('B');
  }
  await anita.page.getByLabel('Remark for Asha Verma').fill('Curious and careful.');
  await anita.page.getByLabel('Remark for Chetan Yadav').fill('क्षत्रिय नियुक्ति श्रद्धा: मेहनती और विनम्र।');
  await anita.page.getByRole('button', { name: 'Save grades and remarks' }).click();
  await expect(anita.page.getByRole('button', { name: 'Mark as proofread' })).toBeEnabled({
    timeout: 15_000,
  });
  await anita.page.getByRole('button', { name: 'Mark as proofread' }).click();
  await expect(anita.page.getByText(/Proofread by Anita Rao/)).toBeVisible({ timeout: 15_000 });

  // The principal publishes, asked first.
  await page.goto(`${school.portal}/exams/sections/${sixA}/term1`);
  await page.getByRole('button', { name: 'Publish results' }).click();
  await page.getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByText(/Published by/)).toBeVisible({ timeout: 15_000 });
  // Meera's sheet is now closed to her.
  await meera.page.reload();
  await expect(meera.page.getByText('This sheet is closed', { exact: false })).toBeVisible({
    timeout: 15_000,
  });

  // The report cards: one page each, Chetan's in Hindi, with the right grades and the register's attendance.
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { printed?: number };
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  await page.getByRole('link', { name: 'Report cards' }).click();
  const card = (name: string) => page.getByRole('article', { name: new RegExp(name) });
  await expect(card('Asha Verma')).toBeVisible({ timeout: 15_000 });
  const mathsRow = (name: string) =>
    card(name).getByRole('row', { name: new RegExp(`^${literally(maths.name)}`) });
  await expect(mathsRow('Asha Verma')).toContainText('95/100');
  await expect(mathsRow('Asha Verma').getByRole('cell').last()).toHaveText('A1');
  await expect(mathsRow('Bala Iyer').getByRole('cell').last()).toHaveText('C2');
  await expect(card('Bala Iyer')).toContainText('0 of 1 days');
  await expect(card('Asha Verma')).toContainText('1 of 1 days');
  await expect(card('Asha Verma')).toContainText('Curious and careful.');
  const hindiCard = page.getByRole('article', { name: /प्रगति पत्र: Chetan Yadav/ });
  await expect(hindiCard).toHaveAttribute('lang', 'hi');
  await expect(hindiCard).toContainText('कक्षा अध्यापक की टिप्पणी');
  await expect(hindiCard).toContainText('1 में से 1 दिन');
  await expect(
    hindiCard
      .getByRole('row', { name: new RegExp(`^${literally(maths.name)}`) })
      .getByRole('cell')
      .last(),
  ).toHaveText('B1');
  await page.reload();
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0))
    .toBe(1);

  // The results analysed, from the section's page: Maths' grades as published, and who needs
  // attention: Bala, absent on the one day the register was taken.
  await page.goto(`${school.portal}/exams/sections/${sixA}/term1`);
  await page.getByRole('link', { name: 'Results analysis' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results analysis: Class 6 A, Term 1' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('From the published results.')).toBeVisible();
  const mathsFigures = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: maths.name }) });
  await expect(mathsFigures.getByText('A1 1 · B1 1 · C2 1')).toBeVisible();
  await expect(
    mathsFigures.getByRole('img', { name: new RegExp(`^${literally(maths.name)}: lowest 45\\s%`) }),
  ).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('listitem').filter({ hasText: 'Bala Iyer' })).toContainText(
    'Attendance 0 %',
  );
  await expect(attention).not.toContainText('Asha Verma');

  // The Hindi card through Chromium's PDF: its conjunct-heavy line, found by pdftotext and
  // rasterised by pdftoppm, matches the reference image, so broken Devanagari shaping fails here.
  await page.goto(`${school.portal}/exams/sections/${sixA}/term1/cards?student=${ids.chetan}&lang=hi`);
  await expect(page.getByRole('article', { name: /प्रगति पत्र: Chetan Yadav/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.load('400 1em "Shala Devanagari"', 'क्ष'));
  await page.evaluate(() => document.fonts.ready);
  expect(readFileSync(await conjunctLine(page, test.info().outputPath('hindi-card.pdf')))).toMatchSnapshot(
    'hindi-conjuncts.png',
    { maxDiffPixelRatio: 0.02 },
  );

  // Every exams page, cold at 360 px, in English and in Hindi: loaded, no wider than the phone, axe-clean.
  await page.setViewportSize(PHONE);
  const pages = [
    '/exams',
    '/exams/schemes',
    `/exams/schemes/${schemeId}`,
    `/exams/sheets/${sixA}/${maths.id}/term1`,
    `/exams/sections/${sixA}/term1`,
    `/exams/sections/${sixA}/term1/cards`,
    `/exams/sections/${sixA}/term1/analytics`,
    `/exams/classes/${classSix?.id}/term1`,
  ];
  for (const language of ['en', 'hi'] as const) {
    await page.evaluate((lang) => localStorage.setItem('shala.portal.language', lang), language);
    for (const path of pages) {
      await page.goto(`${school.portal}${path}`);
      await expect(page.locator('h1').first(), path).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByRole('status').filter({ hasText: /Loading|लोड हो रहा/ })).toHaveCount(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${language} ${path}`,
      ).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`exams-${language}${path.replaceAll('/', '-')}.png`),
        fullPage: true,
      });
    }
  }
  await meera.context.close();
  await anita.context.close();
});
