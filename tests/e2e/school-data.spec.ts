// A school's whole data (docs/requirements/school-data.md), on the production build at 360 px:
// the owner finds School data in the portal's navigation, exports the school and downloads one
// ZIP with the README, the school's file and a CSV and a JSON file per table; then asks to close
// the account (the button waits for the portal code typed right), sees the erasure's date, and
// cancels.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test } from './fixtures';
import { activeSchool, enterPortal } from './portals';

test.use({ waitsForApp: false, viewport: { width: 360, height: 740 } });

test('the owner exports the whole school as a ZIP, then asks to close the account and cancels', async ({
  page,
  request,
  appServer,
}) => {
  test.setTimeout(120_000);
  const school = await activeSchool(request, appServer.dataDir, `meera.${Date.now()}@sunrise.in`);
  const code = new URL(school.portal).hostname.split('.')[0] ?? '';
  await enterPortal(page, school);

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'School data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'School data' })).toBeVisible();
  await page.getByRole('button', { name: 'Export the school’s data' }).click();
  const download = page.getByRole('button', { name: 'Download the ZIP' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The export is ready\. It is kept until/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^shala-${code}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const zip = await JSZip.loadAsync(await readFile((await file.path()) ?? ''));
  const names = Object.keys(zip.files);
  expect(names).toEqual(
    expect.arrayContaining([
      'README.md',
      'school.csv',
      'school.json',
      'csv/students.csv',
      'json/students.json',
      'csv/portal_members.csv',
      'csv/tenant_classes.csv',
      'csv/audit_log.csv',
    ]),
  );
  expect(names.filter((name) => name.startsWith('csv/')).length).toBe(
    names.filter((name) => name.startsWith('json/')).length,
  );
  const readme = (await zip.file('README.md')?.async('string')) ?? '';
  expect(readme).toContain('## Left out');
  expect(await zip.file('csv/portal_members.csv')?.async('string')).not.toContain('password_hash');

  // Closing: said plainly first, confirmed by the portal code.
  await expect(page.getByText(/erases the school’s personal data 30 days after you ask/)).toBeVisible();
  await expect(
    page.getByText(/the audit log of who saw or changed student data, for 365 days/),
  ).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Close the account' });
  const typed = page.getByLabel('To confirm, type the portal code:');
  await typed.fill('not-it');
  await expect(confirm).toBeDisabled();
  await typed.fill(code);
  await confirm.click();
  await expect(page.getByText(/The account will be closed and its personal data erased on/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the closing' }).click();
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/The account will be closed/)).toHaveCount(0);
});
