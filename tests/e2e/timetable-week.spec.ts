// A section's week in minutes, on a 360 px phone (docs/requirements/school-day.md#timetable): from
// a school whose Monday rings 8 teaching periods, the owner gives Tuesday to Saturday Monday's bells
// and fills Class 6 A's week from 8 subjects with their teachers, 6 periods each; every tap, choice
// and typed field the owner makes is counted, and the 6-day week of 48 periods takes at most 60.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({ waitsForApp: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const MONDAY = [
  ['08:00', '08:40'],
  ['08:40', '09:20'],
  ['09:20', '10:00'],
  ['10:00', '10:40'],
  ['11:00', '11:40'],
  ['11:40', '12:20'],
  ['12:20', '13:00'],
  ['13:00', '13:40'],
].map(([startsAt, endsAt], index) => ({
  number: index + 1,
  startsAt,
  endsAt,
  label: `Period ${index + 1}`,
  teaching: true,
}));
const TEACHERS = ['Asha Sharma', 'Bimal Das', 'Chitra Nair', 'Deepak Joshi'];

/** What the owner does, each counted: a tap, a choice in a list, a field typed into. */
function counted() {
  let taps = 0;
  return {
    get taps() {
      return taps;
    },
    async tap(target: Locator) {
      taps += 1;
      await target.click();
    },
    async choose(target: Locator, label: string) {
      taps += 1;
      await target.selectOption({ label });
    },
    async type(target: Locator, value: string) {
      taps += 1;
      await target.fill(value);
    },
  };
}

/** Monday's bells, four teachers, and Class 6's first 8 subjects (made up to 8 when fewer). */
async function schoolWithMonday(page: Page) {
  const { json: centres } = await portalApi<{ centres: { id: string; main: boolean }[] }>(
    page,
    'GET',
    '/learning-centres',
  );
  const centre = centres.centres.find((one) => one.main)?.id;
  expect((await portalApi(page, 'PUT', `/bell-schedule/${centre}/1`, { periods: MONDAY })).status).toBe(200);
  for (const [index, name] of TEACHERS.entries()) {
    const made = await portalApi(page, 'POST', '/employees', { name, phone: `981000000${index}` });
    expect(made.status).toBe(201);
  }
  const { json: structure } = await portalApi<{ classes: { id: string; name: string }[] }>(
    page,
    'GET',
    '/classes',
  );
  const six = structure.classes.find((one) => one.name === 'Class 6')?.id ?? '';
  const detail = async () =>
    (await portalApi<{ subjects: { name: string }[] }>(page, 'GET', `/classes/${six}`)).json.subjects;
  for (let more = 8 - (await detail()).length; more > 0; more -= 1) {
    expect(
      (await portalApi(page, 'POST', `/classes/${six}/subjects`, { name: `Subject ${more}` })).status,
    ).toBe(201);
  }
  return (await detail()).slice(0, 8).map((subject) => subject.name);
}

test('a section’s 6-day week of 8 periods is built in at most 60 counted taps', async ({
  page,
  request,
  appServer,
}) => {
  const stamp = Date.now();
  const school = await activeSchool(request, appServer.dataDir, `owner.${stamp}@sunrise.in`, ['6']);
  await enterPortal(page, school);
  const subjects = await schoolWithMonday(page);
  await page.goto(`${school.portal}/timetable/bells`);
  const owner = counted();

  /** Whether `target` lies whole within the phone's 360 px (not cut off nor scrolled away sideways). */
  const onScreen = async (target: Locator) => {
    const box = await target.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 360;
  };

  // Tuesday to Saturday ring as Monday does: Copy, then one confirm (Monday to Saturday is ticked).
  const monday = page.getByRole('region', { name: 'Periods on Monday' });
  // Each period is a card on the phone: its label, Teaching and Remove are all on the screen.
  for (const control of [
    monday.getByRole('textbox', { name: 'Label, period 8' }),
    monday.getByRole('checkbox', { name: 'Teaching, period 8' }),
    monday.getByRole('button', { name: 'Remove period 8' }),
  ]) {
    expect(await onScreen(control)).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(1);
  await owner.tap(monday.getByRole('button', { name: 'Copy to other days' }));
  await owner.tap(monday.getByRole('button', { name: 'Copy to 5 days' }));
  await expect(monday.getByRole('status')).toHaveText(
    'Copied to Tuesday, Wednesday, Thursday, Friday, Saturday.',
  );

  // Class 6 A's week from its subjects: each with a teacher (two subjects each) and 6 periods.
  await owner.tap(page.getByRole('main').getByRole('link', { name: 'Timetable', exact: true }));
  await owner.choose(page.getByRole('combobox', { name: 'Section' }), 'Class 6 A');
  await owner.tap(page.getByText('Fill the week from subjects and teachers'));
  const fill = page.getByRole('form', { name: 'Fill the week from subjects and teachers' });
  for (const [index, subject] of subjects.entries()) {
    await owner.choose(
      fill.getByRole('combobox', { name: `Teacher, ${subject}`, exact: true }),
      TEACHERS[index % 4] ?? '',
    );
    await owner.type(fill.getByRole('textbox', { name: `Periods a week, ${subject}`, exact: true }), '6');
  }
  await owner.tap(fill.getByRole('button', { name: 'Show the plan' }));
  const plan = page.getByRole('region', { name: 'Fill the week from subjects and teachers' });
  await expect(plan).toContainText('48 periods go into empty slots.');
  await owner.tap(plan.getByRole('button', { name: 'Place 48 periods' }));
  await expect(plan).toContainText('48 periods placed.');

  // The week shows 48 filled periods, Monday to Saturday, none free.
  const week = page.getByRole('table', { name: 'Class 6 A: the week' });
  await expect(week.getByRole('columnheader')).toHaveText([
    'Period',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]);
  const slots = week.getByRole('button', { name: /^Edit \w+day, period \d$/ });
  await expect(slots).toHaveCount(48);
  await expect(week.getByText('Free', { exact: true })).toHaveCount(0);
  // A period's sheet fits the phone, its buttons and the whole of a long sentence on screen.
  await week.getByRole('button', { name: 'Edit Saturday, period 8' }).click();
  const sheet = page.getByRole('form', { name: 'Saturday, period 8' });
  expect(await onScreen(sheet)).toBe(true);
  expect(await onScreen(sheet.getByRole('button', { name: 'Every day' }))).toBe(true);
  await expect(sheet.getByRole('button', { name: 'Save period' })).toBeInViewport();
  console.log(`A section's 6-day week of 8 periods took ${owner.taps} taps.`);
  expect(owner.taps).toBeLessThanOrEqual(60);
});
