// The tenant dashboard (docs/requirements/tenant.md) end to end: a fresh owner sees INACTIVE, ticks
// Middle 6-8, activates, confirms, sees ACTIVE after the refetch with classes 6-8, deactivates,
// sees INACTIVE, reactivates with All.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';

test('an owner activates, deactivates and reactivates the institution', async ({ page, appServer }) => {
  test.setTimeout(90_000);
  const email = `meera.${Date.now()}@dpsmadurai.in`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Chalk&Board2026');
  await page.getByLabel('Confirm password').fill('Chalk&Board2026');
  await page.getByLabel('Institution name').fill('DPS Madurai');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const link = await linkFromMailbox(appServer.dataDir, email, '/verify');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });

  const details = page.getByRole('region', { name: 'Your institution' });
  const status = details.locator('dt', { hasText: 'Status' }).locator('+ dd');
  await expect(status).toHaveText('INACTIVE');
  await expect(details.locator('dt', { hasText: 'Name' }).first().locator('+ dd')).toHaveText('DPS Madurai');
  await expect(page.getByLabel('Live Classroom Coming Soon')).toBeDisabled();
  // Attendance is in every portal: not a box, not coming soon (issue 33).
  await expect(page.getByRole('region', { name: 'In every portal' })).toContainText('Attendance Tracking');
  await expect(page.getByText('Coming Soon', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'School' })).toBeChecked();

  const activate = page.getByRole('button', { name: 'Activate Tenant' });
  await page.getByLabel('NCERT courses').check();
  await expect(activate).toBeDisabled(); // NCERT ticked, no class yet
  await page.getByLabel('Middle 6-8').check();
  for (const grade of [6, 7, 8])
    await expect(page.getByLabel(`Class ${grade}`, { exact: true })).toBeChecked();
  await activate.click();
  await page.getByRole('button', { name: 'Yes, activate' }).click();
  await expect(page.getByText('Activation started. This page updates in a few seconds.')).toBeVisible();
  // The setting up shows where the button was, with its steps.
  await expect(page.getByRole('status').filter({ hasText: 'Setting up your institution' })).toContainText(
    'Setting up classes and subjects',
  );
  await expect(status).toHaveText('ACTIVE', { timeout: 15_000 });
  await expect(details).toContainText('NCERT courses: Class 6, Class 7, Class 8');
  // The admin portal's link opens the school's portal: its host, with this site's scheme and port.
  const portal = details.locator('dt', { hasText: 'Admin portal' }).locator('+ dd').getByRole('link');
  const href = (await portal.getAttribute('href')) ?? '';
  const site = new URL(page.url());
  expect(href).toMatch(new RegExp(`^${site.protocol}//dps-madurai-[a-z0-9]{4}\\.localhost:${site.port}$`));
  await expect(portal).toHaveText(href); // the whole address, never cut
  // In the browser: it resolves *.localhost to this machine (Node's resolver does not).
  const opened = await page.context().newPage();
  expect((await opened.goto(href))?.status()).toBe(200);
  await opened.close();

  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveClass(/button--secondary/);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(page.getByText(/has been deactivated/)).toBeVisible();
  await expect(status).toHaveText('INACTIVE', { timeout: 15_000 });

  await page.getByLabel('NCERT courses').check();
  await page.getByLabel('All', { exact: true }).check();
  await page.getByRole('button', { name: 'Activate Tenant' }).click();
  await page.getByRole('button', { name: 'Yes, activate' }).click();
  await expect(status).toHaveText('ACTIVE', { timeout: 15_000 });
  await expect(details).toContainText(
    'NCERT courses: Class 1, Class 2, Class 3, Class 4, Class 5, Class 6, Class 7, Class 8, Class 9, Class 10, Class 11, Class 12',
  );

  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('a visitor who is not signed in is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeVisible();
});
