import type { App } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app';
import { databases, type TestDatabase } from './test-database';

// /sitemap.xml and /robots.txt (docs/requirements/marketing.md#page-metadata): every public route
// with the deployment's own origin, and robots kept out of the dashboard.

const PUBLIC_URL = 'https://shala.example.in';
const publicRoutes = [
  '/',
  '/school-management-system',
  '/coaching-management-system',
  '/blog',
  // marketing.md#blog: the blog's articles, categories and tags.
  '/blog/digital-attendance',
  '/blog/fee-collection-upi',
  '/blog/nep-2020-assessment',
  '/blog/coaching-batch-management',
  '/blog/online-classes-low-bandwidth',
  '/blog/student-data-dpdp-act',
  '/blog/category/policy',
  '/blog/category/administration',
  '/blog/category/coaching',
  '/blog/category/teaching',
  '/blog/category/technology',
  ...[
    'parents',
    'mobile-apps',
    'assessments',
    'attendance',
    'batches',
    'data-privacy',
    'dpdp-act',
    'fees',
    'nep-2020',
    'online-classes',
    'performance-analytics',
    'report-cards',
    'study-material',
    'timetables',
    'upi',
  ].map((tag) => `/blog/tag/${tag}`),
  '/user-guide',
  '/register',
  '/login',
  '/forgot-password',
  '/terms-and-conditions',
  '/privacy-policy',
];

describe.each(databases())('site files on $kind', (target) => {
  let testDb: TestDatabase;
  let app: App;

  beforeAll(async () => {
    testDb = await target.open();
    app = buildTestApp({ database: testDb.handle, env: { PUBLIC_URL } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('lists every public route in /sitemap.xml, with absolute URLs under PUBLIC_URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.body;
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every page in English, then in Hindi (languages.md#addresses), each naming the other
    // (hreflang).
    expect(locs).toEqual([
      ...publicRoutes.map((path) => `${PUBLIC_URL}${path}`),
      ...publicRoutes.map((path) => `${PUBLIC_URL}/hi${path === '/' ? '' : path}`),
    ]);
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/hi/login</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/login"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/login"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/login"/></url>`,
    );
    expect(body).not.toContain('/dashboard');
    expect(body).not.toContain('/verify');
    expect(body).not.toContain('/reset-password');
  });

  it('keeps robots out of the dashboard and the API, and points them at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /dashboard\nDisallow: /hi/dashboard\nDisallow: /prod/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it('answers HEAD like GET, without a body, with the security headers of every page', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
