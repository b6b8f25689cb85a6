import { randomUUID } from 'node:crypto';
import type { SubmissionResult } from '@common/api/portal/attendance';
import { schoolToday } from '@common/school-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClassTeacher, schoolClock, sectionsOf, student, teacher } from './attendance-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Whose a submission is (docs/requirements/security.md#shared-devices): its id is the school's own
// (another school using the same id is no collision, and never a 500), a member's id for one class
// is refused for another class or by another member rather than answered with that class's
// result, and marks taken by one member are refused under another member's token (a shared phone).

describe.each(databases())('attendance submission ids and takers on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let green: School;
  let blue: School;
  const clock = schoolClock();
  let today: string;
  let greenSix: { id: string };
  let greenSeven: { id: string };
  let blueSix: { id: string };
  let anita: Awaited<ReturnType<typeof teacher>>;
  let ravi: Awaited<ReturnType<typeof teacher>>;
  let absentee: string;

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    green = await subject.school('Green Valley School', ['6', '7']);
    blue = await subject.school('Blue Hills School', ['6']);
    today = schoolToday(clock.now());
    [greenSix, greenSeven] = (await sectionsOf(subject, green)) as unknown as [
      { id: string },
      { id: string },
    ];
    [blueSix] = (await sectionsOf(subject, blue)) as unknown as [{ id: string }];
    anita = await teacher(subject, green, 'Anita Rao', clock.now());
    ravi = await teacher(subject, green, 'Ravi Kumar', clock.now());
    await makeClassTeacher(subject, green, greenSix.id, anita.employeeId);
    await makeClassTeacher(subject, green, greenSeven.id, ravi.employeeId);
    absentee = await student(subject, green, greenSix.id, { name: 'Diya Patel', rollNumber: 1 });
    await student(subject, green, greenSix.id, { name: 'Kabir Singh', rollNumber: 2 });
    await student(subject, green, greenSeven.id, { name: 'Zoya Khan', rollNumber: 1 });
    await student(subject, blue, blueSix.id, { name: 'Aarav Shah', rollNumber: 1 });
    // Open until the day's end, whatever the hour the test runs.
    for (const school of [green, blue]) {
      const open = await portalCall(subject.app, school.host, 'PUT', '/attendance/settings', {
        token: school.ownerToken,
        payload: { mode: 'daily', lockTime: '23:59' },
      });
      expect(open.statusCode, open.body).toBe(200);
    }
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const put = (school: School, sectionId: string, payload: unknown, token = school.ownerToken) =>
    portalCall(subject.app, school.host, 'PUT', `/attendance/sections/${sectionId}`, { token, payload });
  const submission = (extra: Record<string, unknown> = {}) => ({
    submissionId: randomUUID(),
    date: today,
    takenAt: clock.now().toISOString(),
    marks: [],
    ...extra,
  });

  it('takes a class with an id another school already used (before: 500 duplicate key)', async () => {
    const body = submission();
    const inBlue = await put(blue, blueSix.id, body);
    expect(inBlue.statusCode, inBlue.body).toBe(200);
    const inGreen = await put(green, greenSix.id, body, anita.token);
    expect(inGreen.statusCode, inGreen.body).toBe(200);
    expect(inGreen.json<SubmissionResult>()).toMatchObject({ submissionId: body.submissionId, present: 2 });
    // Each school's replay answers its own result.
    expect((await put(blue, blueSix.id, body)).json<SubmissionResult>().present).toBe(1);
    expect((await put(green, greenSix.id, body, anita.token)).json<SubmissionResult>().present).toBe(2);
  });

  it("refuses another class's id (409) instead of answering that class's result (before: 200)", async () => {
    const anitas = submission({ marks: [{ studentId: absentee, mark: 'absent' }] });
    const taken = await put(green, greenSix.id, anitas, anita.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<SubmissionResult>().absent).toBe(1);

    // Ravi replays Anita's id for his own class: refused, with nothing of Class 6 in the answer.
    const replayed = await put(green, greenSeven.id, { ...anitas, marks: [] }, ravi.token);
    expect(replayed.statusCode, replayed.body).toBe(409);
    expect(replayed.json()).toMatchObject({ code: 'submission_id_used' });
    expect(replayed.body).not.toMatch(/absent|Diya/);
    // Anita's id for her class, sent by another member (the owner may take any class).
    const byOwner = await put(green, greenSix.id, { ...anitas, marks: [] });
    expect(byOwner.statusCode, byOwner.body).toBe(409);
    expect(byOwner.json()).toMatchObject({ code: 'submission_id_used' });
    // Who does not take Class 6 learns nothing of its ids: the class is refused first (403).
    const stranger = await put(green, greenSix.id, { ...anitas, marks: [] }, ravi.token);
    expect(stranger.statusCode, stranger.body).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'forbidden' });
    // Anita's own replay still answers her result, and Class 7 was not taken by any of this.
    expect((await put(green, greenSix.id, anitas, anita.token)).json()).toEqual(taken.json());
    const seven = await portalCall(
      subject.app,
      green.host,
      'GET',
      `/attendance/sections/${greenSeven.id}?date=${today}`,
      { token: ravi.token },
    );
    expect(seven.json()).toMatchObject({ takenBy: null });
  });

  it("refuses marks taken by another member under the signed-in member's token (403 not_the_taker)", async () => {
    // A teacher's queued submission sent after an Administrator signed in on the same phone.
    const queued = submission({ takerId: anita.memberId, marks: [{ studentId: absentee, mark: 'late' }] });
    const sent = await put(green, greenSix.id, queued);
    expect(sent.statusCode, sent.body).toBe(403);
    expect(sent.json()).toMatchObject({
      code: 'not_the_taker',
      message: 'These marks were taken by another member: only they can send them.',
    });
    const list = await portalCall(
      subject.app,
      green.host,
      'GET',
      `/attendance/sections/${greenSix.id}?date=${today}`,
      {
        token: anita.token,
      },
    );
    expect(list.json().students.find((one: { id: string }) => one.id === absentee)?.mark).not.toBe('late');
    // Sent by the member who took it, it is applied.
    const own = await put(green, greenSix.id, queued, anita.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<SubmissionResult>().late).toBe(1);
  });
});
