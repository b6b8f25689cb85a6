// A shared phone (docs/requirements/security.md#shared-devices): a teacher takes her class while
// the connection drops, and the marks wait on the phone; signing out offers to send them and,
// when they cannot be sent, lets her stay signed in or sign out losing them (with the count). She
// stays; then an Administrator signs in on the same browser: IndexedDB keeps none of her data and
// nothing is sent under the Administrator's token. The Administrator's own sign-out leaves
// nothing behind. And a session that ends while marks wait keeps them until she signs in again.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkFromMailbox } from './mailbox';
import { activeSchool, enterPortal, portalApi } from './portals';

test.use({ waitsForApp: false });

const PASSWORD = 'Slate&Duster2031';

interface Structure {
  classes: { name: string; sections: { id: string; name: string }[] }[];
}

/** Everything in the phone's IndexedDB database `shala-attendance` (store `data`), key by key. */
function onDevice(phone: Page): Promise<Record<string, unknown>> {
  return phone.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const opening = indexedDB.open('shala-attendance');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('data')) return resolve({});
          const found: Record<string, unknown> = {};
          const cursor = db.transaction('data').objectStore('data').openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(found);
            found[String(at.key)] = at.value;
            at.continue();
          };
        };
      }),
  );
}

/** The session the phone holds now: its token and member id. */
const sessionOn = (phone: Page) =>
  phone.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('shala.portal.session') ?? '{}');
    return { token: stored.token as string, memberId: stored.member?.id as string };
  });

/** Invites `email` with the built-in role, and accepts in `phone` (which signs them in there). */
async function inviteAndAccept(
  admin: Page,
  phone: Page,
  dataDir: string,
  member: { email: string; name: string; builtIn: string; employeeId?: string },
) {
  const { json: roles } = await portalApi<{ roles: { id: string; builtIn: string | null }[] }>(
    admin,
    'GET',
    '/roles',
  );
  const invited = await portalApi(admin, 'POST', '/members', {
    email: member.email,
    name: member.name,
    roleId: roles.roles.find((role) => role.builtIn === member.builtIn)?.id,
    language: 'en',
    ...(member.employeeId ? { employeeId: member.employeeId } : {}),
  });
  expect(invited.status).toBe(201);
  const invitation = await linkFromMailbox(dataDir, member.email, '/accept-invitation');
  await phone.goto(invitation.href);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByLabel('Confirm password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Accept and sign in' }).click();
}

/**
 * An active school (its owner's portal open in `page`) whose Class 6 A has five children and
 * Anita Rao, an employee, as its class teacher; attendance open until the day's end.
 */
async function classSixA(page: Page, request: APIRequestContext, dataDir: string, stamp: number) {
  const school = await activeSchool(request, dataDir, `meena.${stamp}@greenvalley.in`, ['6']);
  await enterPortal(page, school);

  // Class 6 A: five children, Anita Rao its class teacher; open until the day's end.
  const { json: structure } = await portalApi<Structure>(page, 'GET', '/classes');
  const sixA = structure.classes.find((c) => c.name === 'Class 6')?.sections[0]?.id ?? '';
  const employee = await portalApi<{ id: string }>(page, 'POST', '/employees', {
    name: 'Anita Rao',
    phone: '9810000001',
  });
  expect(employee.status, JSON.stringify(employee.json)).toBe(201);
  expect(
    (await portalApi(page, 'PATCH', `/sections/${sixA}/staffing`, { classTeacherId: employee.json.id }))
      .status,
  ).toBe(200);
  expect(
    (await portalApi(page, 'PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' })).status,
  ).toBe(200);
  for (let roll = 1; roll <= 5; roll += 1) {
    const added = await portalApi(page, 'POST', '/students', {
      admissionNumber: `SP-${roll}`,
      name: `Child ${roll}`,
      sectionId: sixA,
      rollNumber: roll,
      guardians: [
        { name: `Guardian ${roll}`, relation: 'mother', phone: `97100${String(roll).padStart(5, '0')}` },
      ],
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
  }

  return { school, sixA, anitaEmployeeId: employee.json.id };
}

/**
 * A second browser, the phone: every attendance submission it sends is recorded with its token;
 * while `connected` is false they fail as a dropped connection does.
 */
async function flakyPhone(browser: Browser) {
  const context = await browser.newContext();
  const phone = await context.newPage();
  const sent: string[] = [];
  const connection = { connected: true };
  await context.route('**/prod/v1/portal/attendance/sections/**', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    sent.push(route.request().headers().authorization ?? '');
    return connection.connected ? route.continue() : route.abort('internetdisconnected');
  });
  return { context, phone, sent, connection };
}

test('a shared phone: the teacher is offered to send her queue, and the next member finds none of her data', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { school, sixA, anitaEmployeeId } = await classSixA(page, request, appServer.dataDir, stamp);

  const { context: phoneContext, phone, sent, connection } = await flakyPhone(browser);

  // Anita signs in on the phone and opens her class online: the class list is kept on the phone.
  await inviteAndAccept(page, phone, appServer.dataDir, {
    email: `anita.${stamp}@greenvalley.in`,
    name: 'Anita Rao',
    builtIn: 'teacher',
    employeeId: anitaEmployeeId,
  });
  await expect(phone).toHaveURL(`${school.portal}/`, { timeout: 10_000 });
  const anita = await sessionOn(phone);
  await phone.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await phone.getByRole('link', { name: /Class 6 A/ }).click();
  await expect(phone.getByText('Present 5 · Absent 0 · Late 0')).toBeVisible();

  // The connection drops as she submits: Child 2 absent waits on the phone.
  connection.connected = false;
  await phone.getByRole('button', { name: /Child 2/ }).click();
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone.getByText('Saved on this phone; will be sent when online.')).toBeVisible();
  expect(Object.keys(await onDevice(phone))).toEqual(expect.arrayContaining(['queue', `class:${sixA}:0`]));

  // Signing out offers to send it; it cannot go, so she chooses, knowing what she would lose.
  await phone.getByRole('button', { name: 'Sign out' }).click();
  const check = phone.getByRole('alertdialog', { name: 'Attendance not sent yet' });
  await expect(check).toContainText('The attendance of 1 class you took is still on this phone');
  await check.getByRole('button', { name: 'Send it and sign out' }).click();
  await expect(check).toContainText('The attendance of 1 class could not be sent');
  await expect(check.getByRole('button', { name: 'Sign out and lose 1 class' })).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set([`Bearer ${anita.token}`]));
  await check.getByRole('button', { name: 'Stay signed in until it is sent' }).click();
  await expect(check).toHaveCount(0);

  // She leaves the phone signed in; the Administrator signs in on it (their invitation). The
  // connection stays down for submissions: whatever the phone would send is only recorded.
  await inviteAndAccept(page, phone, appServer.dataDir, {
    email: `farah.${stamp}@greenvalley.in`,
    name: 'Farah Ali',
    builtIn: 'administrator',
  });
  await expect(phone).toHaveURL(`${school.portal}/`, { timeout: 10_000 });
  const farah = await sessionOn(phone);
  expect(farah.memberId).not.toBe(anita.memberId);
  // None of Anita's data is left on the phone: it is Farah's now, and empty.
  await expect.poll(() => onDevice(phone), { timeout: 10_000 }).toEqual({ owner: farah.memberId });

  // Farah opens attendance: the phone's queue is empty, and nothing went out under her token.
  await phone.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await expect(phone.getByRole('link', { name: /Class 6 A/ })).toContainText('Not taken yet');
  expect((await onDevice(phone)).queue).toBeUndefined();
  expect(sent.filter((authorization) => authorization !== `Bearer ${anita.token}`)).toEqual([]);
  const { json: today } = await portalApi<{ date: string }>(page, 'GET', '/attendance/today');
  const marks = await portalApi<{ students: { mark: string | null }[] }>(
    page,
    'GET',
    `/attendance/sections/${sixA}?date=${today.date}`,
  );
  expect(marks.json.students.every((student) => student.mark === null)).toBe(true);

  // Farah signs out with nothing queued: no question, and the phone keeps nothing of hers either.
  await phone.getByRole('button', { name: 'Sign out' }).click();
  await expect(phone).toHaveURL(/\/sign-in/, { timeout: 10_000 });
  expect(await onDevice(phone)).toEqual({});
  await phoneContext.close();
});

test('the session ends while her marks wait: they stay on the phone and go when she signs in again', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { school, sixA, anitaEmployeeId } = await classSixA(page, request, appServer.dataDir, stamp);
  const { context: phoneContext, phone, sent, connection } = await flakyPhone(browser);
  const anitaEmail = `anita.${stamp}@greenvalley.in`;
  await inviteAndAccept(page, phone, appServer.dataDir, {
    email: anitaEmail,
    name: 'Anita Rao',
    builtIn: 'teacher',
    employeeId: anitaEmployeeId,
  });
  await expect(phone).toHaveURL(`${school.portal}/`, { timeout: 10_000 });
  const before = await sessionOn(phone);
  await phone.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await phone.getByRole('link', { name: /Class 6 A/ }).click();
  await expect(phone.getByText('Present 5 · Absent 0 · Late 0')).toBeVisible();

  // Offline, she marks Child 2 absent and submits: it waits on the phone.
  connection.connected = false;
  await phone.getByRole('button', { name: /Child 2/ }).click();
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone.getByText('Saved on this phone; will be sent when online.')).toBeVisible();

  // Meanwhile her session ends on the server (as one that expires, or is signed out elsewhere):
  // the phone still holds the token.
  const ended = await portalApi(page, 'DELETE', '/session', undefined, before.token);
  expect(ended.status).toBe(204);

  // The connection is back and she taps "Try now": the server answers 401. The portal asks her to
  // sign in, and the class is still on the phone, not thrown away as a refusal.
  connection.connected = true;
  await phone.getByRole('button', { name: 'Try now' }).click();
  await expect(phone).toHaveURL(/\/sign-in/, { timeout: 10_000 });
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent)).toEqual(new Set([`Bearer ${before.token}`]));
  const waiting = (await onDevice(phone)).queue as unknown[];
  expect(waiting).toHaveLength(1);

  // She signs in again on the same phone: her queue is hers, so it goes at once, with her new token.
  await phone.getByLabel('Email').fill(anitaEmail);
  await phone.getByLabel('Password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('heading', { name: 'Welcome, Anita Rao' })).toBeVisible({ timeout: 10_000 });
  const after = await sessionOn(phone);
  expect(after.memberId).toBe(before.memberId);
  await expect.poll(async () => (await onDevice(phone)).queue ?? [], { timeout: 15_000 }).toEqual([]);
  expect(sent.at(-1)).toBe(`Bearer ${after.token}`);
  const { json: today } = await portalApi<{ date: string }>(page, 'GET', '/attendance/today');
  const register = await portalApi<{ students: { name: string; mark: string | null }[] }>(
    page,
    'GET',
    `/attendance/sections/${sixA}?date=${today.date}`,
  );
  expect(register.json.students.find((student) => student.name === 'Child 2')?.mark).toBe('absent');
  await phoneContext.close();
});
