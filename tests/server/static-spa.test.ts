import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { App } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app';
import { databases, type TestDatabase } from './test-database';

// A small stand-in for the Vite build, written to a temp directory: the tests never need `npm run build`.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';
const SHELL = '<!doctype html><title>shell</title><div id="root"></div>';
const NOT_FOUND = '<!doctype html><title>Page Not Found | Shala</title><h1>Page Not Found</h1>';
const HINDI_SHELL = '<!doctype html><html lang="hi"><title>shell</title><div id="root"></div>';
const HINDI_NOT_FOUND =
  '<!doctype html><html lang="hi"><title>पेज नहीं मिला | Shala</title><h1>पेज नहीं मिला</h1>';
const HINDI_ABOUT = '<!doctype html><html lang="hi"><title>परिचय (prerendered)</title>';
const HASHES = { 'script-src': ['sha256-Ym9vdA=='], 'style-src': ['sha256-c3R5bGU=', 'sha256-bW9yZQ=='] };

describe.each(databases())('the web app on $kind', (target) => {
  let testDb: TestDatabase;
  let dist: string;
  let app: App;

  beforeAll(async () => {
    testDb = await target.open();
    dist = await mkdtemp(join(tmpdir(), 'shala-dist-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, 'about'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'app-shell.html'), SHELL);
    await writeFile(join(dist, '404.html'), NOT_FOUND);
    await writeFile(join(dist, 'csp-hashes.json'), JSON.stringify(HASHES));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dist, 'about', 'index.html'), '<!doctype html><title>About (prerendered)</title>');
    await mkdir(join(dist, 'hi', 'about'), { recursive: true });
    await writeFile(join(dist, 'hi', 'index.html'), HINDI_ABOUT);
    await writeFile(join(dist, 'hi', 'about', 'index.html'), HINDI_ABOUT);
    await writeFile(join(dist, 'hi', 'app-shell.html'), HINDI_SHELL);
    await writeFile(join(dist, 'hi', '404.html'), HINDI_NOT_FOUND);
    await writeFile(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await writeFile(join(dist, '.env'), 'SECRET=1');
    app = buildTestApp({ database: testDb.handle, env: { STATIC_DIR: dist } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }

  it('serves index.html at / for revalidation on every visit, with the CSP', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves the pre-compressed file when the build has one and the browser takes it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a repeat visit with 304 when the file has not changed', async () => {
    const first = await get('/', { accept: 'text/html' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/', { accept: 'text/html', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves other build files with a short cache', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('User-agent');
  });

  it('answers the pages rendered in the browser with the app shell', async () => {
    for (const url of [
      '/dashboard?tab=1',
      '/dashboard/',
      '/verify?token=abc',
      '/reset-password?token=abc&email=a%40b.in',
      '/contact',
    ]) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('answers the Hindi pages rendered in the browser with the Hindi app shell (a Hindi owner’s mails link there)', async () => {
    for (const url of [
      '/hi/verify?token=abc',
      '/hi/reset-password?token=abc&email=a%40b.in',
      '/hi/dashboard',
      '/hi/dashboard/',
    ]) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(HINDI_SHELL);
    }
  });

  it('serves the Hindi prerendered pages at /hi and under it, and the Hindi 404 page with a 404', async () => {
    for (const url of ['/hi', '/hi/', '/hi/about', '/hi/about/']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(HINDI_ABOUT);
    }
    for (const url of ['/hi/no/such/page', '/hi/login']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(HINDI_NOT_FOUND);
    }
  });

  describe('a visitor who chose Hindi (language=hi cookie)', () => {
    const hindi = { accept: 'text/html', cookie: 'theme=x; language=hi' };

    it('is sent from an English page to the Hindi one, query kept, when arriving from outside the site', async () => {
      for (const [url, to] of [
        ['/', '/hi'],
        ['/about', '/hi/about'],
        ['/about?utm_source=mail', '/hi/about?utm_source=mail'],
        ['/verify?token=abc', '/hi/verify?token=abc'],
        ['/no/such/page', '/hi/no/such/page'],
        ['//evil.example/x', '/hi//evil.example/x'],
      ] as const) {
        for (const site of [undefined, 'none', 'cross-site']) {
          const response = await get(url, site ? { ...hindi, 'sec-fetch-site': site } : hindi);
          expect(response.statusCode, `${url} ${site}`).toBe(302);
          expect(response.headers.location, url).toBe(to);
          expect(response.headers.vary, url).toContain('Cookie');
        }
      }
    });

    it('stays on the English page when following a link on the site itself', async () => {
      const response = await get('/about', { ...hindi, 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>About (prerendered)</title>');
    });

    it('is never redirected for files, Hindi pages, the API or another language value', async () => {
      expect((await get('/robots.txt', hindi)).statusCode).toBe(200);
      expect((await get('/assets/index-Ab12Cd34.js', hindi)).statusCode).toBe(200);
      expect((await get('/hi/about', hindi)).body).toBe(HINDI_ABOUT);
      expect((await get('/prod/v1/nothing', hindi)).statusCode).toBe(404);
      expect((await get('/about', { accept: 'text/html', cookie: 'language=en' })).statusCode).toBe(200);
      expect((await get('/about', { accept: 'text/html', cookie: 'xlanguage=hi' })).statusCode).toBe(200);
    });

    it('English pages say that they vary by cookie, so shared caches keep the two apart', async () => {
      const response = await get('/about', { accept: 'text/html' });
      expect(response.headers.vary).toContain('Cookie');
    });
  });

  it('answers any other page URL with the 404 page and a real 404 status', async () => {
    for (const url of [
      '/login',
      '/no/such/page',
      '/blog/no-such-article',
      '/project/x',
      '/dashboard/x',
      '/hindi/verify',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(NOT_FOUND);
    }
  });

  it('answers page URLs for clients that accept anything too', async () => {
    expect((await get('/dashboard', { accept: '*/*' })).body).toBe(SHELL);
    const unknown = await get('/nope', { accept: '*/*' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(NOT_FOUND);
  });

  it("allows exactly the build's inline scripts and styles in the CSP, by hash", async () => {
    const csp = (await get('/', { accept: 'text/html' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'sha256-Ym9vdA==';");
    expect(csp).toContain("style-src 'self' 'sha256-c3R5bGU=' 'sha256-bW9yZQ==';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves a prerendered page when the build has one', async () => {
    const response = await get('/about', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('About (prerendered)');
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers a missing asset with a JSON 404, never with HTML a browser would run', async () => {
    const response = await get('/assets/index-Gone0000.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      message: 'Nothing found at GET /assets/index-Gone0000.js.',
      error: 'Nothing found at GET /assets/index-Gone0000.js.',
      code: 'not_found',
    });
  });

  it('never serves dotfiles or anything outside the build', async () => {
    for (const url of [
      '/.env',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f.env',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await get(url, { accept: '*/*' });
      // Either refused, or (no file extension) treated as a client route: the page, never the file.
      if (response.statusCode === 200) expect(response.body, url).toBe(INDEX);
      else expect([400, 403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('answers other methods outside the API with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Nothing found at POST /login.');
  });

  it('keeps API paths out of the web app', async () => {
    const response = await get('/prod/v1/login', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No API endpoint matches GET /prod/v1/login.');
  });

  it('says to run the build when there is none', async () => {
    const unbuilt = buildTestApp({ database: testDb.handle });
    try {
      const response = await unbuilt.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'The web app has not been built yet: run `npm run build`, then reload this page.',
        error: 'The web app has not been built yet: run `npm run build`, then reload this page.',
        code: 'app_not_built',
      });
      const api = await unbuilt.inject({ method: 'GET', url: '/prod/v1/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });

  it('serves a build without the prerender (index.html only) for both kinds of page', async () => {
    const plain = await mkdtemp(join(tmpdir(), 'shala-plain-dist-'));
    await writeFile(join(plain, 'index.html'), INDEX);
    const old = buildTestApp({ database: testDb.handle, env: { STATIC_DIR: plain } });
    try {
      const shell = await old.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toBe(INDEX);
      const unknown = await old.inject({ method: 'GET', url: '/nope', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe(INDEX);
      expect(shell.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      await old.close();
      await rm(plain, { recursive: true, force: true });
    }
  });
});
