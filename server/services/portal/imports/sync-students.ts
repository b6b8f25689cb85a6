import { CHANGED_STUDENT_FIELDS, type ChangedStudentField } from '@common/api/portal/audit';
import type { ImportProblem } from '@common/api/portal/imports';
import { MAX_GUARDIANS } from '@common/api/portal/student-limits';
import { guardians, studentGuardians, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { changedAuditDetail } from '../audit-details';
import { changes, emptyOutcome, type SyncBatch } from './batch-outcome';
import { changeRefused } from './change-refused';
import type { GuardianRecord, StudentRecord } from './check-students';

// Students with their guardians. A student is matched by admission number ignoring case, a
// guardian by phone key, so siblings in the file (or already in the school) share one guardian;
// within a batch the last row naming a phone gives that guardian's details. A student's links to
// the file's guardians are added or their relation corrected; links the file does not name (a
// third guardian added in the portal) stay, so a row that would take a student past four
// guardians (the limit the portal's own forms keep) is a problem, as is an erased student's row
// (an erased student is not brought back) and a roll number another active student of the section
// already has (the file's own repeats are the checker's). A student holding that roll whose own
// row in the same batch moves them gives it up; one in a later batch of a large file still
// counts, so such a swap is refused rather than written half-way: running the file again after
// the first import completes it. Without students.edit a row may only add a student: one that
// changes a student the school has, or the details of a guardian it has, is refused.
//
// A refused row writes nothing, its guardians' details included, and moves no one out of a roll
// number: the rows left are planned again until no more are refused (each pass refuses at least
// one more row, so this ends). Each student written gets its own audit entry, as a form's save
// does: `created`, or `updated` naming the changed fields.

type CurrentStudent = Awaited<ReturnType<typeof currentStudents>>[number];
type KnownGuardian = Awaited<ReturnType<typeof knownGuardians>>[number];
type Link = Awaited<ReturnType<typeof linksOf>>[number];
type RollHolders = Awaited<ReturnType<typeof holdersOfRolls>>;

/** What the school has of a batch's students and guardians. */
interface SchoolRecords {
  studentByKey: ReadonlyMap<string, CurrentStudent>;
  guardianByKey: ReadonlyMap<string, KnownGuardian>;
  /** `studentId|guardianId` → the link. */
  linkOf: ReadonlyMap<string, Link>;
  guardiansOf: ReadonlyMap<string, ReadonlySet<string>>;
  rollHolders: RollHolders;
}

/** What writing a batch's accepted rows does. */
interface StudentPlan {
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
  guardianInserts: (typeof guardians.$inferInsert)[];
  guardianUpdates: { id: string; set: Partial<typeof guardians.$inferInsert> }[];
  studentInserts: (typeof students.$inferInsert)[];
  studentUpdates: { id: string; set: Partial<typeof students.$inferInsert> }[];
  /** Links to write once every id is known: by admission key, the file's guardians in order. */
  linkWrites: { key: string; record: StudentRecord }[];
  /** The existing students that change, with the fields that do (for their audit entries). */
  changed: { id: string; admissionNumber: string; fields: ChangedStudentField[] }[];
}

export const syncStudents: SyncBatch<StudentRecord> = async (
  db,
  tenantId,
  batch,
  { write, now, mayEdit },
) => {
  const outcome = emptyOutcome();
  if (batch.length === 0) return outcome;
  const school = await schoolRecords(db, tenantId, batch);
  let rows = batch;
  let plan = planStudents(school, rows, { tenantId, now, mayEdit });
  while (plan.problems.length > 0) {
    outcome.problems.push(...plan.problems);
    const refused = new Set(plan.problems.map((problem) => problem.row));
    rows = rows.filter((record) => !refused.has(record.row));
    plan = planStudents(school, rows, { tenantId, now, mayEdit });
  }
  outcome.created = plan.created;
  outcome.updated = plan.updated;
  outcome.unchanged = plan.unchanged;
  if (!write) return outcome;

  const guardianIds = new Map([...school.guardianByKey].map(([key, row]) => [key, row.id]));
  if (plan.guardianInserts.length > 0) {
    const made = await db
      .insert(guardians)
      .values(plan.guardianInserts)
      .returning({ id: guardians.id, phoneKey: guardians.phoneKey });
    for (const row of made) guardianIds.set(row.phoneKey, row.id);
  }
  for (const { id, set } of plan.guardianUpdates) {
    await db
      .update(guardians)
      .set({ ...set, updatedAt: now })
      .where(and(eq(guardians.id, id), eq(guardians.tenantId, tenantId)));
  }
  const studentIds = new Map([...school.studentByKey].map(([key, row]) => [key, row.id]));
  if (plan.studentInserts.length > 0) {
    const made = await db
      .insert(students)
      .values(plan.studentInserts)
      .returning({
        id: students.id,
        key: sql<string>`lower(${students.admissionNumber})`,
        admissionNumber: students.admissionNumber,
      });
    for (const row of made) {
      studentIds.set(row.key, row.id);
      outcome.audit.push({ action: 'created', studentId: row.id, admissionNumber: row.admissionNumber });
    }
  }
  for (const { id, set } of plan.studentUpdates) {
    await db
      .update(students)
      .set({ ...set, updatedAt: now })
      .where(and(eq(students.id, id), eq(students.tenantId, tenantId)));
  }
  for (const { id, admissionNumber, fields } of plan.changed) {
    outcome.audit.push({
      action: 'updated',
      studentId: id,
      admissionNumber,
      detail: changedAuditDetail(fields),
    });
  }
  const linkRows = plan.linkWrites.flatMap(({ key, record }) => {
    const studentId = studentIds.get(key);
    if (!studentId) return [];
    return record.guardians.flatMap((guardian, position) => {
      const guardianId = guardianIds.get(guardian.phoneKey);
      return guardianId ? [{ tenantId, studentId, guardianId, relation: guardian.relation, position }] : [];
    });
  });
  if (linkRows.length > 0) {
    await db
      .insert(studentGuardians)
      .values(linkRows)
      .onConflictDoUpdate({
        target: [studentGuardians.studentId, studentGuardians.guardianId],
        set: { relation: sql`excluded.relation`, position: sql`excluded.position` },
      });
  }
  return outcome;
};

/** The fields of a student row that an update may set, by the name an audit entry gives them. */
const AUDIT_NAME: Readonly<Record<string, ChangedStudentField>> = {
  name: 'name',
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  sectionId: 'section',
  rollNumber: 'rollNumber',
  address: 'address',
};

/** The guardian's details a row gives that differ from the school's (nothing when it is new). */
function guardianChanges(known: KnownGuardian | undefined, wanted: GuardianRecord) {
  return known ? changes(known, { name: wanted.name, email: wanted.email, language: wanted.language }) : {};
}

/** What the batch's `rows` would do to the school's records, and the rows refused. Pure. */
function planStudents(
  school: SchoolRecords,
  rows: readonly StudentRecord[],
  { tenantId, now, mayEdit }: { tenantId: string; now: Date; mayEdit: boolean },
): StudentPlan {
  const { studentByKey, guardianByKey, linkOf, guardiansOf, rollHolders } = school;
  const plan: StudentPlan = {
    created: 0,
    updated: 0,
    unchanged: 0,
    problems: [],
    guardianInserts: [],
    guardianUpdates: [],
    studentInserts: [],
    studentUpdates: [],
    linkWrites: [],
    changed: [],
  };

  // Guardians: the rows' last word on each phone, against the school's.
  const wantedGuardians = new Map<string, GuardianRecord>();
  for (const record of rows)
    for (const guardian of record.guardians) wantedGuardians.set(guardian.phoneKey, guardian);
  /** Phone keys whose guardian is new or changes. */
  const changing = new Set<string>();
  for (const [key, wanted] of wantedGuardians) {
    const known = guardianByKey.get(key);
    if (!known) {
      changing.add(key);
      plan.guardianInserts.push({
        tenantId,
        name: wanted.name,
        phone: wanted.phone,
        phoneKey: key,
        email: wanted.email,
        language: wanted.language ?? 'en',
        createdAt: now,
        updatedAt: now,
      });
      continue;
    }
    const set = guardianChanges(known, wanted);
    if (Object.keys(set).length > 0) {
      changing.add(key);
      plan.guardianUpdates.push({ id: known.id, set });
    }
  }

  /** Where each of the rows' students will sit: `sectionId|rollNumber`. */
  const placeOf = new Map(
    rows.map((record) => {
      const key = record.admissionNumber.toLowerCase();
      return [key, `${record.sectionId}|${record.rollNumber ?? studentByKey.get(key)?.rollNumber ?? null}`];
    }),
  );

  for (const record of rows) {
    const key = record.admissionNumber.toLowerCase();
    const known = studentByKey.get(key);
    if (known?.status === 'erased') {
      plan.problems.push({
        row: record.row,
        column: 'Admission number',
        code: 'erased_student',
        message: `The student with admission number ${record.admissionNumber} was erased and cannot be imported again.`,
      });
      continue;
    }
    if (known) {
      // A guardian new to the school counts by phone: it has no id yet.
      const after = new Set(guardiansOf.get(known.id));
      for (const guardian of record.guardians)
        after.add(guardianByKey.get(guardian.phoneKey)?.id ?? guardian.phoneKey);
      if (after.size > MAX_GUARDIANS) {
        plan.problems.push({
          row: record.row,
          column: 'Guardian phone',
          code: 'too_many_guardians',
          message: `The student with admission number ${record.admissionNumber} would have ${after.size} guardians with this row's; a student has at most ${MAX_GUARDIANS}. Remove one in the portal first.`,
        });
        continue;
      }
    }
    const rollNumber = record.rollNumber ?? known?.rollNumber ?? null;
    const place = `${record.sectionId}|${rollNumber}`;
    // A holder whose own row in the batch moves them elsewhere gives the roll up.
    const holder = (rollHolders.get(place) ?? []).find(
      (other) => other.key !== key && (placeOf.get(other.key) ?? place) === place,
    );
    if (holder && (known?.status ?? 'active') === 'active') {
      plan.problems.push({
        row: record.row,
        column: 'Roll number',
        code: 'roll_number_taken',
        message: `Roll number ${rollNumber} in this section already belongs to the student with admission number ${holder.admissionNumber}.`,
      });
      continue;
    }
    const fields = {
      name: record.name,
      dateOfBirth: record.dateOfBirth,
      gender: record.gender,
      sectionId: record.sectionId,
      rollNumber: record.rollNumber,
      address: record.address,
    };
    const set = known ? changes(known, fields) : {};
    const guardiansChange = record.guardians.some((guardian) => changing.has(guardian.phoneKey));
    const linksChange = record.guardians.some((guardian, position) => {
      const guardianId = guardianByKey.get(guardian.phoneKey)?.id;
      const link = known && guardianId ? linkOf.get(`${known.id}|${guardianId}`) : undefined;
      return !link || link.relation !== guardian.relation || link.position !== position;
    });
    const changesStudent = Object.keys(set).length > 0 || guardiansChange || linksChange;
    if (!mayEdit && known && changesStudent) {
      plan.problems.push(changeRefused(record.row, 'student'));
      continue;
    }
    // A guardian is shared by siblings: changing one the school has changes another student's.
    const changesGuardian = record.guardians.some(
      (guardian) => Object.keys(guardianChanges(guardianByKey.get(guardian.phoneKey), guardian)).length > 0,
    );
    if (!mayEdit && changesGuardian) {
      plan.problems.push(changeRefused(record.row, 'guardian'));
      continue;
    }
    if (!known) {
      plan.created += 1;
      plan.studentInserts.push({
        tenantId,
        admissionNumber: record.admissionNumber,
        ...fields,
        address: record.address ?? '',
        createdAt: now,
        updatedAt: now,
      });
      plan.linkWrites.push({ key, record });
      continue;
    }
    if (!changesStudent) {
      plan.unchanged += 1;
      continue;
    }
    plan.updated += 1;
    if (Object.keys(set).length > 0) plan.studentUpdates.push({ id: known.id, set });
    if (linksChange) plan.linkWrites.push({ key, record });
    const named = new Set<ChangedStudentField>(
      Object.keys(set).flatMap((field) => (AUDIT_NAME[field] ? [AUDIT_NAME[field]] : [])),
    );
    if (guardiansChange || linksChange) named.add('guardians');
    plan.changed.push({
      id: known.id,
      admissionNumber: known.admissionNumber,
      fields: CHANGED_STUDENT_FIELDS.filter((field) => named.has(field)),
    });
  }
  return plan;
}

async function schoolRecords(
  db: TenantDatabase,
  tenantId: string,
  batch: readonly StudentRecord[],
): Promise<SchoolRecords> {
  const current = await currentStudents(db, tenantId, batch);
  const studentByKey = new Map(current.map((row) => [row.key, row]));
  const phoneKeys = [
    ...new Set(batch.flatMap((record) => record.guardians.map((guardian) => guardian.phoneKey))),
  ];
  const known = await knownGuardians(db, tenantId, phoneKeys);
  const links = await linksOf(
    db,
    tenantId,
    current.map((row) => row.id),
  );
  const guardiansOf = new Map<string, Set<string>>();
  for (const link of links) {
    const linked = guardiansOf.get(link.studentId) ?? new Set<string>();
    guardiansOf.set(link.studentId, linked.add(link.guardianId));
  }
  return {
    studentByKey,
    guardianByKey: new Map(known.map((row) => [row.phoneKey, row])),
    linkOf: new Map(links.map((link) => [`${link.studentId}|${link.guardianId}`, link])),
    guardiansOf,
    rollHolders: await holdersOfRolls(db, tenantId, batch, studentByKey),
  };
}

function currentStudents(db: TenantDatabase, tenantId: string, batch: readonly StudentRecord[]) {
  return db
    .select({
      id: students.id,
      key: sql<string>`lower(${students.admissionNumber})`,
      admissionNumber: students.admissionNumber,
      name: students.name,
      dateOfBirth: students.dateOfBirth,
      gender: students.gender,
      sectionId: students.sectionId,
      rollNumber: students.rollNumber,
      address: students.address,
      status: students.status,
    })
    .from(students)
    .where(
      and(
        eq(students.tenantId, tenantId),
        inArray(
          sql`lower(${students.admissionNumber})`,
          batch.map((record) => record.admissionNumber.toLowerCase()),
        ),
      ),
    );
}

function knownGuardians(db: TenantDatabase, tenantId: string, phoneKeys: readonly string[]) {
  return db
    .select({
      id: guardians.id,
      phoneKey: guardians.phoneKey,
      name: guardians.name,
      phone: guardians.phone,
      email: guardians.email,
      language: guardians.language,
    })
    .from(guardians)
    .where(and(eq(guardians.tenantId, tenantId), inArray(guardians.phoneKey, [...phoneKeys])));
}

async function linksOf(db: TenantDatabase, tenantId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: studentGuardians.studentId,
      guardianId: studentGuardians.guardianId,
      relation: studentGuardians.relation,
      position: studentGuardians.position,
    })
    .from(studentGuardians)
    .where(
      and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, [...studentIds])),
    );
}

/**
 * The active students who hold each section's roll number that the batch's rows give (or keep),
 * by `sectionId|rollNumber`.
 */
async function holdersOfRolls(
  db: TenantDatabase,
  tenantId: string,
  batch: readonly StudentRecord[],
  studentByKey: ReadonlyMap<string, { rollNumber: number | null }>,
): Promise<Map<string, { key: string; admissionNumber: string }[]>> {
  const sections = new Set<string>();
  const rolls = new Set<number>();
  for (const record of batch) {
    const rollNumber =
      record.rollNumber ?? studentByKey.get(record.admissionNumber.toLowerCase())?.rollNumber;
    if (rollNumber == null) continue;
    sections.add(record.sectionId);
    rolls.add(rollNumber);
  }
  const holders = new Map<string, { key: string; admissionNumber: string }[]>();
  if (rolls.size === 0) return holders;
  const rows = await db
    .select({
      key: sql<string>`lower(${students.admissionNumber})`,
      admissionNumber: students.admissionNumber,
      sectionId: students.sectionId,
      rollNumber: students.rollNumber,
    })
    .from(students)
    .where(
      and(
        eq(students.tenantId, tenantId),
        eq(students.status, 'active'),
        inArray(students.sectionId, [...sections]),
        inArray(students.rollNumber, [...rolls]),
      ),
    );
  for (const row of rows) {
    const place = `${row.sectionId}|${row.rollNumber}`;
    holders.set(place, [
      ...(holders.get(place) ?? []),
      { key: row.key, admissionNumber: row.admissionNumber },
    ]);
  }
  return holders;
}
