import type { ChildResults } from '@common/api/portal/guardian';
import { examResults } from '@server/db/exam-tables';
import { tenants } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { DAY, type FakeClock } from './fake-clock';
import { type FeeCalls, feeCalls } from './fee-fixtures';
import { guardianSignIn } from './guardian-fixtures';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// A coaching centre's test series (docs/requirements/exams.md#coaching): published results are
// seen by students no earlier than the centre's delay (3 days by default, as Kota's order asks);
// each student's card carries their place in the batch (ties share a place), and the staff's list
// of the batch's results shows no places at all. Each guardian, signed in with a code, sees their
// own child's place once the delay is over, and cannot open another child's results.

/** Each student's guardian's address. */
const mailbox = (name: string) => `${name.toLowerCase()}.parent@example.in`;

describe.each(databases())('a coaching test series on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let centre: School;
  let calls: FeeCalls;
  let batch: { id: string; classId: string };
  let students: string[];
  let clock: FakeClock;

  beforeAll(async () => {
    database = await target.open();
    clock = schoolClock();
    subject = await buildPortalApp(database.handle, {}, clock);
    centre = await subject.school('Apex Coaching Centre', ['11']);
    await database.handle.db.update(tenants).set({ kind: 'coaching' }).where(eq(tenants.id, centre.tenantId));
    calls = feeCalls(subject, centre);
    const [first] = await sectionsOf(subject, centre);
    if (!first) throw new Error('No batch');
    batch = first;
    students = [];
    for (const [index, name] of ['Aditi', 'Bhavya', 'Chirag'].entries())
      students.push(
        await student(subject, centre, batch.id, {
          name,
          rollNumber: index + 1,
          guardians: [{ name: `${name}'s mother`, phone: `98000 0000${index}`, email: mailbox(name) }],
        }),
      );
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('publishes after the delay, with each student’s place on their own card only', async () => {
    const scheme = (await calls.call('POST', '/exams/schemes', {
      name: 'JEE series',
      preset: 'test_series',
    })) as {
      id: string;
      releaseDelayDays: number;
      document: { terms: { key: string }[] };
    };
    expect(scheme.releaseDelayDays).toBe(3);
    expect(scheme.document.terms.map((term) => term.key)).toEqual(['series']);
    await calls.call('PUT', `/exams/classes/${batch.classId}/scheme`, { schemeId: scheme.id });
    const { subjects } = (await calls.call('GET', `/classes/${batch.classId}`)) as {
      subjects: { id: string }[];
    };
    // Every subject's four tests: Aditi and Chirag tie at 80 in each; Bhavya 60.
    const scores = [80, 60, 80];
    for (const subjectOf of subjects)
      await calls.call('PUT', `/exams/sheets/${batch.id}/${subjectOf.id}/series`, {
        marks: students.flatMap((studentId, index) =>
          ['test1', 'test2', 'test3', 'test4'].map((componentKey) => ({
            studentId,
            componentKey,
            value: { centi: (scores[index] ?? 0) * 100 },
            revision: 0,
          })),
        ),
      });
    await calls.call('POST', `/exams/sections/${batch.id}/terms/series/proofread`);
    await calls.call('POST', `/exams/sections/${batch.id}/terms/series/publish`);

    const staff = (await calls.call('GET', `/exams/sections/${batch.id}/terms/series/results`)) as {
      students: { id: string; visibleFrom: string; card: { rank: unknown } }[];
    };
    expect(staff.students.map((row) => row.card.rank)).toEqual([null, null, null]);
    const now = subject.clock.now().getTime();
    for (const row of staff.students) expect(new Date(row.visibleFrom).getTime() - now).toBe(3 * 86_400_000);

    // What each student (and their guardians) will be shown: their own place, ties sharing one.
    const kept = await inTenant(subject.database, centre.tenantId, (db) =>
      db
        .select({ studentId: examResults.studentId, card: examResults.card })
        .from(examResults)
        .orderBy(asc(examResults.studentId)),
    );
    const placeOf = (id: string) => kept.find((row) => row.studentId === id)?.card.rank;
    expect(placeOf(students[0] ?? '')).toEqual({ position: 1, of: 3 });
    expect(placeOf(students[2] ?? '')).toEqual({ position: 1, of: 3 });
    expect(placeOf(students[1] ?? '')).toEqual({ position: 3, of: 3 });
  });

  it("shows each guardian their own child's place once the delay is over, and never another child's", async () => {
    const [aditi = '', bhavya = ''] = students;
    const results = (token: string, studentId: string) =>
      portalCall(subject.app, centre.host, 'GET', `/guardian/children/${studentId}/results`, { token });
    const aditiParent = await guardianSignIn(subject, centre, mailbox('Aditi'), mailbox('Aditi'));
    const bhavyaParent = await guardianSignIn(subject, centre, mailbox('Bhavya'), mailbox('Bhavya'));
    type Results = ChildResults;
    // Within the centre's three days, nothing yet.
    expect((await results(aditiParent.token, aditi)).json<Results>().results).toEqual([]);
    clock.advance(3 * DAY);
    const own = (await results(aditiParent.token, aditi)).json<Results>();
    expect(own.results.map((one) => [one.termLabel, one.card.student.name, one.card.rank])).toEqual([
      ['Test series', 'Aditi', { position: 1, of: 3 }],
    ]);
    const theirs = (await results(bhavyaParent.token, bhavya)).json<Results>();
    expect(theirs.results[0]?.card.rank).toEqual({ position: 3, of: 3 });
    // Bhavya's parent cannot open Aditi's results, her place least of all.
    const other = await results(bhavyaParent.token, aditi);
    expect([other.statusCode, other.body.includes('position')]).toEqual([404, false]);
  });
});
