import { phoneKey } from '@common/portal/phone';
import { checkEmail, normalizeEmail } from '@common/validation';
import type { GuardianContactKind } from '@server/db/guardian-tables';
import { guardians } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, type SQL } from 'drizzle-orm';

// How a guardian is known when they sign in (docs/requirements/guardians.md#sign-in): by the phone
// the school keeps for them (its last ten digits, as guardians.phone_key) or by their e-mail
// address (lower-cased). Several guardian rows may share an e-mail address (a couple's one inbox):
// the contact then reaches all of their children.

export interface GuardianContact {
  kind: GuardianContactKind;
  key: string;
}

/** The contact a guardian typed: a phone of ten digits (with +91, spaces...) or an e-mail address; 400 else. */
export function contactOf(raw: string): GuardianContact {
  const typed = raw.trim();
  if (typed.includes('@')) {
    if (checkEmail(typed)) throw refuse(400, 'guardian_contact_invalid');
    return { kind: 'email', key: normalizeEmail(typed) };
  }
  const key = phoneKey(typed);
  if (!key || /[^\d\s()+\-.]/.test(typed)) throw refuse(400, 'guardian_contact_invalid');
  return { kind: 'phone', key };
}

/** The guardian rows of the school that have the contact. */
export function withContact(tenantId: string, contact: GuardianContact): SQL | undefined {
  return and(
    eq(guardians.tenantId, tenantId),
    contact.kind === 'phone' ? eq(guardians.phoneKey, contact.key) : eq(guardians.email, contact.key),
  );
}

export function guardiansWith(db: TenantDatabase, tenantId: string, contact: GuardianContact) {
  return db
    .select({
      id: guardians.id,
      name: guardians.name,
      phone: guardians.phone,
      email: guardians.email,
      language: guardians.language,
    })
    .from(guardians)
    .where(withContact(tenantId, contact))
    .orderBy(guardians.createdAt);
}
