import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, MINUTE } from './fake-clock';
import {
  buildPortalApp,
  memberWithRole,
  type PortalTestApp,
  portalCall,
  type School,
} from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The audit log narrowed (docs/requirements/students.md#audit-log): by action, by student
// (admission number or name), by member (name), by school days in India's time; paged under the
// same filter; bad input refused with 400; another school's entries never found. And a student's
// own history, with who erased their data.

type Method = 'GET' | 'POST';

interface Entry {
  id: string;
  at: string;
  memberName: string;
  action: string;
  studentId: string | null;
  admissionNumber: string | null;
  detail: string;
}

describe.each(databases())('the audit log filter on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let other: School;
  let clock: FakeClock;
  let admin: string;
  let reader: string;
  let teacher: string;
  let theirReader: string;
  let aarav: { id: string };
  let diya: { id: string };

  const call = (method: Method, path: string, token: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token, payload });
  const entries = async (query: string, token = reader): Promise<Entry[]> => {
    const answer = await call('GET', `/audit?${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().entries;
  };
  const student = (admissionNumber: string, name: string) => ({
    admissionNumber,
    name,
    guardians: [
      { name: `Parent of ${name}`, relation: 'mother', phone: `98290${admissionNumber.slice(-1)}2345` },
    ],
  });

  beforeAll(async () => {
    database = await target.open();
    // 14:30 on 10 March in India.
    clock = new FakeClock('2026-03-10T09:00:00.000Z');
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Sunrise Public School', ['6']);
    other = await subject.school('Hill Top Academy', ['6']);
    const created = await call('POST', '/students', school.ownerToken, student('ADM-1', 'Aarav Sharma'));
    expect(created.statusCode, created.body).toBe(201);
    aarav = created.json();
    // Each entry a minute after the one before, so newest first is one order.
    clock.advance(MINUTE);
    expect((await call('GET', `/students/${aarav.id}`, school.ownerToken)).statusCode).toBe(200);
    clock.advance(MINUTE);
    // The other school has its own ADM-1, and its own erasure.
    const theirs = await portalCall(subject.app, other.host, 'POST', '/students', {
      token: other.ownerToken,
      payload: student('ADM-1', 'Aarav Other'),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    clock.advance(MINUTE);
    const theirErasure = await portalCall(
      subject.app,
      other.host,
      'POST',
      `/students/${theirs.json().id}/erase`,
      {
        token: other.ownerToken,
        payload: { reason: 'Asked by the guardian.' },
      },
    );
    expect(theirErasure.statusCode, theirErasure.body).toBe(200);

    // 01:30 on 12 March in India, still the 11th in UTC.
    clock.set('2026-03-11T20:00:00.000Z');
    admin = await memberWithRole(subject, school, 'administrator');
    reader = await memberWithRole(subject, school, 'administrator');
    teacher = await memberWithRole(subject, school, 'teacher');
    theirReader = await memberWithRole(subject, other, 'administrator');
    const added = await call('POST', '/students', admin, student('ADM-2', 'Diya Patel'));
    expect(added.statusCode, added.body).toBe(201);
    diya = added.json();
    clock.advance(MINUTE);
    const erased = await call('POST', `/students/${diya.id}/erase`, admin, {
      reason: 'The family moved abroad.',
    });
    expect(erased.statusCode, erased.body).toBe(200);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('narrows to one action', async () => {
    const created = await entries('action=created');
    expect(created.map((entry) => [entry.action, entry.admissionNumber])).toEqual([
      ['created', 'ADM-2'],
      ['created', 'ADM-1'],
    ]);
    const erased = await entries('action=erased');
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ admissionNumber: 'ADM-2', detail: 'The family moved abroad.' });
  });

  it("narrows to a student by admission number or name, ignoring case; an erased student's name is gone", async () => {
    const byName = await entries('student=aarav');
    expect(byName.map((entry) => entry.action)).toEqual(['viewed', 'created']);
    expect(byName.every((entry) => entry.studentId === aarav.id)).toBe(true);
    const byNumber = await entries('student=adm-2');
    expect(byNumber.map((entry) => entry.action)).toEqual(['erased', 'created']);
    expect(byNumber.every((entry) => entry.studentId === diya.id)).toBe(true);
    expect(await entries('student=Diya')).toEqual([]);
    // `%` is searched for, not a wildcard.
    expect(await entries('student=%25')).toEqual([]);
  });

  it('narrows to a member by name', async () => {
    const mine = await entries('member=ADMINISTRATOR');
    expect(mine.map((entry) => entry.action)).toEqual(['erased', 'created']);
    const [name] = new Set(mine.map((entry) => entry.memberName));
    expect(name).toMatch(/administrator/);
    expect(await entries(`member=${encodeURIComponent(name as string)}&action=viewed`)).toEqual([]);
  });

  it("narrows to school days in India's time, both ends included", async () => {
    const twelfth = await entries('from=2026-03-12&to=2026-03-12');
    expect(twelfth.map((entry) => entry.admissionNumber)).toEqual(['ADM-2', 'ADM-2']);
    const tenthAndEleventh = await entries('from=2026-03-10&to=2026-03-11');
    expect(tenthAndEleventh.map((entry) => entry.admissionNumber)).toEqual(['ADM-1', 'ADM-1']);
    expect(await entries('from=2026-03-13')).toEqual([]);
    expect(await entries('to=2026-03-09')).toEqual([]);
    expect((await entries('action=created&from=2026-03-12')).map((entry) => entry.admissionNumber)).toEqual([
      'ADM-2',
    ]);
  });

  it('pages under the same filter', async () => {
    const first = (await call('GET', '/audit?action=created&limit=1', reader)).json();
    expect(first.entries.map((entry: Entry) => entry.admissionNumber)).toEqual(['ADM-2']);
    expect(first.next).toBe(first.entries[0].id);
    const second = (await call('GET', `/audit?action=created&limit=1&before=${first.next}`, reader)).json();
    expect(second.entries.map((entry: Entry) => entry.admissionNumber)).toEqual(['ADM-1']);
    expect(second.next).toBeNull();
  });

  it('refuses a bad filter with 400 and a sentence, never a 500', async () => {
    for (const query of [
      'action=deleted',
      'from=12-03-2026',
      'from=2026-02-30',
      'to=2026-13-01',
      'from=2026-03-12&to=2026-03-10',
      `student=${'a'.repeat(101)}`,
      `member=${'a'.repeat(101)}`,
    ]) {
      const answer = await call('GET', `/audit?${query}`, reader);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBeTruthy();
    }
    const reversed = await call('GET', '/audit?from=2026-03-12&to=2026-03-10', reader);
    expect(reversed.json().message).toBe('The first day of the range must not be after the last.');
    expect((await call('GET', '/audit?action=created', teacher)).statusCode).toBe(403);
  });

  it("finds none of another school's entries, whatever the filter", async () => {
    const ours = await entries('student=ADM-1');
    expect(ours.every((entry) => entry.studentId === aarav.id)).toBe(true);
    const theirs = await portalCall(subject.app, other.host, 'GET', '/audit?student=ADM&limit=200', {
      token: theirReader,
    });
    const found: Entry[] = theirs.json().entries;
    expect(found.map((entry) => entry.action)).toEqual(['erased', 'created']);
    expect(JSON.stringify(found)).not.toContain(aarav.id);
    expect(JSON.stringify(found)).not.toContain(diya.id);
    const theirErasures = await portalCall(subject.app, other.host, 'GET', '/audit?action=erased', {
      token: theirReader,
    });
    expect(theirErasures.json().entries).toHaveLength(1);
    expect(theirErasures.json().entries[0].studentId).not.toBe(diya.id);
  });

  it("lists a student's own history with the erasure, and says on the record when and by whom", async () => {
    clock.advance(MINUTE);
    const history = await entries(`studentId=${diya.id}`);
    expect(history.map((entry) => entry.action)).toEqual(['erased', 'created']);
    const eraser = history[0]?.memberName;
    const record = (await call('GET', `/students/${diya.id}`, reader)).json();
    expect(record.erasure).toEqual({ at: '2026-03-11T20:01:00.000Z', by: eraser });
    clock.advance(MINUTE);
    // A teacher sees that it was erased and when, not who did it (that is the audit log's).
    const teachers = (await call('GET', `/students/${diya.id}`, teacher)).json();
    expect(teachers.erasure).toEqual({ at: '2026-03-11T20:01:00.000Z', by: null });
    expect((await call('GET', `/students/${aarav.id}`, reader)).json().erasure).toBeNull();
    // Viewing it is on its history too, newest first.
    expect((await entries(`studentId=${diya.id}`)).map((entry) => entry.action)).toEqual([
      'viewed',
      'viewed',
      'erased',
      'created',
    ]);
  });
});
