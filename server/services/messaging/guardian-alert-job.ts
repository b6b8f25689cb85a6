import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, DatabaseHandle } from '../../db/client';
import { guardianAlerts, guardians, students, tenants } from '../../db/schema';
import { describe, type JobKind, type RetryPolicy } from '../../jobs/runner';
import { alertText } from './alert-texts';
import type { GuardianMessenger, MessageChannel } from './guardian-messenger';

// The `guardian-alert` job: sends one guardian_alerts row. Queued in the transaction of the
// attendance submission that caused it (services/portal/attendance/absence-alerts.ts). An absence
// message is only worth sending the same morning, so the retries are quick: after 1, 2, 4, 8 and
// 16 minutes, then the alert is marked failed.

export const GUARDIAN_ALERT_JOB = 'guardian-alert';

export const GUARDIAN_ALERT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 60_000,
  factor: 2,
  maxDelayMs: 30 * 60_000,
};

export interface GuardianAlertPayload {
  tenantId: string;
  alertId: string;
}

export function guardianAlertKind(options: {
  database: DatabaseHandle;
  clock: Clock;
  messenger: GuardianMessenger;
  log: FastifyBaseLogger;
}): JobKind<GuardianAlertPayload> {
  const { database, clock, messenger, log } = options;
  // In the runner's transaction: on PGlite a second one would wait for it.
  const markFailed = (tx: Database, payload: GuardianAlertPayload) =>
    tx
      .update(guardianAlerts)
      .set({ state: 'failed' })
      .where(and(eq(guardianAlerts.tenantId, payload.tenantId), eq(guardianAlerts.id, payload.alertId)));
  return {
    name: GUARDIAN_ALERT_JOB,
    policy: GUARDIAN_ALERT_RETRY,
    async run({ payload }) {
      // The app's own role: the school's name (tenants) and the outbox are not the tenant role's.
      await database.db.transaction(async (db) => {
        const [row] = await db
          .select({
            kind: guardianAlerts.kind,
            state: guardianAlerts.state,
            channel: guardianAlerts.channel,
            date: guardianAlerts.date,
            student: students.name,
            school: tenants.name,
            email: guardians.email,
            phone: guardians.phone,
            language: guardians.language,
          })
          .from(guardianAlerts)
          .innerJoin(students, eq(students.id, guardianAlerts.studentId))
          .innerJoin(guardians, eq(guardians.id, guardianAlerts.guardianId))
          .innerJoin(tenants, eq(tenants.id, guardianAlerts.tenantId))
          .where(and(eq(guardianAlerts.tenantId, payload.tenantId), eq(guardianAlerts.id, payload.alertId)));
        if (row?.state !== 'queued') return;
        const channel = row.channel as MessageChannel;
        const to = channel === 'email' ? row.email : row.phone;
        if (!to) throw new Error(`The guardian has no ${channel === 'email' ? 'e-mail' : 'phone'} any more.`);
        const { subject, text } = alertText(row.language, row.kind, {
          student: row.student,
          school: row.school,
          date: row.date,
        });
        await messenger.send(db, { channel, to, subject, text, language: row.language });
        await db
          .update(guardianAlerts)
          .set({ state: 'sent', sentAt: clock.now() })
          .where(eq(guardianAlerts.id, payload.alertId));
      });
    },
    async onRetry(_tx, job, error, retryAt) {
      log.warn(
        {
          alertId: (job.payload as unknown as GuardianAlertPayload).alertId,
          attempt: job.attempts,
          retryAt,
          error: describe(error),
        },
        'Guardian alert not sent; it will be retried',
      );
    },
    async onDeadLetter(tx, job, reason) {
      const payload = job.payload as unknown as GuardianAlertPayload;
      await markFailed(tx, payload);
      log.error(
        { alertId: payload.alertId, attempts: job.attempts, error: reason },
        'Guardian alert abandoned',
      );
    },
  };
}
