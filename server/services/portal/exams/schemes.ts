import type {
  ExamScheme,
  ExamSchemeList,
  ExamSchemeSave,
  ExamSchemeSummary,
  NewExamScheme,
} from '@common/api/portal/exams';
import { presetIn } from '@common/exams/preset-labels';
import { SCHEME_PRESETS } from '@common/exams/presets';
import { type AssessmentScheme, schemeProblems } from '@common/exams/scheme';
import type { Language } from '@common/languages';
import { examClassSchemes, examMarks, examSchemes, examSchemeVersions } from '@server/db/exam-tables';
import { tenantClasses, tenantSubjects } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import { cleanName, conflict, notFound, uniquely } from '../portal-rules';

// Assessment schemes (docs/decisions/0038-assessment-schemes-are-versioned-data.md): a school
// copies a preset and edits it; a version no mark names is edited in place, a version marks name
// is kept and the edit becomes the next one. A class follows one scheme a year.

/** A coaching test series is seen by students after this many days by default (Kota's order). */
export const TEST_SERIES_DELAY_DAYS = 3;

const summaryColumns = {
  id: examSchemes.id,
  name: examSchemes.name,
  version: examSchemes.version,
  releaseDelayDays: examSchemes.releaseDelayDays,
  document: examSchemeVersions.document,
  inUse: sql<boolean>`exists (select 1 from ${examMarks} where ${examMarks.schemeId} = ${examSchemes.id}
    and ${examMarks.schemeVersion} = ${examSchemes.version})`.mapWith(Boolean),
};

function schemesQuery(db: TenantDatabase, tenantId: string) {
  return db
    .select(summaryColumns)
    .from(examSchemes)
    .innerJoin(
      examSchemeVersions,
      and(
        eq(examSchemeVersions.schemeId, examSchemes.id),
        eq(examSchemeVersions.version, examSchemes.version),
      ),
    )
    .where(eq(examSchemes.tenantId, tenantId))
    .$dynamic();
}

type SchemeRow = Awaited<ReturnType<typeof schemesQuery>>[number];

function summaryOf(row: SchemeRow): ExamSchemeSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.document.kind,
    version: row.version,
    inUse: row.inUse,
    releaseDelayDays: row.releaseDelayDays,
  };
}

export async function readScheme(
  db: TenantDatabase,
  tenantId: string,
  schemeId: string,
): Promise<ExamScheme> {
  const [row] = await schemesQuery(db, tenantId).where(
    and(eq(examSchemes.tenantId, tenantId), eq(examSchemes.id, schemeId)),
  );
  if (!row) throw notFound('scheme');
  return { ...summaryOf(row), document: row.document };
}

export async function listSchemes(
  db: TenantDatabase,
  tenantId: string,
  year: AcademicYear,
  language: Language,
): Promise<ExamSchemeList> {
  const rows = await schemesQuery(db, tenantId).orderBy(asc(examSchemes.name));
  const classes = await db
    .select({ id: tenantClasses.id, name: tenantClasses.name, schemeId: examClassSchemes.schemeId })
    .from(tenantClasses)
    .leftJoin(
      examClassSchemes,
      and(eq(examClassSchemes.classId, tenantClasses.id), eq(examClassSchemes.yearId, year.id)),
    )
    .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.enabled, true)))
    .orderBy(asc(tenantClasses.position), asc(tenantClasses.name));
  return {
    yearId: year.id,
    yearName: year.name,
    schemes: rows.map(summaryOf),
    presets: Object.entries(SCHEME_PRESETS).map(([key, preset]) => ({
      key,
      name: presetIn(preset, language).name,
    })),
    classes,
  };
}

/** A UTF-16 surrogate without its other half (what a cut emoji leaves). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every text in a document. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Half of a character in a name: JSON.stringify writes it as a \udXXX escape, which PostgreSQL's
 * jsonb refuses, so such a name is refused here, before anything is written.
 */
function assertWholeCharacters(document: AssessmentScheme): void {
  if (textsOf(document).some((text) => LONE_SURROGATE.test(text)))
    throw refuse(400, 'name_characters', { subject: 'A name in the scheme' });
}

function checked(document: AssessmentScheme): AssessmentScheme {
  assertWholeCharacters(document);
  const problems = schemeProblems(document);
  if (problems.length > 0) throw refuse(400, 'exam_scheme_invalid', problems.join('; '));
  return document;
}

export async function createScheme(
  db: TenantDatabase,
  tenantId: string,
  body: NewExamScheme,
  language: Language,
  now: Date,
): Promise<ExamScheme> {
  const name = cleanName(body.name, 'Name');
  const document: AssessmentScheme = {
    ...presetIn(SCHEME_PRESETS[body.preset], body.language ?? language),
    name,
  };
  assertWholeCharacters(document);
  const [scheme] = await uniquely(
    'exam_schemes_tenant_name_unique',
    () => conflict('exam_scheme_name_taken'),
    () =>
      db
        .insert(examSchemes)
        .values({
          tenantId,
          name,
          releaseDelayDays: document.kind === 'test_series' ? TEST_SERIES_DELAY_DAYS : 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: examSchemes.id }),
  );
  if (!scheme) throw new Error('The scheme was not inserted');
  await db
    .insert(examSchemeVersions)
    .values({ tenantId, schemeId: scheme.id, version: 1, document, createdAt: now });
  return readScheme(db, tenantId, scheme.id);
}

export async function saveScheme(
  db: TenantDatabase,
  tenantId: string,
  schemeId: string,
  body: ExamSchemeSave,
  now: Date,
): Promise<ExamScheme> {
  // Locked: two editors saving at once make one version each, in turn, not one lost.
  const [locked] = await db
    .select({ version: examSchemes.version })
    .from(examSchemes)
    .where(and(eq(examSchemes.tenantId, tenantId), eq(examSchemes.id, schemeId)))
    .for('update');
  if (!locked) throw notFound('scheme');
  if (locked.version !== body.version) throw conflict('exam_scheme_changed');
  const current = await readScheme(db, tenantId, schemeId);
  const document = checked({ ...body.document, name: cleanName(body.document.name, 'Name') });
  if (document.kind !== current.document.kind)
    throw refuse(
      400,
      'exam_scheme_invalid',
      'A school scheme cannot become a test series, nor the other way.',
    );
  const version = current.inUse ? current.version + 1 : current.version;
  await uniquely(
    'exam_schemes_tenant_name_unique',
    () => conflict('exam_scheme_name_taken'),
    () =>
      db
        .update(examSchemes)
        .set({ name: document.name, version, releaseDelayDays: body.releaseDelayDays, updatedAt: now })
        .where(and(eq(examSchemes.tenantId, tenantId), eq(examSchemes.id, schemeId))),
  );
  if (current.inUse)
    await db.insert(examSchemeVersions).values({ tenantId, schemeId, version, document, createdAt: now });
  else
    await db
      .update(examSchemeVersions)
      .set({ document })
      .where(and(eq(examSchemeVersions.schemeId, schemeId), eq(examSchemeVersions.version, version)));
  return readScheme(db, tenantId, schemeId);
}

/**
 * The class follows `schemeId` this year. Refused once marks of the class's students were entered
 * under another scheme this year: they were entered against that scheme's components.
 */
export async function chooseClassScheme(
  db: TenantDatabase,
  tenantId: string,
  classId: string,
  schemeId: string,
  year: AcademicYear,
): Promise<{ schemeId: string }> {
  const [klass] = await db
    .select({ id: tenantClasses.id })
    .from(tenantClasses)
    .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.id, classId)));
  if (!klass) throw notFound('class');
  await readScheme(db, tenantId, schemeId);
  const [current] = await db
    .select({ schemeId: examClassSchemes.schemeId })
    .from(examClassSchemes)
    .where(and(eq(examClassSchemes.classId, classId), eq(examClassSchemes.yearId, year.id)))
    .for('update');
  if (current?.schemeId === schemeId) return { schemeId };
  if (current) {
    const [marked] = await db
      .select({ one: sql`1` })
      .from(examMarks)
      .innerJoin(tenantSubjects, eq(tenantSubjects.id, examMarks.subjectId))
      .where(
        and(
          eq(examMarks.tenantId, tenantId),
          eq(examMarks.yearId, year.id),
          eq(tenantSubjects.classId, classId),
          eq(examMarks.schemeId, current.schemeId),
        ),
      )
      .limit(1);
    if (marked) throw conflict('exam_marks_exist');
  }
  await db
    .insert(examClassSchemes)
    .values({ tenantId, classId, yearId: year.id, schemeId })
    .onConflictDoUpdate({ target: [examClassSchemes.classId, examClassSchemes.yearId], set: { schemeId } });
  return { schemeId };
}

export interface ClassScheme {
  schemeId: string;
  name: string;
  version: number;
  releaseDelayDays: number;
  document: AssessmentScheme;
}

/** The scheme a class follows in the year, at its current version; refused when it has none. */
export async function classScheme(
  db: TenantDatabase,
  tenantId: string,
  classId: string,
  yearId: string,
): Promise<ClassScheme> {
  const [row] = await db
    .select({
      schemeId: examSchemes.id,
      name: examSchemes.name,
      version: examSchemes.version,
      releaseDelayDays: examSchemes.releaseDelayDays,
      document: examSchemeVersions.document,
    })
    .from(examClassSchemes)
    .innerJoin(examSchemes, eq(examSchemes.id, examClassSchemes.schemeId))
    .innerJoin(
      examSchemeVersions,
      and(
        eq(examSchemeVersions.schemeId, examSchemes.id),
        eq(examSchemeVersions.version, examSchemes.version),
      ),
    )
    .where(
      and(
        eq(examClassSchemes.tenantId, tenantId),
        eq(examClassSchemes.classId, classId),
        eq(examClassSchemes.yearId, yearId),
      ),
    );
  if (!row) throw conflict('exam_no_scheme');
  return row;
}

/** Every class with a scheme this year, with it (for the completion and the sheets lists). */
export async function classSchemes(db: TenantDatabase, tenantId: string, yearId: string) {
  return db
    .select({
      classId: examClassSchemes.classId,
      schemeId: examSchemes.id,
      name: examSchemes.name,
      version: examSchemes.version,
      releaseDelayDays: examSchemes.releaseDelayDays,
      document: examSchemeVersions.document,
    })
    .from(examClassSchemes)
    .innerJoin(examSchemes, eq(examSchemes.id, examClassSchemes.schemeId))
    .innerJoin(
      examSchemeVersions,
      and(
        eq(examSchemeVersions.schemeId, examSchemes.id),
        eq(examSchemeVersions.version, examSchemes.version),
      ),
    )
    .where(and(eq(examClassSchemes.tenantId, tenantId), eq(examClassSchemes.yearId, yearId)));
}
