import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_GUARDIANS } from '../../../../common/api/portal/students';
import { guardians, studentGuardians, students } from '../../../db/schema';
import type { TenantDatabase } from '../../../db/tenant-scope';
import { changes, emptyOutcome, type SyncBatch } from './batch-outcome';
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
// the first import completes it.

export const syncStudents: SyncBatch<StudentRecord> = async (db, tenantId, batch, { write, now }) => {
  const outcome = emptyOutcome();
  if (batch.length === 0) return outcome;

  const current = await db
    .select({
      id: students.id,
      key: sql<string>`lower(${students.admissionNumber})`,
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
  const studentByKey = new Map(current.map((row) => [row.key, row]));

  // Guardians: the batch's last word on each phone, against the school's.
  const wantedGuardians = new Map<string, GuardianRecord>();
  for (const record of batch)
    for (const guardian of record.guardians) wantedGuardians.set(guardian.phoneKey, guardian);
  const knownGuardians = await db
    .select({
      id: guardians.id,
      phoneKey: guardians.phoneKey,
      name: guardians.name,
      phone: guardians.phone,
      email: guardians.email,
      language: guardians.language,
    })
    .from(guardians)
    .where(and(eq(guardians.tenantId, tenantId), inArray(guardians.phoneKey, [...wantedGuardians.keys()])));
  const guardianIds = new Map(knownGuardians.map((row) => [row.phoneKey, row.id]));
  /** Phone keys whose guardian is new or changes. */
  const guardianChanges = new Set<string>();
  const guardianInserts: (typeof guardians.$inferInsert)[] = [];
  const guardianUpdates: { id: string; set: Partial<typeof guardians.$inferInsert> }[] = [];
  const knownByKey = new Map(knownGuardians.map((row) => [row.phoneKey, row]));
  for (const [key, wanted] of wantedGuardians) {
    const known = knownByKey.get(key);
    if (!known) {
      guardianChanges.add(key);
      guardianInserts.push({
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
    const set = changes(known, { name: wanted.name, email: wanted.email, language: wanted.language });
    if (Object.keys(set).length > 0) {
      guardianChanges.add(key);
      guardianUpdates.push({ id: known.id, set });
    }
  }

  // Links of the batch's existing students.
  const existingIds = current.map((row) => row.id);
  const links =
    existingIds.length === 0
      ? []
      : await db
          .select({
            studentId: studentGuardians.studentId,
            guardianId: studentGuardians.guardianId,
            relation: studentGuardians.relation,
            position: studentGuardians.position,
          })
          .from(studentGuardians)
          .where(
            and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, existingIds)),
          );
  const linkOf = new Map(links.map((link) => [`${link.studentId}|${link.guardianId}`, link]));
  const guardiansOf = new Map<string, Set<string>>();
  for (const link of links) {
    const linked = guardiansOf.get(link.studentId) ?? new Set<string>();
    guardiansOf.set(link.studentId, linked.add(link.guardianId));
  }

  const rollHolders = await holdersOfRolls(db, tenantId, batch, studentByKey);
  /** Where each of the batch's students will sit: `sectionId|rollNumber`. */
  const placeOf = new Map(
    batch.map((record) => {
      const key = record.admissionNumber.toLowerCase();
      return [key, `${record.sectionId}|${record.rollNumber ?? studentByKey.get(key)?.rollNumber ?? null}`];
    }),
  );

  const studentInserts: (typeof students.$inferInsert)[] = [];
  const studentUpdates: { id: string; set: Partial<typeof students.$inferInsert> }[] = [];
  /** Links to write once every id is known: by admission key, the file's guardians in order. */
  const linkWrites: { key: string; record: StudentRecord }[] = [];
  for (const record of batch) {
    const key = record.admissionNumber.toLowerCase();
    const known = studentByKey.get(key);
    if (known?.status === 'erased') {
      outcome.problems.push({
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
        after.add(guardianIds.get(guardian.phoneKey) ?? guardian.phoneKey);
      if (after.size > MAX_GUARDIANS) {
        outcome.problems.push({
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
      outcome.problems.push({
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
    if (!known) {
      outcome.created += 1;
      studentInserts.push({
        tenantId,
        admissionNumber: record.admissionNumber,
        ...fields,
        address: record.address ?? '',
        createdAt: now,
        updatedAt: now,
      });
      linkWrites.push({ key, record });
      continue;
    }
    const set = changes(known, fields);
    const guardiansChange = record.guardians.some((guardian) => guardianChanges.has(guardian.phoneKey));
    const linksChange = record.guardians.some((guardian, position) => {
      const guardianId = guardianIds.get(guardian.phoneKey);
      const link = guardianId ? linkOf.get(`${known.id}|${guardianId}`) : undefined;
      return !link || link.relation !== guardian.relation || link.position !== position;
    });
    if (Object.keys(set).length === 0 && !guardiansChange && !linksChange) {
      outcome.unchanged += 1;
      continue;
    }
    outcome.updated += 1;
    if (Object.keys(set).length > 0) studentUpdates.push({ id: known.id, set });
    if (linksChange) linkWrites.push({ key, record });
  }
  if (!write) return outcome;

  if (guardianInserts.length > 0) {
    const made = await db
      .insert(guardians)
      .values(guardianInserts)
      .returning({ id: guardians.id, phoneKey: guardians.phoneKey });
    for (const row of made) guardianIds.set(row.phoneKey, row.id);
  }
  for (const { id, set } of guardianUpdates) {
    await db
      .update(guardians)
      .set({ ...set, updatedAt: now })
      .where(and(eq(guardians.id, id), eq(guardians.tenantId, tenantId)));
  }
  const studentIds = new Map(current.map((row) => [row.key, row.id]));
  if (studentInserts.length > 0) {
    const made = await db
      .insert(students)
      .values(studentInserts)
      .returning({ id: students.id, key: sql<string>`lower(${students.admissionNumber})` });
    for (const row of made) studentIds.set(row.key, row.id);
  }
  for (const { id, set } of studentUpdates) {
    await db
      .update(students)
      .set({ ...set, updatedAt: now })
      .where(and(eq(students.id, id), eq(students.tenantId, tenantId)));
  }
  const linkRows = linkWrites.flatMap(({ key, record }) => {
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
