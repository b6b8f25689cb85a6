import type { GuardianInput } from '@common/api/portal/students';
import { isPlainEmail } from '@common/email';
import { phoneKey } from '@common/portal/phone';
import { normalizePhone } from '@common/validation';
import { guardians, studentGuardians } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { cleanName } from './portal-rules';

// A student's guardians (docs/requirements/students.md#students). Within a school a guardian is
// one person per phone (its last ten digits, common/portal/phone.ts): saving a guardian whose
// phone the school has links that guardian and updates it, so siblings share one row and see
// every change. A guardian no student names any more is personal data with no purpose: removed.

interface CheckedGuardian {
  name: string;
  relation: string;
  phone: string;
  key: string;
  email?: string | null;
  language?: 'en' | 'hi';
}

export function checkGuardians(inputs: readonly GuardianInput[]): CheckedGuardian[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const key = phoneKey(input.phone);
    if (!key) throw refuse(400, 'guardian_phone_invalid');
    if (seen.has(key)) throw refuse(400, 'guardian_phones_same');
    seen.add(key);
    const checked: CheckedGuardian = {
      name: cleanName(input.name, "Guardian's name"),
      relation: input.relation,
      // As typed, without spaces: the same form as employees' phones and an import's.
      phone: normalizePhone(input.phone),
      key,
    };
    if (input.email !== undefined) {
      const email = input.email?.trim() || null;
      if (email !== null && !isPlainEmail(email)) throw refuse(400, 'guardian_email_invalid');
      checked.email = email;
    }
    if (input.language !== undefined) checked.language = input.language;
    return checked;
  });
}

/** Makes `list` the student's guardians, in order: each found by phone (and updated) or added. */
export async function linkGuardians(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
  list: readonly CheckedGuardian[],
  now: Date,
): Promise<void> {
  const ids = new Map<string, string>();
  // In phone order: two saves naming the same guardians in another order lock them in one order
  // (never each waiting for the other's).
  for (const guardian of [...list].sort((a, b) => a.key.localeCompare(b.key))) {
    // One statement, so two saves naming the same new phone at once make one guardian, not a 500.
    const [row] = await db
      .insert(guardians)
      .values({
        tenantId,
        name: guardian.name,
        phone: guardian.phone,
        phoneKey: guardian.key,
        email: guardian.email ?? null,
        language: guardian.language ?? 'en',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [guardians.tenantId, guardians.phoneKey],
        set: {
          name: guardian.name,
          phone: guardian.phone,
          // Left out of the body: as the school has it.
          ...(guardian.email !== undefined ? { email: guardian.email } : {}),
          ...(guardian.language !== undefined ? { language: guardian.language } : {}),
          updatedAt: now,
        },
      })
      .returning({ id: guardians.id });
    if (!row) throw new Error('The guardian was not saved.');
    ids.set(guardian.key, row.id);
  }
  const before = await unlinkAll(db, tenantId, studentId);
  await db.insert(studentGuardians).values(
    list.map((guardian, position) => ({
      tenantId,
      studentId,
      guardianId: ids.get(guardian.key) as string,
      relation: guardian.relation,
      position,
    })),
  );
  await removeUnlinked(
    db,
    tenantId,
    before.filter((id) => ![...ids.values()].includes(id)),
  );
}

/** Erasure: the student names no guardian; one no other student names is removed (returned). */
export function releaseGuardians(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<{ email: string | null; phone: string }[]> {
  return unlinkAll(db, tenantId, studentId).then((ids) => removeUnlinked(db, tenantId, ids));
}

async function unlinkAll(db: TenantDatabase, tenantId: string, studentId: string): Promise<string[]> {
  const removed = await db
    .delete(studentGuardians)
    .where(and(eq(studentGuardians.tenantId, tenantId), eq(studentGuardians.studentId, studentId)))
    .returning({ guardianId: studentGuardians.guardianId });
  return removed.map((link) => link.guardianId);
}

async function removeUnlinked(
  db: TenantDatabase,
  tenantId: string,
  guardianIds: string[],
): Promise<{ email: string | null; phone: string }[]> {
  if (guardianIds.length === 0) return [];
  return db
    .delete(guardians)
    .where(
      and(
        eq(guardians.tenantId, tenantId),
        inArray(guardians.id, guardianIds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(studentGuardians)
            .where(eq(studentGuardians.guardianId, guardians.id)),
        ),
      ),
    )
    .returning({ email: guardians.email, phone: guardians.phone });
}
