// Students onboarded from a spreadsheet (docs/requirements/students.md), end to end from a fresh
// data directory: the owner downloads the Excel template from the portal, fills in 30 students
// (two with mistakes) as a school would in Excel, uploads it and sees exactly those two problems
// by row and column, fixes them, imports with a progress bar, finds a student by name, uploads
// the same file again and still has 30 students. A teacher sees students but cannot export them.
// Exporting one student's data and erasing it each leave an entry in the audit log. (A coaching
// centre's import into batches is in coaching-centre.spec.ts.)
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';
import { activeSchool, enterPortal, portalApi, withinTheApp } from './portals';

test.use({ waitsForApp: false });

const TEACHER_PASSWORD = 'Slate&Duster2031';
const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Vivaan',
  'Anaya',
  'Ishaan',
  'Kiara',
];
const LAST_NAMES = ['Sharma', 'Verma', 'Iyer'];

/** The 30 students as the school's office would type them, one per row from row 2. */
function students() {
  return Array.from({ length: 30 }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    return {
      admissionNumber: `GV-${number}`,
      name: `${FIRST_NAMES[index % 10]} ${LAST_NAMES[Math.floor(index / 10)]}`,
      dateOfBirth: `2014-0${(index % 9) + 1}-1${index % 10}`,
      gender: index % 2 === 0 ? 'male' : 'female',
      class: 'Class 6',
      section: 'A',
      rollNumber: index + 1,
      guardianName: `Parent of ${number}`,
      guardianRelation: 'mother',
      guardianPhone: `98100${String(index + 1).padStart(5, '0')}`,
    };
  });
}

type StudentRow = ReturnType<typeof students>[number];

/** Fills the downloaded template below its header, matching columns by the template's own headers. */
async function filledTemplate(template: string, rows: readonly StudentRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's types predate Node's typed Buffer.
  await workbook.xlsx.load((await readFile(template)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The template has no sheet');
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columnOf.set(String(cell.value), column));
  const headers: Record<keyof StudentRow, string> = {
    admissionNumber: 'Admission number',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    class: 'Class',
    section: 'Section',
    rollNumber: 'Roll number',
    guardianName: 'Guardian name',
    guardianRelation: 'Guardian relation',
    guardianPhone: 'Guardian phone',
  };
  rows.forEach((student, index) => {
    const row = sheet.getRow(index + 2);
    for (const [key, header] of Object.entries(headers)) {
      const column = columnOf.get(header);
      if (!column) throw new Error(`The template has no column "${header}"`);
      row.getCell(column).value = student[key as keyof StudentRow];
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, file: Buffer) {
  await page.getByLabel('Spreadsheet to import (CSV or Excel, at most 5 MB)').setInputFiles({
    name: 'class-6.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(page.getByRole('heading', { name: 'class-6.xlsx checked' })).toBeVisible({ timeout: 20_000 });
}

/** The students list's status line ("1–30 of 30"), once the list has loaded. */
const listStatus = (page: Page) => page.getByRole('status').filter({ hasText: / of |No students match/ });

async function studentCount(page: Page): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(listStatus(page)).toBeVisible();
  return (await listStatus(page).textContent()) ?? '';
}

test('an owner onboards 30 students from the Excel template, fixing the two rows the dry run names', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(180_000);
  const school = await activeSchool(request, appServer.dataDir, `nisha.${Date.now()}@greenvalley.in`);
  await enterPortal(page, school);
  const nav = page.getByRole('navigation', { name: 'Portal' });

  // The template, as Excel would get it.
  await nav.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await page.getByLabel('Students and their guardians').check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the Excel template' }).click();
  const template = await (await downloading).path();

  // Two mistakes: a gender Excel's list does not offer, and a guardian phone one digit short.
  const rows = students();
  const wrong = rows.map((row) => ({ ...row }));
  Object.assign(wrong[6] as StudentRow, { gender: 'boy' });
  Object.assign(wrong[19] as StudentRow, { guardianPhone: '981002002' });
  await upload(page, await filledTemplate(template, wrong));
  await expect(page.getByText('30 rows: 28 without problems, 2 problems.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems in the file' }).locator('tbody tr');
  await expect(problems).toHaveCount(2);
  // Row numbers as Excel shows them: the header is row 1, the seventh student row 8.
  await expect(problems.nth(0).locator('td').nth(0)).toHaveText('8');
  await expect(problems.nth(0).locator('td').nth(1)).toHaveText('Gender');
  await expect(problems.nth(1).locator('td').nth(0)).toHaveText('21');
  await expect(problems.nth(1).locator('td').nth(1)).toHaveText('Guardian phone');
  // Nothing was written by the check.
  expect(await studentCount(page)).toBe('No students match.');

  // Fixed in the file, checked again and imported with a progress bar.
  const fixed = await filledTemplate(template, rows);
  await nav.getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('Students and their guardians').check();
  await upload(page, fixed);
  await expect(page.getByText('30 rows: 30 without problems, 0 problems.')).toBeVisible();
  await expect(page.getByText('Importing will add 30, update 0 and leave 0 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 30 rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Import finished: 30 added, 0 updated.')).toBeVisible({ timeout: 30_000 });

  // Found by name.
  expect(await studentCount(page)).toBe('1–30 of 30');
  await page.getByLabel('Search by name or admission number').fill('Meera Verma');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(listStatus(page)).toHaveText('1–1 of 1');
  await expect(page.getByRole('link', { name: 'Meera Verma' })).toBeVisible();
  // The search is in the address: a student opened from the list comes back to it, and so does a
  // reload.
  await expect(page).toHaveURL(/\/students\?q=Meera(\+|%20)Verma$/);
  await withinTheApp(page, async () => {
    await page.getByRole('link', { name: 'Meera Verma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Verma' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to students' }).click();
    await expect(listStatus(page)).toHaveText('1–1 of 1');
  });
  await expect(page.getByLabel('Search by name or admission number')).toHaveValue('Meera Verma');
  await page.reload();
  await expect(listStatus(page)).toHaveText('1–1 of 1');
  // The menu's Students is the whole list again.
  expect(await studentCount(page)).toBe('1–30 of 30');
  await expect(page.getByLabel('Search by name or admission number')).toHaveValue('');
  await expect(page).toHaveURL(/\/students$/);

  // The same file again changes nothing.
  await nav.getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('Students and their guardians').check();
  await upload(page, fixed);
  await expect(page.getByText('Importing will add 0, update 0 and leave 30 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 30 rows' }).click();
  await expect(page.getByText('Import finished: 0 added, 0 updated.')).toBeVisible({ timeout: 30_000 });
  expect(await studentCount(page)).toBe('1–30 of 30');

  // A teacher sees the students but cannot export them.
  const teacherEmail = `arjun.${Date.now()}@greenvalley.in`;
  const { json: roleList } = await portalApi<{ roles: { id: string; builtIn: string | null }[] }>(
    page,
    'GET',
    '/roles',
  );
  const teacherRole = roleList.roles.find((role) => role.builtIn === 'teacher')?.id;
  const { status: invited } = await portalApi(page, 'POST', '/members', {
    email: teacherEmail,
    name: 'Arjun Mehta',
    roleId: teacherRole,
    language: 'en',
  });
  expect(invited).toBe(201);
  const invitation = await linkFromMailbox(appServer.dataDir, teacherEmail, '/accept-invitation');
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.goto(invitation.href);
  await teacher.getByLabel('Password', { exact: true }).fill(TEACHER_PASSWORD);
  await teacher.getByLabel('Confirm password').fill(TEACHER_PASSWORD);
  await teacher.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(teacher).toHaveURL(`${school.portal}/`, { timeout: 10_000 });
  expect(await studentCount(teacher)).toBe('1–30 of 30');
  await expect(teacher.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  expect((await portalApi(teacher, 'GET', '/students/export.csv')).status).toBe(403);
  await teacherContext.close();

  // The owner exports one student's data and erases it: both are in the audit log.
  await page.getByRole('link', { name: 'Meera Verma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Verma' })).toBeVisible();
  // Edit beside the name; every other action under "More actions".
  const more = page.getByText('More actions');
  const exported = page.waitForEvent('download');
  await more.click();
  await page.getByRole('button', { name: 'Download data (JSON)' }).click();
  const data = JSON.parse(await readFile((await (await exported).path()) ?? '', 'utf8'));
  expect(JSON.stringify(data)).toContain('GV-014');
  await more.click();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByText('the admission number')).toBeVisible();
  await page.getByLabel('Reason (kept in the audit log)').fill('The guardian asked for erasure.');
  await page.getByRole('button', { name: 'Erase personal data' }).last().click();
  await expect(page.getByText('Personal data erased.')).toBeVisible();
  // The record says who erased it, and its own history lists the erasure.
  await expect(page.getByText(/^Erased on .* by Asha Verma\.$/)).toBeVisible();
  const history = page.getByRole('region', { name: 'History of this student’s data' });
  await expect(history.getByText('Erased', { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('table').locator('tbody tr').filter({ hasText: 'GV-014' });
  await expect(entries.filter({ hasText: 'Exported' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Erased' })).toHaveCount(1);
});
