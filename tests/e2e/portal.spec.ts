// The school's portal end to end (docs/requirements/portal.md), from a fresh data directory: an
// owner registers, verifies, activates, opens the admin portal and lands signed in at
// <code>.localhost; invites a teacher, who accepts from the mailed link in their own browser,
// signs in at the portal and cannot open what the Teacher role forbids; the owner adds section B
// to Class 6 and a subject to it. Chromium resolves every *.localhost name to this machine.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';
import { activeSchool, enterPortal, portalApi, twoMondayPeriods, withinTheApp } from './portals';

const PASSWORD = 'Chalk&Board2026';
const TEACHER_PASSWORD = 'Slate&Duster2031';

test('an owner opens the portal, invites a teacher who is kept to the Teacher role, and adds a section and a subject', async ({
  page,
  browser,
  appServer,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `kavita.${stamp}@greenvalley.in`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Kavita');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Institution name').fill('Green Valley School');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const verify = await linkFromMailbox(appServer.dataDir, email, '/verify');
  await page.goto(`${verify.pathname}${verify.search}`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await page.getByLabel('NCERT courses').check();
  await page.getByLabel('Middle 6-8').check();
  await page.getByRole('button', { name: 'Activate Tenant' }).click();
  await page.getByRole('button', { name: 'Yes, activate' }).click();
  const details = page.getByRole('region', { name: 'Your institution' });
  await expect(details.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText('ACTIVE', {
    timeout: 20_000,
  });
  const code = (await details.locator('dt', { hasText: 'Code' }).locator('+ dd').textContent())?.trim() ?? '';
  const port = new URL(appServer.url).port;
  const portal = `http://${code}.localhost:${port}`;

  // The hand-off: one click from the dashboard to the portal, signed in as the owner.
  await page.getByRole('button', { name: 'Open admin portal' }).click();
  await expect(page).toHaveURL(`${portal}/`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome, Kavita Rao' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Members' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Invite a teacher.
  const teacherEmail = `arjun.${stamp}@greenvalley.in`;
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Name').fill('Arjun Mehta');
  await page.getByLabel('E-mail').fill(teacherEmail);
  await page.getByLabel('Role').selectOption({ label: 'Teacher' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${teacherEmail}.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: teacherEmail })).toBeVisible();

  // The teacher, in a browser of their own, accepts from the mailed link and signs in.
  const invitation = await linkFromMailbox(appServer.dataDir, teacherEmail, '/accept-invitation');
  expect(invitation.origin).toBe(portal);
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.goto(invitation.href);
  await expect(
    teacher.getByText("You have been invited to Green Valley School's portal as Teacher."),
  ).toBeVisible();
  await teacher.getByLabel('Password', { exact: true }).fill(TEACHER_PASSWORD);
  await teacher.getByLabel('Confirm password').fill(TEACHER_PASSWORD);
  await teacher.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(teacher).toHaveURL(`${portal}/`, { timeout: 10_000 });
  // Signed out and in again, with e-mail and password.
  await teacher.getByRole('button', { name: 'Sign out' }).click();
  await expect(teacher).toHaveURL(`${portal}/sign-in`);
  await teacher.getByLabel('Email').fill(teacherEmail);
  await teacher.getByLabel('Password').fill(TEACHER_PASSWORD);
  await teacher.getByRole('button', { name: 'Sign in' }).click();
  await expect(teacher.getByRole('heading', { name: 'Welcome, Arjun Mehta' })).toBeVisible({
    timeout: 10_000,
  });
  const teacherNav = teacher.getByRole('navigation', { name: 'Portal' });
  await expect(teacherNav.getByRole('link', { name: 'Academics' })).toBeVisible();
  await expect(teacherNav.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expect(teacherNav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await teacher.goto(`${portal}/members`);
  await expect(teacher.getByText('You do not have access to this page.')).toBeVisible();
  await teacherContext.close();

  // The owner adds section B to Class 6 and a subject of the school's own.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Academics' }).click();
  const sections = page.getByRole('region', { name: 'Sections' });
  await withinTheApp(page, async () => {
    await page.getByRole('link', { name: 'Class 6' }).click();
    await expect(sections).toBeVisible();
  });
  await sections.getByRole('button', { name: 'New section' }).click();
  // The next free letter is suggested.
  await expect(sections.getByLabel('New section')).toHaveValue('B');
  await sections.getByRole('button', { name: 'Add' }).click();
  await expect(sections.getByRole('listitem')).toHaveText([/^A/, /^B/]);
  const subjects = page.getByRole('region', { name: 'Subjects' });
  await subjects.getByRole('button', { name: 'New subject of your own' }).click();
  await subjects.getByLabel('New subject of your own').fill('Yoga');
  await subjects.getByRole('button', { name: 'Add' }).click();
  await expect(subjects.getByRole('listitem').filter({ hasText: 'Yoga' })).toContainText(
    'Added by the school',
  );
  // Still there after a reload: the server has them. (The fixture's page.reload waits for the
  // marketing app, which a portal page does not have.)
  await page.evaluate(() => window.location.reload());
  await expect(page.getByRole('region', { name: 'Sections' }).getByRole('listitem')).toHaveText([/^A/, /^B/]);
  await expect(
    page.getByRole('region', { name: 'Subjects' }).getByText('Yoga', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The pages the owner's navigation links to, in its order. */
const NAV_PAGES = [
  'Home',
  'Members',
  'Roles',
  'Employees',
  'Academics',
  'Attendance',
  'Fees',
  'Exams',
  'Students',
  'Import',
  'Audit log',
  'Timetable',
];

// Portal pages have no marketing app for the fixture to wait for.
test.describe('portal pages on their own', () => {
  test.use({ waitsForApp: false });

  test('every portal page is axe clean in English and Hindi, light and dark, and loads nothing from another origin', async ({
    page,
    request,
    appServer,
  }) => {
    test.setTimeout(120_000);
    const school = await activeSchool(request, appServer.dataDir, `leela.${Date.now()}@hilltop.in`);
    const { portal } = school;
    const foreign: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).origin !== portal && !sent.url().startsWith('data:')) foreign.push(sent.url());
    });
    await enterPortal(page, school);
    const nav = page.getByRole('navigation', { name: /^(Portal|पोर्टल)$/ });

    // A student, so the students pages have a row and a record to show.
    const { json: structure } = await portalApi<{ classes: { sections: { id: string }[] }[] }>(
      page,
      'GET',
      '/classes',
    );
    const { status: created } = await portalApi(page, 'POST', '/students', {
      admissionNumber: 'HT-001',
      name: 'Tara Nair',
      sectionId: structure.classes[0]?.sections[0]?.id,
      guardians: [{ name: 'Lakshmi Nair', relation: 'mother', phone: '9811122233', language: 'hi' }],
    });
    expect(created).toBe(201);

    const pages = NAV_PAGES;
    for (const [language, theme] of [
      ['English', 'light'],
      ['हिन्दी', 'dark'],
    ] as const) {
      await page.getByRole('button', { name: language }).click();
      if (theme === 'dark') await page.getByRole('button', { name: 'डार्क थीम' }).click();
      // Light is the system's choice here (the browser's colour scheme), dark the member's.
      if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
      for (const [index, name] of pages.entries()) {
        await nav.getByRole('link').nth(index).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), `${name} in ${language}, ${theme}`).toEqual([]);
      }
      await nav.getByRole('link').nth(pages.indexOf('Academics')).click();
      await page.locator('a[href^="/academics/classes/"]').first().click();
      await expect(page.getByRole('region', { name: /Sections|सेक्शन/ })).toBeVisible();
      expect(await seriousViolations(page), `a class in ${language}, ${theme}`).toEqual([]);
      await nav.getByRole('link').nth(pages.indexOf('Students')).click();
      await page.getByRole('link', { name: 'Tara Nair' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tara Nair' })).toBeVisible();
      expect(await seriousViolations(page), `a student in ${language}, ${theme}`).toEqual([]);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(foreign).toEqual([]);
  });

  test('every portal page is styled when it is the first one opened (a bookmark, a reload, the app’s start)', async ({
    page,
    request,
    appServer,
  }) => {
    test.setTimeout(120_000);
    const school = await activeSchool(request, appServer.dataDir, `ravi.${Date.now()}@hilltop.in`);
    await enterPortal(page, school);
    const { json: structure } = await portalApi<{ classes: { id: string; sections: { id: string }[] }[] }>(
      page,
      'GET',
      '/classes',
    );
    const classId = structure.classes[0]?.id;
    const sectionId = structure.classes[0]?.sections[0]?.id;
    const paths = [
      '/members',
      '/roles',
      '/employees',
      '/academics',
      `/academics/classes/${classId}`,
      '/attendance',
      `/attendance/${sectionId}`,
      '/attendance/register',
      '/attendance/settings',
      '/students',
      '/students/new',
      '/import',
      '/audit',
      '/timetable',
      '/timetable/bells',
      '/timetable/mine',
    ];
    for (const path of paths) {
      await page.goto(`${school.portal}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The management screens' panel and controls (management.css), not the browser's defaults.
      const panel = page.locator('main .mgmt-page').first();
      expect.soft(await panel.evaluate((element) => getComputedStyle(element).display), path).toBe('grid');
    }
  });

  test('a member who reads Hindi gets the self-hosted Devanagari font; in English the portal never downloads it', async ({
    page,
    request,
    appServer,
  }) => {
    const school = await activeSchool(request, appServer.dataDir, `mira.${Date.now()}@hilltop.in`);
    const fonts: string[] = [];
    page.on('request', (sent) => {
      if (/devanagari/i.test(sent.url())) fonts.push(sent.url());
    });
    await enterPortal(page, school);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts, 'Devanagari font requests in English').toEqual([]);

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Shala Devanagari"', 'हिन्दी')))
      .toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"?Shala Devanagari"?,/,
    );
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin).toBe(school.portal);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('no portal page is wider than the screen, with its tables, editors and long names in it', async ({
      page,
      request,
      appServer,
    }) => {
      test.setTimeout(150_000);
      const stamp = Date.now();
      const school = await activeSchool(request, appServer.dataDir, `nila.${stamp}@hilltop.in`, ['6', '7']);
      await enterPortal(page, school);
      // Content that is wide on a phone: a bell day, a teacher with a long name, an invitation to a
      // long address.
      await twoMondayPeriods(page);
      const teacher = await portalApi(page, 'POST', '/employees', {
        name: 'Venkataraghavan Subramaniam Iyer-Krishnamurthy',
        phone: '9810000001',
        email: `venkat.${stamp}@hilltop.in`,
      });
      expect(teacher.status).toBe(201);
      const { json: roles } = await portalApi<{ roles: { id: string; builtIn: string | null }[] }>(
        page,
        'GET',
        '/roles',
      );
      const invited = await portalApi(page, 'POST', '/members', {
        email: `parvathy.ramachandran.venkatesan.${stamp}@hilltop-public-school.in`,
        name: 'Parvathy Ramachandran-Venkatesan',
        roleId: roles.roles.find((role) => role.builtIn === 'teacher')?.id,
        language: 'en',
      });
      expect(invited.status).toBe(201);

      const nav = page.getByRole('navigation', { name: 'Portal' });
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      const shown = async (name: string) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect.soft(await width(), name).toBeLessThanOrEqual(360);
      };
      for (const name of NAV_PAGES) {
        await nav.getByRole('link', { name, exact: true }).click();
        await shown(name);
      }
      await nav.getByRole('link', { name: 'Roles', exact: true }).click();
      await page.getByRole('button', { name: 'New role' }).tap();
      await expect(page.getByRole('heading', { name: 'New role' })).toBeVisible();
      await shown('the role editor');

      await nav.getByRole('link', { name: 'Timetable', exact: true }).click();
      await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Class 7 A' });
      await page.getByRole('button', { name: 'Edit Monday, period 1' }).tap();
      const slot = page.getByRole('form', { name: 'Monday, period 1' });
      await slot
        .getByLabel('Teacher')
        .selectOption({ label: 'Venkataraghavan Subramaniam Iyer-Krishnamurthy' });
      await shown('a period open in the timetable');

      await page.getByRole('link', { name: 'Bell schedule' }).click();
      await expect(page.getByRole('textbox', { name: /period 2/ }).first()).toBeVisible();
      await shown('a bell day with periods');
      // A day with one period, and another added by a tap.
      await page.getByRole('combobox', { name: 'Weekday' }).selectOption({ label: 'Tuesday' });
      const addPeriod = page.getByRole('button', { name: 'Add period' });
      await addPeriod.tap();
      await addPeriod.tap();
      await expect(page.getByRole('button', { name: /Remove period/ })).toHaveCount(2);
      await shown('a bell day being edited');
    });
  });

  test('an address with no active school gets a plain page that links to the main site', async ({
    page,
    appServer,
    pageErrors,
  }) => {
    const port = new URL(appServer.url).port;
    const answer = await page.goto(`http://nobody-here.localhost:${port}/members`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'School portal not available' })).toBeVisible();
    await expect(page.getByText('There is no school portal at this address.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Shala' })).toHaveAttribute('href', appServer.url);
    expect(await seriousViolations(page)).toEqual([]);
    // The browser reports the page's own 404 status as a failed load: that is the point here.
    expect(pageErrors.splice(0)).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});
