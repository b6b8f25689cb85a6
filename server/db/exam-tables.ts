import type { ExamCard } from '@common/api/portal/exams';
import type { AssessmentScheme } from '@common/exams/scheme';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  academicYears,
  classSections,
  portalMembers,
  students,
  tenantClasses,
  tenantSubjects,
  tenants,
} from './schema';

// The exams area's tables (docs/requirements/exams.md), beside schema.ts as the fee area's are;
// drizzle.config.ts reads all three. Marks are integer hundredths of a mark (`score_centi`).
// Every row carries tenant_id with the portal's row-level security policy (migration
// 0019_exams.sql). A published result is a snapshot the portal's role may insert and read, never
// change: a correction is a new version with its reason (decision 0038).

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const yearId = () =>
  uuid('year_id')
    .notNull()
    .references(() => academicYears.id, { onDelete: 'cascade' });
/** A term's key in its scheme ("term1"): stable across the scheme's versions. */
const termKey = () => text('term_key').notNull();

/** A school's assessment scheme; its documents are its versions. */
export const examSchemes = pgTable(
  'exam_schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** The version classes are evaluated under now. */
    version: integer('version').notNull().default(1),
    /** Coaching: days between publishing a test's results and students seeing them. */
    releaseDelayDays: integer('release_delay_days').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('exam_schemes_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    check('exam_schemes_delay_check', sql`${table.releaseDelayDays} between 0 and 30`),
  ],
);

/**
 * Each version's document. A version no mark was entered under is edited in place; once marks
 * name it, an edit makes the next version, and the marks and results keep naming theirs.
 */
export const examSchemeVersions = pgTable(
  'exam_scheme_versions',
  {
    tenantId: tenantId(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => examSchemes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<AssessmentScheme>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.schemeId, table.version] })],
);

/** Which scheme a class (or a coaching course) follows in a year. */
export const examClassSchemes = pgTable(
  'exam_class_schemes',
  {
    tenantId: tenantId(),
    classId: uuid('class_id')
      .notNull()
      .references(() => tenantClasses.id, { onDelete: 'cascade' }),
    yearId: yearId(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => examSchemes.id),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.yearId] }),
    index('exam_class_schemes_scheme_idx').on(table.schemeId),
  ],
);

/** A class's term in a year: its dates (the register's attendance is counted between them) and when entry closes. */
export const examTerms = pgTable(
  'exam_terms',
  {
    tenantId: tenantId(),
    classId: uuid('class_id')
      .notNull()
      .references(() => tenantClasses.id, { onDelete: 'cascade' }),
    yearId: yearId(),
    termKey: termKey(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** The last day marks may be entered or changed; null: open. */
    entryClosesOn: date('entry_closes_on', { mode: 'string' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.yearId, table.termKey] }),
    check(
      'exam_terms_dates_check',
      sql`${table.startsOn} is null or ${table.endsOn} is null or ${table.startsOn} <= ${table.endsOn}`,
    ),
  ],
);

/** The exam schedule: the day a subject's component is examined in a class's term. */
export const examSchedule = pgTable(
  'exam_schedule',
  {
    tenantId: tenantId(),
    classId: uuid('class_id')
      .notNull()
      .references(() => tenantClasses.id, { onDelete: 'cascade' }),
    yearId: yearId(),
    termKey: termKey(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => tenantSubjects.id, { onDelete: 'cascade' }),
    componentKey: text('component_key').notNull(),
    on: date('on', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.classId, table.yearId, table.termKey, table.subjectId, table.componentKey],
    }),
  ],
);

/**
 * A student's mark in one component of a subject's term: a score in hundredths, an absence code
 * (AB, ML) or a descriptive grade, exactly one. `revision` counts its changes: a save names the
 * revision it changes, so two teachers (or a phone that was offline) never overwrite each other
 * unseen.
 */
export const examMarks = pgTable(
  'exam_marks',
  {
    tenantId: tenantId(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => tenantSubjects.id, { onDelete: 'cascade' }),
    yearId: yearId(),
    termKey: termKey(),
    componentKey: text('component_key').notNull(),
    scoreCenti: integer('score_centi'),
    code: text('code').$type<'AB' | 'ML'>(),
    indicator: text('indicator'),
    revision: integer('revision').notNull().default(1),
    /** The scheme version the mark was entered under (what makes an edit a new version). */
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => examSchemes.id),
    schemeVersion: integer('scheme_version').notNull(),
    enteredBy: uuid('entered_by').references(() => portalMembers.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.studentId, table.subjectId, table.yearId, table.termKey, table.componentKey],
    }),
    index('exam_marks_subject_idx').on(table.tenantId, table.yearId, table.termKey, table.subjectId),
    index('exam_marks_scheme_idx').on(table.schemeId, table.schemeVersion),
    check(
      'exam_marks_one_value_check',
      sql`num_nonnulls(${table.scoreCenti}, ${table.code}, ${table.indicator}) = 1`,
    ),
    check('exam_marks_code_check', sql`${table.code} is null or ${table.code} in ('AB', 'ML')`),
    check('exam_marks_score_check', sql`${table.scoreCenti} is null or ${table.scoreCenti} >= 0`),
  ],
);

/** The class teacher's part of a student's term: co-scholastic grades by area key, and the remark. */
export const examStudentTerms = pgTable(
  'exam_student_terms',
  {
    tenantId: tenantId(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    yearId: yearId(),
    termKey: termKey(),
    grades: jsonb('grades').$type<Record<string, string>>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => portalMembers.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.yearId, table.termKey] })],
);

/** A section's term: proofread by the class teacher, then published. */
export const examSectionTerms = pgTable(
  'exam_section_terms',
  {
    tenantId: tenantId(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => classSections.id, { onDelete: 'cascade' }),
    yearId: yearId(),
    termKey: termKey(),
    proofreadAt: at('proofread_at'),
    proofreadBy: text('proofread_by'),
    publishedAt: at('published_at'),
    publishedBy: text('published_by'),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.yearId, table.termKey] })],
);

/**
 * A published result: the student's whole card for a term as it was published (every subject
 * evaluated, co-scholastic grades, remark, attendance), under the scheme version named. Never
 * changed: a correction is the next version with its reason. `visible_from`: when the student and
 * guardians may see it (a coaching centre's delay).
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => classSections.id, { onDelete: 'set null' }),
    yearId: yearId(),
    termKey: termKey(),
    version: integer('version').notNull(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => examSchemes.id),
    schemeVersion: integer('scheme_version').notNull(),
    card: jsonb('card').$type<ExamCard>().notNull(),
    reason: text('reason'),
    publishedAt: at('published_at').notNull(),
    publishedBy: text('published_by').notNull(),
    visibleFrom: at('visible_from').notNull(),
  },
  (table) => [
    uniqueIndex('exam_results_version_unique').on(
      table.studentId,
      table.yearId,
      table.termKey,
      table.version,
    ),
    index('exam_results_section_idx').on(table.tenantId, table.sectionId, table.yearId, table.termKey),
  ],
);
