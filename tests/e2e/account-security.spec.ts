// The security fixes a browser takes part in: a common password refused on the registration form
// with a sentence saying why; a verification link someone else caused, opened in the owner's own
// browser, verifies the address for its reader, leaves the registrant's password useless and says
// so, offering a link to set one; and
// the dashboard's account section changes the password (other sessions end) and signs out
// everywhere.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';

/** The browser logs each 4xx answer as a console error; those the test provokes are expected. */
function forgiveFailedRequests(pageErrors: string[], statuses: number[]) {
  const expected = statuses.map((status) => `status of ${status}`);
  for (let i = pageErrors.length - 1; i >= 0; i--) {
    if (expected.some((text) => pageErrors[i]?.includes(text))) pageErrors.splice(i, 1);
  }
}

async function fillRegistration(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Institution name').fill('DPS Madurai');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('the registration form says why a common password is refused', async ({ page, pageErrors }) => {
  await fillRegistration(page, `meera.${Date.now()}@dpsmadurai.in`, 'password123');
  await expect(
    page.getByText('Password is too common. Please choose a less predictable password'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toHaveCount(0);
  forgiveFailedRequests(pageErrors, [400]);
});

test("a link someone else caused verifies the address for its reader, not for the registrant's password", async ({
  page,
  playwright,
  appServer,
}) => {
  const email = `owner.${Date.now()}@dpsmadurai.in`;
  // Someone else registers the owner's address with a password of their choosing.
  const stranger = await playwright.request.newContext({ baseURL: appServer.url });
  const registered = await stranger.post('/prod/v1/auth/register', {
    data: {
      email,
      password: 'Stranger&Chose-1',
      fullName: 'Not The Owner',
      institutionName: 'Somewhere Else',
      phone: '9876543210',
    },
  });
  expect(registered.status()).toBe(201);
  // The owner opens the mail in their own browser: verified, and told at once that the password
  // chosen at registration was not kept, with a way to set one.
  const link = await linkFromMailbox(appServer.dataDir, email, '/verify');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail verified' })).toBeVisible();
  await expect(
    page.getByText('The password chosen when registering was not kept', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a link to set a password' }).click();
  await expect(
    page.getByText(`We have sent a link to set your password to ${email}.`, { exact: false }),
  ).toBeVisible();
  const reset = await linkFromMailbox(appServer.dataDir, email, '/reset-password');
  expect(reset.searchParams.get('email')).toBe(email);
  // No countdown took the page away; going on is the owner's choice: signed in, on the dashboard.
  await expect(page).toHaveURL(/\/verify\?/);
  await page.getByRole('button', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
  // The stranger's password opens nothing.
  const login = await stranger.post('/prod/v1/auth/login', {
    data: { username: email, password: 'Stranger&Chose-1' },
  });
  expect(login.status()).toBe(401);
  await stranger.dispose();
});

test('the dashboard changes the password, ending other sessions, and signs out everywhere', async ({
  page,
  request,
  appServer,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  const email = `meera.${Date.now()}@dpsmadurai.in`;
  await fillRegistration(page, email, 'Chalk&Board2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const link = await linkFromMailbox(appServer.dataDir, email, '/verify');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });

  // Another session of the same owner (another device).
  const other = await request.post('/prod/v1/auth/login', {
    data: { username: email, password: 'Chalk&Board2026' },
  });
  expect(other.status()).toBe(200);
  const otherToken = ((await other.json()) as { token: string }).token;
  const otherUserId = ((await other.json()) as { userId: string }).userId;
  const asOther = () =>
    request.get(`/prod/v1/tenants/user/${otherUserId}`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
  expect((await asOther()).status()).toBe(200);

  const account = page.getByRole('region', { name: 'Account security' });
  await account.getByRole('button', { name: 'Change password' }).click();
  await account.getByLabel('Current password').fill('Wrong&Guess-1');
  await account.getByLabel('New password', { exact: true }).fill('Fresh&Chalk-2027');
  await account.getByLabel('Confirm new password').fill('Fresh&Chalk-2027');
  await account.getByRole('button', { name: 'Save new password' }).click();
  await expect(account.getByRole('alert')).toHaveText('Current password is incorrect');
  await account.getByLabel('Current password').fill('Chalk&Board2026');
  await account.getByRole('button', { name: 'Save new password' }).click();
  await expect(account.getByRole('status')).toHaveText(
    'Your password has been changed. Every other session has been signed out.',
  );
  expect((await asOther()).status()).toBe(401);
  await expect(page.getByText('Welcome, Meera Iyer')).toBeVisible();

  await account.getByRole('button', { name: 'Sign out everywhere' }).click();
  await account.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const login = await request.post('/prod/v1/auth/login', {
    data: { username: email, password: 'Fresh&Chalk-2027' },
  });
  expect(login.status()).toBe(200);
  forgiveFailedRequests(pageErrors, [400, 401]);
});
