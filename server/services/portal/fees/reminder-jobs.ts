import { nextSchoolTime, schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { Database, DatabaseHandle } from '@server/db/client';
import { feeReminders, feeSettings } from '@server/db/fee-tables';
import { guardians, jobs, students, tenants } from '@server/db/schema';
import { asAppRole, inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { describe, type JobKind, type JobRunner, type RetryPolicy } from '@server/jobs/runner';
import type { MessageLanguage } from '@server/services/messaging/alert-texts';
import type { AnswerHook, GuardianContacts } from '@server/services/messaging/guardian-contacts';
import {
  addressOn,
  type GuardianMessenger,
  type MessageChannel,
} from '@server/services/messaging/guardian-messenger';
import {
  plainPhone,
  plainWords,
  SCHOOL_FALLBACK,
  STUDENT_FALLBACK,
} from '@server/services/messaging/safe-text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { billStudents, duesBody } from './dues-read';
import {
  amountDue,
  dailyTargets,
  FEE_REMINDER_JOB,
  namedDate,
  queueReminders,
  type RemindedChild,
  reminderContext,
  reminderVariables,
} from './reminders';

// The fee reminders' jobs (docs/requirements/fees.md#reminders):
// - `fee-reminders-daily`, one a day at REMINDER_TIME in India, keyed by the day: queues one
//   `fee-reminders` job per active school with fee settings, then queues the next day's. Asked for
//   at every start (serve.ts) like the nightly backup: an advisory lock makes it one job a day
//   whatever the number of instances, and a server that was down at the hour runs the day's when
//   it comes back.
// - `fee-reminders`, one per school and day: in the school's transaction (row-level security),
//   bills its active students and queues that day's reminders (reminders.ts). Safe to repeat: a
//   guardian gets one message a school day, so a second run the same day queues nothing.
// - `fee-reminder`, one per guardian's message: the first-contact gate as for absence alerts
//   (held until the guardian accepts the address, stopped when they declined), then the children
//   billed again, so the message says what is due when it goes, in the guardian's language.

export const FEE_REMINDERS_DAILY_JOB = 'fee-reminders-daily';
export const FEE_REMINDERS_SCHOOL_JOB = 'fee-reminders';

/**
 * 10:00 in India: the office is open to answer the phone number the reminder gives, and the
 * morning's absence alerts are out of the way.
 */
export const REMINDER_TIME_MINUTES = 10 * 60;

// Advisory lock class for the daily job's scheduling ("SHFD"; nightly.ts's backups use "SHLB").
const SCHEDULE_LOCK_CLASS = 0x5348_4644;

const DAILY_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 5 * 60_000,
  factor: 2,
  maxDelayMs: 60 * 60_000,
};
/** A reminder is worth sending the day it was meant for: retried within a few hours, then failed. */
const SEND_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 2 * 60_000,
  factor: 2,
  maxDelayMs: 60 * 60_000,
};

/** The first REMINDER_TIME strictly after `now`. */
export function nextReminderRun(now: Date): Date {
  return nextSchoolTime(now, REMINDER_TIME_MINUTES);
}

/** Queues the next day's run after `after` unless that day's job exists already (in any state). */
export async function scheduleFeeReminders(db: Database, runner: JobRunner, after: Date): Promise<void> {
  const runAt = nextReminderRun(after);
  const day = schoolToday(runAt);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}::int, ${Number(day.replaceAll('-', ''))}::int)`,
    );
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, FEE_REMINDERS_DAILY_JOB), eq(jobs.key, day)))
      .limit(1);
    if (!existing) await runner.enqueue(tx, FEE_REMINDERS_DAILY_JOB, {}, { key: day, runAt });
  });
}

export function feeRemindersDailyKind(options: {
  clock: Clock;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}): JobKind {
  const { clock, jobs: runner, log } = options;
  return {
    name: FEE_REMINDERS_DAILY_JOB,
    policy: DAILY_RETRY,
    async run({ db }) {
      const today = schoolToday(clock.now());
      await db.transaction(async (tx) => {
        const schools = await tx
          .select({ id: tenants.id })
          .from(tenants)
          .innerJoin(feeSettings, eq(feeSettings.tenantId, tenants.id))
          .where(eq(tenants.isActive, true));
        const keys = schools.map((school) => `${school.id}/${today}`);
        const queued =
          keys.length === 0
            ? []
            : await tx
                .select({ key: jobs.key })
                .from(jobs)
                .where(and(eq(jobs.kind, FEE_REMINDERS_SCHOOL_JOB), inArray(jobs.key, keys)));
        const done = new Set(queued.map((row) => row.key));
        for (const school of schools) {
          const key = `${school.id}/${today}`;
          if (!done.has(key))
            await runner.enqueue(tx, FEE_REMINDERS_SCHOOL_JOB, { tenantId: school.id }, { key });
        }
        log.info({ schools: schools.length, day: today }, 'Fee reminders queued for the day');
      });
      await scheduleFeeReminders(db, runner, clock.now());
    },
    async onDeadLetter(tx, job, reason) {
      log.error({ jobId: job.id, reason }, "The day's fee reminders were not queued");
      await scheduleFeeReminders(tx, runner, clock.now());
    },
  };
}

interface SchoolPayload {
  tenantId: string;
}

/** The school as a reminder names it: its name, kind and whether it is open, its contact phone and e-mail. */
async function schoolOf(db: TenantDatabase, tenantId: string) {
  // The tenants table is the app's, not the tenant role's.
  const [school] = await asAppRole(db, (app) =>
    app
      .select({
        name: tenants.name,
        kind: tenants.kind,
        active: tenants.isActive,
        phone: tenants.contactPhone,
        email: tenants.contactEmail,
      })
      .from(tenants)
      .where(eq(tenants.id, tenantId)),
  );
  return school;
}

export function feeRemindersSchoolKind(options: {
  database: DatabaseHandle;
  clock: Clock;
  jobs: JobRunner;
  messenger: GuardianMessenger;
  log: FastifyBaseLogger;
}): JobKind<SchoolPayload> {
  const { database, clock, jobs: runner, messenger, log } = options;
  return {
    name: FEE_REMINDERS_SCHOOL_JOB,
    policy: DAILY_RETRY,
    async run({ payload }) {
      await inTenant(database, payload.tenantId, async (db) => {
        const now = clock.now();
        const today = schoolToday(now);
        const school = await schoolOf(db, payload.tenantId);
        if (!school?.active) return;
        const [configured] = await db
          .select({ tenantId: feeSettings.tenantId })
          .from(feeSettings)
          .where(eq(feeSettings.tenantId, payload.tenantId));
        if (!configured) return;
        const context = await reminderContext(db, payload.tenantId, today, school.kind === 'coaching');
        if (!context) return;
        const active = await db
          .select({ id: students.id })
          .from(students)
          .where(and(eq(students.tenantId, payload.tenantId), eq(students.status, 'active')));
        const billed = await billStudents(
          db,
          context,
          active.map((row) => row.id),
        );
        const targets = dailyTargets(billed, context.settings, today);
        const result = await queueReminders(
          { db, tenantId: payload.tenantId, today, now, jobs: runner, messenger },
          targets,
          targets.map((target) => target.studentId),
        );
        log.info(
          { tenantId: payload.tenantId, day: today, students: targets.length, families: result },
          'Fee reminders queued',
        );
      });
    },
  };
}

interface MessagePayload {
  tenantId: string;
  messageId: string;
}

export function feeReminderKind(options: {
  database: DatabaseHandle;
  clock: Clock;
  messenger: GuardianMessenger;
  contacts: GuardianContacts;
  log: FastifyBaseLogger;
}): JobKind<MessagePayload> {
  const { database, clock, messenger, contacts, log } = options;
  return {
    name: FEE_REMINDER_JOB,
    policy: SEND_RETRY,
    async run({ payload }) {
      await inTenant(database, payload.tenantId, async (db) => {
        const rows = await db
          .select({
            studentId: feeReminders.studentId,
            dueOn: feeReminders.dueOn,
            channel: feeReminders.channel,
            state: feeReminders.state,
            email: guardians.email,
            phone: guardians.phone,
            language: guardians.language,
          })
          .from(feeReminders)
          .innerJoin(guardians, eq(guardians.id, feeReminders.guardianId))
          .where(
            and(eq(feeReminders.tenantId, payload.tenantId), eq(feeReminders.messageId, payload.messageId)),
          );
        const first = rows[0];
        if (first?.state !== 'queued') return;
        const message = and(
          eq(feeReminders.tenantId, payload.tenantId),
          eq(feeReminders.messageId, payload.messageId),
        );
        const channel = first.channel as MessageChannel;
        const language: MessageLanguage = first.language;
        const to = addressOn(channel, first);
        if (!to) throw new Error(`The guardian has no ${channel === 'email' ? 'e-mail' : 'phone'} any more.`);
        const agreed = await asAppRole(db, (app) =>
          contacts.gate(app, { tenantId: payload.tenantId, channel, address: to, language }),
        );
        if (agreed !== 'confirmed') {
          await db
            .update(feeReminders)
            .set({ state: agreed === 'declined' ? 'stopped' : 'held' })
            .where(message);
          return;
        }
        const now = clock.now();
        const school = await schoolOf(db, payload.tenantId);
        const context = school
          ? await reminderContext(db, payload.tenantId, schoolToday(now), school.kind === 'coaching')
          : undefined;
        const billed = context
          ? await billStudents(
              db,
              context,
              rows.map((row) => row.studentId),
            )
          : [];
        const children: RemindedChild[] = [];
        for (const row of rows) {
          const found = billed.find(({ student }) => student.id === row.studentId);
          if (!found || !context || !school || found.student.status === 'erased') continue;
          const paise = amountDue(found.billing, row.dueOn);
          if (paise <= 0) continue;
          const { upiLink } = duesBody(
            { student: found.student, billing: { ...found.billing, dueNowPaise: paise } },
            context.settings,
            school.name,
          );
          children.push({
            name: plainWords(found.student.name, STUDENT_FALLBACK[language]),
            paise,
            dueOn: namedDate(found.billing, row.dueOn),
            upiLink,
          });
        }
        if (!school || !context || children.length === 0) {
          // Paid (or waived, or the student gone) since it was queued: nothing to remind of.
          await db.update(feeReminders).set({ state: 'paid' }).where(message);
          return;
        }
        const phone = context.settings.officePhone || school.phone;
        const name = plainWords(school.name, SCHOOL_FALLBACK[language]);
        await asAppRole(db, (app) =>
          messenger.send(app, {
            channel,
            to,
            language,
            template: 'fee_due',
            variables: reminderVariables(language, name, plainPhone(phone), children),
            tenantId: payload.tenantId,
            studentId: rows[0]?.studentId,
            school: { name, phone, email: school.email },
          }),
        );
        await db.update(feeReminders).set({ state: 'sent', sentAt: now }).where(message);
      });
    },
    async onRetry(_tx, job, error, retryAt) {
      log.warn(
        {
          messageId: (job.payload as unknown as MessagePayload).messageId,
          attempt: job.attempts,
          retryAt,
          error: describe(error),
        },
        'Fee reminder not sent; it will be retried',
      );
    },
    async onDeadLetter(tx, job, reason) {
      const payload = job.payload as unknown as MessagePayload;
      // In the runner's transaction, as the app's role: on PGlite a second one would wait for it.
      await tx
        .update(feeReminders)
        .set({ state: 'failed' })
        .where(
          and(
            eq(feeReminders.tenantId, payload.tenantId),
            eq(feeReminders.messageId, payload.messageId),
            eq(feeReminders.state, 'queued'),
          ),
        );
      log.error(
        { messageId: payload.messageId, attempts: job.attempts, error: reason },
        'Fee reminder abandoned',
      );
    },
  };
}

/**
 * A guardian's answer to the first-contact confirmation (guardian-contacts.ts): accepted, the
 * day's held reminders to the address go out and earlier ones expire; stopped, they never go.
 */
export function releaseHeldReminders(runner: JobRunner): AnswerHook {
  return async (db, { tenantId, channel, address, answer, today }) => {
    const held = await db
      .selectDistinct({ messageId: feeReminders.messageId, onDate: feeReminders.onDate })
      .from(feeReminders)
      .innerJoin(guardians, eq(guardians.id, feeReminders.guardianId))
      .where(
        and(
          eq(feeReminders.tenantId, tenantId),
          eq(feeReminders.state, 'held'),
          eq(feeReminders.channel, channel),
          channel === 'email' ? eq(guardians.email, address) : eq(guardians.phone, address),
        ),
      );
    if (held.length === 0) return;
    const release = answer === 'accept' ? held.filter((message) => message.onDate === today) : [];
    const drop = held.filter((message) => !release.includes(message));
    const ids = (messages: typeof held) => messages.map((message) => message.messageId);
    if (drop.length > 0) {
      await db
        .update(feeReminders)
        .set({ state: answer === 'accept' ? 'expired' : 'stopped' })
        .where(and(eq(feeReminders.tenantId, tenantId), inArray(feeReminders.messageId, ids(drop))));
    }
    if (release.length > 0) {
      await db
        .update(feeReminders)
        .set({ state: 'queued' })
        .where(and(eq(feeReminders.tenantId, tenantId), inArray(feeReminders.messageId, ids(release))));
      for (const messageId of ids(release)) {
        await runner.enqueue(db, FEE_REMINDER_JOB, { tenantId, messageId }, { key: messageId });
      }
    }
  };
}
