import type {
  MarkChange,
  MarksSaveResult,
  MarksSheet,
  MarksSheetList,
  MarksSheetSummary,
  MarkValue,
} from '@common/api/portal/exams';
import { inChunks } from '@server/db/chunks';
import { examMarks } from '@server/db/exam-tables';
import { tenantSubjects } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import { sectionStudents } from '../attendance/sections';
import type { Caller } from '../caller';
import { conflict } from '../portal-rules';
import { type ClassScheme, classScheme, classSchemes } from './schemes';
import {
  assertFills,
  type ExamSection,
  entryCounts,
  examSection,
  examSections,
  filled,
  sectionSubject,
  sectionTermStatus,
  teachingPairs,
} from './scope';
import { schemeTerm, termComponents, termDates } from './terms';

// Marks entry (docs/requirements/exams.md#marks-entry-on-the-phone): the sheets a teacher fills,
// one sheet (a section's subject in a term), and saving a batch of marks. Every mark carries a
// revision: a save names the revision it changes, so a phone that was offline, or a second
// teacher, never overwrites a mark it did not see; the answer lists what stands instead.

interface StoredMark {
  studentId: string;
  componentKey: string;
  scoreCenti: number | null;
  code: 'AB' | 'ML' | null;
  indicator: string | null;
  revision: number;
}

function markValue(mark: StoredMark): MarkValue {
  if (mark.scoreCenti !== null) return { centi: mark.scoreCenti };
  if (mark.code !== null) return { code: mark.code };
  return { indicator: mark.indicator ?? '' };
}

const sameValue = (a: MarkValue | null, b: MarkValue | null) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the term is published and its last day of entry past. */
async function entryState(
  db: TenantDatabase,
  section: ExamSection,
  year: AcademicYear,
  termKey: string,
  today: string,
) {
  const dates = await termDates(db, section.classId, year.id, termKey);
  const status = await sectionTermStatus(db, section.id, year.id, termKey);
  const pastEntry = dates.entryClosesOn !== null && dates.entryClosesOn < today;
  return { entryClosesOn: dates.entryClosesOn, published: status.publishedAt !== null, pastEntry };
}

/** The sheet is read-only for the caller: entry is over or the term published, and they may not publish. */
function closedFor(caller: Caller, state: { published: boolean; pastEntry: boolean }): boolean {
  return !caller.permissions.has('exams.publish') && (state.published || state.pastEntry);
}

/** The sheets the caller fills this year: each section and subject they teach, in each term of its class's scheme. */
export async function mySheets(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  year: AcademicYear,
  today: string,
): Promise<MarksSheetList> {
  const pairs = await teachingPairs(db, tenantId, caller.employeeId);
  if (pairs.length === 0) return { sheets: [] };
  const sectionIds = [...new Set(pairs.map((pair) => pair.sectionId))];
  const sections = await examSections(db, tenantId, { ids: sectionIds });
  const subjects = new Map(
    (
      await db
        .select({ id: tenantSubjects.id, name: tenantSubjects.name, position: tenantSubjects.position })
        .from(tenantSubjects)
        .where(
          and(
            eq(tenantSubjects.tenantId, tenantId),
            inArray(
              tenantSubjects.id,
              pairs.map((pair) => pair.subjectId),
            ),
          ),
        )
    ).map((subject) => [subject.id, subject]),
  );
  const schemes = new Map(
    (await classSchemes(db, tenantId, year.id)).map((scheme) => [scheme.classId, scheme]),
  );
  const counts = await entryCounts(db, tenantId, year.id, sectionIds);
  const sheets: MarksSheetSummary[] = [];
  for (const section of sections) {
    const scheme = schemes.get(section.classId);
    if (!scheme) continue;
    const taught = pairs
      .filter((pair) => pair.sectionId === section.id)
      .flatMap((pair) => subjects.get(pair.subjectId) ?? [])
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    for (const term of scheme.document.terms) {
      const state = await entryState(db, section, year, term.key, today);
      const keys = termComponents(term).map((component) => component.key);
      for (const subject of taught)
        sheets.push({
          section: { id: section.id, name: section.label },
          className: section.className,
          subject: { id: subject.id, name: subject.name },
          term: { key: term.key, label: term.label },
          ...filled(counts, section.id, subject.id, term.key, keys),
          entryClosesOn: state.entryClosesOn,
          closed: closedFor(caller, state),
        });
    }
  }
  return { sheets };
}

interface SheetContext {
  section: ExamSection;
  subject: { id: string; name: string };
  scheme: ClassScheme;
  term: ReturnType<typeof schemeTerm>;
}

async function sheetContext(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  subjectId: string,
  termKey: string,
  year: AcademicYear,
): Promise<SheetContext> {
  const section = await examSection(db, tenantId, sectionId);
  const subject = await sectionSubject(db, tenantId, section, subjectId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  await assertFills(db, tenantId, caller, sectionId, subjectId);
  return { section, subject, scheme, term: schemeTerm(scheme.document, termKey) };
}

async function storedMarks(
  db: TenantDatabase,
  tenantId: string,
  subjectId: string,
  yearId: string,
  termKey: string,
  studentIds: readonly string[],
): Promise<StoredMark[]> {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: examMarks.studentId,
      componentKey: examMarks.componentKey,
      scoreCenti: examMarks.scoreCenti,
      code: examMarks.code,
      indicator: examMarks.indicator,
      revision: examMarks.revision,
    })
    .from(examMarks)
    .where(
      and(
        eq(examMarks.tenantId, tenantId),
        eq(examMarks.subjectId, subjectId),
        eq(examMarks.yearId, yearId),
        eq(examMarks.termKey, termKey),
        inArray(examMarks.studentId, [...studentIds]),
      ),
    );
}

export async function readSheet(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  subjectId: string,
  termKey: string,
  year: AcademicYear,
  today: string,
): Promise<MarksSheet> {
  const { section, subject, scheme, term } = await sheetContext(
    db,
    tenantId,
    caller,
    sectionId,
    subjectId,
    termKey,
    year,
  );
  const components = termComponents(term);
  const keys = new Set(components.map((component) => component.key));
  const students = await sectionStudents(db, tenantId, sectionId);
  const marks = await storedMarks(
    db,
    tenantId,
    subjectId,
    year.id,
    termKey,
    students.map((student) => student.id),
  );
  const byStudent = new Map<string, Record<string, { value: MarkValue; revision: number }>>();
  let entered = 0;
  for (const mark of marks) {
    if (!keys.has(mark.componentKey)) continue;
    const row = byStudent.get(mark.studentId) ?? {};
    row[mark.componentKey] = { value: markValue(mark), revision: mark.revision };
    byStudent.set(mark.studentId, row);
    entered += 1;
  }
  const state = await entryState(db, section, year, termKey, today);
  return {
    section: { id: section.id, name: section.label },
    className: section.className,
    subject,
    term: { key: term.key, label: term.label },
    entered,
    expected: students.length * components.length,
    entryClosesOn: state.entryClosesOn,
    closed: closedFor(caller, state),
    components,
    indicatorScale: scheme.document.indicatorScale,
    students: students.map((student) => ({
      id: student.id,
      name: student.name,
      rollNumber: student.rollNumber,
      admissionNumber: student.admissionNumber,
      marks: byStudent.get(student.id) ?? {},
    })),
  };
}

/** A change that does not fit its component: over the maximum, a grade on a marked one, a grade not on the scale. */
function valueProblem(
  change: MarkChange,
  component: { kind: 'marked' | 'graded'; maxCenti: number; label: string } | undefined,
  scale: readonly string[],
): string | null {
  if (!component) return `The term has no component ${change.componentKey}.`;
  const value = change.value;
  if (value === null || 'code' in value) return null;
  if ('centi' in value) {
    if (component.kind !== 'marked') return `${component.label} is graded, not marked.`;
    if (value.centi > component.maxCenti)
      return `${component.label} is out of ${component.maxCenti / 100}: ${value.centi / 100} is more.`;
    return null;
  }
  if (component.kind !== 'graded') return `${component.label} is marked, not graded.`;
  if (!scale.includes(value.indicator)) return `${value.indicator} is not on the scheme's scale.`;
  return null;
}

export async function saveMarks(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  subjectId: string,
  termKey: string,
  changes: readonly MarkChange[],
  year: AcademicYear,
  now: Date,
  today: string,
): Promise<MarksSaveResult> {
  const { section, scheme, term } = await sheetContext(
    db,
    tenantId,
    caller,
    sectionId,
    subjectId,
    termKey,
    year,
  );
  // One sheet's saves one at a time (a subject's term, across its sections): the revisions read
  // below are the ones the writes replace.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`exams:${subjectId}:${termKey}`}, 0))`,
  );
  const state = await entryState(db, section, year, termKey, today);
  // Who may publish may still change a mark: after the last day, or to correct a published
  // result (which changes only when the correction is published, results.ts correctResult).
  if (!caller.permissions.has('exams.publish')) {
    if (state.published) throw conflict('exam_term_published');
    if (state.pastEntry) throw conflict('exam_entry_closed', { date: state.entryClosesOn ?? '' });
  }
  const components = new Map(termComponents(term).map((component) => [component.key, component]));
  const onRegister = new Set((await sectionStudents(db, tenantId, sectionId)).map((student) => student.id));
  for (const change of changes) {
    if (!onRegister.has(change.studentId)) throw refuse(400, 'student_not_on_list');
    const problem = valueProblem(change, components.get(change.componentKey), scheme.document.indicatorScale);
    if (problem) throw refuse(400, 'exam_mark_invalid', problem);
  }
  const stored = new Map(
    (
      await storedMarks(db, tenantId, subjectId, year.id, termKey, [
        ...new Set(changes.map((c) => c.studentId)),
      ])
    ).map((mark) => [`${mark.studentId}/${mark.componentKey}`, mark]),
  );
  const result: MarksSaveResult = { saved: [], conflicts: [] };
  const writes: (typeof examMarks.$inferInsert)[] = [];
  const clears: { studentId: string; componentKey: string }[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    const key = `${change.studentId}/${change.componentKey}`;
    if (seen.has(key)) throw refuse(400, 'exam_mark_invalid', 'A mark is sent twice in one save.');
    seen.add(key);
    const current = stored.get(key);
    const currentValue = current ? markValue(current) : null;
    const currentRevision = current?.revision ?? 0;
    if (sameValue(currentValue, change.value)) {
      // Already so (a retried save whose answer was lost, or two teachers agreeing): nothing to write.
      result.saved.push({
        studentId: change.studentId,
        componentKey: change.componentKey,
        revision: currentRevision,
      });
      continue;
    }
    if (change.revision !== currentRevision) {
      result.conflicts.push({
        studentId: change.studentId,
        componentKey: change.componentKey,
        value: currentValue,
        revision: currentRevision,
      });
      continue;
    }
    if (change.value === null) {
      clears.push({ studentId: change.studentId, componentKey: change.componentKey });
      result.saved.push({ studentId: change.studentId, componentKey: change.componentKey, revision: 0 });
      continue;
    }
    const value = change.value;
    writes.push({
      tenantId,
      studentId: change.studentId,
      subjectId,
      yearId: year.id,
      termKey,
      componentKey: change.componentKey,
      scoreCenti: 'centi' in value ? value.centi : null,
      code: 'code' in value ? value.code : null,
      indicator: 'indicator' in value ? value.indicator : null,
      revision: currentRevision + 1,
      schemeId: scheme.schemeId,
      schemeVersion: scheme.version,
      enteredBy: caller.memberId,
      updatedAt: now,
    });
    result.saved.push({
      studentId: change.studentId,
      componentKey: change.componentKey,
      revision: currentRevision + 1,
    });
  }
  for (const chunk of inChunks(writes))
    await db
      .insert(examMarks)
      .values(chunk)
      .onConflictDoUpdate({
        target: [
          examMarks.studentId,
          examMarks.subjectId,
          examMarks.yearId,
          examMarks.termKey,
          examMarks.componentKey,
        ],
        set: {
          scoreCenti: sql`excluded.score_centi`,
          code: sql`excluded.code`,
          indicator: sql`excluded.indicator`,
          revision: sql`excluded.revision`,
          schemeId: sql`excluded.scheme_id`,
          schemeVersion: sql`excluded.scheme_version`,
          enteredBy: sql`excluded.entered_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  for (const chunk of inChunks(clears))
    await db.delete(examMarks).where(
      and(
        eq(examMarks.tenantId, tenantId),
        eq(examMarks.subjectId, subjectId),
        eq(examMarks.yearId, year.id),
        eq(examMarks.termKey, termKey),
        sql`(${examMarks.studentId}, ${examMarks.componentKey}) in (${sql.join(
          chunk.map((clear) => sql`(${clear.studentId}::uuid, ${clear.componentKey})`),
          sql`, `,
        )})`,
      ),
    );
  return result;
}
