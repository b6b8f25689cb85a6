import type { ExamTerm, ExamTermSave, TermComponent } from '@common/api/portal/exams';
import type { AssessmentScheme, SchemeTerm } from '@common/exams/scheme';
import { examSchedule, examTerms } from '@server/db/exam-tables';
import { tenantClasses, tenantSubjects } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, eq } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import { isRealDate, notFound } from '../portal-rules';
import { classScheme } from './schemes';

// A class's term in a year: its dates (attendance on the report card is counted between them),
// the last day of marks entry, and the exam schedule (the day each subject's component is
// examined), docs/requirements/exams.md#exams-and-schedules.

export function schemeTerm(document: AssessmentScheme, termKey: string): SchemeTerm {
  const term = document.terms.find((one) => one.key === termKey);
  if (!term) throw notFound('term');
  return term;
}

/** A term's components in the scheme's order, each with its group's label. */
export function termComponents(term: SchemeTerm): TermComponent[] {
  return term.groups.flatMap((group) =>
    group.components.map((component) => ({
      key: component.key,
      label: component.label,
      groupLabel: group.label,
      kind: component.kind,
      maxCenti: component.maxCenti,
    })),
  );
}

export async function classOf(db: TenantDatabase, tenantId: string, classId: string) {
  const [row] = await db
    .select({ id: tenantClasses.id, name: tenantClasses.name })
    .from(tenantClasses)
    .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.id, classId)));
  if (!row) throw notFound('class');
  return row;
}

export function classSubjects(db: TenantDatabase, tenantId: string, classId: string) {
  return db
    .select({ id: tenantSubjects.id, name: tenantSubjects.name })
    .from(tenantSubjects)
    .where(
      and(
        eq(tenantSubjects.tenantId, tenantId),
        eq(tenantSubjects.classId, classId),
        eq(tenantSubjects.current, true),
      ),
    )
    .orderBy(asc(tenantSubjects.position), asc(tenantSubjects.name));
}

/** The term's dates (null when not set yet). */
export async function termDates(db: TenantDatabase, classId: string, yearId: string, termKey: string) {
  const [row] = await db
    .select({
      startsOn: examTerms.startsOn,
      endsOn: examTerms.endsOn,
      entryClosesOn: examTerms.entryClosesOn,
    })
    .from(examTerms)
    .where(and(eq(examTerms.classId, classId), eq(examTerms.yearId, yearId), eq(examTerms.termKey, termKey)));
  return row ?? { startsOn: null, endsOn: null, entryClosesOn: null };
}

export async function readTerm(
  db: TenantDatabase,
  tenantId: string,
  classId: string,
  termKey: string,
  year: AcademicYear,
): Promise<ExamTerm> {
  const klass = await classOf(db, tenantId, classId);
  const scheme = await classScheme(db, tenantId, classId, year.id);
  const term = schemeTerm(scheme.document, termKey);
  const dates = await termDates(db, classId, year.id, termKey);
  const subjects = await classSubjects(db, tenantId, classId);
  const schedule = await db
    .select({
      subjectId: examSchedule.subjectId,
      componentKey: examSchedule.componentKey,
      on: examSchedule.on,
    })
    .from(examSchedule)
    .where(
      and(
        eq(examSchedule.classId, classId),
        eq(examSchedule.yearId, year.id),
        eq(examSchedule.termKey, termKey),
      ),
    )
    .orderBy(asc(examSchedule.on), asc(examSchedule.componentKey));
  return {
    class: klass,
    scheme: { id: scheme.schemeId, name: scheme.name, version: scheme.version },
    term: { key: term.key, label: term.label },
    terms: scheme.document.terms.map((one) => ({ key: one.key, label: one.label })),
    ...dates,
    subjects,
    components: termComponents(term),
    schedule,
  };
}

function checkedDate(value: string | null, what: string): string | null {
  if (value !== null && !isRealDate(value))
    throw refuse(400, 'exam_schedule_invalid', `${what} is not a real date.`);
  return value;
}

export async function saveTerm(
  db: TenantDatabase,
  tenantId: string,
  classId: string,
  termKey: string,
  body: ExamTermSave,
  year: AcademicYear,
  now: Date,
): Promise<ExamTerm> {
  await classOf(db, tenantId, classId);
  const scheme = await classScheme(db, tenantId, classId, year.id);
  const components = new Set(termComponents(schemeTerm(scheme.document, termKey)).map((one) => one.key));
  const subjects = new Set((await classSubjects(db, tenantId, classId)).map((one) => one.id));
  const startsOn = checkedDate(body.startsOn, 'The first day');
  const endsOn = checkedDate(body.endsOn, 'The last day');
  const entryClosesOn = checkedDate(body.entryClosesOn, 'The last day of entry');
  if (startsOn && endsOn && startsOn > endsOn)
    throw refuse(400, 'exam_schedule_invalid', 'The term must end on or after its first day.');
  const seen = new Set<string>();
  for (const row of body.schedule) {
    checkedDate(row.on, 'An exam day');
    if (!subjects.has(row.subjectId))
      throw refuse(400, 'exam_schedule_invalid', 'A scheduled subject is not one of this class’s.');
    if (!components.has(row.componentKey))
      throw refuse(400, 'exam_schedule_invalid', `The term has no component ${row.componentKey}.`);
    const key = `${row.subjectId}/${row.componentKey}`;
    if (seen.has(key))
      throw refuse(400, 'exam_schedule_invalid', 'A subject’s component is scheduled twice.');
    seen.add(key);
  }
  await db
    .insert(examTerms)
    .values({ tenantId, classId, yearId: year.id, termKey, startsOn, endsOn, entryClosesOn, updatedAt: now })
    .onConflictDoUpdate({
      target: [examTerms.classId, examTerms.yearId, examTerms.termKey],
      set: { startsOn, endsOn, entryClosesOn, updatedAt: now },
    });
  // The schedule is replaced whole: the form sends every row it shows.
  await db
    .delete(examSchedule)
    .where(
      and(
        eq(examSchedule.classId, classId),
        eq(examSchedule.yearId, year.id),
        eq(examSchedule.termKey, termKey),
      ),
    );
  if (body.schedule.length > 0)
    await db
      .insert(examSchedule)
      .values(body.schedule.map((row) => ({ tenantId, classId, yearId: year.id, termKey, ...row })));
  return readTerm(db, tenantId, classId, termKey, year);
}
