// A school with an ACTIVE tenant, made through the API as the owner's dashboard would, and the way
// in to its portal through the dashboard's hand-off.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Owner, signedInOwner } from './owners';

export interface ActiveSchool {
  owner: Owner;
  /** The portal's origin, http://<code>.localhost:<port>. */
  portal: string;
  /** A single-use hand-off code for the owner (60 s). */
  handoffCode: string;
}

/**
 * Registers an owner (in `language`) and activates their tenant with NCERT `classes` (none:
 * without NCERT), as a school or, with `kind: 'coaching'`, a coaching centre.
 */
export async function activeSchool(
  request: APIRequestContext,
  dataDir: string,
  email: string,
  classes: readonly string[] = ['6'],
  kind: 'school' | 'coaching' = 'school',
  language: 'en' | 'hi' = 'en',
): Promise<ActiveSchool> {
  const owner = await signedInOwner(request, dataDir, email, language);
  const features = classes.length ? [{ name: 'ncertCourses', values: classes }] : [];
  const deployed = await request.post(`/prod/v1/tenants/deploy/user/${owner.userId}`, {
    headers: owner.headers,
    data: { userId: owner.userId, features, kind },
  });
  expect(deployed.status()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/prod/v1/tenants/user/${owner.userId}`, { headers: owner.headers })
          ).json()
        ).isActive,
      { timeout: 20_000 },
    )
    .toBe(true);
  const grant = await (
    await request.post(`/prod/v1/tenants/user/${owner.userId}/portal-handoff`, { headers: owner.headers })
  ).json();
  return { owner, portal: grant.portalUrl as string, handoffCode: grant.code as string };
}

/** Opens the school's portal in `page` signed in as its owner. */
export async function enterPortal(page: Page, school: ActiveSchool): Promise<void> {
  await page.goto(`${school.portal}/handoff#code=${encodeURIComponent(school.handoffCode)}`);
  await expect(page).toHaveURL(`${school.portal}/`, { timeout: 15_000 });
}

/**
 * Calls the school portal's API from `page` (on the portal's origin) with the session the page
 * holds, or `token`; answers the status and the JSON body (null for none). For setting up what a
 * test is not about, as the portal itself would.
 */
export async function portalApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const stored = JSON.parse(localStorage.getItem('shala.portal.session') ?? '{}') as { token?: string };
      const response = await fetch(`/prod/v1/portal${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token ?? stored.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, json: json as never };
    },
    { method, path, body, token },
  );
}

/**
 * Runs `step` (a tap on a link and what it shows) and asserts the portal stayed the same document:
 * a link inside the portal never loads it again, which on a phone's connection means the app's
 * start, the member and the page's data once more, and anything typed elsewhere lost.
 */
export async function withinTheApp(page: Page, step: () => Promise<void>): Promise<void> {
  const document = `document-${Date.now()}`;
  await page.evaluate((mark) => Object.assign(window, { shalaTestDocument: mark }), document);
  await step();
  expect(await page.evaluate(() => (window as { shalaTestDocument?: string }).shalaTestDocument)).toBe(
    document,
  );
}

/** The main centre's Monday: periods 1 (08:00-08:40) and 2 (08:40-09:20), both teaching. */
export async function twoMondayPeriods(page: Page): Promise<void> {
  const { json: centres } = await portalApi<{ centres: { id: string; main: boolean }[] }>(
    page,
    'GET',
    '/learning-centres',
  );
  const centre = centres.centres.find((one) => one.main)?.id;
  const bells = await portalApi(page, 'PUT', `/bell-schedule/${centre}/1`, {
    periods: [
      { number: 1, startsAt: '08:00', endsAt: '08:40', label: 'Period 1', teaching: true },
      { number: 2, startsAt: '08:40', endsAt: '09:20', label: 'Period 2', teaching: true },
    ],
  });
  expect(bells.status).toBe(200);
}
