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

/** Registers an owner and activates their tenant with NCERT `classes`. */
export async function activeSchool(
  request: APIRequestContext,
  dataDir: string,
  email: string,
  classes: readonly string[] = ['6'],
): Promise<ActiveSchool> {
  const owner = await signedInOwner(request, dataDir, email);
  const deployed = await request.post(`/prod/v1/tenants/deploy/user/${owner.userId}`, {
    headers: owner.headers,
    data: { userId: owner.userId, features: [{ name: 'ncertCourses', values: classes }] },
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
