// docs/decisions/0009-prerendering-at-build-time.md: every public page arrives prerendered (it
// paints before any JavaScript runs), the browser hydrates it rather than rendering it again, and
// the server answers each kind of URL with the right page, status, compression and caching.
import { publicPaths } from '@common/public-paths';
import { expect, forgiveBlockedScripts, test, waitForApp, waitForHydration } from './fixtures';

const legalPages = ['/terms-and-conditions', '/privacy-policy'];
const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

test.describe('prerendered pages', () => {
  test('every public page is served as prerendered HTML with its own head tags, brotli-compressed', async ({
    request,
  }) => {
    expect(publicPaths.length).toBeGreaterThan(30);
    for (const path of publicPaths) {
      const response = await request.get(path, { headers: html });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      const body = await response.text();
      expect(body, path).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(body.match(/<title[ >]/g), `${path}: one title`).toHaveLength(1);
      expect(body.match(/<link[^>]*rel="canonical"/g), `${path}: one canonical link`).toHaveLength(1);
      if (legalPages.includes(path)) {
        // The documents come from the API: their shell is prerendered, busy until they arrive.
        expect(body, path).toContain('<article class="page legal" aria-busy="true">');
      } else {
        expect(body.match(/<h1[ >]/g), `${path}: one h1`).toHaveLength(1);
      }
      // Its CSS inline, no stylesheet to wait for: the stylesheet links name the inlined files
      // for Vite's loader and are disabled, so the browser never fetches them.
      const stylesheets = body.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      expect(stylesheets.length, `${path}: its CSS files named`).toBeGreaterThan(0);
      for (const link of stylesheets) expect(link, path).toMatch(/ disabled>$/);
    }
  });

  test('the home page carries its metadata and JSON-LD in the HTML', async ({ request }) => {
    const body = await (await request.get('/', { headers: html })).text();
    expect(body).toContain(
      '<title data-prerendered>Complete School and Coaching Management System | Shala</title>',
    );
    expect(body).toMatch(/<meta data-prerendered name="description" content="India&#x27;s leading free/);
    expect(body).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
  });

  test('pages rendered in the browser get the app shell, and unknown pages a real 404', async ({
    request,
  }) => {
    for (const path of ['/dashboard', '/verify', '/reset-password', '/contact']) {
      const response = await request.get(path, { headers: html });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    for (const path of ['/no-such-page', '/blog/no-such-article', '/blog/tag/cricket', '/project/x']) {
      const response = await request.get(path, { headers: html });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<h1>Page Not Found</h1>');
    }
  });

  test('hashed assets are precompressed and cached for a year; gzip for clients without brotli', async ({
    request,
  }) => {
    const home = await (await request.get('/', { headers: html })).text();
    // The app's entry, last of the modules the app boot script runs (src/lib/app-boot.ts).
    const script = /<script data-run="[^"]*?(\/assets\/[^" ]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    const brotli = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers().vary).toContain('accept-encoding');
    const gzip = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test("the app's modules do not carry the inline page boot script's text a second time", async ({
    request,
  }) => {
    // The app imports the boot scripts' modules for their runtime halves; a script text the bundler
    // cannot prove unused ships in the entry (0.44 kB once). Fragments only the inline script
    // has: it defines the global the app reads, and its release step (src/lib/early-clicks.ts);
    // and what the bundler leaves of a script template it drops: the JSON.stringify calls that
    // quote storage keys into it (lib/theme-boot.ts, lib/session-boot.ts), which the app itself
    // never does (it stringifies values, not keys).
    const keyQuotedIntoAScript = /JSON\.stringify\([\w$]+(?:\.darkMode|\[[\w$]+\])\)/;
    const home = await (await request.get('/', { headers: html })).text();
    const boot = /<script data-run="([^"]+)" data-preload="([^"]*)">/.exec(home);
    const modules = `${boot?.[1] ?? ''} ${boot?.[2] ?? ''}`.split(' ').filter(Boolean);
    expect(modules.length).toBeGreaterThan(2);
    expect(home).toContain('__shalaEarlyClicks=function');
    for (const module of modules) {
      const text = await (await request.get(module)).text();
      expect(text, module).not.toContain('__shalaEarlyClicks=function');
      expect(text, module).not.toContain('function release(');
      expect(text, module).not.toMatch(keyQuotedIntoAScript);
    }
  });
});

test.describe('before and after the JavaScript', () => {
  test('without JavaScript the page is already there: heading, hero and navigation', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete School and Coaching Management System' }),
      ).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Guide' }),
      ).toBeAttached();
      await page.goto('/blog');
      await expect(page.locator('#blog-results h3')).toHaveCount(6);
    } finally {
      await context.close();
    }
  });

  test('the first paint waits for no JavaScript: the app is requested after it, then hydrates the page', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page.getByRole('link', { name: 'User Guide' }).first());
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.length, 'the entry, the framework and the home page chunks').toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
  });

  test("the app's start fetches none of the page's CSS again; a page visited later gets its own", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page.getByRole('link', { name: 'User Guide' }).first());
    // On a slow phone a second download of the inlined CSS held the home page's hydration back by
    // one round trip (about 0.6 s on slow 4G).
    expect(stylesheets, 'the home page styled from its inline CSS alone').toEqual([]);
    await page.getByRole('link', { name: 'User Guide' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    expect(stylesheets.length, "the user guide's own CSS, fetched on the way").toBeGreaterThan(0);
  });

  test('a dark-mode visitor sees dark before any module runs, and the page is hydrated, not re-rendered', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // The heading node the browser parsed from the HTML, kept to compare after the app started.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { parsedHeading: Element | null }).parsedHeading =
            document.querySelector('h1');
        }
      });
    });
    await page.goto('/school-management-system');
    // The toggle follows the stored or system theme only once hydration is done.
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.locator('body')).toContainClass('dark-mode');
    const sameNode = await page.evaluate(
      () =>
        (window as unknown as { parsedHeading: Element | null }).parsedHeading ===
        document.querySelector('h1'),
    );
    expect(sameNode, 'hydration kept the prerendered heading').toBe(true);
    await expect(page.locator('title')).toHaveCount(1);

    // Client navigation after hydration: one set of head tags, the new page's.
    await page.getByRole('link', { name: 'User Guide' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await expect(page).toHaveTitle('User Guide | Shala');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test.describe('with the scripts blocked', () => {
    test.use({ waitsForApp: false });

    test('what a visitor types before the app runs is kept, and the form cannot be sent before', async ({
      page,
    }) => {
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      // Not until 'load': the app boot script asks for the held scripts once the page has painted,
      // and a script asked for before the load event holds it back (a busy host paints first).
      await page.goto('/register', { waitUntil: 'commit' });
      const submit = page.getByRole('button', { name: 'Create account' });
      await expect(submit).toBeDisabled();
      await page.getByLabel('First name').fill('Asha');
      await page.getByLabel('Email').fill('asha@vidyamandir.in');
      await page.getByRole('checkbox').check();

      release();
      await waitForApp(page);
      await expect(submit).toBeEnabled();
      await expect(page.getByLabel('First name')).toHaveValue('Asha');
      await expect(page.getByLabel('Email')).toHaveValue('asha@vidyamandir.in');
      await expect(page.getByRole('checkbox')).toBeChecked();
      // The form's machine has them: sending names only the fields left empty.
      await submit.click();
      await expect(page.getByText('Last name is required')).toBeVisible();
      await expect(page.getByText('First name is required')).toHaveCount(0);
      await expect(page.getByText('Email is required')).toHaveCount(0);
    });

    test('the theme boot script alone paints dark mode: no light flash while modules load', async ({
      page,
      pageErrors,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      await expect(page.locator('body')).toContainClass('dark-mode');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in to Shala' })).toBeVisible();
      forgiveBlockedScripts(pageErrors);
    });
  });
});
