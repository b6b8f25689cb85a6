// English and Hindi (docs/requirements/languages.md) in a real browser against the production
// server: the header's language switch (same page, no reload, typed input kept, the choice
// remembered by the server's cookie redirect and by localStorage), registering in Hindi down to the
// Hindi verification mail and its /hi link, axe-core on the Hindi pages, the self-hosted Devanagari
// font (Hindi pages only), no layout shift when the language changes, and prerendered Hindi pages
// hydrated rather than rendered again.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { hi as hindiMail } from '@server/services/mail/texts/hi';
import { auth } from '@site/i18n/hi/auth';
import { shell } from '@site/i18n/hi/shell';
import { expect, forgiveBlockedScripts, test, waitForHydration } from './fixtures';
import { linkFromMailbox } from './mailbox';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_FONT = /\/assets\/noto-sans-devanagari-devanagari-\d+-normal-[^/]+\.woff2$/;

/** The header's English / हिन्दी switch (its list is labelled in the page's language). */
const languageSwitch = (page: Page) => page.locator('ul.language-switch');
const switchLink = (page: Page, name: 'English' | 'हिन्दी') =>
  languageSwitch(page).getByRole('link', { name, exact: true });

/** A click on the switch before hydration is an ordinary link (a full page load): not what these tests are about. */
const waitForHydratedSwitch = (page: Page) =>
  waitForHydration(languageSwitch(page).getByRole('link').first());

/** Marks the current document, and reports every page load after it: the switch must cause none. */
async function watchForReload(page: Page) {
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  };
  page.on('request', onRequest);
  return async () => {
    page.off('request', onRequest);
    expect(documents, 'page loads after the switch').toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
      'the same document as before the switch',
    ).toBe(true);
  };
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value;
}

/** The plain-text part of a mail as the dev mailbox wrote it (nodemailer: quoted-printable or base64). */
function plainTextOf(eml: string): string {
  const part =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      eml,
    );
  if (!part) throw new Error(`No text/plain part in the mail:\n${eml.slice(0, 2000)}`);
  const [, encoding = '', body = ''] = part;
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding.toLowerCase() !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The dev mailbox's mails of one kind to one address: the sidecar and the plain text of each. */
async function mailsTo(dataDir: string, to: string, kind: string) {
  const dir = join(dataDir, 'mail');
  const found = [];
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json'))) {
    const sidecar = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
      to: string;
      subject: string;
      kind: string;
      links: string[];
    };
    if (sidecar.kind !== kind || !sidecar.to.toLowerCase().includes(to.toLowerCase())) continue;
    const eml = await readFile(join(dir, name.replace(/\.json$/, '.eml')), 'utf8');
    found.push({ ...sidecar, text: plainTextOf(eml) });
  }
  return found;
}

async function expectAccessible(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

test.describe('the language switch', () => {
  test('switching to Hindi shows the same page in Hindi, and the choice is remembered until switched back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switchLink(page, 'English')).toHaveAttribute('aria-current', 'true');
    await expect(switchLink(page, 'हिन्दी')).not.toHaveAttribute('aria-current', /.*/);
    await expect(switchLink(page, 'हिन्दी')).toHaveAttribute('lang', 'hi');
    await expect(switchLink(page, 'हिन्दी')).toHaveAttribute('href', '/hi/login');

    const noReload = await watchForReload(page);
    await switchLink(page, 'हिन्दी').click();
    await expect(page.getByRole('heading', { level: 1, name: auth.login.heading })).toBeVisible();
    expect(pathOf(page)).toBe('/hi/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(`${auth.meta.login.title} | Shala`);
    await expect(page.getByRole('list', { name: shell.header.languageLabel })).toBeVisible();
    await expect(switchLink(page, 'हिन्दी')).toHaveAttribute('aria-current', 'true');
    await expect(switchLink(page, 'English')).not.toHaveAttribute('aria-current', /.*/);
    await expect(page.getByLabel(auth.fields.email)).toBeVisible();
    await noReload();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    expect(await languageCookie(page)).toBe('hi');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: auth.login.heading })).toBeVisible();
    expect(pathOf(page)).toBe('/hi/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // A typed address (no Sec-Fetch-Site: same-origin): the server redirects by the cookie, so the
    // first HTML the browser gets is already Hindi.
    const response = await page.goto('/login');
    const redirect = response?.request().redirectedFrom();
    expect(redirect && new URL(redirect.url()).pathname).toBe('/login');
    expect((await redirect?.response())?.status()).toBe(302);
    expect(response?.status()).toBe(200);
    expect(new URL(response?.url() ?? '').pathname).toBe('/hi/login');
    const firstHtml = (await response?.text()) ?? '';
    expect(firstHtml).toContain('<html lang="hi">');
    expect(firstHtml).toContain(auth.login.heading);
    await expect(page.getByRole('heading', { level: 1, name: auth.login.heading })).toBeVisible();
    expect(pathOf(page)).toBe('/hi/login');

    await waitForHydratedSwitch(page);
    const noReloadBack = await watchForReload(page);
    await switchLink(page, 'English').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeVisible();
    expect(pathOf(page)).toBe('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Login | Shala');
    await expect(switchLink(page, 'English')).toHaveAttribute('aria-current', 'true');
    await noReloadBack();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(await languageCookie(page)).toBe('en');

    const home = await page.goto('/');
    expect(home?.request().redirectedFrom()).toBeNull();
    expect(pathOf(page)).toBe('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete School and Coaching Management System' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The app did not move the visitor either.
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe('/');
  });

  test('with the cookie gone, the choice stored in the browser still brings the visitor to Hindi and renews the cookie', async ({
    page,
  }) => {
    await page.goto('/login');
    await switchLink(page, 'हिन्दी').click();
    await expect(page).toHaveURL(/\/hi\/login$/);
    await page.context().clearCookies();

    const response = await page.goto('/register');
    // The server, without a cookie, answers with the English page; the app then moves to Hindi.
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/hi\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: auth.register.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await languageCookie(page)).toBe('hi');
  });

  test.describe('on a page whose scripts never arrive', () => {
    // The page is used before and without its JavaScript: page.goto must not wait for the app.
    test.use({ waitsForApp: false });

    test('an English link followed on the site is not redirected back to Hindi, even with Hindi chosen', async ({
      page,
      pageErrors,
    }) => {
      await page.goto('/login');
      await waitForHydratedSwitch(page);
      await switchLink(page, 'हिन्दी').click();
      await expect(page).toHaveURL(/\/hi\/login$/);

      // A slow connection: the next page's scripts have not arrived when the visitor clicks
      // 'English', so the browser follows the link itself (a page load with Sec-Fetch-Site:
      // same-origin). That is someone asking for the English page: neither the server nor the app,
      // once it starts there, may send them back to Hindi (src/main.tsx, static-spa.ts).
      // The page asks for its scripts only after its first paint (src/lib/app-boot.ts), which can
      // come after page.goto returns: unrouted any sooner than its requests have failed, the
      // scripts would arrive after all.
      await page.route('**/assets/*.js', (route) => route.abort());
      const scriptFailed = page.waitForEvent('requestfailed', (request) =>
        request.url().includes('/assets/'),
      );
      await page.goto('/hi/register');
      await expect(page.getByRole('heading', { level: 1, name: auth.register.heading })).toBeVisible();
      await scriptFailed;
      await page.waitForLoadState('networkidle');
      await page.unroute('**/assets/*.js');
      forgiveBlockedScripts(pageErrors);
      await switchLink(page, 'English').click();
      await page.waitForURL((url) => url.pathname === '/register');
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Register your institution' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('switching keeps what was typed into the form, with the labels in the new language', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your institution' })).toBeVisible();
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Email').fill('asha@vidyamandir.in');
    await page.getByLabel('Institution name').fill('विद्या मंदिर पब्लिक स्कूल');
    await page.getByRole('checkbox').check();

    const noReload = await watchForReload(page);
    await switchLink(page, 'हिन्दी').click();
    await expect(page.getByRole('heading', { level: 1, name: auth.register.heading })).toBeVisible();
    expect(pathOf(page)).toBe('/hi/register');
    await expect(page.getByLabel(auth.fields.firstName)).toHaveValue('Asha');
    await expect(page.getByLabel(auth.fields.email)).toHaveValue('asha@vidyamandir.in');
    await expect(page.getByLabel(auth.fields.institutionName)).toHaveValue('विद्या मंदिर पब्लिक स्कूल');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('button', { name: auth.register.submit })).toBeVisible();
    await noReload();

    // And back: still there.
    await switchLink(page, 'English').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register your institution' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    await expect(page.getByLabel('Institution name')).toHaveValue('विद्या मंदिर पब्लिक स्कूल');
  });
});

test('registering in Hindi: Hindi confirmation, a Hindi mail with a /hi link, Hindi verification', async ({
  page,
  appServer,
}) => {
  const email = `meena.${Date.now()}@saraswatividyalaya.in`;
  const password = 'Chalk&Board2026';
  await page.goto('/hi/register');
  await expect(page.getByRole('heading', { level: 1, name: auth.register.heading })).toBeVisible();
  await page.getByLabel(auth.fields.firstName).fill('Meena');
  await page.getByLabel(auth.fields.lastName).fill('Sharma');
  await page.getByLabel(auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(password);
  await page.getByLabel(auth.fields.confirmPassword).fill(password);
  await page.getByLabel(auth.fields.institutionName).fill('सरस्वती विद्यालय');
  await page.getByLabel(auth.fields.phone).fill('+91 98765 43210');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: auth.register.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: auth.register.sentHeading })).toBeVisible();
  await expect(page.getByText(auth.register.sentBody(email))).toBeVisible();
  expect(pathOf(page)).toBe('/hi/register');

  const link = await linkFromMailbox(appServer.dataDir, email, '/hi/verify');
  expect(link.searchParams.get('token')).toMatch(/\S{16,}/);
  const [mail, ...others] = await mailsTo(appServer.dataDir, email, 'verification');
  expect(others).toEqual([]);
  expect(mail?.subject).toBe(hindiMail.verification.subject);
  expect(mail?.text).toContain(hindiMail.greeting('Meena Sharma'));
  expect(mail?.text).toContain(hindiMail.verification.paragraphs('सरस्वती विद्यालय')[0]);
  expect(mail?.text).toContain(link.href);
  expect(mail?.text).not.toMatch(/verify your e-?mail/i);
  expect(mail?.subject).toMatch(DEVANAGARI);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: auth.verify.successHeading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(auth.verify.countdownToDashboard(3))).toBeVisible();
  // Soft: the rest of the flow is still worth checking when the banner is wrong.
  await expect.soft(page.getByText(auth.verify.success)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/dashboard$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the Hindi pages have no serious or critical axe violations in the ${scheme} theme`, async ({
    page,
  }) => {
    test.setTimeout(60_000); // six pages, each loaded, settled and scanned
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of [
      '/hi',
      '/hi/school-management-system',
      '/hi/login',
      '/hi/register',
      '/hi/blog',
      '/hi/user-guide',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(DEVANAGARI);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi');
      await page.waitForLoadState('networkidle');
      if (scheme === 'dark') await expect(page.locator('body'), path).toContainClass('dark-mode');
      else await expect(page.locator('body'), path).not.toContainClass('dark-mode');
      await expectAccessible(page, path);
    }
  });
}

test.describe('the Devanagari font', () => {
  test('a Hindi page loads it from its own origin, and nothing from any other', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const fonts: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (DEVANAGARI_FONT.test(new URL(response.url()).pathname)) {
        fonts.push({ url: response.url(), status: response.status() });
      }
    });
    await page.goto('/hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);
    await page.waitForLoadState('networkidle');
    const foreign = requests.filter((url) => {
      const parsed = new URL(url);
      return parsed.protocol.startsWith('http') && parsed.origin !== baseURL;
    });
    expect(foreign, 'requests to another origin').toEqual([]);
    expect(fonts.length, 'Devanagari font requests').toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(baseURL);
      expect(font.status, font.url).toBe(200);
    }
    // The text is set in it: the face is loaded and the body asks for it first.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Shala Devanagari"', 'हिन्दी')))
      .toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"?Shala Devanagari"?,/,
    );
  });

  for (const path of ['/', '/login']) {
    test(`the English page ${path} never downloads it`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (/devanagari/i.test(request.url())) fonts.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(switchLink(page, 'हिन्दी')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.fonts.status)).toBe('loaded');
      expect(fonts, 'Devanagari font requests on an English page').toEqual([]);
      expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(0);
    });
  }
});

test.describe('no layout shift when the language changes', () => {
  /** Layout shifts not caused by the visitor's own input, as CLS counts them, from the page's start. */
  async function observeLayoutShifts(page: Page) {
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; hadRecentInput: boolean; startTime: number }> = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          shifts.push({
            value: entry.value,
            hadRecentInput: entry.hadRecentInput,
            startTime: entry.startTime,
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    return () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __shifts: Array<{ value: number; hadRecentInput: boolean; startTime: number }>;
            }
          ).__shifts,
      );
  }

  async function switchAndSettle(page: Page) {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await switchLink(page, 'हिन्दी').click();
    await expect(page.getByRole('heading', { level: 1, name: auth.login.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Long enough for anything arriving after the click's 500 ms input window to shift the page.
    await page.waitForTimeout(1_000);
  }

  test('on /login, switching to Hindi shifts nothing the visitor did not cause', async ({ page }) => {
    const shifts = await observeLayoutShifts(page);
    await switchAndSettle(page);
    const entries = await shifts();
    const unexpected = entries.filter((entry) => !entry.hadRecentInput);
    const total = unexpected.reduce((sum, entry) => sum + entry.value, 0);
    test.info().annotations.push({
      type: 'layout shifts',
      description: JSON.stringify({ total, entries }),
    });
    expect(total, `layout shifts without recent input: ${JSON.stringify(unexpected)}`).toBeLessThan(0.01);
  });

  test('a Devanagari font that arrives late is not swapped in afterwards (font-display: optional)', async ({
    page,
  }) => {
    await page.route(DEVANAGARI_FONT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const shifts = await observeLayoutShifts(page);
    await switchAndSettle(page);
    await page.waitForTimeout(1_000);
    const entries = await shifts();
    const unexpected = entries.filter((entry) => !entry.hadRecentInput);
    const total = unexpected.reduce((sum, entry) => sum + entry.value, 0);
    test.info().annotations.push({
      type: 'layout shifts (late font)',
      description: JSON.stringify({ total, entries }),
    });
    expect(total, `layout shifts without recent input: ${JSON.stringify(unexpected)}`).toBeLessThan(0.01);
  });
});

test('a prerendered Hindi page is hydrated, not rendered again, with one set of Hindi head tags', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/hi/login', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<div id="root" data-prerendered="/hi/login">');
  expect(html).toMatch(/<link[^>]*rel="alternate"[^>]*hreflang="hi"[^>]*href="[^"]*\/hi\/login"/i);
  expect(html).toMatch(/<link[^>]*rel="alternate"[^>]*hreflang="en"[^>]*href="[^"]*\/login"/i);

  // Dark mode: the theme toggle's label changes only once React has hydrated the page.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
      }
    });
  });
  await page.goto('/hi/login');
  await expect(page.getByRole('button', { name: shell.header.toLight })).toBeVisible();
  const sameNode = await page.evaluate(
    () =>
      (window as unknown as { parsedHeading: Element | null }).parsedHeading === document.querySelector('h1'),
  );
  expect(sameNode, 'hydration kept the prerendered heading').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: auth.login.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveCount(1);

  // Client navigation on the Hindi page stays Hindi: the link points under /hi.
  await page.getByRole('link', { name: auth.login.register }).click();
  await expect(page.getByRole('heading', { level: 1, name: auth.register.heading })).toBeVisible();
  expect(pathOf(page)).toBe('/hi/register');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page).toHaveTitle(`${auth.meta.register.title} | Shala`);
});
