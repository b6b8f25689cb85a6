import type { SectionAnalytics } from '@common/api/portal/exam-analytics';
import { ERASED_STUDENT_NAME } from '@common/portal/seeded-names';
import { examResults } from '@server/db/exam-tables';
import { attendanceMarks, attendanceSessions, timetableEntries } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClassTeacher, schoolClock, sectionsOf, student, teacher } from './attendance-fixtures';
import { type FeeCalls, feeCalls } from './fee-fixtures';
import { buildPortalApp, type PortalTestApp, type School } from './portal-helpers';
import { databases, type TestDatabase } from './test-database';

// The exams area through its API (docs/requirements/exams.md): a scheme from the CBSE VI-VIII
// preset chosen for Class 6, Term 1's dates and schedule, two subject teachers who each see and
// fill only their own sheet (the max-marks guard, AB, a conflict with a mark changed since, a
// retried save), the last day of entry, the class teacher's grades and remarks with attendance
// from the register, proofreading that needs every mark, publishing as snapshots, a correction as
// the next version, and a scheme edited once marks exist becoming its next version.

type Sheet = {
  entered: number;
  expected: number;
  closed: boolean;
  components: { key: string; maxCenti: number }[];
  students: { id: string; marks: Record<string, { value: unknown; revision: number }> }[];
};
type Card = {
  student: { name: string; admissionNumber: string };
  subjects: { subjectId: string; terms: { scoreCenti: number; grade: string | null }[] }[];
  coScholastic: { key: string; grade: string }[];
  remark: string;
  attendance: { present: number; working: number } | null;
  rank: unknown;
};

/** Every component of Term 1 for one student: periodic tests, notebook, enrichment, exam (in marks). */
const TERM1 = ['t1_pt1', 't1_pt2', 't1_pt3', 't1_nb', 't1_se', 't1_exam'];

describe.each(databases())('exams on $kind', (target) => {
  let database: TestDatabase;
  let subject: PortalTestApp;
  let school: School;
  let calls: FeeCalls;
  let section: { id: string; classId: string };
  let maths: { id: string };
  let science: { id: string };
  let otherSubjects: { id: string }[];
  let mathsTeacher: Awaited<ReturnType<typeof teacher>>;
  let scienceTeacher: Awaited<ReturnType<typeof teacher>>;
  let classTeacher: Awaited<ReturnType<typeof teacher>>;
  let asha: string;
  let ravi: string;
  let schemeId: string;

  const sheetPath = (subjectId: string) => `/exams/sheets/${section.id}/${subjectId}/term1`;
  const marks = (studentId: string, values: number[], revision = 0) =>
    TERM1.map((componentKey, index) => ({
      studentId,
      componentKey,
      value: { centi: (values[index] ?? 0) * 100 },
      revision,
    }));

  beforeAll(async () => {
    database = await target.open();
    subject = await buildPortalApp(database.handle, {}, schoolClock());
    school = await subject.school('Exam Public School', ['6']);
    calls = feeCalls(subject, school);
    const [first] = await sectionsOf(subject, school);
    if (!first) throw new Error('No section');
    section = first;
    const classes = (await calls.call('GET', `/classes/${section.classId}`)) as {
      subjects: { id: string }[];
    };
    const [a, b, ...rest] = classes.subjects;
    if (!a || !b) throw new Error('Class 6 has fewer than two subjects');
    maths = a;
    science = b;
    otherSubjects = rest;
    const now = subject.clock.now();
    mathsTeacher = await teacher(subject, school, 'Meera Iyer', now);
    scienceTeacher = await teacher(subject, school, 'Arjun Rao', now);
    classTeacher = await teacher(subject, school, 'Kavita Sharma', now);
    await makeClassTeacher(subject, school, section.id, classTeacher.employeeId);
    await inTenant(subject.database, school.tenantId, (db) =>
      db.insert(timetableEntries).values([
        {
          tenantId: school.tenantId,
          sectionId: section.id,
          weekday: 1,
          period: 1,
          subjectId: maths.id,
          teacherId: mathsTeacher.employeeId,
        },
        {
          tenantId: school.tenantId,
          sectionId: section.id,
          weekday: 1,
          period: 2,
          subjectId: science.id,
          teacherId: scienceTeacher.employeeId,
        },
        // Every other subject is taught by the maths teacher, so the class teacher fills none by default.
        ...otherSubjects.map((other, index) => ({
          tenantId: school.tenantId,
          sectionId: section.id,
          weekday: 2,
          period: index + 1,
          subjectId: other.id,
          teacherId: mathsTeacher.employeeId,
        })),
      ]),
    );
    asha = await student(subject, school, section.id, { name: 'Asha Verma', rollNumber: 1 });
    ravi = await student(subject, school, section.id, { name: 'Ravi Kumar', rollNumber: 2 });
  });
  afterAll(async () => {
    await subject?.close();
    await database?.dispose();
  });

  it('copies the CBSE VI-VIII preset into a scheme and gives it to Class 6 for the year', async () => {
    const created = (await calls.call('POST', '/exams/schemes', {
      name: 'Middle school',
      preset: 'cbse_middle',
    })) as {
      id: string;
      version: number;
      document: { terms: { key: string }[]; bands: { grade: string }[] };
    };
    schemeId = created.id;
    expect(created.version).toBe(1);
    expect(created.document.terms.map((term) => term.key)).toEqual(['term1', 'term2']);
    expect(
      (await calls.raw('POST', '/exams/schemes', { name: 'middle SCHOOL', preset: 'custom' })).body.code,
    ).toBe('exam_scheme_name_taken');
    // Half a character (a cut emoji) cannot go into a scheme's document: refused, nothing written.
    const cut = await calls.raw('POST', '/exams/schemes', { name: 'Marks \ud83d', preset: 'custom' });
    expect([cut.status, cut.body.code]).toEqual([400, 'name_characters']);
    // A school working in Hindi copies the preset with its labels in Hindi.
    const hindi = (await calls.call('POST', '/exams/schemes', {
      name: 'मध्य विद्यालय',
      preset: 'cbse_middle',
      language: 'hi',
    })) as {
      document: {
        terms: { label: string; groups: { label: string }[] }[];
        coScholastic: { label: string }[];
      };
    };
    expect(hindi.document.terms.map((term) => term.label)).toEqual(['सत्र 1', 'सत्र 2']);
    expect(hindi.document.terms[0]?.groups.map((group) => group.label)).toEqual([
      'आवधिक परीक्षाएँ',
      'कॉपी जमा',
      'विषय संवर्धन',
      'सत्र परीक्षा',
    ]);
    expect(hindi.document.coScholastic.at(-1)?.label).toBe('अनुशासन');
    // Before a class has a scheme, its term cannot be set.
    expect((await calls.raw('GET', `/exams/classes/${section.classId}/terms/term1`)).body.code).toBe(
      'exam_no_scheme',
    );
    await calls.call('PUT', `/exams/classes/${section.classId}/scheme`, { schemeId });
    const list = (await calls.call('GET', '/exams/schemes')) as {
      schemes: { id: string; inUse: boolean }[];
      classes: { id: string; schemeId: string | null }[];
      presets: { key: string }[];
    };
    expect(list.classes.find((klass) => klass.id === section.classId)?.schemeId).toBe(schemeId);
    expect(list.presets.map((preset) => preset.key)).toContain('test_series');
    expect(list.schemes.find((scheme) => scheme.id === schemeId)?.inUse).toBe(false);
  });

  it("sets Term 1's dates and schedule, refusing a component the term does not have", async () => {
    const term = {
      startsOn: '2026-04-01',
      endsOn: '2026-11-30',
      entryClosesOn: '2026-12-05',
      schedule: [
        { subjectId: maths.id, componentKey: 't1_exam', on: '2026-09-20' },
        { subjectId: science.id, componentKey: 't1_exam', on: '2026-09-22' },
      ],
    };
    const wrong = await calls.raw('PUT', `/exams/classes/${section.classId}/terms/term1`, {
      ...term,
      schedule: [{ subjectId: maths.id, componentKey: 't2_exam', on: '2026-09-20' }],
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'exam_schedule_invalid']);
    const saved = (await calls.call('PUT', `/exams/classes/${section.classId}/terms/term1`, term)) as {
      schedule: { subjectId: string; on: string }[];
      components: { key: string }[];
    };
    expect(saved.schedule.map((row) => row.on)).toEqual(['2026-09-20', '2026-09-22']);
    expect(saved.components.map((component) => component.key)).toEqual(TERM1);
    // A teacher reads the schedule.
    const read = (await calls.call(
      'GET',
      `/exams/classes/${section.classId}/terms/term1`,
      undefined,
      scienceTeacher.token,
    )) as {
      schedule: unknown[];
    };
    expect(read.schedule).toHaveLength(2);
  });

  it('shows each subject teacher only their own sheets, and refuses them the others', async () => {
    const mine = (await calls.call('GET', '/exams/sheets', undefined, scienceTeacher.token)) as {
      sheets: { subject: { id: string }; term: { key: string }; expected: number; entered: number }[];
    };
    expect(mine.sheets.map((sheet) => `${sheet.subject.id}/${sheet.term.key}`)).toEqual([
      `${science.id}/term1`,
      `${science.id}/term2`,
    ]);
    expect(mine.sheets[0]).toMatchObject({ entered: 0, expected: 2 * TERM1.length });
    const theirs = await calls.raw('GET', sheetPath(maths.id), undefined, scienceTeacher.token);
    expect([theirs.status, theirs.body.code]).toEqual([403, 'exam_not_your_sheet']);
    const save = await calls.raw(
      'PUT',
      sheetPath(maths.id),
      { marks: marks(asha, [10]) },
      scienceTeacher.token,
    );
    expect(save.status).toBe(403);
    // The class teacher teaches nothing here by the timetable, so fills no sheet.
    expect(
      ((await calls.call('GET', '/exams/sheets', undefined, classTeacher.token)) as { sheets: unknown[] })
        .sheets,
    ).toEqual([]);
  });

  it('guards the maximum, keeps AB, and answers a mark changed since instead of overwriting it', async () => {
    const over = await calls.raw(
      'PUT',
      sheetPath(maths.id),
      { marks: [{ studentId: asha, componentKey: 't1_pt1', value: { centi: 1100 }, revision: 0 }] },
      mathsTeacher.token,
    );
    expect([over.status, over.body.code]).toEqual([400, 'exam_mark_invalid']);
    expect(String(over.body.message)).toContain('out of 10');
    // Asha: periodic tests 10, 9, 8 (best two: 19 of 20, 9.5 of 10), notebook 5, enrichment 5, exam 75: 94.5, rounded 95.
    const saved = (await calls.call(
      'PUT',
      sheetPath(maths.id),
      { marks: marks(asha, [10, 9, 8, 5, 5, 75]) },
      mathsTeacher.token,
    )) as {
      saved: { revision: number }[];
      conflicts: unknown[];
    };
    expect(saved.saved.map((one) => one.revision)).toEqual(TERM1.map(() => 1));
    expect(saved.conflicts).toEqual([]);
    // Ravi was absent for the exam.
    await calls.call(
      'PUT',
      sheetPath(maths.id),
      {
        marks: [
          ...marks(ravi, [6, 5, 7, 3, 4]).slice(0, 5),
          { studentId: ravi, componentKey: 't1_exam', value: { code: 'AB' }, revision: 0 },
        ],
      },
      mathsTeacher.token,
    );
    // The principal changes Asha's exam mark; the teacher's phone, which saw revision 1, sends 70.
    await calls.call('PUT', sheetPath(maths.id), {
      marks: [{ studentId: asha, componentKey: 't1_exam', value: { centi: 7600 }, revision: 1 }],
    });
    const stale = (await calls.call(
      'PUT',
      sheetPath(maths.id),
      { marks: [{ studentId: asha, componentKey: 't1_exam', value: { centi: 7000 }, revision: 1 }] },
      mathsTeacher.token,
    )) as { saved: unknown[]; conflicts: { value: unknown; revision: number }[] };
    expect(stale.saved).toEqual([]);
    expect(stale.conflicts).toEqual([
      { studentId: asha, componentKey: 't1_exam', value: { centi: 7600 }, revision: 2 },
    ]);
    // The teacher takes it back to 75 over revision 2; the same save sent again (its answer lost) changes nothing.
    const back = {
      marks: [{ studentId: asha, componentKey: 't1_exam', value: { centi: 7500 }, revision: 2 }],
    };
    expect(
      (
        (await calls.call('PUT', sheetPath(maths.id), back, mathsTeacher.token)) as {
          saved: { revision: number }[];
        }
      ).saved,
    ).toEqual([{ studentId: asha, componentKey: 't1_exam', revision: 3 }]);
    expect(
      (
        (await calls.call('PUT', sheetPath(maths.id), back, mathsTeacher.token)) as {
          saved: { revision: number }[];
        }
      ).saved,
    ).toEqual([{ studentId: asha, componentKey: 't1_exam', revision: 3 }]);
    const sheet = (await calls.call('GET', sheetPath(maths.id), undefined, mathsTeacher.token)) as Sheet;
    expect(sheet).toMatchObject({ entered: 12, expected: 12, closed: false });
    expect(sheet.students.find((one) => one.id === ravi)?.marks.t1_exam).toEqual({
      value: { code: 'AB' },
      revision: 1,
    });
  });

  it('saves one of two teachers changing the same mark at once, and answers the other with theirs', async () => {
    const sheet = (await calls.call('GET', sheetPath(maths.id), undefined, mathsTeacher.token)) as Sheet;
    const revision = sheet.students.find((one) => one.id === ravi)?.marks.t1_pt1?.revision ?? 0;
    const change = (centi: number, token: string) =>
      calls.raw(
        'PUT',
        sheetPath(maths.id),
        { marks: [{ studentId: ravi, componentKey: 't1_pt1', value: { centi }, revision }] },
        token,
      );
    const [first, second] = await Promise.all([
      change(700, mathsTeacher.token),
      change(800, school.ownerToken),
    ]);
    const answers = [first, second].map((one) => one.body as { saved: unknown[]; conflicts: unknown[] });
    expect(answers.map((one) => [one.saved.length, one.conflicts.length]).sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
    // Put it back as the rest of this file expects it (6).
    const now = (await calls.call('GET', sheetPath(maths.id), undefined, mathsTeacher.token)) as Sheet;
    const mark = now.students.find((one) => one.id === ravi)?.marks.t1_pt1;
    await calls.call('PUT', sheetPath(maths.id), {
      marks: [
        { studentId: ravi, componentKey: 't1_pt1', value: { centi: 600 }, revision: mark?.revision ?? 0 },
      ],
    });
  });

  it('closes entry after its last day for teachers, not for the principal', async () => {
    const term = (await calls.call('GET', `/exams/classes/${section.classId}/terms/term1`)) as Record<
      string,
      unknown
    >;
    const body = {
      startsOn: term.startsOn,
      endsOn: term.endsOn,
      entryClosesOn: '2026-11-26',
      schedule: term.schedule,
    };
    await calls.call('PUT', `/exams/classes/${section.classId}/terms/term1`, body);
    const late = await calls.raw(
      'PUT',
      sheetPath(science.id),
      { marks: marks(asha, [8]).slice(0, 1) },
      scienceTeacher.token,
    );
    expect([late.status, late.body.code]).toEqual([409, 'exam_entry_closed']);
    expect(
      ((await calls.call('GET', sheetPath(science.id), undefined, scienceTeacher.token)) as Sheet).closed,
    ).toBe(true);
    await calls.call('PUT', `/exams/classes/${section.classId}/terms/term1`, {
      ...body,
      entryClosesOn: '2026-12-05',
    });
  });

  it("takes the class teacher's grades and remarks, with the term's attendance from the register", async () => {
    // Three days taken in the term: Asha present on all, Ravi absent on one and late on one.
    await inTenant(subject.database, school.tenantId, async (db) => {
      for (const [index, date] of ['2026-11-23', '2026-11-24', '2026-11-25'].entries()) {
        const [session] = await db
          .insert(attendanceSessions)
          .values({
            tenantId: school.tenantId,
            sectionId: section.id,
            date,
            takenByName: 'Kavita Sharma',
            takenAt: new Date(),
          })
          .returning({ id: attendanceSessions.id });
        if (!session) throw new Error('No session');
        const raviMark = index === 0 ? 'absent' : index === 1 ? 'late' : 'present';
        await db.insert(attendanceMarks).values([
          {
            tenantId: school.tenantId,
            sessionId: session.id,
            studentId: asha,
            mark: 'present',
            takenAt: new Date(),
            takenByName: 'K',
          },
          {
            tenantId: school.tenantId,
            sessionId: session.id,
            studentId: ravi,
            mark: raviMark,
            takenAt: new Date(),
            takenByName: 'K',
          },
        ]);
      }
    });
    const body = {
      students: [
        { studentId: asha, grades: { work_education: 'A', discipline: 'A' }, remark: 'Curious and careful.' },
        {
          studentId: ravi,
          grades: { work_education: 'B', discipline: 'A' },
          remark: 'Must attend regularly.',
        },
      ],
    };
    const notTheirs = await calls.raw(
      'PUT',
      `/exams/sections/${section.id}/terms/term1`,
      body,
      mathsTeacher.token,
    );
    expect([notTheirs.status, notTheirs.body.code]).toEqual([403, 'exam_not_class_teacher']);
    const offScale = await calls.raw(
      'PUT',
      `/exams/sections/${section.id}/terms/term1`,
      { students: [{ studentId: asha, grades: { discipline: 'A+' }, remark: '' }] },
      classTeacher.token,
    );
    expect([offScale.status, offScale.body.code]).toEqual([400, 'exam_mark_invalid']);
    const saved = (await calls.call(
      'PUT',
      `/exams/sections/${section.id}/terms/term1`,
      body,
      classTeacher.token,
    )) as {
      mayEdit: boolean;
      students: { id: string; grades: Record<string, string>; attendance: unknown }[];
      missing: number;
    };
    expect(saved.mayEdit).toBe(true);
    expect(saved.students.find((one) => one.id === asha)?.attendance).toEqual({ present: 3, working: 3 });
    expect(saved.students.find((one) => one.id === ravi)?.attendance).toEqual({ present: 2, working: 3 });
    // Maths is entered; science and the rest are not.
    expect(saved.missing).toBe(2 * TERM1.length * (1 + otherSubjects.length));
  });

  it('proofreads only a complete section, and a later change undoes the proofreading', async () => {
    const early = await calls.raw(
      'POST',
      `/exams/sections/${section.id}/terms/term1/proofread`,
      undefined,
      classTeacher.token,
    );
    expect([early.status, early.body.code]).toEqual([409, 'exam_marks_incomplete']);
    expect(early.body.params).toEqual({ missing: 2 * TERM1.length * (1 + otherSubjects.length) });
    const notProofread = await calls.raw('POST', `/exams/sections/${section.id}/terms/term1/publish`);
    expect([notProofread.status, notProofread.body.code]).toEqual([409, 'exam_not_proofread']);
    // Science: Asha 55.5 (the best two tests of 5, 6, 5 scaled to 5.5, + 3 + 3 + 44); Ravi 40.
    await calls.call(
      'PUT',
      sheetPath(science.id),
      { marks: marks(asha, [5, 6, 5, 3, 3, 44]) },
      scienceTeacher.token,
    );
    await calls.call(
      'PUT',
      sheetPath(science.id),
      { marks: marks(ravi, [4, 4, 4, 2, 2, 32]) },
      scienceTeacher.token,
    );
    for (const other of otherSubjects) {
      await calls.call(
        'PUT',
        sheetPath(other.id),
        { marks: marks(asha, [8, 8, 8, 4, 4, 64]) },
        mathsTeacher.token,
      );
      await calls.call(
        'PUT',
        sheetPath(other.id),
        { marks: marks(ravi, [7, 7, 7, 3, 3, 56]) },
        mathsTeacher.token,
      );
    }
    const read = (await calls.call(
      'POST',
      `/exams/sections/${section.id}/terms/term1/proofread`,
      undefined,
      classTeacher.token,
    )) as {
      proofread: { by: string } | null;
      missing: number;
    };
    expect(read).toMatchObject({ missing: 0, proofread: { by: 'Kavita Sharma' } });
    await calls.call(
      'PUT',
      sheetPath(science.id),
      { marks: [{ studentId: ravi, componentKey: 't1_nb', value: { centi: 300 }, revision: 1 }] },
      scienceTeacher.token,
    );
    const after = (await calls.call(
      'GET',
      `/exams/sections/${section.id}/terms/term1`,
      undefined,
      classTeacher.token,
    )) as {
      proofread: unknown;
    };
    expect(after.proofread).toBeNull();
    await calls.call(
      'POST',
      `/exams/sections/${section.id}/terms/term1/proofread`,
      undefined,
      classTeacher.token,
    );
  });

  it('publishes every card as a snapshot with the right grades, then refuses teachers any change', async () => {
    const preview = (await calls.call('GET', `/exams/sections/${section.id}/terms/term1/results`)) as {
      published: boolean;
      students: { id: string; version: number }[];
    };
    expect(preview.published).toBe(false);
    expect(preview.students.map((one) => one.version)).toEqual([0, 0]);
    const published = (await calls.call('POST', `/exams/sections/${section.id}/terms/term1/publish`)) as {
      published: number;
    };
    expect(published.published).toBe(2);
    // Publishing again (a retry) answers the same and keeps one version.
    expect(
      (
        (await calls.call('POST', `/exams/sections/${section.id}/terms/term1/publish`)) as {
          published: number;
        }
      ).published,
    ).toBe(2);
    const results = (await calls.call(
      'GET',
      `/exams/sections/${section.id}/terms/term1/results`,
      undefined,
      mathsTeacher.token,
    )) as {
      published: boolean;
      students: { id: string; version: number; card: Card }[];
    };
    expect(results.published).toBe(true);
    const cardOf = (id: string) => results.students.find((one) => one.id === id)?.card;
    const grade = (card: Card | undefined, subjectId: string) =>
      card?.subjects.find((one) => one.subjectId === subjectId)?.terms[0];
    // Asha's maths: 9.5 + 5 + 5 + 75 = 94.5, rounded half up to 95: A1.
    expect(grade(cardOf(asha), maths.id)).toMatchObject({ scoreCenti: 9500, grade: 'A1' });
    // Asha's science: best two of 5, 6, 5 is 11 of 20 = 5.5, + 3 + 3 + 44 = 55.5, rounded 56: C1 (51-60).
    expect(grade(cardOf(asha), science.id)).toMatchObject({ scoreCenti: 5600, grade: 'C1' });
    // Ravi's maths exam was AB (0): 6.5 + 3 + 4 + 0 = 13.5, rounded 14: E.
    expect(grade(cardOf(ravi), maths.id)).toMatchObject({ scoreCenti: 1400, grade: 'E' });
    expect(cardOf(asha)).toMatchObject({
      remark: 'Curious and careful.',
      attendance: { present: 3, working: 3 },
      rank: null,
    });
    expect(cardOf(asha)?.coScholastic).toEqual([
      { key: 'work_education', label: 'Work education', grade: 'A' },
      { key: 'discipline', label: 'Discipline', grade: 'A' },
    ]);
    const late = await calls.raw(
      'PUT',
      sheetPath(maths.id),
      { marks: [{ studentId: asha, componentKey: 't1_exam', value: { centi: 8000 }, revision: 3 }] },
      mathsTeacher.token,
    );
    expect([late.status, late.body.code]).toEqual([409, 'exam_term_published']);
    const remark = await calls.raw(
      'PUT',
      `/exams/sections/${section.id}/terms/term1`,
      { students: [{ studentId: asha, grades: {}, remark: 'Changed' }] },
      classTeacher.token,
    );
    expect([remark.status, remark.body.code]).toEqual([409, 'exam_term_published']);
  });

  it('corrects a published result as its next version, with the reason in the audit log', async () => {
    const unpublished = await calls.raw('POST', `/exams/students/${asha}/terms/term2/correct`, {
      reason: 'Wrong mark',
    });
    expect([unpublished.status, unpublished.body.code]).toEqual([409, 'exam_not_published']);
    // The principal changes Asha's science exam mark (44 was 49 on the script) and publishes the correction.
    await calls.call('PUT', sheetPath(science.id), {
      marks: [{ studentId: asha, componentKey: 't1_exam', value: { centi: 4900 }, revision: 1 }],
    });
    const corrected = (await calls.call('POST', `/exams/students/${asha}/terms/term1/correct`, {
      reason: 'Science exam was 49 on the script',
    })) as { version: number; card: Card };
    expect(corrected.version).toBe(2);
    const science1 = corrected.card.subjects.find((one) => one.subjectId === science.id)?.terms[0];
    expect(science1).toMatchObject({ scoreCenti: 6100, grade: 'B2' });
    const results = (await calls.call('GET', `/exams/sections/${section.id}/terms/term1/results`)) as {
      students: { id: string; version: number }[];
    };
    expect(results.students.map((one) => [one.id, one.version])).toEqual([
      [asha, 2],
      [ravi, 1],
    ]);
    const audit = (await calls.call('GET', '/audit')) as { entries: { action: string; detail: string }[] };
    expect(audit.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['exam_results_published', 'exam_result_corrected']),
    );
    expect(audit.entries.find((entry) => entry.action === 'exam_result_corrected')?.detail).toContain(
      '49 on the script',
    );
    // The snapshots cannot be changed or removed by the portal's role, whatever it asks.
    await expect(
      inTenant(subject.database, school.tenantId, (db) =>
        db.update(examResults).set({ reason: 'rewritten' }),
      ),
    ).rejects.toThrow();
    await expect(
      inTenant(subject.database, school.tenantId, (db) => db.execute(sql`delete from exam_results`)),
    ).rejects.toThrow();
  });

  it('analyses the published term for a teacher, with who needs attention and why', async () => {
    const analysis = (await calls.call(
      'GET',
      `/exams/sections/${section.id}/terms/term1/analytics`,
      undefined,
      mathsTeacher.token,
    )) as SectionAnalytics;
    expect(analysis).toMatchObject({ published: true, period: { key: 'term1' }, previous: null });
    // Maths: Asha 95 (A1), Ravi 14 (E); science after the correction: Asha 61 (B2), Ravi 41 (C2).
    const spread = (id: string) => analysis.subjects.find((one) => one.id === id)?.now;
    expect(spread(maths.id)).toMatchObject({ count: 2, meanBp: 54_50, minBp: 14_00, maxBp: 95_00 });
    expect(spread(maths.id)?.grades).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
    expect(spread(science.id)?.grades).toEqual([0, 0, 0, 1, 0, 1, 0, 0]);
    // Ravi was present on two of the three days the register was taken (late counts as present).
    expect(analysis.attention.map((one) => [one.name, one.reasons, one.attendanceBp])).toEqual([
      ['Ravi Kumar', ['attendance'], 66_67],
    ]);
    // Term 2 before any mark: compared with Term 1, nothing counted yet.
    const term2 = (await calls.call(
      'GET',
      `/exams/sections/${section.id}/terms/term2/analytics`,
    )) as SectionAnalytics;
    expect(term2).toMatchObject({ published: false, period: { key: 'term2' }, previous: { key: 'term1' } });
    expect(term2.overall.now.count).toBe(0);
    expect(term2.overall.before?.count).toBe(2);
  });

  it('shows the principal how much of each section is entered, proofread and published', async () => {
    const completion = (await calls.call('GET', '/exams/completion')) as {
      sections: {
        section: { id: string };
        term: { key: string };
        subjects: { id: string; entered: number; expected: number }[];
        proofread: boolean;
        published: boolean;
      }[];
    };
    const term1 = completion.sections.find(
      (row) => row.section.id === section.id && row.term.key === 'term1',
    );
    const term2 = completion.sections.find(
      (row) => row.section.id === section.id && row.term.key === 'term2',
    );
    expect(term1).toMatchObject({ proofread: true, published: true });
    expect(term1?.subjects.every((one) => one.entered === one.expected && one.expected === 12)).toBe(true);
    expect(term2).toMatchObject({ proofread: false, published: false });
    expect(term2?.subjects.every((one) => one.entered === 0)).toBe(true);
  });

  it('keeps the version marks were entered under: an edit becomes the next version, a stale edit is refused', async () => {
    const scheme = (await calls.call('GET', `/exams/schemes/${schemeId}`)) as {
      version: number;
      inUse: boolean;
      document: { name: string; bands: { grade: string; fromBp: number }[] };
    };
    expect(scheme).toMatchObject({ version: 1, inUse: true });
    const edited = (await calls.call('PUT', `/exams/schemes/${schemeId}`, {
      version: 1,
      document: { ...scheme.document, name: 'Middle school 2026' },
      releaseDelayDays: 0,
    })) as { version: number; inUse: boolean; name: string };
    expect(edited).toMatchObject({ version: 2, inUse: false, name: 'Middle school 2026' });
    const stale = await calls.raw('PUT', `/exams/schemes/${schemeId}`, {
      version: 1,
      document: scheme.document,
      releaseDelayDays: 0,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'exam_scheme_changed']);
    const broken = await calls.raw('PUT', `/exams/schemes/${schemeId}`, {
      version: 2,
      document: { ...scheme.document, bands: [{ grade: 'A', fromBp: 5000 }] },
      releaseDelayDays: 0,
    });
    expect([broken.status, broken.body.code]).toEqual([400, 'exam_scheme_invalid']);
    // The class cannot swap to another scheme now that marks stand under this one.
    const other = (await calls.call('POST', '/exams/schemes', { name: 'Plain', preset: 'custom' })) as {
      id: string;
    };
    const swap = await calls.raw('PUT', `/exams/classes/${section.classId}/scheme`, { schemeId: other.id });
    expect([swap.status, swap.body.code]).toEqual([409, 'exam_marks_exist']);
    const versions = await inTenant(subject.database, school.tenantId, (db) =>
      db.execute(sql`select distinct scheme_version from exam_marks`),
    );
    expect((versions as unknown as { rows: { scheme_version: number }[] }).rows).toEqual([
      { scheme_version: 1 },
    ]);
  });

  it('keeps no name in a published card: an erased student is named as erased, and the snapshot never held it', async () => {
    const stored = async () =>
      inTenant(subject.database, school.tenantId, (db) =>
        db.select({ card: examResults.card }).from(examResults).where(eq(examResults.studentId, ravi)),
      );
    expect((await stored()).map((row) => row.card.student.name)).toEqual(['']);
    const named = async () =>
      (
        (await calls.call('GET', `/exams/sections/${section.id}/terms/term1/results`)) as {
          students: { id: string; card: Card }[];
        }
      ).students.find((one) => one.id === ravi)?.card.student;
    expect((await named())?.name).toBe('Ravi Kumar');
    await calls.call('POST', `/students/${ravi}/erase`, { reason: 'The guardian asked for erasure.' });
    expect((await named())?.name).toBe(ERASED_STUDENT_NAME.en);
    // His marks and grades stay: the school keeps its results.
    expect((await named())?.admissionNumber).not.toBe('');
  });
});
