import { guardians } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, inArray } from 'drizzle-orm';
import type { checkGuardians } from './student-guardians';

// A guardian is one person per phone, shared by siblings (student-guardians.ts): saving a new
// student who names a phone the school has updates that guardian, and so changes what another
// student's record says (where that child's absence alerts go). Adding a student needs
// students.create; changing a guardian the school has is changing a student, which needs
// students.edit, as the student form's PATCH and an import's rows do. So a member without it may
// name an existing guardian only as the school has them.

type Guardian = ReturnType<typeof checkGuardians>[number];

/** 403 `guardian_change_forbidden` when one of `list` would change a guardian the school has. */
export async function refuseGuardianChanges(
  db: TenantDatabase,
  tenantId: string,
  list: readonly Guardian[],
): Promise<void> {
  if (list.length === 0) return;
  const known = await db
    .select({
      phoneKey: guardians.phoneKey,
      name: guardians.name,
      email: guardians.email,
      language: guardians.language,
    })
    .from(guardians)
    .where(
      and(
        eq(guardians.tenantId, tenantId),
        inArray(
          guardians.phoneKey,
          list.map((guardian) => guardian.key),
        ),
      ),
    );
  const byKey = new Map(known.map((row) => [row.phoneKey, row]));
  const changes = list.some((guardian) => {
    const current = byKey.get(guardian.key);
    if (!current) return false;
    // Left out of the body (undefined) keeps the school's value, as linkGuardians does.
    return (
      current.name !== guardian.name ||
      (guardian.email !== undefined && current.email !== guardian.email) ||
      (guardian.language !== undefined && current.language !== guardian.language)
    );
  });
  if (changes) throw refuse(403, 'guardian_change_forbidden');
}
