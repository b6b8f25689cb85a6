import { guardianAlerts, guardianContacts, guardians, mailOutbox } from '@server/db/schema';
import { asAppRole, type TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';

// Erasure reaches every copy (docs/requirements/students.md#erasure): a student's erasure deletes,
// in its transaction, the messages about the student (their alert rows and every outbox mail
// about them, sent or not: subject and body name the child) and, for each guardian the erasure
// removed, the mails to that guardian's address and the address's confirmation record, unless
// another guardian of the school still has the address. A declined address is kept: it is the
// guardian's own "no", and keeping it is what stops the school reaching them again.

export async function eraseMessages(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
  removed: readonly { email: string | null; phone: string }[],
): Promise<void> {
  await db
    .delete(guardianAlerts)
    .where(and(eq(guardianAlerts.tenantId, tenantId), eq(guardianAlerts.studentId, studentId)));
  const candidates = [...new Set(removed.flatMap((guardian) => [guardian.email, guardian.phone]))].filter(
    (address): address is string => Boolean(address),
  );
  const stillUsed = candidates.length
    ? await db
        .select({ email: guardians.email, phone: guardians.phone })
        .from(guardians)
        .where(
          and(
            eq(guardians.tenantId, tenantId),
            or(inArray(guardians.email, candidates), inArray(guardians.phone, candidates)),
          ),
        )
    : [];
  const kept = new Set(stillUsed.flatMap((guardian) => [guardian.email, guardian.phone]));
  const addresses = candidates.filter((address) => !kept.has(address));
  if (addresses.length > 0) {
    await db
      .delete(guardianContacts)
      .where(
        and(
          eq(guardianContacts.tenantId, tenantId),
          inArray(guardianContacts.address, addresses),
          notInArray(guardianContacts.state, ['declined']),
        ),
      );
  }
  // The outbox is the app's table, not the school role's.
  await asAppRole(db, (app) =>
    app
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, tenantId),
          addresses.length > 0
            ? or(eq(mailOutbox.studentId, studentId), inArray(mailOutbox.toAddress, addresses))
            : eq(mailOutbox.studentId, studentId),
        ),
      ),
  );
}
