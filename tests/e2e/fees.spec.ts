// Fees end to end (docs/requirements/fees.md), on the production build: an accountant publishes
// Class 5's plan with two instalments; the sibling concession takes itself off the younger child's
// tuition; the younger child's dues carry a UPI QR whose link names the amount and reference; the
// clerk collects cash for one child and records the other's UPI payment by its UTR, each in at
// most six taps from the search to the printed receipt; the receipts are numbered one after the
// other, the Hindi one says the amount in Hindi words; the accountant cancels one with a reason;
// and the day book and the defaulters agree with the ledger. Then every fee page, opened cold at
// 360 px in English and in Hindi, is checked with axe.
// The school's day is Friday 27 November 2026, 10:00 in India, for the server and the browsers.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { clockOf, expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({ waitsForApp: false, serverClock: '2026-11-27T04:30:00.000Z' });

const PASSWORD = 'Ledger&Receipt2031';

interface Structure {
  classes: { id: string; name: string; sections: { id: string; name: string }[] }[];
}

async function created(answer: Promise<{ status: number; json: unknown }>): Promise<string> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(201);
  return (json as { id: string }).id;
}

/** A member of `role`, invited by the owner's page, who accepts in a browser context of their own. */
async function member(
  owner: Page,
  browser: import('@playwright/test').Browser,
  appServer: Parameters<typeof clockOf>[1],
  portal: string,
  role: string,
  email: string,
  name: string,
): Promise<Page> {
  const { json } = await portalApi<{ roles: { id: string; builtIn: string | null }[] }>(
    owner,
    'GET',
    '/roles',
  );
  const invited = await portalApi(owner, 'POST', '/members', {
    email,
    name,
    roleId: json.roles.find((candidate) => candidate.builtIn === role)?.id,
    language: 'en',
  });
  expect(invited.status).toBe(201);
  const invitation = await linkFromMailbox(appServer.dataDir, email, '/accept-invitation');
  const context = await browser.newContext();
  await clockOf(context, appServer);
  // Printing is the browser's dialog: counted instead of opened.
  await context.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { printed?: number };
      counted.printed = (counted.printed ?? 0) + 1;
    };
  });
  const page = await context.newPage();
  await page.goto(invitation.href);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page).toHaveURL(`${portal}/`, { timeout: 10_000 });
  return page;
}

test('fees: a plan, a sibling concession, the counter in cash and by UPI, receipts, a cancellation, and books that agree', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const school = await activeSchool(request, appServer.dataDir, `owner.${stamp}@sunrise.in`, ['5']);
  await enterPortal(page, school);

  // The owner's set-up, through the API (not what this test is about): the Tuition head, the
  // sibling rule, the school's UPI ID, and two children of one guardian in Class 5 A.
  const { json: structure } = await portalApi<Structure>(page, 'GET', '/classes');
  const classFive = structure.classes.find((klass) => klass.name === 'Class 5');
  const fiveA = classFive?.sections[0]?.id ?? '';
  await created(portalApi(page, 'POST', '/fees/heads', { name: 'Tuition', kind: 'recurring', gstRateBp: 0 }));
  await created(
    portalApi(page, 'POST', '/fees/concession-rules', {
      name: 'Sibling 10%',
      kind: 'sibling',
      mode: 'percent',
      value: 1000,
      headIds: [],
      active: true,
    }),
  );
  const settings = await portalApi(page, 'GET', '/fees/settings');
  expect(
    (
      await portalApi(page, 'PUT', '/fees/settings', {
        ...(settings.json as object),
        upiVpa: 'sunrise@sbi',
        upiPayee: 'Sunrise School',
      })
    ).status,
  ).toBe(200);
  const child = (name: string, dateOfBirth: string) =>
    created(
      portalApi(page, 'POST', '/students', {
        admissionNumber: `F-${name}`,
        name,
        dateOfBirth,
        sectionId: fiveA,
        guardians: [{ name: 'Kavita Mehta', relation: 'mother', phone: '98111 22233' }],
      }),
    );
  const aarav = await child('Aarav Mehta', '2015-06-01');
  const diya = await child('Diya Mehta', '2017-02-14');

  // The accountant publishes Class 5's plan: two instalments of 15,000.
  const accountant = await member(
    page,
    browser,
    appServer,
    school.portal,
    'accountant',
    `accounts.${stamp}@sunrise.in`,
    'Rekha Jain',
  );
  await accountant.goto(`${school.portal}/fees/plans`);
  await accountant.getByRole('button', { name: 'New plan' }).click();
  await accountant.getByLabel('Applies to').selectOption({ label: 'Class 5' });
  await accountant.getByRole('button', { name: 'Create plan' }).click();
  const first = accountant.getByRole('group', { name: 'Instalment 1' });
  await first.getByLabel('Due date').fill('2026-04-10');
  await first.getByLabel('Tuition (₹)').fill('15000');
  await accountant.getByRole('button', { name: 'Add instalment' }).click();
  const second = accountant.getByRole('group', { name: 'Instalment 2' });
  await second.getByLabel('Due date').fill('2026-10-10');
  await second.getByLabel('Tuition (₹)').fill('15000');
  await accountant.getByRole('button', { name: 'Publish' }).click();
  await accountant
    .getByRole('group', { name: /^Publish version 1\?/ })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(accountant.getByText('Version 1 is published.')).toBeVisible();
  const planPage = accountant.url();

  // The sibling concession applies itself to the younger child, not the elder.
  const dues = async (id: string) =>
    (await portalApi<{ dueNowPaise: number; upiReference: string }>(page, 'GET', `/fees/students/${id}/dues`))
      .json;
  expect((await dues(aarav)).dueNowPaise).toBe(3_000_000);
  expect((await dues(diya)).dueNowPaise).toBe(2_700_000);

  // The clerk at the counter.
  const clerk = await member(
    page,
    browser,
    appServer,
    school.portal,
    'office_staff',
    `counter.${stamp}@sunrise.in`,
    'Sunil Das',
  );
  await clerk.goto(`${school.portal}/fees/students/${diya}`);
  await expect(clerk.getByText('Sibling 10%').first()).toBeVisible();
  // The UPI QR and link carry what is due now and the oldest instalment's reference.
  await expect(clerk.getByRole('img', { name: 'UPI QR code to pay ₹27,000.00' })).toBeVisible();
  const link = new URL(
    (await clerk.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')) ?? '',
  );
  expect(link.searchParams.get('pa')).toBe('sunrise@sbi');
  expect(link.searchParams.get('am')).toBe('27000.00');
  expect(link.searchParams.get('cu')).toBe('INR');
  expect(link.searchParams.get('tr')).toBe((await dues(diya)).upiReference);

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const search = async (name: string) => {
    await clerk.goto(`${school.portal}/fees`);
    await clerk.getByRole('searchbox').fill(name);
  };

  // Cash for Aarav: one match opens his dues by itself; Collect (the amount is what is due now), Print.
  await search('Aarav');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Aarav Mehta' })).toBeVisible();
  await tap(clerk.getByRole('button', { name: 'Collect' }));
  await tap(clerk.getByRole('button', { name: 'Print' }));
  expect(taps).toBeLessThanOrEqual(6);
  const cashReceipt = clerk.url();
  await expect(clerk.getByText(/R\/2026-27\/000001/).first()).toBeVisible();
  await expect(clerk.getByText('Rupees Thirty Thousand Only')).toBeVisible();

  // UPI for Diya, by the UTR her mother's app shows. The family's phone finds both children.
  await search('98111 22233');
  await expect(clerk.getByRole('button', { name: /^Aarav Mehta/ })).toBeVisible();
  await expect(clerk.getByRole('button', { name: /^Diya Mehta/ })).toBeVisible();
  taps = 0;
  await search('Diya');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Diya Mehta' })).toBeVisible();
  await tap(clerk.getByRole('button', { name: 'UPI' }));
  await clerk.getByLabel('UTR (12 digits)').fill('412345678901');
  await tap(clerk.getByRole('button', { name: 'Collect' }));
  await tap(clerk.getByRole('button', { name: 'Print' }));
  expect(taps).toBeLessThanOrEqual(6);
  await expect(clerk.getByText(/R\/2026-27\/000002/).first()).toBeVisible();
  expect(await clerk.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

  // The same receipt in Hindi says the amount in Hindi words.
  const upiReceipt = new URL(clerk.url());
  upiReceipt.searchParams.set('lang', 'hi');
  await clerk.goto(upiReceipt.toString());
  await expect(clerk.getByText('सत्ताईस हज़ार रुपये मात्र')).toBeVisible();

  // The accountant cancels the cash receipt with a reason (the clerk may not).
  await accountant.goto(cashReceipt);
  await accountant.getByRole('button', { name: 'Cancel receipt' }).click();
  await accountant.getByLabel('Reason').fill('Collected twice by mistake');
  // The form's own Cancel receipt, then its question.
  await accountant.getByRole('button', { name: 'Cancel receipt' }).last().click();
  await accountant.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(accountant.getByText('CANCELLED').first()).toBeVisible();

  // The day book and the defaulters agree with the ledger: 27,000 by UPI, the cash taken back;
  // Aarav owes his 30,000 again, Diya nothing.
  await accountant.goto(`${school.portal}/fees/reports/day-book`);
  await expect(accountant.getByText('Total ₹27,000.00 in 3 entries')).toBeVisible();
  const ledger = await portalApi<{ entries: { amountPaise: number }[] }>(
    page,
    'GET',
    `/fees/students/${aarav}/ledger`,
  );
  expect(ledger.json.entries.map((entry) => entry.amountPaise).sort()).toEqual([-3_000_000, 3_000_000]);
  await accountant.goto(`${school.portal}/fees/reports/defaulters`);
  const defaulters = accountant.getByRole('table', { name: 'Defaulters' });
  await expect(defaulters.getByRole('row', { name: /Aarav Mehta/ })).toContainText('₹30,000.00');
  await expect(defaulters.getByRole('row', { name: /Diya Mehta/ })).toHaveCount(0);

  // A bank statement whose one credit carries no reference: it waits in the unmatched queue.
  await accountant.goto(`${school.portal}/fees/statements`);
  await accountant.getByLabel('Statement file (CSV or Excel)').setInputFiles({
    name: 'november.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Txn Date,Narration,Ref No,Debit,Credit\r\n26/11/2026,NEFT/UNKNOWN PAYER,N1,,750.00\r\n',
    ),
  });
  await accountant.getByRole('link', { name: 'Open november.csv' }).click();
  await expect(accountant.getByText('NEFT/UNKNOWN PAYER')).toBeVisible();
  const statementPage = accountant.url();

  // Every fee page opened cold (a bookmark, a reload) on a 360 px phone, in English and in Hindi:
  // its heading shows, nothing is still loading, nothing is wider than the phone, axe finds
  // nothing serious. The screenshots are kept with the test's results to look at.
  await accountant.setViewportSize({ width: 360, height: 740 });
  const feePages = {
    counter: `${school.portal}/fees`,
    dues: `${school.portal}/fees/students/${diya}`,
    concessions: `${school.portal}/fees/students/${diya}/concessions`,
    receipt: cashReceipt,
    plans: `${school.portal}/fees/plans`,
    plan: planPage,
    settings: `${school.portal}/fees/settings`,
    reports: `${school.portal}/fees/reports`,
    'day-book': `${school.portal}/fees/reports/day-book`,
    defaulters: `${school.portal}/fees/reports/defaulters`,
    collection: `${school.portal}/fees/reports/collection`,
    'concession-register': `${school.portal}/fees/reports/concessions`,
    rte: `${school.portal}/fees/reports/rte`,
    statements: `${school.portal}/fees/statements`,
    statement: statementPage,
  };
  for (const language of ['en', 'hi'] as const) {
    if (language === 'hi') {
      await accountant.getByRole('button', { name: 'हिन्दी' }).click();
      await expect(accountant.locator('html')).toHaveAttribute('lang', 'hi');
    }
    for (const [name, url] of Object.entries(feePages)) {
      await accountant.goto(url);
      await expect(accountant.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      await expect(accountant.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(accountant.locator('html')).toHaveAttribute('lang', language);
      expect
        .soft(await accountant.evaluate(() => document.documentElement.scrollWidth), name)
        .toBeLessThanOrEqual(360);
      expect.soft(await seriousViolations(accountant), `${name} in ${language}`).toEqual([]);
      await accountant.screenshot({
        path: test.info().outputPath(`360-${language}-${name}.png`),
        fullPage: true,
      });
    }
  }
});
