// Guardians and a coaching centre's test results end to end (docs/requirements/guardians.md,
// docs/requirements/exams.md#coaching), on the production build and 360 px phones: the centre
// publishes a test series and takes today's register; each child's parent signs in from the staff
// sign-in page's link with the code from their mailbox (no password), finds their child, sees
// today's absence on the month's calendar and the child's place in the batch; the second parent sees their own child's place and, opening the first child's page by
// its address, is refused and sees no place. The first parent's phone installs the app and, without
// a connection, still shows her child's page as last loaded; once the centre has a fee plan, she
// sees what is due with the UPI link and QR code to pay it; she gives consent to messages herself,
// and the school's student page shows it as given by her, verified by her code. The guardian's pages are checked with axe at 360 px
// in English and Hindi.
import type { Browser } from '@playwright/test';
import { seriousViolations } from './axe';
import { clockOf, expect, test } from './fixtures';
import { codeFromMailbox } from './mailbox';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({ waitsForApp: false, serverClock: '2026-11-27T04:30:00.000Z' });

const PHONE = { width: 360, height: 740 };

/** A parent's own phone: a new browser context at 360 px, signed in with a mailed code. */
async function parentSignsIn(
  browser: Browser,
  appServer: Parameters<typeof clockOf>[1],
  portal: string,
  email: string,
) {
  // The app's service worker runs, as on the parent's phone (the suite blocks workers elsewhere).
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  await clockOf(context, appServer);
  const page = await context.newPage();
  await page.goto(`${portal}/sign-in`);
  await page.getByRole('link', { name: 'Parents and guardians sign in here' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in as a parent or guardian' }),
  ).toBeVisible();
  await page.getByLabel('Phone number or e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/a 6-digit code is on its way/)).toBeVisible({ timeout: 10_000 });
  await page.getByLabel('Code').fill(await codeFromMailbox(appServer.dataDir, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${portal}/guardian`, { timeout: 10_000 });
  return { context, page };
}

test("a coaching centre's test results: each parent sees their own child's place, and not another child's", async ({
  page,
  request,
  browser,
  appServer,
}) => {
  const stamp = Date.now();
  const centre = await activeSchool(
    request,
    appServer.dataDir,
    `apex.${stamp}@apexcoaching.in`,
    ['11'],
    'coaching',
  );
  await enterPortal(page, centre);
  const { json: structure } = await portalApi<{
    classes: { id: string; sections: { id: string }[] }[];
  }>(page, 'GET', '/classes');
  const course = structure.classes[0];
  const batch = course?.sections[0]?.id ?? '';
  const { json: courseInfo } = await portalApi<{ subjects: { id: string }[] }>(
    page,
    'GET',
    `/classes/${course?.id}`,
  );
  const parents = { aditi: `aditi.parent.${stamp}@example.in`, bhavya: `bhavya.parent.${stamp}@example.in` };
  const student = async (name: string, roll: number, email: string) => {
    const { status, json } = await portalApi<{ id: string }>(page, 'POST', '/students', {
      admissionNumber: `JEE-${roll}`,
      name,
      sectionId: batch,
      rollNumber: roll,
      guardians: [
        { name: `Parent of ${name}`, relation: 'mother', phone: `98200000${roll}0`, email, language: 'en' },
      ],
    });
    expect(status, JSON.stringify(json)).toBe(201);
    return json.id;
  };
  const aditi = await student('Aditi Rao', 1, parents.aditi);
  const bhavya = await student('Bhavya Jain', 2, parents.bhavya);

  // The centre's test series, its results shown at once (the delay's own test is the server's),
  // Aditi ahead of Bhavya in every test; proofread and published.
  const created = await portalApi<{ id: string }>(page, 'POST', '/exams/schemes', {
    name: 'JEE series',
    preset: 'test_series',
  });
  expect(created.status).toBe(201);
  const { json: scheme } = await portalApi<{ version: number; document: unknown }>(
    page,
    'GET',
    `/exams/schemes/${created.json.id}`,
  );
  expect(
    (
      await portalApi(page, 'PUT', `/exams/schemes/${created.json.id}`, {
        version: scheme.version,
        document: scheme.document,
        releaseDelayDays: 0,
      })
    ).status,
  ).toBe(200);
  expect(
    (await portalApi(page, 'PUT', `/exams/classes/${course?.id}/scheme`, { schemeId: created.json.id }))
      .status,
  ).toBe(200);
  for (const subject of courseInfo.subjects)
    expect(
      (
        await portalApi(page, 'PUT', `/exams/sheets/${batch}/${subject.id}/series`, {
          marks: [
            [aditi, 82],
            [bhavya, 64],
          ].flatMap(([studentId, marks]) =>
            ['test1', 'test2', 'test3', 'test4'].map((componentKey) => ({
              studentId,
              componentKey,
              value: { centi: Number(marks) * 100 },
              revision: 0,
            })),
          ),
        })
      ).status,
    ).toBe(200);
  expect((await portalApi(page, 'POST', `/exams/sections/${batch}/terms/series/proofread`)).status).toBe(200);
  expect((await portalApi(page, 'POST', `/exams/sections/${batch}/terms/series/publish`)).status).toBe(200);

  // Today's register: Aditi absent.
  expect(
    (
      await portalApi(page, 'PUT', `/attendance/sections/${batch}`, {
        submissionId: crypto.randomUUID(),
        date: '2026-11-27',
        takenAt: '2026-11-27T04:00:00.000Z',
        marks: [{ studentId: aditi, mark: 'absent' }],
      })
    ).status,
  ).toBe(200);

  // Aditi's mother, on her phone: her child, and Aditi's place.
  const first = await parentSignsIn(browser, appServer, centre.portal, parents.aditi);
  await expect(
    first.page.getByRole('heading', { level: 1, name: 'Hello, Parent of Aditi Rao' }),
  ).toBeVisible();
  await first.page.getByRole('link', { name: /Aditi Rao/ }).click();
  const card = first.page.getByRole('article', { name: /Test series/ });
  await expect(card.getByText('Place in the batch: 1 of 2')).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Only you and your child see this place.')).toBeVisible();
  // The month's attendance above it: today absent, on the calendar too.
  await expect(first.page.getByText('Today: Absent')).toBeVisible();
  await expect(first.page.getByRole('cell', { name: '27 Absent' })).toBeVisible();
  await expect(first.page.getByRole('heading', { level: 2, name: 'The week' })).toBeVisible();
  // The message the school's register made about it: not sent, as no one had consented to messages.
  await expect(
    first.page.getByRole('region', { name: 'Messages from the school' }).getByRole('listitem').first(),
  ).toContainText('Absent on 27 Nov 2026');
  await first.page.getByRole('button', { name: 'Previous month' }).click();
  await expect(first.page).toHaveURL(/month=2026-10/);
  await expect(first.page.getByText('No attendance taken this month.')).toBeVisible();
  await first.page.goBack();
  expect(await first.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The app installs (Chromium accepts its manifest and service worker), and Aditi's page, opened
  // again without a connection, shows what the phone loaded last.
  // A test's browser context is an incognito one, which Chromium never installs from: that is the
  // one objection allowed (no manifest, icon or service worker problem).
  const cdp = await first.context.newCDPSession(first.page);
  await expect
    .poll(
      async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => id !== 'in-incognito'),
      { timeout: 15_000 },
    )
    .toEqual([]);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  await expect
    .poll(() => first.page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await first.context.setOffline(true);
  await first.page.reload();
  await expect(first.page.getByText(/^No connection: this is what your phone loaded at /)).toBeVisible({
    timeout: 10_000,
  });
  await expect(first.page.getByText('Today: Absent')).toBeVisible();
  await expect(first.page.getByText('Place in the batch: 1 of 2')).toBeVisible();
  await first.context.setOffline(false);

  // No fees yet, and the page says nothing about them; once the centre has a plan and its UPI ID,
  // the parent sees what is due, with the link and the QR code to pay it.
  await expect(first.page.getByRole('heading', { name: 'Fees' })).toHaveCount(0);
  const head = await portalApi<{ id: string }>(page, 'POST', '/fees/heads', {
    name: 'Coaching fee',
    kind: 'recurring',
    gstRateBp: 0,
  });
  const settings = await portalApi(page, 'GET', '/fees/settings');
  expect(
    (
      await portalApi(page, 'PUT', '/fees/settings', {
        ...(settings.json as object),
        upiVpa: 'apex@sbi',
        upiPayee: 'Apex Coaching',
      })
    ).status,
  ).toBe(200);
  const plan = await portalApi<{ id: string; versions: { effectiveFrom: string }[] }>(
    page,
    'POST',
    '/fees/plans',
    {
      name: 'JEE fees',
      classId: course?.id,
      sectionId: null,
      category: null,
    },
  );
  expect(
    (
      await portalApi(page, 'PUT', `/fees/plans/${plan.json.id}/draft`, {
        effectiveFrom: plan.json.versions[0]?.effectiveFrom,
        instalments: [
          {
            key: 'i1',
            label: 'November',
            dueOn: '2026-11-10',
            amounts: [{ headId: head.json.id, paise: 5_000_00 }],
          },
        ],
      })
    ).status,
  ).toBe(200);
  expect((await portalApi(page, 'POST', `/fees/plans/${plan.json.id}/publish`)).status).toBe(200);
  await first.page.reload();
  const fees = first.page.getByRole('region', { name: 'Fees' });
  await expect(fees.getByText('Due now: ₹5,000.00')).toBeVisible({ timeout: 10_000 });
  await expect(fees.getByRole('link', { name: 'Pay ₹5,000.00 by UPI' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?/,
  );
  await expect(fees.getByRole('img', { name: /UPI code to pay ₹5,000.00/ })).toBeVisible();

  // Aditi's mother gives consent to messages herself; the school's student page shows it as hers,
  // verified by the code to her e-mail.
  await first.page.getByRole('link', { name: 'What the school holds, and your consent' }).click();
  await expect(
    first.page.getByRole('heading', { level: 1, name: 'What the school holds about Aditi Rao' }),
  ).toBeVisible();
  await first.page.getByRole('switch', { name: 'Messages to you' }).click();
  await expect(first.page.getByText('Saved.')).toBeVisible({ timeout: 10_000 });
  await expect(first.page.getByRole('switch', { name: 'Messages to you' })).toBeChecked();
  await expect(first.page.getByText(/^Given by you on 27 Nov 2026/)).toBeVisible();
  expect(await first.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto(`${centre.portal}/students/${aditi}`);
  // The consent's own cell (the audit log's entry below it names the method too).
  await expect(
    page.getByRole('cell', {
      name: 'Given by the guardian in the portal, verified by a code to their e-mail',
      exact: true,
    }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await first.page.goBack();

  // Bhavya's father: his own child's place; Aditi's page, opened by its address, refused.
  const second = await parentSignsIn(browser, appServer, centre.portal, parents.bhavya);
  await second.page.getByRole('link', { name: /Bhavya Jain/ }).click();
  await expect(second.page.getByText('Place in the batch: 2 of 2')).toBeVisible({ timeout: 10_000 });
  await second.page.goto(`${centre.portal}/guardian/children/${aditi}`);
  await expect(second.page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
  await expect(second.page.getByText(/Place in the batch/)).toHaveCount(0);
  await expect(second.page.getByText('Aditi Rao')).toHaveCount(0);

  // The guardian's pages, cold at 360 px, in English and in Hindi: loaded, no wider, axe-clean.
  for (const language of ['en', 'hi'] as const) {
    await first.page.evaluate((lang) => localStorage.setItem('shala.portal.language', lang), language);
    for (const path of ['/guardian', `/guardian/children/${aditi}`, `/guardian/children/${aditi}/consent`]) {
      await first.page.goto(`${centre.portal}${path}`);
      await expect(first.page.locator('h1').first(), path).toBeVisible({ timeout: 15_000 });
      await expect(first.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      expect(
        await first.page.evaluate(() => document.documentElement.scrollWidth),
        `${language} ${path}`,
      ).toBeLessThanOrEqual(360);
      expect(await seriousViolations(first.page), `${language} ${path}`).toEqual([]);
      await first.page.screenshot({
        path: test.info().outputPath(`guardian-${language}${path.replaceAll('/', '-')}.png`),
        fullPage: true,
      });
    }
  }
  await first.page.getByRole('button', { name: 'साइन आउट' }).click();
  await expect(first.page).toHaveURL(`${centre.portal}/guardian/sign-in`);
  await first.context.close();
  await second.context.close();
});
