// `npm run guide:record`: records the user guide's screenshots from the real screens
// (docs/requirements/marketing.md#user-guide). It starts the production server on the last build
// (`npm run build` first) with a fresh embedded database, walks each scripted journey in Chromium
// at 360 px as a phone would, and saves every screenshot the guide declares
// (src/content/user-guide.ts, `shots`) to public/guide/<module>/<feature>-<step>.png. The captions
// are the steps' own words, in English and Hindi (src/i18n/en/guide.ts, src/i18n/hi/guide.ts).
// A declared screenshot without a journey below fails the run; so does a journey's screen that
// does not appear. No video: the guide shows steps with screenshots, which a phone loads faster
// and a person can follow without sound.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { guideShape, guideShotUrl } from '../src/content/user-guide.ts';
import { startAppServer, stopAppServer } from './lib/app-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Chalk&Board2026';
const PHONE = {
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  // The font below is a style the page's CSP would refuse.
  bypassCSP: true,
};

/**
 * A phone has Devanagari fonts; a bare Chromium may not. The language switch's "हिन्दी" on an
 * English page is drawn in the site's own Devanagari font (src/devanagari-font.css) for the
 * screenshot, as a phone would draw it in its own.
 */
if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
  console.error('guide:record: no build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const devanagari = (await readdir(join(ROOT, 'dist', 'assets'))).find((name) =>
  /^noto-sans-devanagari-devanagari-400-normal-.*\.woff2$/.test(name),
);

async function phone(browser) {
  const context = await browser.newContext(PHONE);
  if (devanagari) {
    await context.addInitScript((font) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = `@font-face { font-family: "Guide Devanagari"; src: url(/assets/${font}) format("woff2"); font-display: block; unicode-range: U+0900-097F; } body { font-family: "Guide Devanagari", system-ui, sans-serif; }`;
        document.head.append(style);
      });
    }, devanagari);
  }
  return context;
}

/** The newest link to `path` the dev mailbox holds for `to`. */
async function mailedLink(dataDir, to, path) {
  const dir = join(dataDir, 'mail');
  for (let tries = 0; tries < 75; tries++) {
    const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
    const mails = await Promise.all(
      names.map(async (name) => ({
        ...JSON.parse(await readFile(join(dir, name), 'utf8')),
        at: (await stat(join(dir, name))).mtimeMs,
      })),
    );
    const link = mails
      .filter((mail) => mail.to.toLowerCase().includes(to))
      .sort((a, b) => a.at - b.at)
      .flatMap((mail) => mail.links)
      .map((href) => new URL(href))
      .filter((url) => url.pathname === path)
      .at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link to ${path}`);
}

async function api(base, method, path, body, token) {
  const response = await fetch(`${base}/prod/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A verified, signed-in owner of "Sunrise Public School", made through the API. */
async function owner(server, dataDir, email) {
  await api(server, 'POST', '/auth/register', {
    email,
    password: PASSWORD,
    fullName: 'Asha Verma',
    institutionName: 'Sunrise Public School',
    phone: '+919876543210',
  });
  const link = await mailedLink(dataDir, email, '/verify');
  // Verifying signs the owner in, as the verification page does.
  const { userId, token } = await api(server, 'POST', '/auth/verify', {
    token: link.searchParams.get('token'),
  });
  return { userId, token, email, name: 'Asha Verma' };
}

async function signIn(page, server, who) {
  await page.goto(`${server}/`);
  await page.evaluate((session) => {
    localStorage.setItem('authToken', session.token);
    localStorage.setItem('userEmail', session.email);
    localStorage.setItem('userId', session.userId);
    localStorage.setItem('userName', session.name);
  }, who);
}

/** An ACTIVE school, and its owner's single-use way into its portal. */
async function activeSchool(server, dataDir) {
  const who = await owner(server, dataDir, `portal.${Date.now()}@sunrise.example`);
  await api(
    server,
    'POST',
    `/tenants/deploy/user/${who.userId}`,
    { userId: who.userId, features: [], kind: 'school' },
    who.token,
  );
  for (let tries = 0; tries < 100; tries++) {
    if ((await api(server, 'GET', `/tenants/user/${who.userId}`, undefined, who.token)).isActive) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return api(server, 'POST', `/tenants/user/${who.userId}/portal-handoff`, undefined, who.token);
}

/** A page of an ACTIVE school's portal, signed in as the owner. */
async function portalPage(browser, server, dataDir) {
  const grant = await activeSchool(server, dataDir);
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto(`${grant.portalUrl}/handoff#code=${encodeURIComponent(grant.code)}`);
  await page.waitForURL(`${grant.portalUrl}/`);
  return { page, portal: grant.portalUrl, context };
}

/** The screen has its answer: its heading, and no "Loading…" left. */
async function loaded(page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => !document.body.innerText.includes('Loading'));
}

/** The journeys, by screenshot: `<module>/<feature>-<step>`; each leaves the page on that step's screen. */
const journeys = {
  async 'getting-started/register-2'({ browser, server }) {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto(`${server}/register`);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill('asha@sunrise.example');
    await page.getByLabel('Password', { exact: true }).fill('sunrise123');
    const hint = page.getByText(/^Weak:/);
    await hint.waitFor();
    await page.evaluate(() => {
      const field = document.querySelector('input[type=password]');
      window.scrollTo(0, (field?.getBoundingClientRect().top ?? 0) + window.scrollY - 260);
    });
    return { page, context };
  },
  async 'getting-started/activate-1'({ browser, server, dataDir }) {
    const who = await owner(server, dataDir, `activate.${Date.now()}@sunrise.example`);
    const context = await phone(browser);
    const page = await context.newPage();
    await signIn(page, server, who);
    await page.goto(`${server}/dashboard`);
    const question = page.getByRole('group', { name: 'School or coaching centre?' });
    await question.waitFor();
    await question.scrollIntoViewIfNeeded();
    return { page, context };
  },
  async 'signing-in/portal-sign-in-2'({ browser, server, dataDir }) {
    const grant = await activeSchool(server, dataDir);
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto(`${grant.portalUrl}/sign-in`);
    await page.locator('input[type=password]').waitFor();
    return { page, context };
  },
  async 'people/members-1'({ browser, server, dataDir }) {
    const { page, portal, context } = await portalPage(browser, server, dataDir);
    await page.goto(`${portal}/members`);
    await loaded(page);
    return { page, context };
  },
  async 'academics/classes-1'({ browser, server, dataDir }) {
    const { page, portal, context } = await portalPage(browser, server, dataDir);
    await page.goto(`${portal}/academics`);
    await loaded(page);
    return { page, context };
  },
  async 'attendance/take-1'({ browser, server, dataDir }) {
    const { page, portal, context } = await portalPage(browser, server, dataDir);
    await page.goto(`${portal}/attendance`);
    await loaded(page);
    return { page, context };
  },
};

const wanted = guideShape.flatMap((module) =>
  module.features.flatMap((feature) =>
    feature.shots.map((step) => ({ module: module.id, feature: feature.id, step })),
  ),
);
const missing = wanted.filter(({ module, feature, step }) => !journeys[`${module}/${feature}-${step}`]);
if (missing.length) {
  console.error(
    `guide:record: no journey for ${missing.map((m) => `${m.module}/${m.feature}-${m.step}`).join(', ')}`,
  );
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'shala-guide-'));
const server = await startAppServer({
  env: {
    DATA_DIR: dataDir,
    STATIC_DIR: join(ROOT, 'dist'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    CORS_ORIGINS: '',
    RATE_LIMIT_SCALE: '10',
    PROVISIONING_STEP_DELAY_MS: '0',
  },
  // A busy machine (the whole test suite beside it) needs longer than the e2e minute.
  readyTimeoutMs: 180_000,
});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
try {
  for (const { module, feature, step } of wanted) {
    const { page, context } = await journeys[`${module}/${feature}-${step}`]({
      browser,
      server: server.url,
      dataDir,
    });
    const file = join(ROOT, 'public', guideShotUrl(module, feature, step));
    await mkdir(dirname(file), { recursive: true });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: file, type: 'png' });
    await context.close();
    console.log(
      `guide:record: ${file.slice(ROOT.length)} (${Math.round((await stat(file)).size / 1024)} kB)`,
    );
  }
} finally {
  await browser.close();
  await stopAppServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
