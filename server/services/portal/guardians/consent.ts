import { CONSENT_PURPOSES, type ConsentPurpose, GUARDIAN_CONSENT_METHODS } from '@common/api/portal/consent';
import type { ChildConsent, ConsentChange } from '@common/api/portal/guardian';
import { schoolToday } from '@common/school-clock';
import { guardianContacts, guardians, studentConsents, studentGuardians, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { consentAuditDetail } from '../audit-details';
import { recordAudit } from '../audit-log';
import { notFound } from '../portal-rules';
import { childOf } from './children';
import { withContact } from './contact';
import type { GuardianCaller } from './sign-in';

// Consent the guardian gives themselves (docs/requirements/guardians.md#consent): they see what the
// school holds about their child and give or withdraw each purpose, as easily one way as the other.
// A consent given here is the strong kind the DPDP Rules ask for: recorded in the guardian's own
// name, its method saying it was verified by the code that signed them in (to their phone or
// e-mail), with an audit entry in their name. Withdrawing a purpose withdraws each consent in force
// that covers it; one that covered other purposes too is recorded again, as it was, for those. A
// consent to guardian messages given here also confirms the address the code reached (the
// first-contact rule, services/messaging/guardian-contacts.ts).

const GUARDIAN_METHODS: ReadonlySet<string> = new Set(GUARDIAN_CONSENT_METHODS);

/** The guardian row, with this contact, that is linked to the child (and how they are related). */
async function guardianOfChild(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
) {
  const [row] = await db
    .select({
      name: guardians.name,
      phone: guardians.phone,
      email: guardians.email,
      language: guardians.language,
      relation: studentGuardians.relation,
    })
    .from(guardians)
    .innerJoin(studentGuardians, eq(studentGuardians.guardianId, guardians.id))
    .where(and(withContact(tenantId, caller.contact), eq(studentGuardians.studentId, studentId)))
    .orderBy(asc(studentGuardians.position))
    .limit(1);
  if (!row) throw notFound('student');
  return row;
}

function consentsInForce(db: TenantDatabase, tenantId: string, studentId: string) {
  return db
    .select()
    .from(studentConsents)
    .where(
      and(
        eq(studentConsents.tenantId, tenantId),
        eq(studentConsents.studentId, studentId),
        isNull(studentConsents.withdrawnAt),
      ),
    )
    .orderBy(asc(studentConsents.recordedAt));
}

export async function readChildConsent(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
): Promise<ChildConsent> {
  const child = await childOf(db, tenantId, caller, studentId);
  const [student] = await db
    .select({
      name: students.name,
      admissionNumber: students.admissionNumber,
      dateOfBirth: students.dateOfBirth,
      gender: students.gender,
      address: students.address,
    })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  if (!student) throw notFound('student');
  const linked = await db
    .select({
      name: guardians.name,
      relation: studentGuardians.relation,
      phone: guardians.phone,
      email: guardians.email,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), eq(studentGuardians.studentId, studentId)))
    .orderBy(asc(studentGuardians.position));
  const inForce = await consentsInForce(db, tenantId, studentId);
  return {
    child,
    record: { ...student, guardians: linked },
    purposes: CONSENT_PURPOSES.map((purpose) => {
      // The latest consent in force covering it says who gave it and since when.
      const covering = inForce.filter((row) => row.purposes.includes(purpose)).at(-1);
      return {
        purpose,
        given: covering !== undefined,
        by: covering ? (GUARDIAN_METHODS.has(covering.method) ? 'guardian' : 'school') : null,
        since: covering?.givenOn ?? null,
      };
    }),
  };
}

export async function changeChildConsent(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  studentId: string,
  change: ConsentChange,
  now: Date,
): Promise<ChildConsent> {
  await childOf(db, tenantId, caller, studentId);
  const guardian = await guardianOfChild(db, tenantId, caller, studentId);
  // One change to a child's consents at a time: two taps (or two guardians) do not both record.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`consent:${studentId}`}, 0))`);
  const [student] = await db
    .select({ admissionNumber: students.admissionNumber })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  const covering = (await consentsInForce(db, tenantId, studentId)).filter((row) =>
    row.purposes.includes(change.purpose),
  );
  const actor = { memberId: null, name: guardian.name };
  const entry = (action: 'consent_recorded' | 'consent_withdrawn', detail: string) => ({
    action,
    studentId,
    admissionNumber: student?.admissionNumber ?? null,
    detail,
  });
  if (change.given && covering.length === 0) {
    const method = caller.verifiedBy === 'email' ? 'code_to_email' : 'code_to_phone';
    await db.insert(studentConsents).values({
      tenantId,
      studentId,
      guardianName: guardian.name,
      relation: guardian.relation,
      method,
      givenOn: schoolToday(now),
      purposes: [change.purpose],
      recordedBy: null,
      recordedByName: guardian.name,
      recordedAt: now,
    });
    await recordAudit(
      db,
      tenantId,
      actor,
      entry('consent_recorded', consentAuditDetail([change.purpose], method)),
      now,
    );
    if (change.purpose === 'guardian_messages') await confirmAddress(db, tenantId, caller, guardian, now);
  }
  if (!change.given && covering.length > 0) {
    for (const row of covering) {
      await db.update(studentConsents).set({ withdrawnAt: now }).where(eq(studentConsents.id, row.id));
      const rest = row.purposes.filter((purpose) => purpose !== change.purpose) as ConsentPurpose[];
      if (rest.length > 0) {
        const { id: _id, withdrawnAt: _withdrawn, ...kept } = row;
        await db.insert(studentConsents).values({ ...kept, purposes: rest, recordedAt: now });
      }
    }
    await recordAudit(
      db,
      tenantId,
      actor,
      entry('consent_withdrawn', consentAuditDetail([change.purpose], null)),
      now,
    );
  }
  return readChildConsent(db, tenantId, caller, studentId);
}

/** The address the sign-in code reached is the guardian's own: messages to it need no confirmation. */
async function confirmAddress(
  db: TenantDatabase,
  tenantId: string,
  caller: GuardianCaller,
  guardian: { phone: string; email: string | null; language: 'en' | 'hi' },
  now: Date,
) {
  const channel = caller.verifiedBy;
  const address =
    channel === 'email'
      ? caller.contact.kind === 'email'
        ? caller.contact.key
        : guardian.email
      : guardian.phone;
  if (!address || !['email', 'sms', 'whatsapp'].includes(channel)) return;
  await db
    .insert(guardianContacts)
    .values({ tenantId, channel, address, language: guardian.language, state: 'confirmed', answeredAt: now })
    .onConflictDoUpdate({
      target: [guardianContacts.tenantId, guardianContacts.channel, guardianContacts.address],
      set: { state: 'confirmed', answeredAt: now, tokenHash: null },
    });
}
