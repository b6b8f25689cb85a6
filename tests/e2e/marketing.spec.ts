// The marketing site (docs/requirements/marketing.md, contact.md) in a real browser against the
// production server: the hero moves on after 10 s and wraps after slide 5 (on Playwright's clock),
// a contact message sent from the page reaches the dev mailbox, 'Send another message' resets the
// form, the FAQ of both landing pages, section links into /, nothing loaded from another origin,
// and axe-core in both themes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test as base, expect, SHARED_SERVER_RATE_LIMIT_SCALE } from './fixtures';

// The contact notification goes to CONTACT_INBOX, which the server reads once, at start. Set here,
// before this file's server starts; the worker option below gives this file a worker (and so a
// server) of its own, so the setting cannot miss a server another file already started.
const INBOX = 'contact-inbox@shala.example.in';
process.env.CONTACT_INBOX = INBOX;
const test = base.extend<object, { contactInboxServer: string }>({
  contactInboxServer: [INBOX, { scope: 'worker', option: true }],
});
test.use({ contactInboxServer: INBOX });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const shownSlide = (page: Page) => hero(page).locator('.hero__slide:not([inert])');
const titles = [
  'Complete School & Coaching Management',
  'Student Management',
  'Faculty Platform',
  'Analytics & Reporting',
  'Apps for Students and Teachers',
];

/** Slide `index` shows; its indicator is current, or during a fade the indicator of the slide to come. */
async function expectSlide(page: Page, index: number, indicated = index) {
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `${index + 1} of 5`);
  await expect(shownSlide(page).locator('.store-link')).toHaveCount(index === 4 ? 4 : 0);
  await expect(shownSlide(page).getByRole('heading', { level: 2 })).toHaveText(titles[index] ?? '');
  await expect(
    hero(page).getByRole('button', { name: `Show slide ${indicated + 1}: ${titles[indicated]}` }),
  ).toHaveAttribute('aria-current', 'true');
}

test.describe('hero carousel', () => {
  test('moves on after 10 s with a 300 ms fade, and wraps to the first slide after the fifth', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T10:00:00+05:30') });
    await page.goto('/');
    await expectSlide(page, 0);
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    // Stop the clock, then let the pointer rest on the slides (a fade under way ends) and leave:
    // the 10 s start again from now.
    await page.clock.pauseAt(new Date('2026-03-02T10:05:00+05:30'));
    await shownSlide(page).hover();
    await page.clock.runFor(300);
    await page.mouse.move(0, 0);
    const start = Number((await shownSlide(page).getAttribute('aria-label'))?.split(' ')[0]) - 1;
    await expect(hero(page).locator('.hero__progress-bar')).toHaveCount(1);

    await page.clock.runFor(9_999);
    await expectSlide(page, start);
    await expect(hero(page).locator('.hero__slide--fading')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(hero(page).locator('.hero__slide--fading')).toHaveCount(1);
    await expectSlide(page, start, (start + 1) % 5);
    await page.clock.runFor(300);
    await expect(hero(page).locator('.hero__slide--fading')).toHaveCount(0);
    await expectSlide(page, (start + 1) % 5);

    // Once round the five slides: past the apps slide (with its four store buttons), the first one.
    for (let step = 2; step <= 6; step++) {
      await page.clock.runFor(10_300);
      await expectSlide(page, (start + step) % 5);
    }
  });

  test('stays on a slide while paused or hovered, and an indicator shows its slide at once', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T10:00:00+05:30') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-03-02T10:05:00+05:30'));
    await hero(page)
      .getByRole('button', { name: `Show slide 4: ${titles[3]}` })
      .click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(300);
    await expectSlide(page, 3);

    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(60_000);
    await expectSlide(page, 3);

    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await shownSlide(page).hover();
    await page.clock.runFor(60_000);
    await expectSlide(page, 3);
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_300);
    await expectSlide(page, 4);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('Register is in sight without the menu, and the first control of the page is not Pause', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      const register = page.getByRole('banner').getByRole('link', { name: 'Register' });
      await expect(register).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeHidden();
      // The page's first control after the header (where "Skip to content" leads): the shown
      // slide's own link, not the carousel's Pause.
      const first = await page.evaluate(() => {
        const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input')];
        const reachable = controls.find(
          (element) => !element.closest('[inert]') && element.offsetParent !== null,
        );
        return reachable
          ? `${reachable.tagName} ${reachable.getAttribute('aria-label') ?? reachable.textContent}`
          : '';
      });
      expect(first).toMatch(/^A /);
      expect(first).not.toContain('Pause');
    });

    test('every indicator is inside the carousel, and the fifth shows its slide whole', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const carousel = await hero(page).boundingBox();
      const indicators = hero(page).getByRole('group').getByRole('button');
      await expect(indicators).toHaveCount(5);
      for (const indicator of await indicators.all()) {
        const box = await indicator.boundingBox();
        expect(box && carousel && box.x + box.width <= carousel.x + carousel.width).toBe(true);
      }
      await indicators.nth(4).tap();
      await expectSlide(page, 4);
      // Nothing scrolled the carousel sideways: the slide starts at its left edge.
      const slide = await shownSlide(page).boundingBox();
      expect(slide && carousel && slide.x >= carousel.x).toBe(true);
      expect(slide && carousel && slide.x + slide.width <= carousel.x + carousel.width).toBe(true);
    });
  });

  test('does not move on its own for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-03-02T10:00:00+05:30') });
    await page.goto('/');
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.pauseAt(new Date('2026-03-02T10:05:00+05:30'));
    await page.clock.runFor(60_000);
    await expectSlide(page, 0);
  });
});

/** The contact notifications the dev mailbox holds: its sidecars, with the raw .eml beside each. */
async function contactMails(dataDir: string) {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(async (name) => {
      const sidecar = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
        to: string;
        subject: string;
        kind: string;
      };
      const eml = await readFile(join(dir, name.replace(/\.json$/, '.eml')), 'utf8');
      return { ...sidecar, eml };
    }),
  );
  return mails.filter((mail) => mail.kind === 'contact');
}

test.describe('contact form', () => {
  test('a message sent from the page reaches the inbox with reply-to the sender; Send another message resets the form', async ({
    page,
    appServer,
  }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    const sender = `asha.${Date.now()}@vidyamandir.in`;
    await contact.getByLabel('Name').fill('Asha Verma');
    await contact.getByLabel('Email').fill(sender);
    await contact.getByLabel('Subject').fill('A demo for our teachers');
    await contact
      .getByLabel('Message')
      .fill('We are a CBSE school in Jaipur. Could you show our teachers the apps?');
    await contact.getByRole('button', { name: 'Send Message' }).click();

    await expect(contact.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await expect(contact.getByText(`Your message has reached us. We will reply to ${sender}.`)).toBeVisible();

    // The row and its notification are written in one transaction: the mail proves the message is stored.
    await expect
      .poll(
        async () =>
          (await contactMails(appServer.dataDir)).filter((mail) => mail.eml.includes(sender)).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const [mail] = (await contactMails(appServer.dataDir)).filter((item) => item.eml.includes(sender));
    expect(mail?.to).toContain(INBOX);
    expect(mail?.subject).toBe('Contact form: A demo for our teachers');
    expect(mail?.eml).toMatch(new RegExp(`^Reply-To: ${sender.replace(/[.]/g, '\\.')}\\r?$`, 'm'));

    await contact.getByRole('button', { name: 'Send another message' }).click();
    await expect(contact.getByLabel('Name')).toBeFocused();
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(contact.getByLabel(label)).toHaveValue('');
  });

  test('its code loads only when the visitor comes near it; until then the prerendered form cannot be sent', async ({
    page,
  }) => {
    const contactCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/contact-section-[^/]+\.js$/.test(new URL(request.url()).pathname))
        contactCode.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const contact = page.locator('#contact');
    // Prerendered and still waiting for its code: there, but its button disabled.
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await page.waitForTimeout(1_000);
    expect(contactCode, 'contact form code before the visitor comes near it').toEqual([]);
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(contactCode).toHaveLength(1);
  });

  test('the browser keeps an incomplete form from being sent', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill('Asha Verma');
    await contact.getByLabel('Email').fill('asha@vidyamandir');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await contact.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    await expect(contact.getByRole('heading', { name: 'Thank you!' })).toHaveCount(0);
  });

  test('a refused message shows the server’s sentence and keeps the form filled', async ({
    page,
    request,
    pageErrors,
  }) => {
    // Use up this network's messages for the hour (five, times the shared server's scale), then
    // send one more from the page.
    for (let attempt = 0; attempt <= 5 * SHARED_SERVER_RATE_LIMIT_SCALE; attempt++) {
      const response = await request.post('/prod/v1/contact/submit', {
        data: {
          name: 'Load',
          email: 'load@example.in',
          subject: 'Limit',
          message: 'Filling the hourly limit.',
        },
      });
      if (response.status() === 429) break;
      expect(response.status()).toBe(201);
    }
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill('Ravi Kumar');
    await contact.getByLabel('Email').fill('ravi@sunrise.in');
    await contact.getByLabel('Subject').fill('Fees module');
    await contact.getByLabel('Message').fill('Does Shala record fee receipts?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('alert')).toHaveText(
      /^Too many messages from your network\. Please wait .+ and try again\.$/,
    );
    await expect(contact.getByLabel('Subject')).toHaveValue('Fees module');
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // The browser logs the refused request; that is the answer this test asked for.
    const refused = pageErrors.findIndex((error) => error.includes('status of 429'));
    expect(refused).toBeGreaterThanOrEqual(0);
    pageErrors.splice(refused, 1);
  });
});

test.describe('landing pages', () => {
  const pages = [
    {
      path: '/school-management-system',
      heading: 'School Management System',
      questions: ['Is Shala really free for schools?', 'Can we use NCERT courses?', 'How do we get started?'],
    },
    {
      path: '/coaching-management-system',
      heading: 'Coaching Management System',
      questions: [
        'Is Shala really free for coaching centres?',
        'Can we run test series and rank students?',
        'How does the AI assistant help students?',
      ],
    },
  ];

  for (const landing of pages) {
    test(`${landing.path}: one FAQ answer open at a time, the first at start, the open one closes`, async ({
      page,
    }) => {
      await page.goto(landing.path);
      await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
      const question = (index: number) => page.getByRole('button', { name: landing.questions[index] });
      const expectOpen = async (open: number | null) => {
        for (let index = 0; index < 3; index++) {
          await expect(question(index)).toHaveAttribute('aria-expanded', String(index === open));
          const panel = page.locator(`#${await question(index).getAttribute('aria-controls')}`);
          if (index === open) await expect(panel).toBeVisible();
          else await expect(panel).toBeHidden();
        }
      };
      await expectOpen(0);
      await question(1).click();
      await expectOpen(1);
      await question(1).click();
      await expectOpen(null);
      await question(2).click();
      await expectOpen(2);
      await question(0).click();
      await expectOpen(0);
    });

    test(`${landing.path}: Start Free Trial registers, Schedule Demo scrolls to the contact form on /`, async ({
      page,
    }) => {
      await page.goto(landing.path);
      await page.getByRole('link', { name: 'Schedule Demo' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect(page.locator('#contact')).toBeInViewport();
      await page.goto(landing.path);
      await page.getByRole('link', { name: 'Start Free Trial' }).click();
      await expect.poll(() => pathOf(page)).toBe('/register');
      await page.goto(landing.path);
      await page.getByRole('link', { name: 'Get Started for Free' }).click();
      await expect.poll(() => pathOf(page)).toBe('/register');
    });
  }
});

test.describe('section links', () => {
  for (const [link, id] of [
    ['Features', 'services'],
    ['Why Free?', 'why-free'],
    ['Contact', 'contact'],
  ] as const) {
    test(`${link} from /blog goes to / and scrolls to #${id}`, async ({ page }) => {
      await page.goto('/blog');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect.poll(() => pathOf(page)).toBe('/');
      const section = page.locator(`#${id}`);
      await expect(section).toBeInViewport();
      await expect
        .poll(async () => (await section.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
        .toBeLessThan(120);
    });
  }

  test('the Intelligent Learning Assistant card and the hero buttons lead to their sections', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .locator('#services [data-feature="learning-assistant"]')
      .getByRole('link', { name: 'Ask us about it' })
      .click();
    await expect(page.locator('#contact')).toBeInViewport();
    expect(pathOf(page)).toBe('/');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shownSlide(page).getByRole('link', { name: 'For Schools' }).click();
    await expect.poll(() => pathOf(page)).toBe('/school-management-system');
  });
});

test.describe('what the pages load and how they read', () => {
  for (const path of ['/', '/school-management-system', '/coaching-management-system']) {
    test(`${path} loads nothing from another origin`, async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== baseURL) foreign.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`${path} has no serious or critical axe violations in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (scheme === 'dark') await expect(page.locator('body')).toContainClass('dark-mode');
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious, 'serious or critical axe violations').toEqual([]);
      });
    }
  }
});
