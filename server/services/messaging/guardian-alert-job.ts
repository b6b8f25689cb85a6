import type { Clock } from '@server/clock';
import type { Database, DatabaseHandle } from '@server/db/client';
import {
  classSections,
  guardianAlerts,
  guardians,
  students,
  tenantClasses,
  tenants,
} from '@server/db/schema';
import { describe, type JobKind, type RetryPolicy } from '@server/jobs/runner';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GuardianContacts } from './guardian-contacts';
import { dateInWords } from './guardian-mail';
import { addressOn, type GuardianMessenger, type MessageChannel } from './guardian-messenger';
import {
  CLASS_FALLBACK,
  plainLabel,
  plainPhone,
  plainWords,
  SCHOOL_FALLBACK,
  STUDENT_FALLBACK,
} from './safe-text';

// The `guardian-alert` job: sends one guardian_alerts row. Queued in the transaction of the
// attendance submission that caused it (services/portal/attendance/absence-alerts.ts). An absence
// message is only worth sending the same morning, so the retries are quick: after 1, 2, 4, 8 and
// 16 minutes, then the alert is marked failed. Nothing goes to an address its guardian has not
// accepted (guardian-contacts.ts): the alert is held, and the address gets its confirmation.

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
  contacts: GuardianContacts;
  log: FastifyBaseLogger;
}): JobKind<GuardianAlertPayload> {
  const { database, clock, messenger, contacts, log } = options;
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
            studentId: guardianAlerts.studentId,
            channel: guardianAlerts.channel,
            date: guardianAlerts.date,
            student: students.name,
            school: tenants.name,
            schoolPhone: tenants.contactPhone,
            schoolEmail: tenants.contactEmail,
            className: tenantClasses.name,
            sectionName: classSections.name,
            email: guardians.email,
            phone: guardians.phone,
            language: guardians.language,
          })
          .from(guardianAlerts)
          .innerJoin(students, eq(students.id, guardianAlerts.studentId))
          .innerJoin(guardians, eq(guardians.id, guardianAlerts.guardianId))
          .innerJoin(tenants, eq(tenants.id, guardianAlerts.tenantId))
          .leftJoin(classSections, eq(classSections.id, students.sectionId))
          .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
          .where(and(eq(guardianAlerts.tenantId, payload.tenantId), eq(guardianAlerts.id, payload.alertId)));
        if (row?.state !== 'queued') return;
        const channel = row.channel as MessageChannel;
        const to = addressOn(channel, row);
        if (!to) throw new Error(`The guardian has no ${channel === 'email' ? 'e-mail' : 'phone'} any more.`);
        const agreed = await contacts.gate(db, {
          tenantId: payload.tenantId,
          channel,
          address: to,
          language: row.language,
        });
        if (agreed !== 'confirmed') {
          await db
            .update(guardianAlerts)
            .set(
              agreed === 'declined'
                ? { state: 'stopped', reason: 'declined' }
                : { state: 'held', reason: 'unconfirmed' },
            )
            .where(eq(guardianAlerts.id, payload.alertId));
          return;
        }
        const student = plainWords(row.student, STUDENT_FALLBACK[row.language]);
        const school = plainWords(row.school, SCHOOL_FALLBACK[row.language]);
        const phone = plainPhone(row.schoolPhone);
        const group = [row.className, row.sectionName].filter(Boolean).join(' ');
        await messenger.send(db, {
          channel,
          to,
          language: row.language,
          tenantId: payload.tenantId,
          studentId: row.studentId,
          school: { name: school, phone: row.schoolPhone, email: row.schoolEmail },
          ...(row.kind === 'absent'
            ? {
                template: 'absent',
                variables: {
                  student,
                  class: plainLabel(group, CLASS_FALLBACK[row.language]),
                  school,
                  date: dateInWords(row.date, row.language),
                  phone,
                },
              }
            : { template: 'correction', variables: { student } }),
        });
        await db
          .update(guardianAlerts)
          .set({ state: 'sent', sentAt: clock.now(), reason: null })
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
