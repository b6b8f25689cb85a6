// The content pages in a real browser against the production server: the blog (search, category,
// tag and article pages), the legal pages rendered from the server's documents, the user guide's
// deep links, and axe-core on each of these pages (no serious or critical violations).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/**
 * Records the analytics events the page sends through the global gtag function
 * (docs/requirements/marketing.md#analytics).
 */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[][] = [];
    Object.assign(window, { __events: events, gtag: (...args: unknown[]) => events.push(args) });
  });
  return () => page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
}

/** The browser logs a resource that failed to load; a test that causes one on purpose drops it. */
function dropFailedLoad(pageErrors: string[], status: number) {
  const expected = `console.error: Failed to load resource: the server responded with a status of ${status}`;
  const others = pageErrors.filter((error) => !error.startsWith(expected));
  pageErrors.splice(0, pageErrors.length, ...others);
}

const cardTitles = (page: Page) => page.locator('#blog-results h3').allTextContents();

test.describe('blog', () => {
  test('search narrows the list as the visitor types, and reports only a paused, long enough query', async ({
    page,
  }) => {
    const events = await recordAnalytics(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.locator('#blog-results h3')).toHaveCount(6);
    await expectAccessible(page);

    const search = page.getByLabel('Search articles');
    await search.fill('upi');
    await expect(page.locator('#blog-results h3')).toHaveCount(1);
    expect(await cardTitles(page)).toEqual([
      'Fee Collection Without the Queue: UPI, Reminders and Clean Receipts',
    ]);
    await expect(page.getByText('1 article for “upi”')).toBeVisible();
    // A tag alone finds an article: 'Data Privacy' is in no title or excerpt.
    await search.fill('DATA PRIVACY');
    expect(await cardTitles(page)).toEqual([
      'Student Data and the DPDP Act 2023: A Checklist for School Owners',
    ]);
    await search.fill('zzz');
    await expect(page.locator('#blog-results h3')).toHaveCount(0);
    await expect(
      page.getByText('No articles match “zzz”. Try a shorter word, or browse the categories and topics.'),
    ).toBeVisible();
    await search.fill('');
    await expect(page.locator('#blog-results h3')).toHaveCount(6);

    // Earlier searches may have been reported if the visitor paused; count from here.
    const before = (await events()).length;
    await search.fill('Pa');
    await search.fill('UPI');
    const searchesSince = async () => (await events()).slice(before).filter((event) => event[1] === 'search');
    await expect
      .poll(searchesSince, { timeout: 4000 })
      .toEqual([['event', 'search', { search_term: 'UPI' }]]);
    const views = (await events()).filter((event) => event[1] === 'blog_view');
    expect(views).toHaveLength(1);
  });

  test('category, tag and article pages work, and unknown ones are Page Not Found', async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Browse the blog' });
    await expect(sidebar.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Policy (2)' }).click();
    await expect.poll(() => pathOf(page)).toBe('/blog/category/policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Category: Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Policy articles | Shala');
    await expect(page.locator('.blog-layout__main h2')).toHaveCount(2);
    await expectAccessible(page);

    await page.locator('.blog-layout__main').getByRole('link', { name: 'NEP 2020', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/blog/tag/nep-2020');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged “NEP 2020”' })).toBeVisible();
    await expectAccessible(page);

    const title = 'NEP 2020 in Practice: Competency-Based Assessment and Holistic Report Cards';
    await page.locator('.blog-layout__main').getByRole('link', { name: title }).click();
    await expect.poll(() => pathOf(page)).toBe('/blog/nep-2020-assessment');
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByText('By Dr. Kavita Menon')).toBeVisible();
    await expect(article.locator('time').first()).toHaveText('16 September 2026');
    await expect(page).toHaveTitle(`${title} | Shala`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    await expectAccessible(page);

    for (const path of ['/blog/no-such-article', '/blog/category/cricket', '/blog/tag/cricket']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });

  test("the call to action's /contact leads to the home page's contact section", async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test('web vitals reach an installed analytics function: FCP and TTFB on load, FID and LCP after the first input, CLS when the page is hidden', async ({
  page,
}) => {
  const events = await recordAnalytics(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const vitals = async () =>
    (await events())
      .filter(
        (event) => (event[2] as { event_category?: string } | undefined)?.event_category === 'Web Vitals',
      )
      .map((event) => event[1] as string)
      .sort();
  await expect.poll(vitals).toEqual(['FCP', 'TTFB']);
  // A real click: FID measures how long the page kept that input waiting.
  await page.getByLabel('Search articles').click();
  await expect.poll(vitals).toEqual(['FCP', 'FID', 'LCP', 'TTFB']);
  const fid = (await events()).find((event) => event[1] === 'FID')?.[2] as Record<string, unknown>;
  expect(fid).toMatchObject({
    non_interaction: true,
    metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
  });
  expect(fid.metric_value).toBeGreaterThanOrEqual(0);
  // Leaving the tab settles CLS (and INP, when an interaction was slow enough to count).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await vitals()).includes('CLS')).toBe(true);
});

test.describe('legal pages', () => {
  test('the terms come from the server: heading and blocks, no h3', async ({ page }) => {
    const answer = page.waitForResponse('**/prod/v1/legal-documents/type/TERMS_AND_CONDITIONS/latest');
    await page.goto('/terms-and-conditions');
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Who may register' })).toBeVisible();
    await expect(page.getByText('you are at least 18 years old', { exact: false })).toBeVisible();
    await expect(page.locator('main h3')).toHaveCount(0);
    await expect(page.getByText('Last updated: November 24, 2026')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the privacy policy comes from the server, with its h3 blocks and the date line', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: November 24, 2026')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'When you register and use the dashboard' }),
    ).toBeVisible();
    // The version that describes the school portal's children's data and names the Grievance Officer.
    await expect(
      page.getByRole('heading', { level: 2, name: '8. Grievances and our Grievance Officer' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '11. The audit log' })).toBeVisible();
    await expectAccessible(page);
  });

  test("shows 'Loading...' while the document loads, and an empty heading when the call fails", async ({
    page,
    pageErrors,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/prod/v1/legal-documents/**', async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('');
    await expect(page.locator('.legal__body')).toBeEmpty();
    await expect(page.getByRole('alert')).toHaveCount(0);
    dropFailedLoad(pageErrors, 503);
  });
});

test.describe('user guide', () => {
  test('a deep link opens the module, selects the feature and scrolls to its guide, with its screenshot', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    await page.goto('/user-guide?module=getting-started&feature=activate');
    const topics = page.getByRole('navigation', { name: 'Guide topics' });
    await expect(topics.getByRole('button', { name: /Getting started/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(topics.getByRole('link', { name: 'Activation' })).toHaveAttribute('aria-current', 'true');
    const entry = page.locator('#guide-getting-started-activate');
    await expect(entry).toHaveClass(/guide-video--selected/);
    await expect(entry).toBeInViewport();
    await expect(entry.getByRole('heading', { level: 3 })).toHaveText(
      'Activate your school or coaching centre',
    );
    // Steps with a screenshot recorded from the real screen (npm run guide:record), no player.
    const shot = entry.getByRole('img', { name: 'Screenshot of step 1' });
    await expect(shot).toHaveAttribute('src', '/guide/getting-started/activate-1.png');
    await shot.scrollIntoViewIfNeeded();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
    await expect(page.locator('video')).toHaveCount(0);
    await expectAccessible(page);

    // Choosing another feature puts it in the URL and brings its guide into view.
    await topics.getByRole('button', { name: /Signing in to the portal/ }).click();
    await topics.getByRole('link', { name: 'Forgot password' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?module=signing-in&feature=forgot-password');
    const forgot = page.locator('#guide-signing-in-forgot-password');
    await expect(forgot).toBeInViewport();
    await expect(forgot).toContainText('tenant ID');
    await expect(forgot).toContainText('registered e-mail address');

    // Back returns to the previous feature, as a deep link.
    await page.goBack();
    await expect(topics.getByRole('link', { name: 'Activation' })).toHaveAttribute('aria-current', 'true');
    await expect(entry).toBeInViewport();
    expect(failed).toEqual([]);
  });

  test('search filters by feature or title with a clear button; the Hindi guide is in Hindi', async ({
    page,
  }) => {
    await page.goto('/user-guide');
    const topics = page.getByRole('navigation', { name: 'Guide topics' });
    const search = page.getByPlaceholder('Search guides...');
    await search.fill('password');
    await expect(topics.locator('.guide-module__title')).toHaveText(['Signing in to the portal']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(topics.locator('.guide-module__title')).toHaveCount(9);

    await page.goto('/hi/user-guide?module=signing-in&feature=forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोगकर्ता गाइड');
    const forgot = page.locator('#guide-signing-in-forgot-password');
    await expect(forgot.getByRole('heading', { level: 3 })).toHaveText('पोर्टल का भूला हुआ पासवर्ड बदलें');
    await expect(page.locator('main')).not.toContainText('अंग्रेज़ी में');
  });

  test('DOMPurify loads with the guide, never with the home page', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean }
    >;
    // Everything a page loads before its own route chunk: the entry and its static imports.
    const staticFiles = (key: string, seen = new Set<string>()): string[] => {
      if (!seen.has(key)) {
        seen.add(key);
        for (const child of manifest[key]?.imports ?? []) staticFiles(child, seen);
      }
      return [...seen].map((item) => manifest[item]?.file ?? item);
    };
    const hasPurify = (file: string) => readFileSync(join(ROOT, 'dist', file), 'utf8').includes('DOMPurify');
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
    expect(staticFiles(entry).filter(hasPurify)).toEqual([]);
    const guide = Object.keys(manifest).find((key) => key.startsWith('src/routes/user-guide.tsx')) ?? '';
    expect(staticFiles(guide).some(hasPurify)).toBe(true);
  });
});
