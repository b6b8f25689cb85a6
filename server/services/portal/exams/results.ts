import type {
  ExamCard,
  ExamCompletion,
  ExamCorrection,
  ExamPublication,
  SectionResults,
} from '@common/api/portal/exams';
import { type ComponentEntry, evaluateSubject, type SubjectEntries } from '@common/exams/evaluate';
import { inChunks } from '@server/db/chunks';
import { examMarks, examResults, examSectionTerms } from '@server/db/exam-tables';
import { guardians, learningCentres, studentGuardians, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import { sectionStudents } from '../attendance/sections';
import { recordAudit } from '../audit-log';
import type { Caller } from '../caller';
import { conflict, notFound } from '../portal-rules';
import { type ClassScheme, classScheme, classSchemes } from './schemes';
import { type ExamSection, entryCounts, examSection, examSections, filled, sectionTermStatus } from './scope';
import { attendanceOf, teacherParts, termAttendance } from './section-term';
import { classSubjects, schemeTerm, termComponents, termDates } from './terms';

// Results (docs/requirements/exams.md#lock-proofread-publish): every student's card for a term,
// computed by the one evaluator from the marks as they stand; publishing keeps each card as an
// immutable snapshot, and a correction after publishing is the next version with its reason.

const DAY_MS = 86_400_000;

type Student = { id: string; name: string; admissionNumber: string; rollNumber: number | null };

/** Each student's subject entries for the terms up to and including `termKey`. */
async function entriesOf(
  db: TenantDatabase,
  tenantId: string,
  yearId: string,
  termKeys: readonly string[],
  studentIds: readonly string[],
): Promise<Map<string, Map<string, Record<string, Record<string, ComponentEntry>>>>> {
  const byStudent = new Map<string, Map<string, Record<string, Record<string, ComponentEntry>>>>();
  for (const chunk of inChunks(studentIds)) {
    const rows = await db
      .select({
        studentId: examMarks.studentId,
        subjectId: examMarks.subjectId,
        termKey: examMarks.termKey,
        componentKey: examMarks.componentKey,
        scoreCenti: examMarks.scoreCenti,
        code: examMarks.code,
        indicator: examMarks.indicator,
      })
      .from(examMarks)
      .where(
        and(
          eq(examMarks.tenantId, tenantId),
          eq(examMarks.yearId, yearId),
          inArray(examMarks.termKey, [...termKeys]),
          inArray(examMarks.studentId, chunk),
        ),
      );
    for (const row of rows) {
      const subjects = byStudent.get(row.studentId) ?? new Map();
      byStudent.set(row.studentId, subjects);
      const terms = subjects.get(row.subjectId) ?? {};
      subjects.set(row.subjectId, terms);
      const term = terms[row.termKey] ?? {};
      terms[row.termKey] = term;
      term[row.componentKey] =
        row.scoreCenti !== null
          ? { centi: row.scoreCenti }
          : row.code !== null
            ? { code: row.code }
            : { indicator: row.indicator ?? '' };
    }
  }
  return byStudent;
}

/** The cards of `students` in the section's term, as the marks stand now. */
export async function computeCards(
  db: TenantDatabase,
  tenantId: string,
  section: ExamSection,
  scheme: ClassScheme,
  termKey: string,
  year: AcademicYear,
  roster: readonly Student[],
): Promise<Map<string, ExamCard>> {
  const term = schemeTerm(scheme.document, termKey);
  // The card shows the terms so far: Term 1's card has Term 1; Term 2's has both and the year.
  const upTo = scheme.document.terms.slice(0, scheme.document.terms.indexOf(term) + 1);
  const document = { ...scheme.document, terms: upTo };
  const subjects = await classSubjects(db, tenantId, section.classId);
  const ids = roster.map((student) => student.id);
  const entries = await entriesOf(
    db,
    tenantId,
    year.id,
    upTo.map((one) => one.key),
    ids,
  );
  const parts = await teacherParts(db, tenantId, year.id, termKey, ids);
  const attendance = await termAttendance(
    db,
    tenantId,
    section.id,
    await termDates(db, section.classId, year.id, termKey),
  );
  const cards = new Map<string, ExamCard>();
  for (const student of roster) {
    const part = parts.get(student.id);
    cards.set(student.id, {
      student: {
        name: student.name,
        admissionNumber: student.admissionNumber,
        rollNumber: student.rollNumber,
        className: section.className,
        sectionName: section.name,
      },
      term: { key: term.key, label: term.label },
      layout: upTo.map((one) => ({
        key: one.key,
        label: one.label,
        groups: one.groups.map((group) => ({
          key: group.key,
          label: group.label,
          maxCenti:
            group.scaleToCenti ??
            (group.bestOf === null ? group.components : group.components.slice(0, group.bestOf)).reduce(
              (sum, component) => sum + (component.kind === 'marked' ? component.maxCenti : 0),
              0,
            ),
        })),
      })),
      subjects: subjects.map((subject) => {
        const result = evaluateSubject(
          document,
          (entries.get(student.id)?.get(subject.id) ?? {}) as SubjectEntries,
        );
        return { subjectId: subject.id, name: subject.name, ...result };
      }),
      coScholastic: scheme.document.coScholastic.flatMap((area) => {
        const grade = part?.grades[area.key];
        return grade ? [{ key: area.key, label: area.label, grade }] : [];
      }),
      remark: part?.remark ?? '',
      attendance: attendanceOf(attendance, student.id),
      rank: null,
    });
  }
  if (scheme.document.kind === 'test_series') rankCards(cards);
  return cards;
}

/**
 * A test series' places in the batch by the total of every subject's score over its maximum
 * (standard competition ranking: equal totals share a place, the next place skips). Only the
 * student's own card carries it.
 */
function rankCards(cards: Map<string, ExamCard>): void {
  const totals = [...cards.values()].map((card) => ({
    card,
    score: card.subjects.reduce((sum, subject) => sum + subject.year.scoreCenti, 0),
    max: card.subjects.reduce((sum, subject) => sum + subject.year.maxCenti, 0),
  }));
  // a better than b: a.score / a.max > b.score / b.max, in integers (no total counted: last).
  const better = (a: (typeof totals)[number], b: (typeof totals)[number]) =>
    a.max === 0 ? false : b.max === 0 ? true : a.score * b.max > b.score * a.max;
  for (const one of totals) {
    const ahead = totals.filter((other) => better(other, one)).length;
    one.card.rank = { position: ahead + 1, of: totals.length };
  }
}

/**
 * A card as it is kept: without the student's name. The snapshot is never changed (the portal's
 * role may not), so it holds nothing an erasure must remove; the name is the student's record's,
 * read with the card (an erased student's placeholder once erased), as the audit log does.
 */
const kept = (card: ExamCard): ExamCard => ({ ...card, student: { ...card.student, name: '' } });

/** The section's published cards, the latest version of each, named from the students' records. */
async function latestResults(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
  yearId: string,
  termKey: string,
) {
  const rows = await db
    .selectDistinctOn([examResults.studentId], {
      studentId: examResults.studentId,
      version: examResults.version,
      card: examResults.card,
      visibleFrom: examResults.visibleFrom,
      name: students.name,
    })
    .from(examResults)
    .innerJoin(students, eq(students.id, examResults.studentId))
    .where(
      and(
        eq(examResults.tenantId, tenantId),
        eq(examResults.sectionId, sectionId),
        eq(examResults.yearId, yearId),
        eq(examResults.termKey, termKey),
      ),
    )
    .orderBy(examResults.studentId, desc(examResults.version));
  return rows.map(({ name, ...row }) => ({
    ...row,
    card: { ...row.card, student: { ...row.card.student, name } },
  }));
}

/** Each student's first guardian's language: the card's by default. */
async function cardLanguages(db: TenantDatabase, tenantId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return new Map<string, 'en' | 'hi'>();
  const rows = await db
    .selectDistinctOn([studentGuardians.studentId], {
      studentId: studentGuardians.studentId,
      language: guardians.language,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, [...studentIds])))
    .orderBy(studentGuardians.studentId, asc(studentGuardians.position));
  return new Map(rows.map((row) => [row.studentId, row.language]));
}

/** The school as the card's head prints it: its name and its main centre's address. */
async function schoolHead(db: TenantDatabase, tenant: { id: string; name: string }) {
  const [main] = await db
    .select({ address: learningCentres.address })
    .from(learningCentres)
    .where(and(eq(learningCentres.tenantId, tenant.id), eq(learningCentres.main, true)));
  return { name: tenant.name, address: main?.address ?? '' };
}

/**
 * A section's cards for a term as they stand: the published ones (the latest version of each), or,
 * before publishing, what publishing would keep. Never ranks: this is the staff's view.
 */
export async function standingCards(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
  termKey: string,
  year: AcademicYear,
) {
  const section = await examSection(db, tenantId, sectionId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  const term = schemeTerm(scheme.document, termKey);
  const status = await sectionTermStatus(db, sectionId, year.id, termKey);
  const roster = await sectionStudents(db, tenantId, sectionId);
  const order = new Map(roster.map((student, index) => [student.id, index]));
  let rows: { id: string; version: number; card: ExamCard; visibleFrom: string | null }[];
  if (status.publishedAt !== null) {
    const published = await latestResults(db, tenantId, sectionId, year.id, termKey);
    rows = published
      .map((row) => ({
        id: row.studentId,
        version: row.version,
        card: { ...row.card, rank: null },
        visibleFrom: row.visibleFrom.toISOString(),
      }))
      .sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
  } else {
    const cards = await computeCards(db, tenantId, section, scheme, termKey, year, roster);
    rows = roster.flatMap((student) => {
      const card = cards.get(student.id);
      return card ? [{ id: student.id, version: 0, card: { ...card, rank: null }, visibleFrom: null }] : [];
    });
  }
  return { section, scheme, term, published: status.publishedAt !== null, rows };
}

export async function sectionResults(
  db: TenantDatabase,
  tenant: { id: string; name: string },
  sectionId: string,
  termKey: string,
  year: AcademicYear,
): Promise<SectionResults> {
  const { section, term, published, rows } = await standingCards(db, tenant.id, sectionId, termKey, year);
  const languages = await cardLanguages(
    db,
    tenant.id,
    rows.map((row) => row.id),
  );
  return {
    school: await schoolHead(db, tenant),
    yearName: year.name,
    section: { id: section.id, name: section.label },
    term: { key: term.key, label: term.label },
    published,
    students: rows.map((row) => ({ ...row, language: languages.get(row.id) ?? 'en' })),
  };
}

export async function publishSection(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  sectionId: string,
  termKey: string,
  year: AcademicYear,
  now: Date,
): Promise<ExamPublication> {
  const section = await examSection(db, tenantId, sectionId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  const term = schemeTerm(scheme.document, termKey);
  // The section's term row, locked: two publishers at once publish once.
  await db
    .insert(examSectionTerms)
    .values({ tenantId, sectionId, yearId: year.id, termKey })
    .onConflictDoNothing();
  const [status] = await db
    .select({ proofreadAt: examSectionTerms.proofreadAt, publishedAt: examSectionTerms.publishedAt })
    .from(examSectionTerms)
    .where(
      and(
        eq(examSectionTerms.sectionId, sectionId),
        eq(examSectionTerms.yearId, year.id),
        eq(examSectionTerms.termKey, termKey),
      ),
    )
    .for('update');
  if (status?.publishedAt) {
    // Published already (a retry whose answer was lost, or a second publisher): the same answer.
    const published = await latestResults(db, tenantId, sectionId, year.id, termKey);
    return { published: published.length, at: status.publishedAt.toISOString() };
  }
  if (!status?.proofreadAt) throw conflict('exam_not_proofread');
  const roster = await sectionStudents(db, tenantId, sectionId);
  const cards = await computeCards(db, tenantId, section, scheme, termKey, year, roster);
  const visibleFrom = new Date(now.getTime() + scheme.releaseDelayDays * DAY_MS);
  const rows = roster.flatMap((student) => {
    const card = cards.get(student.id);
    if (!card) return [];
    return [
      {
        tenantId,
        studentId: student.id,
        sectionId,
        yearId: year.id,
        termKey,
        version: 1,
        schemeId: scheme.schemeId,
        schemeVersion: scheme.version,
        card: kept(card),
        publishedAt: now,
        publishedBy: caller.name,
        visibleFrom,
      },
    ];
  });
  for (const chunk of inChunks(rows)) await db.insert(examResults).values(chunk);
  await db
    .update(examSectionTerms)
    .set({ publishedAt: now, publishedBy: caller.name })
    .where(
      and(
        eq(examSectionTerms.sectionId, sectionId),
        eq(examSectionTerms.yearId, year.id),
        eq(examSectionTerms.termKey, termKey),
      ),
    );
  await recordAudit(
    db,
    tenantId,
    caller,
    { action: 'exam_results_published', detail: `${section.label}, ${term.label}: ${rows.length} students` },
    now,
  );
  return { published: rows.length, at: now.toISOString() };
}

/**
 * The student's result for the term published again from the marks as they stand now, as the next
 * version with the reason (the audit log keeps both). Only a published term is corrected.
 */
export async function correctResult(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  studentId: string,
  termKey: string,
  body: ExamCorrection,
  year: AcademicYear,
  now: Date,
): Promise<{ version: number; card: ExamCard }> {
  const [student] = await db
    .select({
      id: students.id,
      name: students.name,
      admissionNumber: students.admissionNumber,
      rollNumber: students.rollNumber,
      sectionId: students.sectionId,
    })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId), eq(students.status, 'active')));
  if (!student) throw notFound('student');
  // One correction of a student's term at a time (the results are never updated, so they cannot
  // be locked FOR UPDATE): the next version is counted from the last under this lock.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`exams:result:${studentId}:${termKey}`}, 0))`,
  );
  // The section it was published in: the latest result names it.
  const [last] = await db
    .select({
      version: examResults.version,
      sectionId: examResults.sectionId,
      visibleFrom: examResults.visibleFrom,
    })
    .from(examResults)
    .where(
      and(
        eq(examResults.tenantId, tenantId),
        eq(examResults.studentId, studentId),
        eq(examResults.yearId, year.id),
        eq(examResults.termKey, termKey),
      ),
    )
    .orderBy(desc(examResults.version))
    .limit(1);
  if (!last?.sectionId) throw conflict('exam_not_published');
  const section = await examSection(db, tenantId, last.sectionId);
  const scheme = await classScheme(db, tenantId, section.classId, year.id);
  // The whole section is computed with it: a test series' place is among the batch.
  const roster = await sectionStudents(db, tenantId, section.id);
  if (!roster.some((one) => one.id === studentId)) roster.push(student);
  const card = (await computeCards(db, tenantId, section, scheme, termKey, year, roster)).get(studentId);
  if (!card) throw notFound('student');
  const version = last.version + 1;
  const reason = body.reason.trim();
  await db.insert(examResults).values({
    tenantId,
    studentId,
    sectionId: section.id,
    yearId: year.id,
    termKey,
    version,
    schemeId: scheme.schemeId,
    schemeVersion: scheme.version,
    card: kept(card),
    reason,
    publishedAt: now,
    publishedBy: caller.name,
    // A correction is seen when the first publication is, or at once if that has passed.
    visibleFrom: last.visibleFrom > now ? last.visibleFrom : now,
  });
  await recordAudit(
    db,
    tenantId,
    caller,
    {
      action: 'exam_result_corrected',
      studentId,
      admissionNumber: student.admissionNumber,
      detail: `${schemeTerm(scheme.document, termKey).label}, version ${version}: ${reason}`,
    },
    now,
  );
  return { version, card };
}

/** Entered and expected marks of every section's subjects in every term, with proofreading and publishing. */
export async function completion(
  db: TenantDatabase,
  tenantId: string,
  year: AcademicYear,
): Promise<ExamCompletion> {
  const schemes = new Map(
    (await classSchemes(db, tenantId, year.id)).map((scheme) => [scheme.classId, scheme]),
  );
  const sections = (await examSections(db, tenantId, 'enabled classes')).filter((section) =>
    schemes.has(section.classId),
  );
  const counts = await entryCounts(db, tenantId, year.id, null);
  const statuses = new Map(
    (
      await db
        .select({
          sectionId: examSectionTerms.sectionId,
          termKey: examSectionTerms.termKey,
          proofreadAt: examSectionTerms.proofreadAt,
          publishedAt: examSectionTerms.publishedAt,
        })
        .from(examSectionTerms)
        .where(and(eq(examSectionTerms.tenantId, tenantId), eq(examSectionTerms.yearId, year.id)))
    ).map((row) => [`${row.sectionId}/${row.termKey}`, row]),
  );
  const subjectsByClass = new Map<string, { id: string; name: string }[]>();
  const result: ExamCompletion = { yearName: year.name, sections: [] };
  for (const section of sections) {
    const scheme = schemes.get(section.classId);
    if (!scheme) continue;
    let subjects = subjectsByClass.get(section.classId);
    if (!subjects) {
      subjects = await classSubjects(db, tenantId, section.classId);
      subjectsByClass.set(section.classId, subjects);
    }
    for (const term of scheme.document.terms) {
      const keys = termComponents(term).map((component) => component.key);
      const status = statuses.get(`${section.id}/${term.key}`);
      result.sections.push({
        section: { id: section.id, name: section.label },
        classId: section.classId,
        className: section.className,
        term: { key: term.key, label: term.label },
        subjects: subjects.map((subject) => ({
          id: subject.id,
          name: subject.name,
          ...filled(counts, section.id, subject.id, term.key, keys),
        })),
        proofread: Boolean(status?.proofreadAt),
        published: Boolean(status?.publishedAt),
      });
    }
  }
  return result;
}
