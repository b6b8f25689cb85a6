import { CHANGED_STUDENT_FIELDS, type ChangedStudentField } from '@common/api/portal/audit';
import type { ImportProblem } from '@common/api/portal/imports';
import { MAX_GUARDIANS } from '@common/api/portal/student-limits';
import { guardians, studentBatches, studentConsents, studentGuardians, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { changedAuditDetail, consentAuditDetail } from '../audit-details';
import { changes, emptyOutcome, type SyncBatch } from './batch-outcome';
import { changeRefused } from './change-refused';
import type { GuardianRecord, StudentRecord } from './check-students';
import { problemAt } from './columns';

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
//
// A coaching student's further batches are added (never removed: a batch the portal added stays),
// and a row's consent is recorded unless the student already has a consent in force covering its
// purposes, with the import and the member who ran it as its evidence, and its own audit entry.

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
  /** Student id → the further batches they attend. */
  batchesOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** Student id → the purposes of each consent in force. */
  consentsOf: ReadonlyMap<string, readonly (readonly string[])[]>;
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
  /** Further batches to add, by admission key. */
  batchWrites: { key: string; sectionIds: string[] }[];
  /** Consents to record, by admission key. */
  consentWrites: { key: string; record: StudentRecord }[];
  /** The existing students that change, with the fields that do (for their audit entries). */
  changed: { id: string; admissionNumber: string; fields: ChangedStudentField[] }[];
}

export const syncStudents: SyncBatch<StudentRecord> = async (
  db,
  tenantId,
  batch,
  { write, now, mayEdit, by },
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
  const batchRows = plan.batchWrites.flatMap(({ key, sectionIds }) => {
    const studentId = studentIds.get(key);
    return studentId
      ? sectionIds.map((sectionId) => ({ tenantId, sectionId, studentId, createdAt: now }))
      : [];
  });
  if (batchRows.length > 0) await db.insert(studentBatches).values(batchRows).onConflictDoNothing();
  const consentRows = plan.consentWrites.flatMap(({ key, record }) => {
    const studentId = studentIds.get(key);
    const [guardian] = record.guardians;
    if (!studentId || !guardian || !record.consent) return [];
    outcome.audit.push({
      action: 'consent_recorded',
      studentId,
      admissionNumber: record.admissionNumber,
      detail: consentAuditDetail(record.consent.purposes, record.consent.method),
    });
    return [
      {
        tenantId,
        studentId,
        guardianName: guardian.name,
        relation: guardian.relation,
        method: record.consent.method,
        givenOn: record.consent.givenOn,
        purposes: record.consent.purposes,
        recordedBy: by?.memberId ?? null,
        recordedByName: by?.memberName ?? '',
        recordedAt: now,
        importId: by?.importId ?? null,
      },
    ];
  });
  if (consentRows.length > 0) await db.insert(studentConsents).values(consentRows);
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
  const { studentByKey, guardianByKey, linkOf, guardiansOf, rollHolders, batchesOf, consentsOf } = school;
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
    batchWrites: [],
    consentWrites: [],
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
      plan.problems.push(
        problemAt(record.row, 'Admission number', 'admissionNumber', 'erased_student', {
          value: record.admissionNumber,
          name: record.name,
        }),
      );
      continue;
    }
    if (known) {
      // A guardian new to the school counts by phone: it has no id yet.
      const after = new Set(guardiansOf.get(known.id));
      for (const guardian of record.guardians)
        after.add(guardianByKey.get(guardian.phoneKey)?.id ?? guardian.phoneKey);
      if (after.size > MAX_GUARDIANS) {
        plan.problems.push(
          problemAt(record.row, 'Guardian phone', 'guardianPhone', 'too_many_guardians', {
            params: { count: after.size, max: MAX_GUARDIANS },
            value: record.guardians[0]?.phone ?? '',
            name: record.name,
          }),
        );
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
      plan.problems.push(
        problemAt(record.row, 'Roll number', 'rollNumber', 'roll_number_taken', {
          params: { admissionNumber: holder.admissionNumber },
          value: String(rollNumber),
          name: record.name,
        }),
      );
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
    const attends = known ? batchesOf.get(known.id) : undefined;
    const newBatches = record.batchIds.filter((id) => !attends?.has(id));
    const consent = record.consent;
    const newConsent =
      consent !== null &&
      !(known ? consentsOf.get(known.id) : [])?.some((given) =>
        consent.purposes.every((purpose) => given.includes(purpose)),
      );
    const changesStudent =
      Object.keys(set).length > 0 || guardiansChange || linksChange || newBatches.length > 0 || newConsent;
    if (!mayEdit && known && changesStudent) {
      plan.problems.push(changeRefused(record.row, 'student', record.name, record.admissionNumber));
      continue;
    }
    // A guardian is shared by siblings: changing one the school has changes another student's.
    const changesGuardian = record.guardians.some(
      (guardian) => Object.keys(guardianChanges(guardianByKey.get(guardian.phoneKey), guardian)).length > 0,
    );
    if (!mayEdit && changesGuardian) {
      plan.problems.push(
        changeRefused(record.row, 'guardian', record.name, record.guardians[0]?.phone ?? ''),
      );
      continue;
    }
    if (newBatches.length > 0) plan.batchWrites.push({ key, sectionIds: newBatches });
    if (newConsent) plan.consentWrites.push({ key, record });
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
    if (newBatches.length > 0) named.add('section');
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
    ...(await batchesAndConsents(
      db,
      tenantId,
      current.map((row) => row.id),
    )),
  };
}

/** The further batches and the consents in force of the batch's known students. */
async function batchesAndConsents(db: TenantDatabase, tenantId: string, studentIds: readonly string[]) {
  const batchesOf = new Map<string, Set<string>>();
  const consentsOf = new Map<string, string[][]>();
  if (studentIds.length === 0) return { batchesOf, consentsOf };
  const attends = await db
    .select({ studentId: studentBatches.studentId, sectionId: studentBatches.sectionId })
    .from(studentBatches)
    .where(and(eq(studentBatches.tenantId, tenantId), inArray(studentBatches.studentId, [...studentIds])));
  for (const { studentId, sectionId } of attends) {
    batchesOf.set(studentId, (batchesOf.get(studentId) ?? new Set<string>()).add(sectionId));
  }
  const consents = await db
    .select({ studentId: studentConsents.studentId, purposes: studentConsents.purposes })
    .from(studentConsents)
    .where(
      and(
        eq(studentConsents.tenantId, tenantId),
        inArray(studentConsents.studentId, [...studentIds]),
        isNull(studentConsents.withdrawnAt),
      ),
    );
  for (const { studentId, purposes } of consents) {
    consentsOf.set(studentId, [...(consentsOf.get(studentId) ?? []), purposes]);
  }
  return { batchesOf, consentsOf };
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
