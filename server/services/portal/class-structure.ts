import type {
  ClassDetail,
  ClassSummary,
  Section,
  SectionBody,
  SetupProgress,
  Subject,
} from '@common/api/portal/academics';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import {
  classSections,
  employees,
  students,
  tenantClasses,
  tenantSubjects,
  tenantTextbooks,
  timetableEntries,
} from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, count, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { PortalTenant } from './portal-directory';
import { badField, cleanName, conflict, notFound, uniquely } from './portal-rules';

// Classes, their sections and subjects (docs/requirements/portal.md#academic-structure). Classes
// are the tenant's enabled NCERT classes, as provisioning left them, and the school's own
// (`custom`, no grade: Nursery, LKG, a coaching centre's course "JEE 2027"); the school adds,
// renames, orders (`position`) and removes them (not while a student is in one). It adds, renames
// and removes sections (unique in the class, ignoring case; removable only while empty) and
// subjects (the catalogue's, renamed or removed, and its own, `custom`). A coaching centre's
// section is a batch: it also has days, a time slot, a room, a capacity and a teacher
// (docs/decisions/0030-batches-are-sections.md). A subject shown is a current one of the catalogue
// or one the school added (a re-deploy marks subjects it does not list as not current, custom
// ones included: they stay the school's).

/** The one order of classes on every screen: the school's, then NCERT grade, then name. */
export const classOrder = [
  asc(tenantClasses.position),
  sql`${tenantClasses.grade} asc nulls last`,
  asc(tenantClasses.name),
];

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

const sectionColumns = {
  id: classSections.id,
  classId: classSections.classId,
  name: classSections.name,
  weekdays: classSections.weekdays,
  startsAt: classSections.startsAt,
  endsAt: classSections.endsAt,
  room: classSections.room,
  capacity: classSections.capacity,
  teacherId: classSections.classTeacherId,
};

interface SectionRow {
  id: string;
  name: string;
  weekdays: number[] | null;
  startsAt: number | null;
  endsAt: number | null;
  room: string;
  capacity: number | null;
  teacherId: string | null;
}

function sectionOf(row: SectionRow, studentCount: number): Section {
  return {
    id: row.id,
    name: row.name,
    studentCount,
    weekdays: row.weekdays ?? null,
    startsAt: row.startsAt ?? null,
    endsAt: row.endsAt ?? null,
    room: row.room,
    capacity: row.capacity ?? null,
    teacherId: row.teacherId ?? null,
  };
}

type BatchFields = Pick<Section, 'weekdays' | 'startsAt' | 'endsAt' | 'room' | 'capacity' | 'teacherId'>;

const noBatch: BatchFields = {
  weekdays: null,
  startsAt: null,
  endsAt: null,
  room: '',
  capacity: null,
  teacherId: null,
};

/**
 * A section's batch fields after this change: those given replace the stored ones. A coaching
 * centre's new section (a batch) needs its days and time slot; days are never an empty list, the
 * slot has both times or neither and starts before it ends.
 */
function batchFields(kind: PortalTenant['kind'], stored: BatchFields | null, body: SectionBody): BatchFields {
  const merged: BatchFields = {
    weekdays: body.weekdays === undefined ? (stored ?? noBatch).weekdays : body.weekdays,
    startsAt: body.startsAt === undefined ? (stored ?? noBatch).startsAt : body.startsAt,
    endsAt: body.endsAt === undefined ? (stored ?? noBatch).endsAt : body.endsAt,
    room: body.room === undefined ? (stored ?? noBatch).room : body.room.trim(),
    capacity: body.capacity === undefined ? (stored ?? noBatch).capacity : body.capacity,
    teacherId: body.teacherId === undefined ? (stored ?? noBatch).teacherId : body.teacherId,
  };
  if (merged.weekdays) {
    if (merged.weekdays.length === 0) throw badField('Choose at least one day for the batch.');
    merged.weekdays = [...new Set(merged.weekdays)].sort((a, b) => a - b);
  }
  if ((merged.startsAt === null) !== (merged.endsAt === null)) {
    throw badField('A batch has both a start and an end time, or neither.');
  }
  if (merged.startsAt !== null && merged.endsAt !== null && merged.startsAt >= merged.endsAt) {
    throw badField('The batch must end after it starts.');
  }
  if (kind === 'coaching' && stored === null) {
    if (!merged.weekdays) throw badField('Choose at least one day for the batch.');
    if (merged.startsAt === null) throw badField('A batch needs its start and end time.');
  }
  return merged;
}

const shownSubject = or(eq(tenantSubjects.current, true), eq(tenantSubjects.custom, true));

const duplicateClass = (name: string, kind: PortalTenant['kind']) =>
  conflict('duplicate_name', `A ${kind === 'coaching' ? 'course' : 'class'} named ${name} already exists.`);
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
  getClass({ id: tenantId, kind }: PortalTenant, classId: string): Promise<ClassDetail> {
    return inTenant(this.database, tenantId, async (db) => ({
      ...(await this.detail(db, tenantId, classId)),
      kind,
    }));
  }

  /** How many classes, employees, students on the rolls and timetable slots the school has. */
  setupProgress({ id: tenantId, kind }: PortalTenant): Promise<SetupProgress> {
    return inTenant(this.database, tenantId, async (db) => {
      const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      return {
        kind,
        classes: await counted(
          db
            .select({ n: count() })
            .from(tenantClasses)
            .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.enabled, true))),
        ),
        employees: await counted(
          db.select({ n: count() }).from(employees).where(eq(employees.tenantId, tenantId)),
        ),
        students: await counted(
          db
            .select({ n: count() })
            .from(students)
            .where(and(eq(students.tenantId, tenantId), eq(students.status, 'active'))),
        ),
        timetableSlots: await counted(
          db.select({ n: count() }).from(timetableEntries).where(eq(timetableEntries.tenantId, tenantId)),
        ),
      };
    });
  }

  /**
   * The school's own class (a coaching centre's course), after the last. A school's new class
   * gets section A, as activation gives each NCERT class; a course starts with no batch.
   */
  addClass(tenant: PortalTenant, rawName: string): Promise<ClassSummary> {
    const name = cleanName(rawName, 'Class name');
    const tenantId = tenant.id;
    return inTenant(this.database, tenantId, async (db) => {
      await this.refuseDuplicateClass(db, tenant, name);
      const [last] = await db
        .select({ position: max(tenantClasses.position) })
        .from(tenantClasses)
        .where(eq(tenantClasses.tenantId, tenantId));
      const now = this.clock.now();
      const [row] = await db
        .insert(tenantClasses)
        .values({
          tenantId,
          grade: null,
          name,
          enabled: true,
          custom: true,
          position: (last?.position ?? 0) + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tenantClasses.id });
      if (!row) throw new Error('The class was not inserted.');
      if (tenant.kind === 'school') {
        await db.insert(classSections).values({ tenantId, classId: row.id, name: 'A', createdAt: now });
      }
      const [summary] = await this.summaries(db, tenantId, row.id);
      if (!summary) throw notFound('class');
      return summary;
    });
  }

  /** Any class may be renamed, an NCERT one too ("Class 1" to "कक्षा 1"): a re-deploy keeps the name. */
  renameClass(tenant: PortalTenant, classId: string, rawName: string): Promise<ClassSummary> {
    const name = cleanName(rawName, 'Class name');
    const tenantId = tenant.id;
    return inTenant(this.database, tenantId, async (db) => {
      await this.enabledClass(db, tenantId, classId, 'update');
      await this.refuseDuplicateClass(db, tenant, name, classId);
      await db
        .update(tenantClasses)
        .set({ name, updatedAt: this.clock.now() })
        .where(and(eq(tenantClasses.id, classId), eq(tenantClasses.tenantId, tenantId)));
      const [summary] = await this.summaries(db, tenantId, classId);
      if (!summary) throw notFound('class');
      return summary;
    });
  }

  /** `ids` lists every class of the school once, in the order every screen will show them. */
  orderClasses({ id: tenantId }: PortalTenant, ids: readonly string[]): Promise<ClassSummary[]> {
    return inTenant(this.database, tenantId, async (db) => {
      const current = await db
        .select({ id: tenantClasses.id })
        .from(tenantClasses)
        .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.enabled, true)))
        .for('update');
      const known = new Set(current.map((row) => row.id));
      // Another change came first (a class added or removed): the page reloads and orders again.
      if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw conflict('conflict');
      const now = this.clock.now();
      for (const [index, id] of ids.entries()) {
        await db
          .update(tenantClasses)
          .set({ position: index + 1, updatedAt: now })
          .where(and(eq(tenantClasses.id, id), eq(tenantClasses.tenantId, tenantId)));
      }
      return this.summaries(db, tenantId);
    });
  }

  /**
   * Not while a student is, or was, in one of its sections. The school's own class goes with its
   * sections and subjects; an NCERT class is switched off, as a deploy without it would leave it.
   */
  removeClass({ id: tenantId }: PortalTenant, classId: string): Promise<void> {
    return inTenant(this.database, tenantId, async (db) => {
      const klass = await this.enabledClass(db, tenantId, classId, 'update');
      const sections = await db
        .select({ id: classSections.id })
        .from(classSections)
        .where(and(eq(classSections.tenantId, tenantId), eq(classSections.classId, classId)));
      const sectionIds = sections.map((section) => section.id);
      const counts = await this.studentCounts(db, tenantId, sectionIds);
      const onRolls = [...counts.values()].reduce((sum, n) => sum + n, 0);
      if (onRolls > 0) throw conflict('class_has_students', { className: klass.name, onRolls });
      if (sectionIds.length > 0) {
        const [former] = await db
          .select({ n: count() })
          .from(students)
          .where(and(eq(students.tenantId, tenantId), inArray(students.sectionId, sectionIds)));
        if ((former?.n ?? 0) > 0) throw conflict('class_has_records', { className: klass.name });
      }
      const where = and(eq(tenantClasses.id, classId), eq(tenantClasses.tenantId, tenantId));
      if (klass.custom) await db.delete(tenantClasses).where(where);
      else await db.update(tenantClasses).set({ enabled: false, updatedAt: this.clock.now() }).where(where);
    });
  }

  addSection(tenant: PortalTenant, classId: string, body: SectionBody): Promise<Section> {
    const name = sectionName(body.name);
    const fields = batchFields(tenant.kind, null, body);
    const tenantId = tenant.id;
    let className = '';
    return uniquely(
      SECTION_NAME_UNIQUE,
      () => duplicateSection(name, className),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const klass = await this.enabledClass(db, tenantId, classId);
          className = klass.name;
          await this.refuseDuplicateSection(db, tenantId, klass, name);
          if (fields.teacherId) await refuseNonEmployee(db, tenantId, fields.teacherId);
          const { teacherId, ...rest } = fields;
          const [row] = await db
            .insert(classSections)
            .values({
              tenantId,
              classId,
              name,
              ...rest,
              classTeacherId: teacherId,
              createdAt: this.clock.now(),
            })
            .returning(sectionColumns);
          if (!row) throw new Error('The section was not inserted.');
          return sectionOf(row, 0);
        }),
    );
  }

  /** The name, and the batch fields given (null clears one). */
  updateSection(tenant: PortalTenant, sectionId: string, body: SectionBody): Promise<Section> {
    const name = sectionName(body.name);
    const tenantId = tenant.id;
    let className = '';
    return uniquely(
      SECTION_NAME_UNIQUE,
      () => duplicateSection(name, className),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const section = await this.section(db, tenantId, sectionId);
          className = section.className;
          const fields = batchFields(tenant.kind, section, body);
          await this.refuseDuplicateSection(
            db,
            tenantId,
            { id: section.classId, name: className },
            name,
            sectionId,
          );
          if (fields.teacherId && fields.teacherId !== section.teacherId) {
            await refuseNonEmployee(db, tenantId, fields.teacherId);
          }
          const { teacherId, ...rest } = fields;
          const [row] = await db
            .update(classSections)
            .set({ name, ...rest, classTeacherId: teacherId })
            .where(and(eq(classSections.id, sectionId), eq(classSections.tenantId, tenantId)))
            .returning(sectionColumns);
          if (!row) throw notFound('section');
          const counts = await this.studentCounts(db, tenantId, [sectionId]);
          return sectionOf(row, counts.get(sectionId) ?? 0);
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
        custom: tenantClasses.custom,
        position: tenantClasses.position,
      })
      .from(tenantClasses)
      .where(
        and(
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
          classId ? eq(tenantClasses.id, classId) : undefined,
        ),
      )
      .orderBy(...classOrder);
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
      .select(sectionColumns)
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
        .map((section) => sectionOf(section, counts.get(section.id) ?? 0)),
    }));
  }

  private async detail(
    db: TenantDatabase,
    tenantId: string,
    classId: string,
  ): Promise<Omit<ClassDetail, 'kind'>> {
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

  private async enabledClass(db: TenantDatabase, tenantId: string, classId: string, lock?: 'update') {
    const query = db
      .select({ id: tenantClasses.id, name: tenantClasses.name, custom: tenantClasses.custom })
      .from(tenantClasses)
      .where(
        and(
          eq(tenantClasses.id, classId),
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
        ),
      );
    const [klass] = lock ? await query.for(lock) : await query;
    if (!klass) throw notFound('class');
    return klass;
  }

  /** Class names are unique among the school's classes shown, ignoring case. */
  private async refuseDuplicateClass(
    db: TenantDatabase,
    tenant: PortalTenant,
    name: string,
    exceptId?: string,
  ) {
    const [found] = await db
      .select({ id: tenantClasses.id })
      .from(tenantClasses)
      .where(
        and(
          eq(tenantClasses.tenantId, tenant.id),
          eq(tenantClasses.enabled, true),
          sql`lower(${tenantClasses.name}) = lower(${name})`,
          exceptId ? ne(tenantClasses.id, exceptId) : undefined,
        ),
      );
    if (found) throw duplicateClass(name, tenant.kind);
  }

  /** A section of an enabled class of this tenant, locked for the change. */
  private async section(db: TenantDatabase, tenantId: string, sectionId: string) {
    const [section] = await db
      .select({ ...sectionColumns, classId: tenantClasses.id, className: tenantClasses.name })
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

async function refuseNonEmployee(db: TenantDatabase, tenantId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.tenantId, tenantId)));
  if (!row) throw badField('The teacher is not an employee of the school.');
}
