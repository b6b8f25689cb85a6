import { guardianAlerts, guardians, studentConsents, studentGuardians } from '@server/db/schema';
import { asAppRole, type TenantDatabase } from '@server/db/tenant-scope';
import type { JobRunner } from '@server/jobs/runner';
import { GUARDIAN_ALERT_JOB } from '@server/services/messaging/guardian-alert-job';
import type { GuardianMessenger } from '@server/services/messaging/guardian-messenger';
import { and, eq, inArray, sql } from 'drizzle-orm';

// Absence alerts (docs/requirements/school-day.md#absence-alerts), queued in the transaction of
// the submission that decided the student's day: one 'absent' message per guardian and day, only
// with a current consent covering guardian messages; one 'correction' when a student alerted as
// absent is then marked present or late. The unique key (student, guardian, day, kind) makes
// every repeat, retry or re-absence a no-op.

const GUARDIAN_MESSAGES = JSON.stringify(['guardian_messages']);

interface AlertContext {
  db: TenantDatabase;
  tenantId: string;
  date: string;
  jobs: JobRunner;
  messenger: GuardianMessenger;
}

export async function queueAbsenceAlerts(context: AlertContext, absent: string[], present: string[]) {
  if (absent.length > 0) await queueAbsent(context, absent);
  if (present.length > 0) await queueCorrections(context, present);
}

async function queueAbsent(context: AlertContext, studentIds: string[]) {
  const { db, tenantId } = context;
  const consented = sql`exists (select 1 from ${studentConsents} where ${studentConsents.studentId} = ${studentGuardians.studentId}
    and ${studentConsents.withdrawnAt} is null and ${studentConsents.purposes} @> ${GUARDIAN_MESSAGES}::jsonb)`;
  const recipients = await db
    .select({ studentId: studentGuardians.studentId, guardianId: guardians.id, email: guardians.email })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(
      and(
        eq(studentGuardians.tenantId, tenantId),
        inArray(studentGuardians.studentId, studentIds),
        consented,
      ),
    );
  await record(context, 'absent', recipients);
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
    .select({ studentId: guardianAlerts.studentId, guardianId: guardians.id, email: guardians.email })
    .from(guardianAlerts)
    .innerJoin(guardians, eq(guardians.id, guardianAlerts.guardianId))
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
  recipients: { studentId: string; guardianId: string; email: string | null }[],
) {
  const { db, tenantId, date, jobs, messenger } = context;
  const rows = recipients.flatMap((recipient) => {
    const channel = messenger.channelFor(recipient);
    return channel
      ? [{ tenantId, studentId: recipient.studentId, guardianId: recipient.guardianId, date, kind, channel }]
      : [];
  });
  if (rows.length === 0) return;
  const queued = await db
    .insert(guardianAlerts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: guardianAlerts.id });
  if (queued.length === 0) return;
  // The jobs table is the app's, not the tenant role's.
  await asAppRole(db, async (appDb) => {
    for (const alert of queued) {
      await jobs.enqueue(appDb, GUARDIAN_ALERT_JOB, { tenantId, alertId: alert.id }, { key: alert.id });
    }
  });
}
