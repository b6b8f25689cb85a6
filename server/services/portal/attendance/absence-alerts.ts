import type { AlertOutcome, AlertReason, NotTold } from '@common/api/portal/alerts';
import {
  guardianAlerts,
  guardianContacts,
  guardians,
  studentConsents,
  studentGuardians,
  students,
} from '@server/db/schema';
import { asAppRole, type TenantDatabase } from '@server/db/tenant-scope';
import type { JobRunner } from '@server/jobs/runner';
import { GUARDIAN_ALERT_JOB } from '@server/services/messaging/guardian-alert-job';
import { addressOn, type GuardianMessenger } from '@server/services/messaging/guardian-messenger';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

// Absence alerts (docs/requirements/school-day.md#absence-alerts), queued in the transaction of
// the submission that decided the student's day: one 'absent' message per guardian and day, only
// with a current consent covering guardian messages; one 'correction' when a student alerted as
// absent is then marked present or late. The unique key (student, guardian, day, kind) makes
// every repeat, retry or re-absence a no-op. An alert that cannot go (no consent, no address) is
// recorded as not_sent with its reason, and the submission's answer says which guardians were
// told and which students were not reached, and why: nothing is silently not sent.

const GUARDIAN_MESSAGES = JSON.stringify(['guardian_messages']);

interface AlertContext {
  db: TenantDatabase;
  tenantId: string;
  date: string;
  jobs: JobRunner;
  messenger: GuardianMessenger;
}

/** When several guardians of a student are not told, the reason the school can act on first. */
const REASON_ORDER: readonly AlertReason[] = ['unconfirmed', 'declined', 'no_contact', 'no_consent'];

export async function queueAbsenceAlerts(
  context: AlertContext,
  absent: string[],
  present: string[],
): Promise<AlertOutcome> {
  const outcome = absent.length > 0 ? await queueAbsent(context, absent) : { told: 0, notTold: [] };
  if (present.length > 0) await queueCorrections(context, present);
  return outcome;
}

interface Recipient {
  studentId: string;
  guardianId: string;
  email: string | null;
  phone: string;
}

async function queueAbsent(context: AlertContext, studentIds: string[]): Promise<AlertOutcome> {
  const { db, tenantId, messenger } = context;
  const names = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), inArray(students.id, studentIds)));
  const consenting = await db
    .selectDistinct({ studentId: studentConsents.studentId })
    .from(studentConsents)
    .where(
      and(
        eq(studentConsents.tenantId, tenantId),
        inArray(studentConsents.studentId, studentIds),
        isNull(studentConsents.withdrawnAt),
        sql`${studentConsents.purposes} @> ${GUARDIAN_MESSAGES}::jsonb`,
      ),
    );
  const consented = new Set(consenting.map((row) => row.studentId));
  const absentees = names.map((row) => ({ ...row, consented: consented.has(row.id) }));
  const recipients: Recipient[] = await db
    .select({
      studentId: studentGuardians.studentId,
      guardianId: guardians.id,
      email: guardians.email,
      phone: guardians.phone,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, studentIds)));
  const contactStates = await knownContacts(context, recipients);

  const queued: { studentId: string; guardianId: string; channel: string; state: 'queued' | 'stopped' }[] =
    [];
  const notSent: { studentId: string; guardianId: string; channel: string; reason: AlertReason }[] = [];
  const notTold: NotTold[] = [];
  let told = 0;
  for (const student of absentees) {
    const reasons: AlertReason[] = [];
    let reached = false;
    for (const recipient of recipients.filter((one) => one.studentId === student.id)) {
      const channel = messenger.channelFor(recipient);
      const address = channel ? addressOn(channel, recipient) : null;
      const base = { studentId: student.id, guardianId: recipient.guardianId };
      if (!student.consented || !channel || !address) {
        const reason = student.consented ? 'no_contact' : 'no_consent';
        reasons.push(reason);
        notSent.push({ ...base, channel: channel ?? 'email', reason });
        continue;
      }
      const contact = contactStates.get(`${channel} ${address}`);
      // Declined: never asked again, so it stops here; not confirmed yet: the job asks and holds it.
      queued.push({ ...base, channel, state: contact === 'declined' ? 'stopped' : 'queued' });
      if (contact === 'confirmed') {
        told += 1;
        reached = true;
      } else reasons.push(contact === 'declined' ? 'declined' : 'unconfirmed');
    }
    if (!reached) {
      const reason = REASON_ORDER.find((one) => reasons.includes(one)) ?? 'no_contact';
      notTold.push({ studentId: student.id, studentName: student.name, reason });
    }
  }
  await recordNotSent(context, notSent);
  await record(
    context,
    'absent',
    queued.filter((row) => row.state === 'queued'),
  );
  await recordStopped(
    context,
    queued.filter((row) => row.state === 'stopped'),
  );
  notTold.sort((a, b) => a.studentName.localeCompare(b.studentName));
  return { told, notTold };
}

/** What each address the school reaches already answered: `<channel> <address>` to its state. */
async function knownContacts(context: AlertContext, recipients: Recipient[]) {
  const { db, tenantId, messenger } = context;
  const addresses = new Set<string>();
  for (const recipient of recipients) {
    const channel = messenger.channelFor(recipient);
    const address = channel ? addressOn(channel, recipient) : null;
    if (address) addresses.add(address);
  }
  if (addresses.size === 0) return new Map<string, string>();
  const rows = await db
    .select({
      channel: guardianContacts.channel,
      address: guardianContacts.address,
      state: guardianContacts.state,
    })
    .from(guardianContacts)
    .where(and(eq(guardianContacts.tenantId, tenantId), inArray(guardianContacts.address, [...addresses])));
  return new Map(rows.map((row) => [`${row.channel} ${row.address}`, row.state]));
}

const ALERT_KEY = [
  guardianAlerts.studentId,
  guardianAlerts.guardianId,
  guardianAlerts.date,
  guardianAlerts.kind,
];

/** Alerts that cannot go, kept with their reason (a later submission with consent replaces them). */
async function recordNotSent(
  context: AlertContext,
  rows: { studentId: string; guardianId: string; channel: string; reason: AlertReason }[],
) {
  if (rows.length === 0) return;
  const { db, tenantId, date } = context;
  await db
    .insert(guardianAlerts)
    .values(
      rows.map((row) => ({ ...row, tenantId, date, kind: 'absent' as const, state: 'not_sent' as const })),
    )
    .onConflictDoUpdate({
      target: ALERT_KEY,
      set: { reason: sql`excluded.reason`, channel: sql`excluded.channel` },
      setWhere: eq(guardianAlerts.state, 'not_sent'),
    });
}

/** An address whose guardian declined: recorded stopped at once, no job. */
async function recordStopped(
  context: AlertContext,
  rows: { studentId: string; guardianId: string; channel: string }[],
) {
  if (rows.length === 0) return;
  const { db, tenantId, date } = context;
  await db
    .insert(guardianAlerts)
    .values(
      rows.map((row) => ({
        ...row,
        tenantId,
        date,
        kind: 'absent' as const,
        state: 'stopped' as const,
        reason: 'declined' as const,
      })),
    )
    .onConflictDoUpdate({
      target: ALERT_KEY,
      set: { state: 'stopped', reason: 'declined', channel: sql`excluded.channel` },
      setWhere: eq(guardianAlerts.state, 'not_sent'),
    });
}

async function queueCorrections(context: AlertContext, studentIds: string[]) {
  const { db, tenantId, date } = context;
  // An absence held for an address not yet accepted will never be news now: it expires, and no
  // correction follows it.
  await db
    .update(guardianAlerts)
    .set({ state: 'expired' })
    .where(
      and(
        eq(guardianAlerts.tenantId, tenantId),
        eq(guardianAlerts.date, date),
        eq(guardianAlerts.kind, 'absent'),
        eq(guardianAlerts.state, 'held'),
        inArray(guardianAlerts.studentId, studentIds),
      ),
    );
  const alerted = await db
    .select({
      studentId: guardianAlerts.studentId,
      guardianId: guardianAlerts.guardianId,
      channel: guardianAlerts.channel,
    })
    .from(guardianAlerts)
    .where(
      and(
        eq(guardianAlerts.tenantId, tenantId),
        eq(guardianAlerts.date, date),
        eq(guardianAlerts.kind, 'absent'),
        inArray(guardianAlerts.state, ['queued', 'sent']),
        inArray(guardianAlerts.studentId, studentIds),
      ),
    );
  await record(context, 'correction', alerted);
}

async function record(
  context: AlertContext,
  kind: 'absent' | 'correction',
  rows: { studentId: string; guardianId: string; channel: string }[],
) {
  const { db, tenantId, date, jobs } = context;
  if (rows.length === 0) return;
  // A not_sent alert of the day becomes a real one once it can go (consent recorded since).
  const queued = await db
    .insert(guardianAlerts)
    .values(rows.map((row) => ({ ...row, tenantId, date, kind })))
    .onConflictDoUpdate({
      target: ALERT_KEY,
      set: { state: 'queued', reason: null, channel: sql`excluded.channel` },
      setWhere: eq(guardianAlerts.state, 'not_sent'),
    })
    .returning({ id: guardianAlerts.id });
  if (queued.length === 0) return;
  // The jobs table is the app's, not the tenant role's.
  await asAppRole(db, async (appDb) => {
    for (const alert of queued) {
      await jobs.enqueue(appDb, GUARDIAN_ALERT_JOB, { tenantId, alertId: alert.id }, { key: alert.id });
    }
  });
}
