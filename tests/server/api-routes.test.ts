import { API_ROUTES } from '@scripts/lib/api-routes.mjs';
import { scanRoutes } from '@scripts/lib/scan-routes.mjs';
import { API_PREFIX } from '@server/paths';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app';
import { databases } from './test-database';

// `npm run security:scan` sends hostile input to every route it reads from the server's OpenAPI
// document, plus the few the document leaves out (scripts/lib/api-routes.mjs): together they must
// be exactly the routes the app registers under /prod/v1, each called with the session its own
// token check asks for. The hand-made bodies of api-routes.mjs must name real routes.

const [target] = databases();

describe.skipIf(!target)('the security scan route list', () => {
  it('scans every API route the app registers, and no other, each with the session it needs', async () => {
    if (!target) return;
    const database = await target.open();
    const app = buildTestApp({ database: database.handle });
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_PREFIX}/`)) return;
      for (const method of ([] as string[]).concat(route.method)) {
        if (method !== 'HEAD') registered.push(`${method} ${route.url.slice(API_PREFIX.length)}`);
      }
    });
    await app.ready();
    const document = (await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json();
    await app.close();
    await database.dispose();

    const scanned = scanRoutes(document, API_ROUTES);
    const unique = [...new Set(registered)].sort();
    expect(scanned.map((route) => `${route.method} ${route.path}`).sort()).toEqual(unique);
    for (const listed of API_ROUTES) {
      expect(unique, `${listed.method} ${listed.path} in api-routes.mjs`).toContain(
        `${listed.method} ${listed.path}`,
      );
    }
    // The sessions come from the routes' own token checks: every signed-in portal route, the owner's.
    const session = (key: string) =>
      scanned.find((route) => `${route.method} ${route.path}` === key)?.session;
    expect(session('GET /portal/me')).toBe('portal');
    expect(session('GET /portal/students')).toBe('portal');
    expect(session('POST /portal/session')).toBeUndefined();
    expect(session('GET /tenants/user/:userId')).toBe('owner');
    expect(session('POST /auth/login')).toBeUndefined();
    const portal = scanned.filter((route) => route.portal);
    expect(portal.filter((route) => route.session === 'portal').length).toBeGreaterThanOrEqual(62);
    expect(portal.every((route) => route.session !== 'owner')).toBe(true);
  });
});
