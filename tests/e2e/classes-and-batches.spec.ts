// Classes and batches of any name (docs/decisions/0030-batches-are-sections.md), on a 360 px
// phone: a school adds "LKG" and renames "Class 1" to "कक्षा 1"; a coaching centre activated
// without NCERT classes is guided from its empty home to Academics, creates the course
// "JEE 2027" and gives it two batches with days, time, room, capacity and teacher.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({ waitsForApp: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The page reloaded what a change touched (its list is not busy). */
async function settled(page: Page) {
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
}

async function addBatch(
  page: Page,
  batch: { name: string; days: string[]; starts: string; ends: string; room: string; capacity: string },
) {
  await page.getByRole('button', { name: 'Add a batch' }).click();
  await page.getByLabel('Batch name').fill(batch.name);
  for (const day of batch.days) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Starts at').fill(batch.starts);
  await page.getByLabel('Ends at').fill(batch.ends);
  await page.getByLabel('Room').fill(batch.room);
  await page.getByLabel('Capacity').fill(batch.capacity);
  await page.getByLabel('Teacher').selectOption({ label: 'Sunil Verma' });
  await page.getByRole('button', { name: 'Save batch' }).click();
  await expect(page.getByRole('heading', { name: 'New batch' })).toHaveCount(0);
}

test('a school adds LKG and renames Class 1 to कक्षा 1; a coaching centre makes JEE 2027 with two batches', async ({
  page,
  request,
  appServer,
}) => {
  const stamp = Date.now();
  const school = await activeSchool(request, appServer.dataDir, `lkg.${stamp}@littlesteps.in`, ['1']);
  await enterPortal(page, school);
  await page.goto(`${school.portal}/academics`);
  const classes = page.getByRole('region', { name: 'Classes' });
  await classes.getByRole('button', { name: 'Add a class' }).click();
  await classes.getByLabel('Add a class').fill('LKG');
  await classes.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(classes.getByRole('link', { name: 'Sections, Subjects: LKG' })).toBeVisible();
  await settled(page);
  await classes.getByRole('button', { name: 'Rename Class 1' }).click();
  await classes.getByLabel('New name for Class 1').fill('कक्षा 1');
  await classes.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(classes.getByRole('link', { name: 'Sections, Subjects: कक्षा 1' })).toBeVisible();
  await settled(page);
  // LKG comes before कक्षा 1 once moved up; every list of classes follows.
  await classes.getByRole('button', { name: 'Move LKG up' }).click();
  await expect(classes.getByRole('button', { name: 'Move LKG up' })).toBeDisabled();
  // The list moves at once and the new order is saved behind it: the server has it a moment later.
  await expect
    .poll(async () => {
      const listed = await portalApi<{ classes: { name: string }[] }>(page, 'GET', '/classes');
      return listed.json.classes.map((klass) => klass.name);
    })
    .toEqual(['LKG', 'कक्षा 1']);

  const centre = await activeSchool(
    request,
    appServer.dataDir,
    `jee.${stamp}@apexcoaching.in`,
    [],
    'coaching',
  );
  await enterPortal(page, centre);
  // The empty portal guides, never dead-ends: the first step leads to Academics.
  const guide = page.getByRole('region', { name: 'Set up your coaching centre' });
  await expect(guide.getByText('0 of 4 done')).toBeVisible();
  const teacher = await portalApi(page, 'POST', '/employees', {
    name: 'Sunil Verma',
    phone: '+919876543210',
  });
  expect(teacher.status).toBe(201);
  await guide.getByRole('link', { name: 'Add your courses and their batches' }).click();
  await expect(
    page.getByText('No courses yet. Add the first one, e.g. JEE 2027, then its batches.'),
  ).toBeVisible();
  const courses = page.getByRole('region', { name: 'Courses' });
  await courses.getByRole('button', { name: 'Add a course' }).click();
  await courses.getByLabel('Add a course').fill('JEE 2027');
  await courses.getByRole('button', { name: 'Add', exact: true }).click();
  await settled(page);
  await courses.getByRole('link', { name: 'Batches, Subjects: JEE 2027' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'JEE 2027' })).toBeVisible();

  await addBatch(page, {
    name: 'Morning',
    days: ['Mon', 'Wed', 'Fri'],
    starts: '07:00',
    ends: '09:00',
    room: '1',
    capacity: '30',
  });
  // A batch that would end before it starts is caught in the form.
  await page.getByRole('button', { name: 'Add a batch' }).click();
  await page.getByLabel('Batch name').fill('Evening');
  for (const day of ['Tue', 'Thu', 'Sat']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Starts at').fill('19:00');
  await page.getByLabel('Ends at').fill('18:00');
  await page.getByRole('button', { name: 'Save batch' }).click();
  await expect(page.getByText('The batch must end after it starts')).toBeVisible();
  await page.getByLabel('Ends at').fill('21:00');
  await page.getByRole('button', { name: 'Save batch' }).click();

  const batches = page.getByRole('region', { name: 'Batches' });
  await expect(
    batches.getByText('Mon, Wed, Fri · 07:00–09:00 · Room 1 · 30 seats · Sunil Verma'),
  ).toBeVisible();
  await expect(batches.getByText('Tue, Thu, Sat · 19:00–21:00')).toBeVisible();
  // Nothing is cut off at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
