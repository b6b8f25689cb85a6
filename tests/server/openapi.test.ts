import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { App } from '@server/app';
import { API_PREFIX } from '@server/paths';
import { DOCS_PATH, OPENAPI_PATH } from '@server/plugins/openapi';
import { docsContentSecurityPolicy } from '@server/plugins/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalTestApp, type School } from './portal-helpers';
import { buildTestApp } from './test-app';
import { type DatabaseTarget, databases, type TestDatabase } from './test-database';

// The published contract: every API route documented with every status its schema declares, a
// document that is valid OpenAPI 3.1, and a reference page that loads nothing from elsewhere.

interface RegisteredRoute {
  method: string;
  url: string;
  statuses: string[];
  hidden: boolean;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, unknown>; summary?: string; tags?: string[] }>
  >;
}

/** `/tenants/user/:userId` as OpenAPI writes it: `/tenants/user/{userId}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const isDocumentationRoute = (url: string) =>
  url === `${API_PREFIX}${OPENAPI_PATH}` || url.startsWith(`${API_PREFIX}${DOCS_PATH}`);

describe.each(databases().slice(0, 1))(
  'the OpenAPI document and reference (on $kind)',
  (target: DatabaseTarget) => {
    let database: TestDatabase;
    let app: App;
    const registered: RegisteredRoute[] = [];

    beforeAll(async () => {
      database = await target.open();
      app = buildTestApp({ database: database.handle });
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith(`${API_PREFIX}/`)) return;
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const method of ([] as string[]).concat(route.method)) {
          if (method === 'HEAD') continue;
          registered.push({
            method: method.toLowerCase(),
            url: route.url,
            statuses: Object.keys(response),
            hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
          });
        }
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    async function openApiDocument(): Promise<OpenApiDocument> {
      const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${OPENAPI_PATH}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json() as OpenApiDocument;
    }

    it('documents every API route with every status its schema declares', async () => {
      const document = await openApiDocument();
      expect(document.openapi).toBe('3.1.0');
      const apiRoutes = registered.filter((route) => !isDocumentationRoute(route.url));
      // Sanity: the hook saw the real routes (login, the tenant calls, health...).
      expect(apiRoutes.length).toBeGreaterThanOrEqual(17);
      for (const route of apiRoutes) {
        expect(route.hidden, `${route.method} ${route.url} is hidden from the document`).toBe(false);
        const operation = document.paths[toOpenApiPath(route.url)]?.[route.method];
        expect(operation, `${route.method.toUpperCase()} ${route.url} is missing`).toBeDefined();
        expect(route.statuses.length, `${route.url} declares no answer`).toBeGreaterThan(0);
        expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...route.statuses].sort());
        expect(operation?.summary, `${route.url} has no summary`).toBeTruthy();
        expect(operation?.tags?.length, `${route.url} has no tag`).toBeGreaterThan(0);
      }
      // And nothing else: the document's operations are exactly the routes.
      const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      );
      expect(documented.sort()).toEqual(
        apiRoutes.map((route) => `${route.method} ${toOpenApiPath(route.url)}`).sort(),
      );
    });

    it('is a valid OpenAPI 3.1 document', async () => {
      const document = await openApiDocument();
      const validator = new Validator();
      const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    });

    it('marks the owner-only calls as needing the bearer token', async () => {
      const document = await openApiDocument();
      const login = document.paths[`${API_PREFIX}/auth/login`]?.post as { security?: unknown };
      const tenant = document.paths[`${API_PREFIX}/tenants/user/{userId}`]?.get as { security?: unknown };
      expect(login.security).toBeUndefined();
      expect(tenant.security).toEqual([{ bearerAuth: [] }]);
    });

    it('declares the three bearer schemes', async () => {
      const document = (await openApiDocument()) as OpenApiDocument & {
        components?: { securitySchemes?: Record<string, { type: string; scheme: string }> };
      };
      expect(document.components?.securitySchemes).toMatchObject({
        bearerAuth: { type: 'http', scheme: 'bearer' },
        portalBearer: { type: 'http', scheme: 'bearer' },
        guardianBearer: { type: 'http', scheme: 'bearer' },
      });
    });

    it('serves the reference page as HTML that loads only same-origin files, under its own CSP', async () => {
      const page = await app.inject({ method: 'GET', url: `${API_PREFIX}${DOCS_PATH}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(docsContentSecurityPolicy());
      const html = page.body;
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/); // no inline script
      expect(html).not.toMatch(/<style/);
      const assets = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(assets.length).toBeGreaterThanOrEqual(3);
      for (const asset of assets) {
        // Same origin: a path, never a scheme or a protocol-relative URL.
        expect(asset, asset).toMatch(/^\/(?!\/)/);
        const file = await app.inject({ method: 'GET', url: asset });
        expect(file.statusCode, asset).toBe(200);
      }
      // The script that starts Swagger UI, and what it fetches: the same document.
      const starter = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}${DOCS_PATH}/static/swagger-initializer.js`,
      });
      expect(starter.statusCode).toBe(200);
      // Nothing to fetch from elsewhere (comments aside, and the SVG namespace of the logo, a data: URI).
      const code = starter.body.replace(/\/\/ .*$/gm, '').replace(/'data:[^']*'/g, "''");
      expect(code).not.toMatch(/https?:\/\//);
      const json = await app.inject({ method: 'GET', url: `${API_PREFIX}${DOCS_PATH}/json` });
      expect(json.json()).toEqual(await openApiDocument());
    });

    it('keeps the site policy on every other answer', async () => {
      const health = await app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
      expect(health.headers['content-security-policy']).not.toBe(docsContentSecurityPolicy());
      expect(String(health.headers['content-security-policy'])).toContain("script-src 'self'");
    });
  },
);

// Which calls need a token, asked of the server itself: every documented operation is called
// without one (a portal's on an active school's address, the rest on the main site). Those that
// answer 401 asking for a bearer token must carry their scheme in the document (the portal's session for /portal/..., the
// owner's elsewhere), and no other may carry one. Before, none of the portal's 62 signed-in calls did.
describe.each(databases())('the security the OpenAPI document states (on $kind)', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle);
    school = await subject.school('Green Valley School', ['6']);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  /** A value for a path parameter that gets a request as far as its token check. */
  const parameterValue = (name: string) =>
    ({
      userId: randomUUID(),
      token: 'x'.repeat(43),
      kind: 'students',
      type: 'PRIVACY_POLICY',
      weekday: '1',
      period: '1',
    })[name] ?? '00000000-0000-4000-8000-000000000000';

  it('marks exactly the calls that refuse a request without a token, each with its scheme', async () => {
    const response = await subject.app.inject({ method: 'GET', url: `${API_PREFIX}${OPENAPI_PATH}` });
    const document = response.json() as OpenApiDocument;
    const checked = { portalBearer: 0, guardianBearer: 0, bearerAuth: 0, none: 0 };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{([A-Za-z0-9_]+)\}/g, (_all, name: string) => parameterValue(name));
        const portal = path.startsWith(`${API_PREFIX}/portal/`);
        const answer = await subject.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { host: portal ? school.host : 'localhost' },
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        const stated = (operation as { security?: unknown }).security;
        const what = `${method.toUpperCase()} ${path} (answered ${answer.statusCode})`;
        // A protected resource says so with `www-authenticate: Bearer` (RFC 6750); a 401 without it
        // is about something else (a dead invitation link in the path).
        if (answer.statusCode === 401 && answer.headers['www-authenticate'] === 'Bearer') {
          const scheme = path.startsWith(`${API_PREFIX}/portal/guardian/`)
            ? 'guardianBearer'
            : portal
              ? 'portalBearer'
              : 'bearerAuth';
          expect(stated, what).toEqual([{ [scheme]: [] }]);
          checked[scheme] += 1;
        } else {
          expect(stated, what).toBeUndefined();
          checked.none += 1;
        }
      }
    }
    // Sanity: the portal's signed-in calls, the owner's (logout, passwords, the tenant) and the public ones.
    expect(checked.portalBearer).toBeGreaterThanOrEqual(62);
    expect(checked.guardianBearer).toBeGreaterThanOrEqual(3);
    expect(checked.bearerAuth).toBeGreaterThanOrEqual(7);
    expect(checked.none).toBeGreaterThanOrEqual(15);
  });
});
