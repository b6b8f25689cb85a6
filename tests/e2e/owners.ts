// An owner with a verified account and a live session, made through the API as the SPA would, and
// that session stored in the browser under the SPA's storage keys.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkFromMailbox } from './mailbox';

export interface Owner {
  userId: string;
  email: string;
  name: string;
  token: string;
  headers: { authorization: string };
}

export const OWNER_PASSWORD = 'Chalk&Board2026';

/** Registers, verifies (through the mailed link) and logs in an owner. */
export async function signedInOwner(
  request: APIRequestContext,
  dataDir: string,
  email: string,
  language: 'en' | 'hi' = 'en',
): Promise<Owner> {
  const name = 'Asha Verma';
  const registered = await request.post('/prod/v1/auth/register', {
    data: {
      email,
      password: OWNER_PASSWORD,
      fullName: name,
      institutionName: 'Asha Public School',
      phone: '+919876543210',
      language,
    },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromMailbox(dataDir, email, language === 'hi' ? '/hi/verify' : '/verify');
  const verified = await request.post('/prod/v1/auth/verify', {
    data: { token: link.searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);
  const login = await request.post('/prod/v1/auth/login', {
    data: { username: email, password: OWNER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { userId: string; token: string };
  return { ...body, email, name, headers: { authorization: `Bearer ${body.token}` } };
}

/** Stores the owner's session in the page's origin, as a login in the SPA does. */
export async function storeSession(page: Page, owner: Owner): Promise<void> {
  await page.evaluate((session) => {
    localStorage.setItem('authToken', session.token);
    localStorage.setItem('userEmail', session.email);
    localStorage.setItem('userId', session.userId);
    localStorage.setItem('userName', session.name);
  }, owner);
}
