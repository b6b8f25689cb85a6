import { rowsOf } from '@server/db/client';
import { examMarks, examSectionTerms } from '@server/db/exam-tables';
import { classSections, tenantClasses, tenantSubjects, timetableEntries } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../caller';
import { notFound } from '../portal-rules';

// Who fills which marks sheet, and how much of each is filled
// (docs/requirements/exams.md#marks-entry-on-the-phone). A subject's teacher in a section is the
// one the timetable names; the section's class teacher fills the subjects no one teaches there
// by the timetable (a coaching batch without a timetable, a school that has not made one yet).
// A member who may publish (the principal) may fill any sheet, to close a gap.

export interface ExamSection {
  id: string;
  name: string;
  /** "Class 6 A". */
  label: string;
  classId: string;
  className: string;
  classTeacherId: string | null;
}

/**
 * Sections with their class, in the school's order: those `ids` names, or every section of the
 * school's enabled classes.
 */
export function examSections(
  db: TenantDatabase,
  tenantId: string,
  which: { ids: readonly string[] } | 'enabled classes',
): Promise<ExamSection[]> {
  return db
    .select({
      id: classSections.id,
      name: classSections.name,
      label: sql<string>`${tenantClasses.name} || ' ' || ${classSections.name}`,
      classId: classSections.classId,
      className: tenantClasses.name,
      classTeacherId: classSections.classTeacherId,
    })
    .from(classSections)
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(
      and(
        eq(classSections.tenantId, tenantId),
        which === 'enabled classes'
          ? eq(tenantClasses.enabled, true)
          : inArray(classSections.id, [...which.ids]),
      ),
    )
    .orderBy(asc(tenantClasses.position), asc(classSections.name));
}

export async function examSection(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
): Promise<ExamSection> {
  const [row] = await examSections(db, tenantId, { ids: [sectionId] });
  if (!row) throw notFound('section');
  return row;
}

export async function sectionSubject(
  db: TenantDatabase,
  tenantId: string,
  section: ExamSection,
  subjectId: string,
) {
  const [row] = await db
    .select({ id: tenantSubjects.id, name: tenantSubjects.name })
    .from(tenantSubjects)
    .where(
      and(
        eq(tenantSubjects.tenantId, tenantId),
        eq(tenantSubjects.id, subjectId),
        eq(tenantSubjects.classId, section.classId),
      ),
    );
  if (!row) throw notFound('subject');
  return row;
}

/** The sections and subjects the member's employee fills, by the rule above. */
export async function teachingPairs(
  db: TenantDatabase,
  tenantId: string,
  employeeId: string | null,
): Promise<{ sectionId: string; subjectId: string }[]> {
  if (employeeId === null) return [];
  return rowsOf<{ sectionId: string; subjectId: string }>(
    await db.execute(sql`
      select distinct ${timetableEntries.sectionId} as "sectionId", ${timetableEntries.subjectId} as "subjectId"
      from ${timetableEntries}
      where ${timetableEntries.tenantId} = ${tenantId} and ${timetableEntries.teacherId} = ${employeeId}
      union
      select cs.id as "sectionId", s.id as "subjectId"
      from ${classSections} cs join ${tenantSubjects} s on s.class_id = cs.class_id and s.current
      where cs.tenant_id = ${tenantId} and cs.class_teacher_id = ${employeeId}
        and not exists (select 1 from ${timetableEntries} t where t.section_id = cs.id and t.subject_id = s.id
          and t.teacher_id is not null)`),
  );
}

/** Refused unless the caller fills this sheet (or may publish). */
export async function assertFills(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  subjectId: string,
): Promise<void> {
  if (caller.permissions.has('exams.publish')) return;
  const pairs = await teachingPairs(db, tenantId, caller.employeeId);
  if (!pairs.some((pair) => pair.sectionId === sectionId && pair.subjectId === subjectId))
    throw refuse(403, 'exam_not_your_sheet');
}

/** Refused unless the caller is the section's class teacher (or may publish). */
export function assertClassTeacher(caller: Caller, section: ExamSection): void {
  if (caller.permissions.has('exams.publish')) return;
  if (caller.employeeId === null || caller.employeeId !== section.classTeacherId)
    throw refuse(403, 'exam_not_class_teacher');
}

/** The section's term as proofread and published (null each when not yet). */
export async function sectionTermStatus(
  db: TenantDatabase,
  sectionId: string,
  yearId: string,
  termKey: string,
) {
  const [row] = await db
    .select({
      proofreadAt: examSectionTerms.proofreadAt,
      proofreadBy: examSectionTerms.proofreadBy,
      publishedAt: examSectionTerms.publishedAt,
      publishedBy: examSectionTerms.publishedBy,
    })
    .from(examSectionTerms)
    .where(
      and(
        eq(examSectionTerms.sectionId, sectionId),
        eq(examSectionTerms.yearId, yearId),
        eq(examSectionTerms.termKey, termKey),
      ),
    );
  return row ?? { proofreadAt: null, proofreadBy: null, publishedAt: null, publishedBy: null };
}

/** The students on each register (home section or further batch) who are active. */
const register = (tenantId: string) => sql`
  select id as student_id, section_id from students
    where tenant_id = ${tenantId} and status = 'active' and section_id is not null
  union
  select b.student_id, b.section_id from student_batches b join students s on s.id = b.student_id
    where b.tenant_id = ${tenantId} and s.status = 'active'`;

export interface EntryCounts {
  /** Students on each section's register. */
  students: Map<string, number>;
  /** Marks entered, by `section/subject/term/component`. */
  marks: Map<string, number>;
}

/**
 * How many students each section has and how many marks of each component they have in the year,
 * in two grouped queries whatever the school's size (the completion page reads every section).
 */
export async function entryCounts(
  db: TenantDatabase,
  tenantId: string,
  yearId: string,
  sectionIds: readonly string[] | null,
): Promise<EntryCounts> {
  if (sectionIds !== null && sectionIds.length === 0) return { students: new Map(), marks: new Map() };
  const only = sectionIds === null ? sql`true` : inArray(sql`r.section_id`, [...sectionIds]);
  const students = rowsOf<{ section: string; n: number }>(
    await db.execute(sql`
      select r.section_id as section, count(*)::int as n from (${register(tenantId)}) r where ${only} group by 1`),
  );
  const marks = rowsOf<{ section: string; subject: string; term: string; component: string; n: number }>(
    await db.execute(sql`
      select r.section_id as section, m.subject_id as subject, m.term_key as term, m.component_key as component,
        count(*)::int as n
      from ${examMarks} m join (${register(tenantId)}) r on r.student_id = m.student_id
      where m.tenant_id = ${tenantId} and m.year_id = ${yearId} and ${only}
      group by 1, 2, 3, 4`),
  );
  return {
    students: new Map(students.map((row) => [row.section, row.n])),
    marks: new Map(marks.map((row) => [`${row.section}/${row.subject}/${row.term}/${row.component}`, row.n])),
  };
}

/** Entered and expected marks of a section's subject in a term, from `entryCounts`. */
export function filled(
  counts: EntryCounts,
  sectionId: string,
  subjectId: string,
  termKey: string,
  componentKeys: readonly string[],
): { entered: number; expected: number } {
  const students = counts.students.get(sectionId) ?? 0;
  let entered = 0;
  for (const key of componentKeys)
    entered += counts.marks.get(`${sectionId}/${subjectId}/${termKey}/${key}`) ?? 0;
  return { entered, expected: students * componentKeys.length };
}
