// A coaching centre's first day, on a 360 px phone (docs/decisions/0030-batches-are-sections.md):
// it activates without NCERT classes, makes the course "JEE 2027" with an evening and a weekend
// batch, imports 20 students into them (some into both; one row with consent to messages), fills
// the evening batch's week from its subjects and teachers, and takes the batch at 19:00, long
// after a school's 16:00 lock. The guardian with consent from the spreadsheet gets the school's
// first message, accepts it, and then the absence alert.
// The day is Friday 27 November 2026, 19:00 in India, for the server and the browser.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkFromMailbox, messagesTo } from './mailbox';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({
  waitsForApp: false,
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  serverClock: '2026-11-27T13:30:00.000Z',
});

const SUBJECTS = ['Physics', 'Chemistry', 'Mathematics'];
const TEACHERS = ['Anil Mehta', 'Farah Khan', 'Gopal Rao'];

async function created(page: Page, path: string, body: unknown): Promise<string> {
  const { status, json } = await portalApi<{ id: string }>(page, 'POST', path, body);
  expect(status, path).toBe(201);
  return json.id;
}

/** Row `index`'s batches: both for every third student, the weekend's first for student 03. */
function batchesOf(index: number): string {
  if (index === 2) return 'Weekend; Evening';
  return index % 3 === 0 ? 'Evening; Weekend' : index % 2 === 0 ? 'Weekend' : 'Evening';
}

test('a coaching centre activates without NCERT, imports 20 students into two batches, fills a week and takes the batch at 19:00', async ({
  page,
  request,
  appServer,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const school = await activeSchool(
    request,
    appServer.dataDir,
    `ravi.${stamp}@brightcoaching.in`,
    [],
    'coaching',
  );
  await enterPortal(page, school);

  // The course, its batches (the evening one meets Monday to Saturday 18:00-20:00), its subjects
  // and teachers, and the centre's two evening periods on Monday.
  const course = await created(page, '/classes', { name: 'JEE 2027' });
  await created(page, `/classes/${course}/sections`, {
    name: 'Evening',
    weekdays: [1, 2, 3, 4, 5, 6],
    startsAt: 18 * 60,
    endsAt: 20 * 60,
    room: 'Room 2',
    capacity: 30,
  });
  await created(page, `/classes/${course}/sections`, {
    name: 'Weekend',
    weekdays: [6, 7],
    startsAt: 9 * 60,
    endsAt: 12 * 60,
  });
  for (const subject of SUBJECTS) await created(page, `/classes/${course}/subjects`, { name: subject });
  for (const [index, name] of TEACHERS.entries())
    await created(page, '/employees', { name, phone: `981100000${index}` });
  const { json: centres } = await portalApi<{ centres: { id: string; main: boolean }[] }>(
    page,
    'GET',
    '/learning-centres',
  );
  const centre = centres.centres.find((one) => one.main)?.id;
  const evening = [
    { number: 1, startsAt: '18:00', endsAt: '19:00', label: 'Period 1', teaching: true },
    { number: 2, startsAt: '19:00', endsAt: '20:00', label: 'Period 2', teaching: true },
  ];
  expect((await portalApi(page, 'PUT', `/bell-schedule/${centre}/1`, { periods: evening })).status).toBe(200);
  expect(
    (
      await portalApi(page, 'POST', `/bell-schedule/${centre}/copy`, {
        fromWeekday: 1,
        toWeekdays: [2, 3, 4, 5, 6],
      })
    ).status,
  ).toBe(200);

  // The clerk's file: 20 students, some in both batches; student 01's mother consented to messages
  // on the admission form and gave her e-mail.
  const mother = `meena.${stamp}@families.in`;
  const rows = Array.from({ length: 20 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    const consent =
      index === 0 ? ['school_records; guardian_messages', 'admission_form', '2026-04-01'] : ['', '', ''];
    return [
      `JEE-${number}`,
      `Student ${number}`,
      'JEE 2027',
      `"${batchesOf(index)}"`,
      `Parent ${number}`,
      'mother',
      `9${String(stamp).slice(-7)}${number}`,
      index === 0 ? mother : '',
      ...consent.map((cell) => (cell.includes(';') ? `"${cell}"` : cell)),
    ];
  });
  const file = [
    'Admission number,Name,Course,Batches,Guardian name,Guardian relation,Guardian phone,Guardian email,Consent purposes,Consent method,Consent date',
    ...rows.map((row) => row.join(',')),
  ].join('\r\n');
  await page.goto(`${school.portal}/import/`);
  await page.getByLabel('Students and their guardians').check();
  await page.getByLabel('Spreadsheet to import (CSV or Excel, at most 5 MB)').setInputFiles({
    name: 'jee-2027.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await expect(page.getByText('20 rows: 20 without problems, 0 problems.')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Import 20 rows' }).click();
  await expect(page.getByText('Import finished: 20 added, 0 updated.')).toBeVisible({ timeout: 15_000 });

  // The evening batch's week from its three subjects, four periods each: 12 periods, 6 days of 2.
  await page.goto(`${school.portal}/timetable`);
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'JEE 2027 Evening' });
  await page.getByText('Fill the week from subjects and teachers').click();
  const fill = page.getByRole('form', { name: 'Fill the week from subjects and teachers' });
  for (const [index, subject] of SUBJECTS.entries()) {
    await fill
      .getByRole('combobox', { name: `Teacher, ${subject}`, exact: true })
      .selectOption({ label: TEACHERS[index] ?? '' });
    await fill.getByRole('textbox', { name: `Periods a week, ${subject}`, exact: true }).fill('4');
  }
  await fill.getByRole('button', { name: 'Show the plan' }).click();
  const plan = page.getByRole('region', { name: 'Fill the week from subjects and teachers' });
  await plan.getByRole('button', { name: 'Place 12 periods' }).click();
  await expect(plan).toContainText('12 periods placed.');

  // 19:00: the evening batch is open (it locks two hours after its end); its register has its
  // home students and student 03, who comes from the weekend batch.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await page.getByRole('link', { name: /JEE 2027 Evening/ }).click();
  await expect(page.getByRole('button', { name: /Student 03/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Student 05/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Student 01/ }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Attendance sent.')).toBeVisible();
  await expect(page.getByText(/1 student not reached \(1 contact not confirmed yet\)/)).toBeVisible();

  // The consent from the spreadsheet made the school's first message go out; once the mother
  // accepts it, the held absence alert follows.
  const guardianPage = await page.context().newPage();
  await guardianPage.goto(String(await linkFromMailbox(appServer.dataDir, mother, '/messages')));
  await guardianPage.getByRole('button', { name: 'Yes, send me these messages' }).click();
  await expect(guardianPage.getByText(/Thank you/)).toBeVisible();
  await expect
    .poll(async () => (await messagesTo(appServer.dataDir, mother)).length, { timeout: 15_000 })
    .toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
