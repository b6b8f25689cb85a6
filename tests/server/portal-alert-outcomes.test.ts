import { randomUUID } from 'node:crypto';
import type { SubmissionResult } from '@common/api/portal/attendance';
import { schoolToday } from '@common/school-clock';
import { guardianAlerts, tenants } from '@server/db/schema';
import { registeredText, templateText } from '@server/services/messaging/alert-texts';
import { smsLength } from '@server/services/messaging/sms-length';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock, sectionsOf, student } from './attendance-fixtures';
import { MINUTE } from './fake-clock';
import { acceptMessages, confirmationLink, deliverMessages, postAnswer } from './guardian-contact-helpers';
import { buildPortalApp, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// Alerts that say who was told (docs/requirements/school-day.md#absence-alerts): a submission's
// answer counts the guardians told and names the absent students no guardian of was told, with
// the reason; every alert that cannot go is recorded with it; the absence e-mail goes out in the
// school's name with replies to the school, the class, the date in words and the school's phone,
// and an HTML part for a phone.

const CONSENT = ['school_records', 'guardian_messages'];

describe.each(databases())('who was told on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  const clock = schoolClock();
  let sectionId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, clock);
    school = await subject.school('Sunrise Public School', ['6']);
    await database.handle.db
      .update(tenants)
      .set({ contactEmail: 'office@sunrise.example.in', contactPhone: '+91 98290 12345' })
      .where(eq(tenants.id, school.tenantId));
    sectionId = ((await sectionsOf(subject, school))[0] as { id: string }).id;
    let phones = 20000;
    const guardian = (name: string, email?: string, language: 'en' | 'hi' = 'en') => {
      phones += 1;
      return {
        name,
        phone: `+91 98765 ${phones}`,
        ...(email ? { email } : {}),
        language,
      };
    };
    ids.asha = await student(subject, school, sectionId, {
      name: 'Asha Rao',
      guardians: [guardian('Meena Rao', 'meena@example.in', 'hi')],
      consent: CONSENT,
    });
    ids.bina = await student(subject, school, sectionId, {
      name: 'Bina Das',
      guardians: [guardian('Ravi Das', 'ravi@example.in')],
      consent: CONSENT,
    });
    ids.chetan = await student(subject, school, sectionId, {
      name: 'Chetan Roy',
      guardians: [guardian('Lata Roy', 'lata@example.in')],
      consent: ['school_records'],
    });
    ids.dev = await student(subject, school, sectionId, {
      name: 'Dev Jain',
      guardians: [guardian('Anil Jain')],
      consent: CONSENT,
    });
    ids.esha = await student(subject, school, sectionId, {
      name: 'Esha Sen',
      guardians: [guardian('Gita Sen', 'gita@example.in'), guardian('Om Sen', 'om@example.in')],
      consent: CONSENT,
    });
    const settings = await call('PUT', '/attendance/settings', { mode: 'daily', lockTime: '23:59' });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  const call = (method: 'GET' | 'PUT', path: string, payload?: unknown) =>
    portalCall(subject.app, school.host, method, path, { token: school.ownerToken, payload });
  const take = async (absent: string[], submissionId = randomUUID()) => {
    clock.advance(MINUTE);
    const answer = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId,
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: absent.map((studentId) => ({ studentId, mark: 'absent' })),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<SubmissionResult>();
  };
  const alertsOf = async (studentId: string) =>
    database.handle.db
      .select({ state: guardianAlerts.state, reason: guardianAlerts.reason })
      .from(guardianAlerts)
      .where(eq(guardianAlerts.studentId, studentId));

  it('answers who was told and who not, with the reason, and records the alerts that could not go', async () => {
    // The first absence: nobody is told yet, every address gets its confirmation first.
    const first = await take([ids.asha as string, ids.esha as string]);
    expect(first.alerts).toEqual({
      told: 0,
      notTold: [
        { studentId: ids.asha, studentName: 'Asha Rao', reason: 'unconfirmed' },
        { studentId: ids.esha, studentName: 'Esha Sen', reason: 'unconfirmed' },
      ],
    });
    await deliverMessages(subject);
    await acceptMessages(subject, 'meena@example.in');
    for (const address of ['gita@example.in', 'om@example.in']) {
      expect((await postAnswer(subject, confirmationLink(subject, address), 'stop')).status).toBe(200);
    }

    const submissionId = randomUUID();
    const all = [ids.asha, ids.bina, ids.chetan, ids.dev, ids.esha] as string[];
    const answer = await take(all, submissionId);
    expect(answer.alerts).toEqual({
      told: 1,
      notTold: [
        { studentId: ids.bina, studentName: 'Bina Das', reason: 'unconfirmed' },
        { studentId: ids.chetan, studentName: 'Chetan Roy', reason: 'no_consent' },
        { studentId: ids.dev, studentName: 'Dev Jain', reason: 'no_contact' },
        { studentId: ids.esha, studentName: 'Esha Sen', reason: 'declined' },
      ],
    });
    // A replay (the device missed the answer) answers the same.
    clock.advance(MINUTE);
    const replay = await call('PUT', `/attendance/sections/${sectionId}`, {
      submissionId,
      date: schoolToday(clock.now()),
      takenAt: clock.now().toISOString(),
      marks: all.map((studentId) => ({ studentId, mark: 'absent' })),
    });
    expect(replay.json<SubmissionResult>().alerts).toEqual(answer.alerts);

    await deliverMessages(subject);
    expect(await alertsOf(ids.asha as string)).toEqual([{ state: 'sent', reason: null }]);
    expect(await alertsOf(ids.bina as string)).toEqual([{ state: 'held', reason: 'unconfirmed' }]);
    expect(await alertsOf(ids.chetan as string)).toEqual([{ state: 'not_sent', reason: 'no_consent' }]);
    expect(await alertsOf(ids.dev as string)).toEqual([{ state: 'not_sent', reason: 'no_contact' }]);
    expect(await alertsOf(ids.esha as string)).toEqual([
      { state: 'stopped', reason: 'declined' },
      { state: 'stopped', reason: 'declined' },
    ]);
  });

  it('gives the guardian a download they can read: their language, words for codes, the attendance and the messages', async () => {
    const hindi = await call('GET', `/students/${ids.asha}/data.csv`);
    expect(hindi.statusCode, hindi.body).toBe(200);
    const text = hindi.rawPayload.toString('utf8');
    const lines = text.slice(1).split('\r\n');
    // Asha's guardian reads Hindi: the download is in Hindi unless asked otherwise.
    expect(lines[0]).toBe('भाग,क्रमांक,क्या,जानकारी');
    expect(lines).toContain('उपस्थिति,,अनुपस्थित दिन,1');
    expect(lines).toContain('उपस्थिति,,उपस्थित दिन,0');
    expect(lines).toContain('उपस्थिति,1,दिन,"शुक्रवार, 27 नवंबर 2026"');
    expect(lines).toContain('उपस्थिति,1,दर्ज,अनुपस्थित');
    expect(lines).toContain('अभिभावक को संदेश,1,कैसे,ई-मेल');
    expect(lines).toContain('अभिभावक को संदेश,1,पहुँच,भेजा गया');
    expect(lines).toContain('सहमति,1,स्कूल ने कैसे जाँचा कि वे माता-पिता या अभिभावक हैं,स्कूल में स्वयं आकर');
    expect(lines.some((line) => line.startsWith('यह प्रति,,बनाने की तारीख़,') && line.endsWith(' IST"'))).toBe(
      true,
    );
    // No internal codes, no ISO dates or UTC times.
    expect(text).not.toMatch(
      /school_records|guardian_messages|in_person|admission_form|consent_recorded|not_sent/,
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}|Z\b/);

    const english = (await call('GET', `/students/${ids.asha}/data.csv?language=en`)).rawPayload.toString(
      'utf8',
    );
    expect(english).toContain('Attendance,,Days absent,1');
    expect(english).toContain('Attendance,1,Day,"Friday, 27 November 2026"');
    expect(english).toContain('Message to a guardian,1,Delivery,Sent');
    expect(english).toContain(
      "Consent,1,For,Keeping the child's school record; Messages to guardians (such as absence alerts)",
    );
    // Chetan's messages that could not go say why.
    const chetan = (await call('GET', `/students/${ids.chetan}/data.csv?language=en`)).rawPayload.toString(
      'utf8',
    );
    expect(chetan).toContain('Not sent: no consent to messages');
    expect((await call('GET', `/students/${ids.asha}/data.csv?language=fr`)).statusCode).toBe(400);
    // The JSON answer has them too.
    const json = (await call('GET', `/students/${ids.asha}/data.json`)).json();
    expect(json.attendance).toEqual({
      present: 0,
      absent: 1,
      late: 0,
      missed: [{ date: '2026-11-27', mark: 'absent' }],
    });
    expect(json.messages).toEqual([
      expect.objectContaining({ kind: 'absent', state: 'sent', guardianName: 'Meena Rao' }),
    ]);
  });

  it('turns a not-sent alert into a real one once consent is recorded the same day', async () => {
    const recorded = await portalCall(subject.app, school.host, 'POST', `/students/${ids.chetan}/consents`, {
      token: school.ownerToken,
      payload: {
        guardianName: 'Lata Roy',
        relation: 'mother',
        method: 'in_person',
        givenOn: schoolToday(clock.now()),
        purposes: CONSENT,
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const answer = await take([ids.chetan as string]);
    expect(answer.alerts?.notTold).toEqual([
      { studentId: ids.chetan, studentName: 'Chetan Roy', reason: 'unconfirmed' },
    ]);
    expect(await alertsOf(ids.chetan as string)).toEqual([{ state: 'queued', reason: null }]);
  });

  it("sends the absence in the school's name, replies to the school, with the class, the date in words and the phone", async () => {
    const [mail] = subject.mail.to('meena@example.in', 'guardian_alert');
    expect(mail?.from).toBe('"Sunrise Public School via Shala" <no-reply@shala.local>');
    expect(mail?.replyTo).toBe('office@sunrise.example.in');
    // In the guardian's language (Hindi): the date in words, the class, the school's phone.
    expect(mail?.subject).toBe('Asha Rao आज अनुपस्थित है');
    expect(mail?.text).toContain(
      'Asha Rao (Class 6 A) को आज, शुक्रवार, 27 नवंबर 2026, Sunrise Public School में अनुपस्थित दर्ज किया गया।',
    );
    expect(mail?.text).toContain('+91 98290 12345');
    expect(mail?.text).toContain('आपका जवाब Sunrise Public School को जाएगा');
    expect(mail?.text).not.toContain('2026-11-27');
    // The phone layout: one column of at most 600 px, inline styles, large text, the same words.
    expect(mail?.html).toContain('max-width:600px');
    expect(mail?.html).toContain('font-size:18px');
    expect(mail?.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail?.html).not.toContain('<style');
    expect(mail?.html).toContain('शुक्रवार, 27 नवंबर 2026');
  });
});

describe('absence texts', () => {
  const english = {
    student: 'Aarav Shah',
    class: 'Class 6 A',
    school: 'Sunrise Public School',
    date: 'Friday, 27 November 2026',
    phone: '9829012345',
  };
  const hindi = { ...english, class: 'कक्षा 6 A', date: 'शुक्रवार, 27 नवंबर 2026' };

  it('count SMS parts: 160 GSM-7 or 70 UCS-2 in one message, else 153 or 67 a part', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ parts: 3 });
    expect(smsLength('क'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsLength('क'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsLength(`${'a'.repeat(60)}क`)).toMatchObject({ encoding: 'ucs2', parts: 1 });
  });

  it('fit one SMS in both languages for a usual name, and the longest names say how many parts', () => {
    const en = templateText('en', 'absent', english).text;
    expect(en).toBe(
      'Aarav Shah (Class 6 A) was marked absent at Sunrise Public School today, Friday, 27 November 2026. To reach the school, call 9829012345.',
    );
    expect(smsLength(en)).toMatchObject({ encoding: 'gsm7', parts: 1 });
    const hi = templateText('hi', 'absent', hindi).text;
    expect(hi).toBe('Aarav Shah (कक्षा 6 A) आज अनुपस्थित। Sunrise Public School 9829012345');
    expect(smsLength(hi)).toEqual({ encoding: 'ucs2', units: hi.length, parts: 1 });
    // Every variable at its longest (30 characters): more parts, said, not hidden.
    const longest = Object.fromEntries(Object.keys(english).map((key) => [key, 'x'.repeat(30)]));
    expect(smsLength(templateText('en', 'absent', longest as typeof english).text).parts).toBe(2);
    expect(smsLength(templateText('hi', 'absent', longest as typeof english).text).parts).toBe(3);
    expect(smsLength(registeredText('hi', 'correction')).encoding).toBe('ucs2');
  });
});
