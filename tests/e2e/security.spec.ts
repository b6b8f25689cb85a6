// Security checks (docs/requirements/security.md) against the production server in a real browser:
// the CSP, the security headers on pages and API, CORS for foreign origins, the login limit, and
// one owner's token on another owner's tenant.
import { expect, launchAppServer, SERVER_FIXTURE_TIMEOUT_MS, test } from './fixtures';
import { signedInOwner } from './owners';

function directive(csp: string, name: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${name}\\s([^;]*)`).exec(csp)?.[1]?.trim();
}

test.describe('content security policy', () => {
  test('the page runs under a CSP that blocks an injected inline script and style', async ({
    page,
    pageErrors,
  }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(directive(csp, 'script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(directive(csp, 'style-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.effectiveDirective),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { visibility: hidden; }';
      document.head.append(style);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        ran: (window as unknown as { injected?: boolean }).injected === true,
        visibility: getComputedStyle(document.body).visibility,
        violations,
      };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.visibility).toBe('visible');
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem']));
    // The browser reports the two refusals on the console; they are this test's point.
    const others = pageErrors.filter(
      (error) =>
        !/(Executing inline script|Applying inline style) violates the following Content Security Policy/.test(
          error,
        ),
    );
    expect(pageErrors.length - others.length).toBe(2);
    pageErrors.splice(0, pageErrors.length, ...others);
  });
});

test.describe('headers', () => {
  test('the security headers are on pages, the app shell, the 404 page and API answers', async ({
    request,
  }) => {
    const paths = ['/', '/blog', '/dashboard', '/no-such-page', '/prod/v1/health', '/prod/v1/tenants/user/1'];
    for (const path of paths) {
      const response = await request.get(path, { headers: { accept: 'text/html, application/json' } });
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(directive(headers['content-security-policy'] ?? '', 'frame-ancestors'), path).toBe("'none'");
      expect(directive(headers['content-security-policy'] ?? '', 'object-src'), path).toBe("'none'");
      // HSTS only over HTTPS; these requests are plain http.
      expect(headers['strict-transport-security'], path).toBeUndefined();
      if (path.startsWith('/prod/')) expect(headers['cache-control'], path).toBe('no-store');
    }
  });

  test('a foreign origin gets no CORS allowance, for simple requests or preflights', async ({ request }) => {
    const origin = 'https://attacker.example';
    const simple = await request.get('/prod/v1/health', { headers: { origin } });
    expect(simple.headers()['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers()['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request.fetch('/prod/v1/auth/login', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers()['access-control-allow-methods']).toBeUndefined();
  });
});

test.describe('accounts and tenants', () => {
  test('an owner cannot read, deploy or undeploy another owner’s tenant', async ({ request, appServer }) => {
    const asha = await signedInOwner(request, appServer.dataDir, 'asha.security@example.in');
    const ravi = await signedInOwner(request, appServer.dataDir, 'ravi.security@example.in');
    expect(
      (await request.get(`/prod/v1/tenants/user/${ravi.userId}`, { headers: ravi.headers })).status(),
    ).toBe(200);

    const read = await request.get(`/prod/v1/tenants/user/${ravi.userId}`, { headers: asha.headers });
    expect(read.status()).toBe(403);
    expect(await read.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    const deploy = await request.post(`/prod/v1/tenants/deploy/user/${ravi.userId}`, {
      headers: asha.headers,
      data: { userId: ravi.userId, features: [] },
    });
    expect(deploy.status()).toBe(403);
    const undeploy = await request.delete(`/prod/v1/tenants/undeploy/user/${ravi.userId}`, {
      headers: asha.headers,
    });
    expect(undeploy.status()).toBe(403);
    const anonymous = await request.get(`/prod/v1/tenants/user/${ravi.userId}`);
    expect(anonymous.status()).toBe(401);
  });

  test('failed logins from one address hit the limit: 429 with a message', async ({ playwright }) => {
    test.setTimeout(SERVER_FIXTURE_TIMEOUT_MS + 30_000);
    // Its own server: the limit it trips would otherwise lock this address out of the other tests.
    const server = await launchAppServer();
    const request = await playwright.request.newContext({ baseURL: server.url });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        const response = await request.post('/prod/v1/auth/login', {
          data: { username: `nobody${attempt}@example.in`, password: 'wrong password' },
        });
        statuses.push(response.status());
        if (response.status() === 429) {
          const body = (await response.json()) as { message: string };
          expect(body.message).toMatch(/^Too many failed login attempts from your network\. Please wait /);
          expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await request.dispose();
      await server.stop();
    }
  });
});
