import type { ConsentMethod, ConsentPurpose } from '@common/api/portal/consent';
import type {
  Consent,
  Relation,
  Student,
  StudentGuardian,
  StudentListQuery,
  StudentRow,
  StudentStatus,
} from '@common/api/portal/students';
import {
  classSections,
  guardians,
  studentBatches,
  studentConsents,
  studentGuardians,
  students,
  tenantClasses,
} from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ReachChannel, reachReason } from './alert-reach';
import { containing, notFound } from './portal-rules';
import { furtherBatches } from './student-batches';

// Reading students (docs/requirements/students.md#students), inside the caller's tenant
// transaction: the list's page with its total (ids first, then their rows), and one student with guardians
// and consents. Writes and the audit entries are students.ts's.

export const STUDENT_PAGE_SIZE = 50;

/** A current consent covering school_records: the list and the page say when there is none. */
function consentedTo(purpose: ConsentPurpose): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${studentConsents}
    where ${studentConsents.studentId} = ${students.id}
      and ${studentConsents.tenantId} = ${students.tenantId}
      and ${studentConsents.withdrawnAt} is null
      and ${studentConsents.purposes} @> ${JSON.stringify([purpose])}::jsonb
  )`;
}

/** The student's guardians' phones, the primary guardian's first, as a JSON array. */
const guardianPhones = sql<string[] | null>`(
  select json_agg(${guardians.phone} order by ${studentGuardians.position})
  from ${studentGuardians}
  join ${guardians} on ${guardians.id} = ${studentGuardians.guardianId}
  where ${studentGuardians.studentId} = ${students.id} and ${studentGuardians.tenantId} = ${students.tenantId}
)`;

const rowColumns = {
  id: students.id,
  admissionNumber: students.admissionNumber,
  name: students.name,
  classId: tenantClasses.id,
  className: tenantClasses.name,
  sectionId: students.sectionId,
  sectionName: classSections.name,
  rollNumber: students.rollNumber,
  status: students.status,
  consented: consentedTo('school_records'),
  guardianPhone: sql<string | null>`(
    select ${guardians.phone} from ${studentGuardians}
    join ${guardians} on ${guardians.id} = ${studentGuardians.guardianId}
    where ${studentGuardians.studentId} = ${students.id} and ${studentGuardians.tenantId} = ${students.tenantId}
    order by ${studentGuardians.position} limit 1
  )`,
};

/** The list's order: by class, section, roll number and name. */
const listOrder = [
  sql`${tenantClasses.position} asc nulls last`,
  sql`${tenantClasses.grade} asc nulls last`,
  sql`lower(${classSections.name}) asc nulls last`,
  sql`${students.rollNumber} asc nulls last`,
  asc(sql`lower(${students.name})`),
  asc(students.id),
];

function listConditions(tenantId: string, query: StudentListQuery, reachBy: ReachChannel): SQL | undefined {
  const q = query.q?.trim();
  const reach = query.reach;
  return and(
    eq(students.tenantId, tenantId),
    eq(students.status, query.status ?? 'active'),
    q
      ? sql`(${students.name} ilike ${containing(q)} or ${students.admissionNumber} ilike ${containing(q)})`
      : undefined,
    query.classId ? eq(classSections.classId, query.classId) : undefined,
    // A batch's students: its home students and who attends it as a further batch (a coaching
    // centre's). Written as ids from the two indexes, not "section = X or exists (...)": that form
    // made PostgreSQL filter every student of the school and hash-join every section of every
    // school (2.2 ms against 0.7 ms at 100 schools, and growing with the schools).
    query.sectionId
      ? sql`${students.id} in (
          select in_section.id from ${students} as in_section where in_section.section_id = ${query.sectionId}
          union all
          select ${studentBatches.studentId} from ${studentBatches}
          where ${studentBatches.tenantId} = ${tenantId} and ${studentBatches.sectionId} = ${query.sectionId})`
      : undefined,
    reach === 'unreachable'
      ? sql`${reachReason(reachBy)} is not null`
      : reach
        ? sql`${reachReason(reachBy)} = ${reach}`
        : undefined,
  );
}

/**
 * One page of the list, by class, section, roll number and name, and how many match in all. The
 * page's ids and the total come first, a window count over the narrow sort (a page past the end
 * has no row to carry it, so only then is it counted on its own); then the page's rows with their
 * consent and guardian look-ups, for those ids only: computed for every matching student, those
 * look-ups made a school of thousands sort wide rows to show fifty.
 */
export async function studentPage(
  db: TenantDatabase,
  tenantId: string,
  query: StudentListQuery,
  page: { offset: number; limit: number },
  reachBy: ReachChannel = 'email',
): Promise<{ rows: StudentRow[]; total: number }> {
  const where = listConditions(tenantId, query, reachBy);
  const ids = await db
    .select({ id: students.id, total: sql<number>`(count(*) over ())::int` })
    .from(students)
    .leftJoin(classSections, eq(classSections.id, students.sectionId))
    .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  let total = ids[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .leftJoin(classSections, eq(classSections.id, students.sectionId))
      .where(where);
    total = counted?.n ?? 0;
  }
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
    .select(rowColumns)
    .from(students)
    .leftJoin(classSections, eq(classSections.id, students.sectionId))
    .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(
      and(
        eq(students.tenantId, tenantId),
        inArray(
          students.id,
          ids.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [asRow(row)] : [];
    }),
    total,
  };
}

/** A row of the list's CSV: the list's row, the date of birth and every guardian's phone. */
export interface StudentExportRow extends StudentRow {
  dateOfBirth: string | null;
  guardianPhones: string[];
}

/** Every student the list's query matches (all pages), in the list's order, for its CSV. */
export async function studentExportRows(
  db: TenantDatabase,
  tenantId: string,
  query: StudentListQuery,
  reachBy: ReachChannel,
): Promise<StudentExportRow[]> {
  const rows = await db
    .select({ ...rowColumns, dateOfBirth: students.dateOfBirth, guardianPhones })
    .from(students)
    .leftJoin(classSections, eq(classSections.id, students.sectionId))
    .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(listConditions(tenantId, query, reachBy))
    .orderBy(...listOrder);
  return rows.map((row) => ({
    ...asRow(row),
    dateOfBirth: row.dateOfBirth,
    guardianPhones: row.guardianPhones ?? [],
  }));
}

function asRow(row: Omit<StudentRow, 'status'> & { status: string }): StudentRow {
  return {
    id: row.id,
    admissionNumber: row.admissionNumber,
    name: row.name,
    classId: row.classId,
    className: row.className,
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    rollNumber: row.rollNumber,
    status: row.status as StudentStatus,
    consented: Boolean(row.consented),
    guardianPhone: row.guardianPhone,
  };
}

/** One student of this tenant with guardians and consents; 404 when there is none. */
export async function fullStudent(db: TenantDatabase, tenantId: string, id: string): Promise<Student> {
  const [row] = await db
    .select({
      ...rowColumns,
      dateOfBirth: students.dateOfBirth,
      gender: students.gender,
      address: students.address,
      leftOn: students.leftOn,
      erasedAt: students.erasedAt,
      createdAt: students.createdAt,
      updatedAt: students.updatedAt,
    })
    .from(students)
    .leftJoin(classSections, eq(classSections.id, students.sectionId))
    .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
  if (!row) throw notFound('student');
  const [guardianList, consents] = [
    await studentGuardianList(db, tenantId, id),
    await consentList(db, tenantId, id),
  ];
  const purposes = new Set(consents.filter((consent) => !consent.withdrawnAt).flatMap((c) => c.purposes));
  const { dateOfBirth, gender, address, leftOn } = row;
  return {
    ...asRow(row),
    dateOfBirth,
    gender,
    address,
    leftOn,
    erasure: row.erasedAt ? { at: row.erasedAt.toISOString(), by: null } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    batches: await furtherBatches(db, tenantId, id),
    guardians: guardianList,
    consents,
    consentedPurposes: (['school_records', 'guardian_messages', 'photos'] as const).filter((purpose) =>
      purposes.has(purpose),
    ),
  };
}

async function studentGuardianList(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<StudentGuardian[]> {
  const rows = await db
    .select({
      id: guardians.id,
      name: guardians.name,
      phone: guardians.phone,
      email: guardians.email,
      language: guardians.language,
      relation: studentGuardians.relation,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), eq(studentGuardians.studentId, studentId)))
    .orderBy(asc(studentGuardians.position));
  if (rows.length === 0) return [];
  const links = await db
    .select({ guardianId: studentGuardians.guardianId, n: sql<number>`count(*)::int` })
    .from(studentGuardians)
    .where(
      and(
        eq(studentGuardians.tenantId, tenantId),
        inArray(
          studentGuardians.guardianId,
          rows.map((row) => row.id),
        ),
        sql`${studentGuardians.studentId} <> ${studentId}`,
      ),
    )
    .groupBy(studentGuardians.guardianId);
  return rows.map((row) => ({
    ...row,
    language: row.language === 'hi' ? 'hi' : 'en',
    relation: row.relation as Relation,
    siblingCount: links.find((link) => link.guardianId === row.id)?.n ?? 0,
  }));
}

async function consentList(db: TenantDatabase, tenantId: string, studentId: string): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(studentConsents)
    .where(and(eq(studentConsents.tenantId, tenantId), eq(studentConsents.studentId, studentId)))
    .orderBy(asc(studentConsents.recordedAt), asc(studentConsents.id));
  return rows.map((row) => ({
    id: row.id,
    guardianName: row.guardianName,
    relation: row.relation as Relation,
    method: row.method as ConsentMethod,
    givenOn: row.givenOn,
    purposes: row.purposes as ConsentPurpose[],
    recordedBy: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }));
}
