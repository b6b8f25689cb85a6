import type { ClassDetail, ClassSummary, Section, Subject } from '@common/api/portal/academics';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { classSections, students, tenantClasses, tenantSubjects, tenantTextbooks } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, count, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { PortalTenant } from './portal-directory';
import { cleanName, conflict, notFound, uniquely } from './portal-rules';

// Classes, their sections and subjects (docs/requirements/portal.md#academic-structure). Classes
// are the tenant's enabled NCERT classes, as provisioning left them; the school adds, renames and
// removes sections (unique in the class, ignoring case; removable only while empty) and subjects
// (the catalogue's, renamed or removed, and its own, `custom`). A subject shown is a current one
// of the catalogue or one the school added (a re-deploy marks subjects it does not list as not
// current, custom ones included: they stay the school's).

const SECTION_NAME_UNIQUE = 'class_sections_class_name_unique';
const SUBJECT_NAME_UNIQUE = 'tenant_subjects_class_name_unique';

/** How many students each of these sections has (a missing id counts 0). */
export type StudentCounter = (
  db: TenantDatabase,
  tenantId: string,
  sectionIds: string[],
) => Promise<Map<string, number>>;

/**
 * How many students on the rolls (active) each section has: GET /classes shows the count, and
 * DELETE /sections/{id} refuses a section with students (409).
 */
export const countStudents: StudentCounter = async (db, tenantId, sectionIds) => {
  if (sectionIds.length === 0) return new Map();
  const rows = await db
    .select({ sectionId: students.sectionId, n: count() })
    .from(students)
    .where(
      and(
        eq(students.tenantId, tenantId),
        eq(students.status, 'active'),
        inArray(students.sectionId, sectionIds),
      ),
    )
    .groupBy(students.sectionId);
  return new Map(rows.map((row) => [row.sectionId as string, row.n]));
};

const shownSubject = or(eq(tenantSubjects.current, true), eq(tenantSubjects.custom, true));

const duplicateSection = (name: string, className: string) =>
  conflict('duplicate_name', `${className} already has a section ${name}.`, { name });
const duplicateSubject = (name: string, className: string) =>
  conflict('duplicate_name', `${className} already has a subject named ${name}.`, { name });

/** A single letter is a section as schools write it: `b` is section B. */
function sectionName(value: string): string {
  const name = cleanName(value, 'Section name');
  return /^\p{Ll}$/u.test(name) ? name.toUpperCase() : name;
}

export class ClassStructure {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;
  private readonly studentCounts: StudentCounter;

  constructor(options: { database: DatabaseHandle; clock: Clock; studentCounts?: StudentCounter }) {
    this.database = options.database;
    this.clock = options.clock;
    this.studentCounts = options.studentCounts ?? countStudents;
  }

  /** The enabled classes by grade, each with its sections (by name) and how many subjects it shows. */
  listClasses({ id: tenantId }: PortalTenant): Promise<ClassSummary[]> {
    return inTenant(this.database, tenantId, (db) => this.summaries(db, tenantId));
  }

  /** One enabled class with its subjects (the catalogue's by position, then the school's) and their current textbooks. */
  getClass({ id: tenantId }: PortalTenant, classId: string): Promise<ClassDetail> {
    return inTenant(this.database, tenantId, (db) => this.detail(db, tenantId, classId));
  }

  addSection({ id: tenantId }: PortalTenant, classId: string, rawName: string): Promise<Section> {
    const name = sectionName(rawName);
    let className = '';
    return uniquely(
      SECTION_NAME_UNIQUE,
      () => duplicateSection(name, className),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const klass = await this.enabledClass(db, tenantId, classId);
          className = klass.name;
          await this.refuseDuplicateSection(db, tenantId, klass, name);
          const [row] = await db
            .insert(classSections)
            .values({ tenantId, classId, name, createdAt: this.clock.now() })
            .returning({ id: classSections.id, name: classSections.name });
          if (!row) throw new Error('The section was not inserted.');
          return { ...row, studentCount: 0 };
        }),
    );
  }

  renameSection({ id: tenantId }: PortalTenant, sectionId: string, rawName: string): Promise<Section> {
    const name = sectionName(rawName);
    let className = '';
    return uniquely(
      SECTION_NAME_UNIQUE,
      () => duplicateSection(name, className),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const section = await this.section(db, tenantId, sectionId);
          className = section.className;
          await this.refuseDuplicateSection(
            db,
            tenantId,
            { id: section.classId, name: className },
            name,
            sectionId,
          );
          await db
            .update(classSections)
            .set({ name })
            .where(and(eq(classSections.id, sectionId), eq(classSections.tenantId, tenantId)));
          const counts = await this.studentCounts(db, tenantId, [sectionId]);
          return { id: sectionId, name, studentCount: counts.get(sectionId) ?? 0 };
        }),
    );
  }

  deleteSection({ id: tenantId }: PortalTenant, sectionId: string): Promise<void> {
    return inTenant(this.database, tenantId, async (db) => {
      const section = await this.section(db, tenantId, sectionId);
      const onRolls = (await this.studentCounts(db, tenantId, [sectionId])).get(sectionId) ?? 0;
      if (onRolls > 0) {
        throw conflict('section_has_students', { name: section.name, className: section.className, onRolls });
      }
      // Students who left, and erased ones, keep the section they were in (their record names it).
      const [former] = await db
        .select({ n: count() })
        .from(students)
        .where(and(eq(students.tenantId, tenantId), eq(students.sectionId, sectionId)));
      if ((former?.n ?? 0) > 0) {
        throw conflict('section_has_records', { name: section.name, className: section.className });
      }
      await db
        .delete(classSections)
        .where(and(eq(classSections.id, sectionId), eq(classSections.tenantId, tenantId)));
    });
  }

  /** A subject of the school's own, after the class's last. */
  addSubject({ id: tenantId }: PortalTenant, classId: string, rawName: string): Promise<Subject> {
    const name = cleanName(rawName, 'Subject name');
    let className = '';
    return uniquely(
      SUBJECT_NAME_UNIQUE,
      () => duplicateSubject(name, className),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const klass = await this.enabledClass(db, tenantId, classId);
          className = klass.name;
          await this.refuseDuplicateSubject(db, tenantId, klass, name);
          const [last] = await db
            .select({ position: max(tenantSubjects.position) })
            .from(tenantSubjects)
            .where(and(eq(tenantSubjects.tenantId, tenantId), eq(tenantSubjects.classId, classId)));
          const now = this.clock.now();
          const [row] = await db
            .insert(tenantSubjects)
            .values({
              tenantId,
              classId,
              name,
              custom: true,
              current: true,
              position: (last?.position ?? -1) + 1,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: tenantSubjects.id, name: tenantSubjects.name, custom: tenantSubjects.custom });
          if (!row) throw new Error('The subject was not inserted.');
          return { ...row, textbooks: [] };
        }),
    );
  }

  renameSubject({ id: tenantId }: PortalTenant, subjectId: string, rawName: string): Promise<Subject> {
    const name = cleanName(rawName, 'Subject name');
    let className = '';
    return uniquely(
      SUBJECT_NAME_UNIQUE,
      () => duplicateSubject(name, className),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const subject = await this.subject(db, tenantId, subjectId);
          className = subject.className;
          await this.refuseDuplicateSubject(
            db,
            tenantId,
            { id: subject.classId, name: className },
            name,
            subjectId,
          );
          await db
            .update(tenantSubjects)
            .set({ name, updatedAt: this.clock.now() })
            .where(and(eq(tenantSubjects.id, subjectId), eq(tenantSubjects.tenantId, tenantId)));
          const [withBooks] = await this.subjectsWithBooks(db, tenantId, [
            { id: subjectId, name, custom: subject.custom },
          ]);
          if (!withBooks) throw notFound('subject');
          return withBooks;
        }),
    );
  }

  /** Its textbooks go with it (the foreign key cascades). */
  deleteSubject({ id: tenantId }: PortalTenant, subjectId: string): Promise<void> {
    return inTenant(this.database, tenantId, async (db) => {
      await this.subject(db, tenantId, subjectId);
      await db
        .delete(tenantSubjects)
        .where(and(eq(tenantSubjects.id, subjectId), eq(tenantSubjects.tenantId, tenantId)));
    });
  }

  private async summaries(db: TenantDatabase, tenantId: string, classId?: string): Promise<ClassSummary[]> {
    const classes = await db
      .select({
        id: tenantClasses.id,
        grade: tenantClasses.grade,
        name: tenantClasses.name,
        stage: tenantClasses.stage,
      })
      .from(tenantClasses)
      .where(
        and(
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
          classId ? eq(tenantClasses.id, classId) : undefined,
        ),
      )
      .orderBy(asc(tenantClasses.grade));
    if (classes.length === 0) return [];
    const classIds = classes.map((klass) => klass.id);
    const subjectCounts = await db
      .select({ classId: tenantSubjects.classId, n: count() })
      .from(tenantSubjects)
      .where(
        and(eq(tenantSubjects.tenantId, tenantId), inArray(tenantSubjects.classId, classIds), shownSubject),
      )
      .groupBy(tenantSubjects.classId);
    const sections = await db
      .select({ id: classSections.id, classId: classSections.classId, name: classSections.name })
      .from(classSections)
      .where(and(eq(classSections.tenantId, tenantId), inArray(classSections.classId, classIds)))
      .orderBy(asc(sql`lower(${classSections.name})`), asc(classSections.name));
    const counts = await this.studentCounts(
      db,
      tenantId,
      sections.map((section) => section.id),
    );
    return classes.map((klass) => ({
      ...klass,
      subjectCount: subjectCounts.find((row) => row.classId === klass.id)?.n ?? 0,
      sections: sections
        .filter((section) => section.classId === klass.id)
        .map((section) => ({
          id: section.id,
          name: section.name,
          studentCount: counts.get(section.id) ?? 0,
        })),
    }));
  }

  private async detail(db: TenantDatabase, tenantId: string, classId: string): Promise<ClassDetail> {
    const [summary] = await this.summaries(db, tenantId, classId);
    if (!summary) throw notFound('class');
    const subjects = await db
      .select({ id: tenantSubjects.id, name: tenantSubjects.name, custom: tenantSubjects.custom })
      .from(tenantSubjects)
      .where(and(eq(tenantSubjects.tenantId, tenantId), eq(tenantSubjects.classId, classId), shownSubject))
      .orderBy(asc(tenantSubjects.custom), asc(tenantSubjects.position), asc(tenantSubjects.name));
    return { ...summary, subjects: await this.subjectsWithBooks(db, tenantId, subjects) };
  }

  private async subjectsWithBooks(
    db: TenantDatabase,
    tenantId: string,
    subjects: { id: string; name: string; custom: boolean }[],
  ): Promise<Subject[]> {
    if (subjects.length === 0) return [];
    const books = await db
      .select({
        id: tenantTextbooks.id,
        subjectId: tenantTextbooks.subjectId,
        title: tenantTextbooks.title,
        ncertCode: tenantTextbooks.ncertCode,
      })
      .from(tenantTextbooks)
      .where(
        and(
          eq(tenantTextbooks.tenantId, tenantId),
          eq(tenantTextbooks.current, true),
          inArray(
            tenantTextbooks.subjectId,
            subjects.map((subject) => subject.id),
          ),
        ),
      )
      .orderBy(asc(tenantTextbooks.position), asc(tenantTextbooks.title));
    return subjects.map((subject) => ({
      ...subject,
      textbooks: books
        .filter((book) => book.subjectId === subject.id)
        .map(({ id, title, ncertCode }) => ({ id, title, ncertCode })),
    }));
  }

  private async enabledClass(db: TenantDatabase, tenantId: string, classId: string) {
    const [klass] = await db
      .select({ id: tenantClasses.id, name: tenantClasses.name })
      .from(tenantClasses)
      .where(
        and(
          eq(tenantClasses.id, classId),
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
        ),
      );
    if (!klass) throw notFound('class');
    return klass;
  }

  /** A section of an enabled class of this tenant, locked for the change. */
  private async section(db: TenantDatabase, tenantId: string, sectionId: string) {
    const [section] = await db
      .select({
        id: classSections.id,
        name: classSections.name,
        classId: tenantClasses.id,
        className: tenantClasses.name,
      })
      .from(classSections)
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .where(
        and(
          eq(classSections.id, sectionId),
          eq(classSections.tenantId, tenantId),
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
        ),
      )
      .for('update', { of: classSections });
    if (!section) throw notFound('section');
    return section;
  }

  /** A subject shown in an enabled class of this tenant. */
  private async subject(db: TenantDatabase, tenantId: string, subjectId: string) {
    const [subject] = await db
      .select({
        id: tenantSubjects.id,
        custom: tenantSubjects.custom,
        classId: tenantClasses.id,
        className: tenantClasses.name,
      })
      .from(tenantSubjects)
      .innerJoin(tenantClasses, eq(tenantClasses.id, tenantSubjects.classId))
      .where(
        and(
          eq(tenantSubjects.id, subjectId),
          eq(tenantSubjects.tenantId, tenantId),
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
          shownSubject,
        ),
      );
    if (!subject) throw notFound('subject');
    return subject;
  }

  private async refuseDuplicateSection(
    db: TenantDatabase,
    tenantId: string,
    klass: { id: string; name: string },
    name: string,
    exceptId?: string,
  ) {
    const [found] = await db
      .select({ id: classSections.id })
      .from(classSections)
      .where(
        and(
          eq(classSections.tenantId, tenantId),
          eq(classSections.classId, klass.id),
          sql`lower(${classSections.name}) = lower(${name})`,
        ),
      );
    if (found && found.id !== exceptId) throw duplicateSection(name, klass.name);
  }

  /** Among all the class's subjects: the unique key spans those no longer shown too. */
  private async refuseDuplicateSubject(
    db: TenantDatabase,
    tenantId: string,
    klass: { id: string; name: string },
    name: string,
    exceptId?: string,
  ) {
    const [found] = await db
      .select({ id: tenantSubjects.id })
      .from(tenantSubjects)
      .where(
        and(
          eq(tenantSubjects.tenantId, tenantId),
          eq(tenantSubjects.classId, klass.id),
          sql`lower(${tenantSubjects.name}) = lower(${name})`,
          exceptId ? sql`${tenantSubjects.id} <> ${exceptId}` : undefined,
        ),
      );
    if (found) throw duplicateSubject(name, klass.name);
  }
}
