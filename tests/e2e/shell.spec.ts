// The app shell (docs/requirements/marketing.md#header-and-footer) in a real browser against the
// production server: theme persistence, the 404 page, the mobile menu, section links and the API
// beside the app.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page's background as the user sees it: true when it is dark (relative luminance < 0.2). */
async function looksDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const rgb =
      getComputedStyle(document.body)
        .backgroundColor.match(/\d+(\.\d+)?/g)
        ?.map(Number) ?? [];
    const [r = 255, g = 255, b = 255] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2;
  });
}

test.describe('theme', () => {
  test('dark mode is kept across reloads, and so is light mode', async ({ page }) => {
    await page.goto('/');
    const body = page.locator('body');
    const toDark = page.getByRole('button', { name: 'Switch to dark mode' });
    await expect(toDark).toBeVisible();
    await expect(body).not.toContainClass('dark-mode');
    expect(await looksDark(page)).toBe(false);

    await toDark.click();
    const toLight = page.getByRole('button', { name: 'Switch to light mode' });
    await expect(toLight).toBeVisible();
    await expect(body).toContainClass('dark-mode');
    await expect.poll(() => looksDark(page)).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(body).toContainClass('dark-mode');
    await expect(toLight).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    expect(await looksDark(page)).toBe(true);

    await toLight.click();
    await expect(toDark).toBeVisible();
    await expect(body).not.toContainClass('dark-mode');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toDark).toBeVisible();
    await expect(body).not.toContainClass('dark-mode');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
    expect(await looksDark(page)).toBe(false);
  });

  test('with nothing stored the theme follows the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.locator('body')).toContainClass('dark-mode');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(page.locator('body')).not.toContainClass('dark-mode');
  });
});

test.describe('page not found', () => {
  test('an unknown path shows the 404 page, whose blog link leads to the blog', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.locator('title')).toHaveCount(1);

    const main = page.getByRole('main');
    const home = main.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    const blog = main.getByRole('link', { name: 'Read the blog' });
    await expect(blog).toBeVisible();

    await blog.click();
    await expect.poll(() => pathOf(page)).toBe('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('the 404 page links back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
    await expect(page.locator('#about')).toBeAttached();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the menu button and closes after a link is chosen', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('#site-nav');
    const guideLink = nav.getByRole('link', { name: 'User Guide', includeHidden: true });
    await expect(guideLink).toHaveCount(1);
    await expect(guideLink).toBeHidden();
    // Closed, the menu shows only Register, beside its button.
    const register = nav.getByRole('link', { name: 'Register' });
    await expect(register).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    // The same button, now named for what it does next.
    const menuButton = page.locator('button[aria-controls="site-nav"]');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAccessibleName('Close menu');
    await expect(nav).toBeVisible();
    await expect(guideLink).toBeVisible();

    await guideLink.click();
    await expect.poll(() => pathOf(page)).toBe('/user-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveAccessibleName('Open menu');
    await expect(guideLink).toBeHidden();
    await expect(register).toBeVisible();
  });

  test('Escape closes an open menu', async ({ page }) => {
    await page.goto('/blog');
    const menuButton = page.locator('button[aria-controls="site-nav"]');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-nav')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveAccessibleName('Open menu');
    await expect(page.locator('#site-nav').getByRole('link', { name: 'Blog' })).toBeHidden();
    expect(pathOf(page)).toBe('/blog');
  });
});

// Each kind of public page on the phones most visitors have: nothing wider than the screen, so
// nothing (the header's menu button first) sits off to the side.
for (const width of [360, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test('no public page is wider than the screen', async ({ page }) => {
      test.setTimeout(90_000);
      const paths = [
        '/',
        '/hi',
        '/verify',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password',
        '/dashboard',
        '/blog',
        '/blog/digital-attendance',
        '/blog/category/coaching',
        '/blog/tag/upi',
        '/school-management-system',
        '/coaching-management-system',
        '/privacy-policy',
        '/user-guide',
        '/hi/user-guide',
        '/no-such-page',
      ];
      for (const path of paths) {
        await page.goto(path);
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), path)
          .toBeLessThanOrEqual(width);
      }
      const menu = page.getByRole('button', { name: 'Open menu' });
      const box = await menu.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    });
  });
}

test.describe('header section links', () => {
  test('About on another page goes home and scrolls the About section into view', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    const aboutLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true });
    // An in-app navigation is what this is about (a click mid-hydration is a recoverable error).
    await waitForHydration(aboutLink);
    await aboutLink.click();
    await expect.poll(() => pathOf(page)).toBe('/');
    const about = page.locator('#about');
    await expect(about).toBeInViewport();
    // Scrolled to the section, not merely showing it at the top of the page: its heading sits
    // near the top of the window, below the header.
    await expect
      .poll(async () => (await about.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
      .toBeLessThan(120);
    await expect(about.getByRole('heading', { name: 'About' })).toBeInViewport();
  });
});

test.describe('one server for the app and the API', () => {
  test('the API answers beside the app, and the page is served with a CSP that the app runs under', async ({
    page,
    request,
  }) => {
    const health = await request.get('/prod/v1/health');
    expect(health.status()).toBe(200);
    expect(health.headers()['content-type']).toMatch(/^application\/json/);
    expect(health.headers()['cache-control']).toContain('no-store');
    expect(await health.json()).toEqual(expect.any(Object));

    const unknown = await request.get('/prod/v1/no-such-endpoint');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toMatch(/^application\/json/);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).not.toBe('');
    const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s([^;]*)`).exec(csp)?.[1];
    const scriptSrc = directive('script-src') ?? directive('default-src') ?? '';
    expect(scriptSrc, 'the CSP limits scripts').not.toBe('');
    expect(scriptSrc, 'inline script must not be allowed').not.toContain("'unsafe-inline'");
    // The app renders under that policy (a blocked script or style would leave the page empty
    // and report a console error, which the fixture turns into a failure).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  });
});
