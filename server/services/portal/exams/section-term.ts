import type { ClassTeacherSave, SectionTerm } from '@common/api/portal/exams';
import { rowsOf } from '@server/db/client';
import { examSectionTerms, examStudentTerms } from '@server/db/exam-tables';
import { attendanceMarks, attendanceSessions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import { sectionStudents } from '../attendance/sections';
import type { Caller } from '../caller';
import { conflict } from '../portal-rules';
import { classScheme } from './schemes';
import {
  assertClassTeacher,
  type ExamSection,
  entryCounts,
  examSection,
  filled,
  sectionTermStatus,
} from './scope';
import { classSubjects, schemeTerm, termComponents, termDates } from './terms';

// The class teacher's part of a section's term (docs/requirements/exams.md#marks-entry-on-the-phone):
// co-scholastic grades and a remark per student, the term's attendance read from the register
// (never typed), and proofreading, which needs every mark of every subject.

export interface TermAttendance {
  working: number;
  /** Days present by student. */
  present: Map<string, number>;
}

/**
 * Days present and working days between the term's dates, from the register: a working day is a
 * day the section's attendance was taken; on a day taken per period, the first period taken counts.
 * Late counts as present. Null when the term has no dates yet.
 */
export async function termAttendance(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
  dates: { startsOn: string | null; endsOn: string | null },
): Promise<TermAttendance | null> {
  if (dates.startsOn === null || dates.endsOn === null) return null;
  const days = sql`(select distinct on (${attendanceSessions.date}) ${attendanceSessions.id} as id
    from ${attendanceSessions}
    where ${attendanceSessions.tenantId} = ${tenantId} and ${attendanceSessions.sectionId} = ${sectionId}
      and ${attendanceSessions.date} between ${dates.startsOn} and ${dates.endsOn}
    order by ${attendanceSessions.date}, ${attendanceSessions.period})`;
  const [working] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${days} d`));
  const present = rowsOf<{ student: string; n: number }>(
    await db.execute(sql`
      select ${attendanceMarks.studentId} as student,
        count(*) filter (where ${attendanceMarks.mark} in ('present', 'late'))::int as n
      from ${attendanceMarks} join ${days} d on d.id = ${attendanceMarks.sessionId}
      group by 1`),
  );
  return { working: working?.n ?? 0, present: new Map(present.map((row) => [row.student, row.n])) };
}

/** The class teacher's grades and remark for each of `studentIds` in the term, by student. */
export async function teacherParts(
  db: TenantDatabase,
  tenantId: string,
  yearId: string,
  termKey: string,
  studentIds: readonly string[],
): Promise<Map<string, { grades: Record<string, string>; remark: string }>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: examStudentTerms.studentId,
      grades: examStudentTerms.grades,
      remark: examStudentTerms.remark,
    })
    .from(examStudentTerms)
    .where(
      and(
        eq(examStudentTerms.tenantId, tenantId),
        eq(examStudentTerms.yearId, yearId),
        eq(examStudentTerms.termKey, termKey),
        inArray(examStudentTerms.studentId, [...studentIds]),
      ),
    );
  return new Map(rows.map((row) => [row.studentId, row]));
}

/** A student's days present of the working days; a student with no mark on them (joined later) was present on none. */
export function attendanceOf(attendance: TermAttendance | null, studentId: string) {
  if (attendance === null) return null;
  return { present: attendance.present.get(studentId) ?? 0, working: attendance.working };
}

/** Marks of the section's term still to enter, over every subject of its class. */
async function missingMarks(
  db: TenantDatabase,
  tenantId: string,
  section: ExamSection,
  term: ReturnType<typeof schemeTerm>,
  yearId: string,
): Promise<number> {
  const counts = await entryCounts(db, tenantId, yearId, [section.id]);
  const keys = termComponents(term).map((component) => component.key);
  let missing = 0;
  for (const subject of await classSubjects(db, tenantId, section.classId)) {
    const { entered, expected } = filled(counts, section.id, subject.id, term.key, keys);
    missing += expected - entered;
  }
  return missing;
}

export async function readSectionTerm(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  termKey: string,
  year: AcademicYear,
): Promise<SectionTerm> {
  const section = await examSection(db, tenantId, sectionId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  const term = schemeTerm(scheme.document, termKey);
  const students = await sectionStudents(db, tenantId, sectionId);
  const saved = await teacherParts(
    db,
    tenantId,
    year.id,
    termKey,
    students.map((student) => student.id),
  );
  const attendance = await termAttendance(
    db,
    tenantId,
    sectionId,
    await termDates(db, section.classId, year.id, termKey),
  );
  const status = await sectionTermStatus(db, sectionId, year.id, termKey);
  let mayEdit = true;
  try {
    assertClassTeacher(caller, section);
  } catch {
    mayEdit = false;
  }
  return {
    section: { id: section.id, name: section.label },
    className: section.className,
    term: { key: term.key, label: term.label },
    coScholastic: scheme.document.coScholastic,
    coScale: scheme.document.coScale,
    mayEdit: mayEdit && status.publishedAt === null,
    students: students.map((student) => ({
      id: student.id,
      name: student.name,
      rollNumber: student.rollNumber,
      grades: saved.get(student.id)?.grades ?? {},
      remark: saved.get(student.id)?.remark ?? '',
      attendance: attendanceOf(attendance, student.id),
    })),
    proofread:
      status.proofreadAt === null
        ? null
        : { at: status.proofreadAt.toISOString(), by: status.proofreadBy ?? '' },
    published:
      status.publishedAt === null
        ? null
        : { at: status.publishedAt.toISOString(), by: status.publishedBy ?? '' },
    missing: await missingMarks(db, tenantId, section, term, year.id),
  };
}

/** A change to the section's term before publishing undoes its proofreading: what was read is no longer what stands. */
export async function unproofread(
  db: TenantDatabase,
  sectionIds: readonly string[],
  yearId: string,
  termKey: string,
) {
  if (sectionIds.length === 0) return;
  await db
    .update(examSectionTerms)
    .set({ proofreadAt: null, proofreadBy: null })
    .where(
      and(
        inArray(examSectionTerms.sectionId, [...sectionIds]),
        eq(examSectionTerms.yearId, yearId),
        eq(examSectionTerms.termKey, termKey),
        isNull(examSectionTerms.publishedAt),
      ),
    );
}

export async function saveSectionTerm(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  termKey: string,
  body: ClassTeacherSave,
  year: AcademicYear,
  now: Date,
): Promise<SectionTerm> {
  const section = await examSection(db, tenantId, sectionId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  assertClassTeacher(caller, section);
  schemeTerm(scheme.document, termKey);
  const status = await sectionTermStatus(db, sectionId, year.id, termKey);
  if (status.publishedAt !== null) throw conflict('exam_term_published');
  const areas = new Set(scheme.document.coScholastic.map((area) => area.key));
  const onRegister = new Set((await sectionStudents(db, tenantId, sectionId)).map((student) => student.id));
  for (const row of body.students) {
    if (!onRegister.has(row.studentId)) throw refuse(400, 'student_not_on_list');
    for (const [area, grade] of Object.entries(row.grades)) {
      if (!areas.has(area))
        throw refuse(400, 'exam_mark_invalid', `The scheme has no co-scholastic area ${area}.`);
      if (!scheme.document.coScale.includes(grade))
        throw refuse(400, 'exam_mark_invalid', `${grade} is not on the co-scholastic scale.`);
    }
  }
  await db
    .insert(examStudentTerms)
    .values(
      body.students.map((row) => ({
        tenantId,
        studentId: row.studentId,
        yearId: year.id,
        termKey,
        grades: row.grades,
        remark: row.remark.trim(),
        updatedBy: caller.memberId,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [examStudentTerms.studentId, examStudentTerms.yearId, examStudentTerms.termKey],
      set: {
        grades: sql`excluded.grades`,
        remark: sql`excluded.remark`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await unproofread(db, [sectionId], year.id, termKey);
  return readSectionTerm(db, tenantId, caller, sectionId, termKey, year);
}

export async function proofread(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  termKey: string,
  year: AcademicYear,
  now: Date,
): Promise<SectionTerm> {
  const section = await examSection(db, tenantId, sectionId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  assertClassTeacher(caller, section);
  const term = schemeTerm(scheme.document, termKey);
  const status = await sectionTermStatus(db, sectionId, year.id, termKey);
  if (status.publishedAt !== null) throw conflict('exam_term_published');
  const missing = await missingMarks(db, tenantId, section, term, year.id);
  if (missing > 0) throw conflict('exam_marks_incomplete', { missing });
  await db
    .insert(examSectionTerms)
    .values({ tenantId, sectionId, yearId: year.id, termKey, proofreadAt: now, proofreadBy: caller.name })
    .onConflictDoUpdate({
      target: [examSectionTerms.sectionId, examSectionTerms.yearId, examSectionTerms.termKey],
      set: { proofreadAt: now, proofreadBy: caller.name },
    });
  return readSectionTerm(db, tenantId, caller, sectionId, termKey, year);
}
