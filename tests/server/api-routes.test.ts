import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../scripts/lib/api-routes.mjs';
import { API_PREFIX } from '../../server/paths';
import { buildTestApp } from './test-app';
import { databases } from './test-database';

// `npm run security:scan` sends hostile input to every route in scripts/lib/api-routes.mjs: this
// keeps that list equal to the routes the app really registers under /prod/v1.

const [target] = databases();

describe.skipIf(!target)('the security scan route list', () => {
  it('names every API route the app registers, and no other', async () => {
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
    await app.close();
    await database.dispose();
    const listed = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect([...new Set(registered)].sort()).toEqual([...listed].sort());
  });
});
