// The school day end to end (docs/requirements/school-day.md), from a fresh data directory: the
// owner builds Class 6 A's Monday timetable and is refused a clashing period; a teacher who opened
// the portal once goes offline, takes Class 6 A (40 students, 3 absent) in 5 taps, comes back
// online and the marks reach the server once; each absent student's guardian (with consent to
// messages) accepts the school's first message and then gets one alert, a Hindi-speaking
// guardian's in Hindi; the monthly register shows it.
// The school's day is Friday 27 November 2026, 10:00 in India, for the server and the browsers
// alike, whenever the test runs: the day 2026-11-27 once failed it ('Student 27' also matched the
// register's header row of days), and near midnight the lock and the date would decide it.
import type { Page } from '@playwright/test';
import { clockOf, expect, test } from './fixtures';
import { linkFromMailbox, mailsTo, messagesTo } from './mailbox';
import { activeSchool, enterPortal, portalApi, twoMondayPeriods } from './portals';

// The portal's service worker is what lets a teacher open it offline (blocked in the other suites).
test.use({ waitsForApp: false, serviceWorkers: 'allow', serverClock: '2026-11-27T04:30:00.000Z' });
const TODAY = '2026-11-27';

const TEACHER_PASSWORD = 'Slate&Duster2031';
const ABSENT = [5, 12, 27];
const HINDI_GUARDIAN = 12;

interface Structure {
  classes: { name: string; sections: { id: string; name: string }[] }[];
}

async function created<T extends { id: string }>(
  answer: Promise<{ status: number; json: T }>,
): Promise<string> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(201);
  return json.id;
}

/** The employee Anita Rao, a Teacher member who is her, and 40 students of 6 A with her as class teacher. */
async function schoolOfForty(page: Page, teacherEmail: string, stamp: number) {
  const { json: structure } = await portalApi<Structure>(page, 'GET', '/classes');
  const sectionOf = (className: string) =>
    structure.classes.find((c) => c.name === className)?.sections[0]?.id ?? '';
  const sixA = sectionOf('Class 6');
  const sevenA = sectionOf('Class 7');
  const anita = await created(
    portalApi<{ id: string }>(page, 'POST', '/employees', {
      name: 'Anita Rao',
      phone: '9810000001',
      email: teacherEmail,
    }),
  );
  await twoMondayPeriods(page);
  expect(
    (await portalApi(page, 'PATCH', `/sections/${sixA}/staffing`, { classTeacherId: anita })).status,
  ).toBe(200);
  // The class teacher marks the day, before the default lock at 16:00 (the day starts at 10:00).
  expect((await portalApi(page, 'GET', '/attendance/settings')).json).toEqual({
    mode: 'daily',
    lockTime: '16:00',
  });

  const absentees: { name: string; email: string }[] = [];
  for (let roll = 1; roll <= 40; roll += 1) {
    const name = `Student ${String(roll).padStart(2, '0')}`;
    const guardianEmail = `guardian${roll}.${stamp}@families.in`;
    const id = await created(
      portalApi<{ id: string }>(page, 'POST', '/students', {
        admissionNumber: `SD-${roll}`,
        name,
        sectionId: sixA,
        rollNumber: roll,
        guardians: [
          {
            name: `Guardian ${roll}`,
            relation: 'mother',
            phone: `97000${String(roll).padStart(5, '0')}`,
            email: guardianEmail,
            language: roll === HINDI_GUARDIAN ? 'hi' : 'en',
          },
        ],
      }),
    );
    if (ABSENT.includes(roll)) {
      absentees.push({ name, email: guardianEmail });
      const consent = await portalApi(page, 'POST', `/students/${id}/consents`, {
        guardianName: `Guardian ${roll}`,
        relation: 'mother',
        method: 'admission_form',
        givenOn: '2026-04-01',
        purposes: ['school_records', 'guardian_messages'],
      });
      expect(consent.status).toBe(201);
    }
  }
  const { json: roles } = await portalApi<{ roles: { id: string; builtIn: string | null }[] }>(
    page,
    'GET',
    '/roles',
  );
  const invited = await portalApi(page, 'POST', '/members', {
    email: teacherEmail,
    name: 'Anita Rao',
    roleId: roles.roles.find((role) => role.builtIn === 'teacher')?.id,
    language: 'en',
    employeeId: anita,
  });
  expect(invited.status).toBe(201);
  return { sixA, sevenA, absentees };
}

test('a timetable without clashes, attendance taken offline in five taps, and each absent child’s guardian told once', async ({
  page,
  browser,
  request,
  appServer,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const teacherEmail = `anita.${stamp}@greenvalley.in`;
  const school = await activeSchool(request, appServer.dataDir, `meena.${stamp}@greenvalley.in`, ['6', '7']);
  await enterPortal(page, school);
  const { sixA, absentees } = await schoolOfForty(page, teacherEmail, stamp);
  const nav = page.getByRole('navigation', { name: 'Portal' });

  // Class 6 A's Monday: period 1 is English with Anita Rao.
  await nav.getByRole('link', { name: 'Timetable' }).click();
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Class 6 A' });
  await page.getByRole('button', { name: 'Edit Monday, period 1' }).click();
  const slot = page.getByRole('form', { name: 'Monday, period 1' });
  await slot.getByLabel('Subject').selectOption({ label: 'English' });
  await slot.getByLabel('Teacher').selectOption({ label: 'Anita Rao' });
  await slot.getByRole('button', { name: 'Save period' }).click();
  await expect(page.getByRole('button', { name: 'Edit Monday, period 1' })).toContainText('Anita Rao');
  // Class 7 A cannot have her at the same time.
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Class 7 A' });
  await page.getByRole('button', { name: 'Edit Monday, period 1' }).click();
  await slot.getByLabel('Subject').selectOption({ label: 'English' });
  await slot.getByLabel('Teacher').selectOption({ label: 'Anita Rao' });
  await slot.getByRole('button', { name: 'Save period' }).click();
  await expect(
    page.getByText('Anita Rao already teaches Class 6 A on Monday, period 1 (08:00-08:40).'),
  ).toBeVisible();
  // The browser reports the refusal's status as a failed load: that is the point here.
  expect(pageErrors.splice(0)).toEqual([
    'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
  // Her week is one tap from the staff list: the period she teaches, and no other.
  await nav.getByRole('link', { name: 'Employees' }).click();
  await page.getByRole('link', { name: 'Timetable: Anita Rao' }).click();
  const week = page.getByRole('table', { name: 'Anita Rao: periods this week' });
  await expect(week.getByText('Class 6 A')).toHaveCount(1);

  // The teacher accepts her invitation and opens today's attendance once, online.
  const invitation = await linkFromMailbox(appServer.dataDir, teacherEmail, '/accept-invitation');
  const teacherContext = await browser.newContext({ serviceWorkers: 'allow' });
  await clockOf(teacherContext, appServer);
  const teacher = await teacherContext.newPage();
  await teacher.goto(invitation.href);
  await teacher.getByLabel('Password', { exact: true }).fill(TEACHER_PASSWORD);
  await teacher.getByLabel('Confirm password').fill(TEACHER_PASSWORD);
  await teacher.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(teacher).toHaveURL(`${school.portal}/`, { timeout: 10_000 });
  await teacher.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  const classLink = teacher.getByRole('link', { name: /Class 6 A/ });
  await expect(classLink).toContainText('Not taken yet');
  // The service worker has the app, and the device has the class list.
  await expect
    .poll(() => teacher.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(() => teacher.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(0);

  // Offline: five taps, the class, three students, Submit.
  await teacherContext.setOffline(true);
  await classLink.click();
  await expect(teacher.getByText('Present 40 · Absent 0 · Late 0')).toBeVisible();
  for (const { name } of absentees) await teacher.getByRole('button', { name: new RegExp(name) }).click();
  await expect(teacher.getByText('Present 37 · Absent 3 · Late 0')).toBeVisible();
  await teacher.getByRole('button', { name: 'Submit' }).click();
  await expect(teacher.getByText('Saved on this phone; will be sent when online.')).toBeVisible();
  const marksNow = await portalApi<{ students: { mark: string | null }[] }>(
    page,
    'GET',
    `/attendance/sections/${sixA}?date=${TODAY}`,
  );
  expect(marksNow.json.students.every((student) => student.mark === null)).toBe(true);
  // Back to today's classes, still offline: the class waits on the phone.
  await teacher.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await expect(classLink).toContainText('Saved on this phone');
  await expect(classLink).toContainText('Not taken yet');

  // Back online: the queue is sent, once, and the page she has open says so.
  await teacherContext.setOffline(false);
  await expect
    .poll(
      async () =>
        (
          await portalApi<{ students: { mark: string | null }[] }>(
            page,
            'GET',
            `/attendance/sections/${sixA}?date=${TODAY}`,
          )
        ).json.students.filter((student) => student.mark === 'absent').length,
      { timeout: 20_000 },
    )
    .toBe(3);
  await expect(teacher.getByText(/waiting to be sent/)).toHaveCount(0);
  await expect(classLink).not.toContainText('Saved on this phone');
  await expect(classLink).toContainText('Taken');
  await expect(classLink).not.toContainText('Not taken yet');
  await teacherContext.close();

  // Each absent student's guardian is first asked to accept the school's messages (the page the
  // mail links to, in their language), then gets one alert, the Hindi-speaking one's in Hindi.
  for (const [index, { name, email }] of absentees.entries()) {
    const hindi = ABSENT[index] === HINDI_GUARDIAN;
    const guardianPage = await page.context().newPage();
    await guardianPage.goto(String(await linkFromMailbox(appServer.dataDir, email, '/messages', 20_000)));
    await guardianPage
      .getByRole('button', { name: hindi ? 'हाँ, मुझे ये संदेश भेजें' : 'Yes, send me these messages' })
      .click();
    await expect(guardianPage.getByText(hindi ? /धन्यवाद/ : /Thank you/)).toBeVisible();
    await guardianPage.close();
    await expect
      .poll(async () => (await mailsTo(appServer.dataDir, email)).length, { timeout: 20_000 })
      .toBe(2);
    const [, mail] = await mailsTo(appServer.dataDir, email);
    // A name reaches a message as plain words: 'Student 05' is 'Student'.
    const plain = name.replace(/\s*\d+/g, '');
    expect(mail?.subject).toBe(hindi ? `${plain} आज अनुपस्थित है` : `${plain} is absent today`);
  }
  // Nobody else was written to.
  expect((await mailsTo(appServer.dataDir, `guardian1.${stamp}@families.in`)).length).toBe(0);

  // The monthly register shows the day.
  await nav.getByRole('link', { name: 'Attendance' }).click();
  await page.getByRole('link', { name: 'Monthly register' }).click();
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Class 6 A' });
  const register = page.getByRole('table');
  // A student's row is found by its row header, the exact name: the header row names the days of
  // the month, and on the 27th 'Student 27' would also match 'Roll Student … 27 …'.
  const rowOf = (name: string) =>
    register.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(register.getByRole('columnheader', { name: '27', exact: true })).toBeVisible();
  for (const { name } of absentees) await expect(rowOf(name)).toContainText('A');
  await expect(rowOf('Student 01')).toContainText('P');
});

test('after a submission the one who took the class sees which guardians were told and why the others were not, and the absence mail comes from the school', async ({
  page,
  request,
  appServer,
}) => {
  test.setTimeout(40_000);
  const stamp = Date.now();
  const school = await activeSchool(request, appServer.dataDir, `rekha.${stamp}@sunrise.in`, ['6']);
  await enterPortal(page, school);
  const { json: structure } = await portalApi<Structure>(page, 'GET', '/classes');
  const sixA = structure.classes.find((c) => c.name === 'Class 6')?.sections[0]?.id ?? '';
  const told = `kavita.${stamp}@families.in`;
  const student = (name: string, roll: number, email: string | null, consent: boolean) =>
    created(
      portalApi<{ id: string }>(page, 'POST', '/students', {
        admissionNumber: `WT-${roll}`,
        name,
        sectionId: sixA,
        rollNumber: roll,
        guardians: [
          {
            name: `Parent of ${name}`,
            relation: 'mother',
            phone: `96000${String(stamp % 10000).padStart(4, '0')}${roll}`,
            email,
          },
        ],
      }),
    ).then(async (id) => {
      if (consent) {
        const answer = await portalApi(page, 'POST', '/students/consents', {
          studentIds: [id],
          method: 'admission_form',
          givenOn: '2026-04-01',
          purposes: ['school_records', 'guardian_messages'],
        });
        expect(answer.status).toBe(201);
      }
      return id;
    });
  const aarav = await student('Aarav Shah', 1, told, true);
  await student('Bina Das', 2, `bina.${stamp}@families.in`, false);
  await student('Chetan Roy', 3, null, true);
  // Aarav's mother accepted the school's messages on an earlier absence today.
  const first = await portalApi(page, 'PUT', `/attendance/sections/${sixA}`, {
    submissionId: crypto.randomUUID(),
    date: TODAY,
    takenAt: new Date().toISOString(),
    marks: [{ studentId: aarav, mark: 'absent' }],
  });
  expect(first.status).toBe(200);
  const guardianPage = await page.context().newPage();
  await guardianPage.goto(String(await linkFromMailbox(appServer.dataDir, told, '/messages')));
  await guardianPage.getByRole('button', { name: 'Yes, send me these messages' }).click();
  await expect(guardianPage.getByText(/Thank you/)).toBeVisible();
  await guardianPage.close();

  // The class, at 360 px: the three absent, Submit, and who was told.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await page.getByRole('link', { name: /Class 6 A/ }).click();
  for (const name of ['Bina Das', 'Chetan Roy'])
    await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Attendance sent.')).toBeVisible();
  await expect(
    page.getByText('1 guardian told, 2 students not reached (1 no consent, 1 no contact).'),
  ).toBeVisible();
  await page.getByText('Students whose guardians were not told').click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Bina Das: no consent' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Chetan Roy: no contact' })).toBeVisible();

  // The absence mail's sender is the school, and replies go to the school.
  await expect
    .poll(async () => (await messagesTo(appServer.dataDir, told)).length, { timeout: 15_000 })
    .toBe(2);
  const [, alert] = await messagesTo(appServer.dataDir, told);
  expect(alert).toMatch(/^From: "?Asha Public School via Shala"? <no-reply@[^>]+>$/m);
  expect(alert).toContain(`Reply-To: rekha.${stamp}@sunrise.in`);
});
