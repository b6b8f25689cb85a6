import { schoolDayBounds, schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Database, DatabaseHandle } from '@server/db/client';
import { guardianAlerts, guardianContacts, guardians, tenants } from '@server/db/schema';
import { describe, type JobKind, type JobRunner, type RetryPolicy } from '@server/jobs/runner';
import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { portalOrigin } from '../portal/portal-address';
import { hashToken, newToken } from '../secrets';
import type { MessageLanguage } from './alert-texts';
import { GUARDIAN_ALERT_JOB } from './guardian-alert-job';
import type { GuardianMessenger, MessageChannel } from './guardian-messenger';
import { plainWords, SCHOOL_FALLBACK } from './safe-text';

// Messages go only to people who agreed (docs/requirements/security.md#messages-to-guardians).
// Consent recorded by the school is the school's word; the address is the guardian's. So the first
// message to an address or number is a confirmation naming the school, with a link to a page on
// the school's portal where the guardian accepts or stops the messages (GUARDIAN_PAGE_PATH); an
// alert to an address not yet accepted is held, not sent (guardian-alert-job.ts asks `gate`).
// SMS and WhatsApp confirmations carry the link too: a reply would need an inbound hook from the
// provider, which Shala does not have.
//
// A held alert waits for the end of its school day (IST): accepted the same day, the day's held
// alerts go out; held from an earlier day, they expire unsent (yesterday's absence is no news).
// A school sends at most GUARDIAN_CONFIRMATIONS_PER_DAY confirmations a day; the rest wait, as
// `waiting`, for the next day (the daily summary shows how many wait).

export const CONFIRMATION_JOB = 'guardian-confirmation';
/** The page a confirmation links to, on the school's portal address: no sign-in. */
export const GUARDIAN_PAGE_PATH = '/messages';
/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

const CONFIRMATION_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 60_000,
  factor: 4,
  maxDelayMs: 60 * 60_000,
};

export type ContactState = 'confirmed' | 'declined' | 'pending';

/** A guardian's answer, as the other messages held for the address hear it (a fee reminder's). */
export interface ContactAnswer {
  tenantId: string;
  channel: MessageChannel;
  address: string;
  answer: 'accept' | 'stop';
  /** The school day of the answer: held messages of that day go out on acceptance, older ones expire. */
  today: string;
}

/** Runs in the answer's transaction, as the app's role. */
export type AnswerHook = (db: Database, answer: ContactAnswer) => Promise<void>;

interface Address {
  tenantId: string;
  channel: MessageChannel;
  address: string;
  language: MessageLanguage;
}

interface ConfirmationPayload {
  tenantId: string;
  contactId: string;
}

/** What the guardian's page shows: the school, the address (partly hidden) and the answer so far. */
export interface ContactView {
  school: string;
  address: string;
  language: MessageLanguage;
  state: 'asked' | 'confirmed' | 'declined';
}

/** j***@example.in, ******3210: enough for the guardian to know it is theirs. */
export function maskedAddress(channel: string, address: string): string {
  if (channel === 'email') {
    const [local = '', domain = ''] = address.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${'*'.repeat(Math.max(0, address.length - 4))}${address.slice(-4)}`;
}

export class GuardianContacts {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;
  private readonly jobs: JobRunner;
  private readonly messenger: GuardianMessenger;
  private readonly config: Pick<Config, 'publicUrl' | 'tenantDomain' | 'guardianConfirmationsPerDay'>;
  private readonly log: FastifyBaseLogger;
  private readonly answerHooks: AnswerHook[] = [];

  constructor(options: {
    database: DatabaseHandle;
    clock: Clock;
    jobs: JobRunner;
    messenger: GuardianMessenger;
    config: Pick<Config, 'publicUrl' | 'tenantDomain' | 'guardianConfirmationsPerDay'>;
    log: FastifyBaseLogger;
  }) {
    this.database = options.database;
    this.clock = options.clock;
    this.jobs = options.jobs;
    this.messenger = options.messenger;
    this.config = options.config;
    this.log = options.log;
  }

  /**
   * What else holds messages for an address: told of each answer in its transaction (the fee
   * reminders, services/portal/fees/reminder-jobs.ts; absence alerts are released below).
   */
  whenAnswered(hook: AnswerHook): void {
    this.answerHooks.push(hook);
  }

  /**
   * Whether a message may go to this address now (in the caller's transaction, as the app's
   * role). An address the school has never reached gets its confirmation queued. One whose link
   * expired unanswered is not asked again: the confirmation promised a stranger no more messages.
   */
  async gate(db: Database, target: Address): Promise<ContactState> {
    const now = this.clock.now();
    const [created] = await db
      .insert(guardianContacts)
      .values({ ...target, state: 'waiting', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: guardianContacts.id });
    if (created) {
      await this.queueConfirmation(db, target.tenantId, created.id);
      return 'pending';
    }
    const [contact] = await db
      .select()
      .from(guardianContacts)
      .where(
        and(
          eq(guardianContacts.tenantId, target.tenantId),
          eq(guardianContacts.channel, target.channel),
          eq(guardianContacts.address, target.address),
        ),
      );
    if (contact?.state === 'confirmed' || contact?.state === 'declined') return contact.state;
    return 'pending';
  }

  private queueConfirmation(db: Database, tenantId: string, contactId: string, runAt?: Date) {
    const payload: ConfirmationPayload = { tenantId, contactId };
    return this.jobs.enqueue(db, CONFIRMATION_JOB, payload, { key: contactId, ...(runAt ? { runAt } : {}) });
  }

  /** The `guardian-confirmation` job: sends one confirmation, within the school's daily cap. */
  confirmationKind(): JobKind<ConfirmationPayload> {
    return {
      name: CONFIRMATION_JOB,
      policy: CONFIRMATION_RETRY,
      run: async ({ payload }) => {
        await this.database.db.transaction(async (db) => {
          // The school's row, locked: two confirmations at once count one after the other.
          const [school] = await db
            .select({ name: tenants.name, code: tenants.code })
            .from(tenants)
            .where(eq(tenants.id, payload.tenantId))
            .for('update');
          const [contact] = await db
            .select()
            .from(guardianContacts)
            .where(
              and(
                eq(guardianContacts.tenantId, payload.tenantId),
                eq(guardianContacts.id, payload.contactId),
              ),
            );
          if (!school || contact?.state !== 'waiting') return;
          const now = this.clock.now();
          const { start, next } = schoolDayBounds(schoolToday(now));
          const [sent] = await db
            .select({ count: count() })
            .from(guardianContacts)
            .where(
              and(eq(guardianContacts.tenantId, payload.tenantId), gte(guardianContacts.askedAt, start)),
            );
          if ((sent?.count ?? 0) >= this.config.guardianConfirmationsPerDay) {
            await this.queueConfirmation(db, payload.tenantId, contact.id, next);
            return;
          }
          const token = newToken();
          await db
            .update(guardianContacts)
            .set({
              state: 'asked',
              tokenHash: hashToken(token),
              expiresAt: new Date(now.getTime() + CONFIRMATION_VALID_MS),
              askedAt: now,
            })
            .where(eq(guardianContacts.id, contact.id));
          const link = `${portalOrigin(this.config, school.code)}${GUARDIAN_PAGE_PATH}?token=${token}`;
          await this.messenger.send(db, {
            channel: contact.channel as MessageChannel,
            to: contact.address,
            language: contact.language,
            template: 'confirm',
            variables: { school: plainWords(school.name, SCHOOL_FALLBACK[contact.language]), link },
            tenantId: payload.tenantId,
          });
        });
      },
      onRetry: async (_tx, job, error, retryAt) => {
        this.log.warn(
          { jobId: job.id, attempt: job.attempts, retryAt, error: describe(error) },
          'Guardian confirmation not sent; it will be retried',
        );
      },
    };
  }

  /** The contact a link names on this school's portal, when the link still works. */
  async view(tenantId: string, token: string): Promise<ContactView | undefined> {
    const [row] = await this.database.db
      .select({
        school: tenants.name,
        channel: guardianContacts.channel,
        address: guardianContacts.address,
        language: guardianContacts.language,
        state: guardianContacts.state,
      })
      .from(guardianContacts)
      .innerJoin(tenants, eq(tenants.id, guardianContacts.tenantId))
      .where(this.live(tenantId, token));
    if (!row || row.state === 'waiting') return undefined;
    return {
      school: plainWords(row.school, SCHOOL_FALLBACK[row.language]),
      address: maskedAddress(row.channel, row.address),
      language: row.language,
      state: row.state,
    };
  }

  /**
   * The guardian's answer: uses the link up. Accepted, the day's held alerts to the address go
   * out and earlier ones expire; stopped, the held ones are never sent and nothing more is.
   */
  async answer(tenantId: string, token: string, answer: 'accept' | 'stop'): Promise<ContactView | undefined> {
    return this.database.db.transaction(async (db) => {
      const now = this.clock.now();
      const [contact] = await db
        .update(guardianContacts)
        .set({ state: answer === 'accept' ? 'confirmed' : 'declined', tokenHash: null, answeredAt: now })
        .where(and(this.live(tenantId, token), eq(guardianContacts.state, 'asked')))
        .returning();
      if (!contact) return undefined;
      const held = await db
        .select({ id: guardianAlerts.id, date: guardianAlerts.date })
        .from(guardianAlerts)
        .innerJoin(guardians, eq(guardians.id, guardianAlerts.guardianId))
        .where(
          and(
            eq(guardianAlerts.tenantId, tenantId),
            eq(guardianAlerts.state, 'held'),
            eq(guardianAlerts.channel, contact.channel),
            contact.channel === 'email'
              ? eq(guardians.email, contact.address)
              : eq(guardians.phone, contact.address),
          ),
        );
      const today = schoolToday(now);
      const release = answer === 'accept' ? held.filter((alert) => alert.date === today) : [];
      const drop = held.filter((alert) => !release.includes(alert));
      if (drop.length > 0) {
        await db
          .update(guardianAlerts)
          .set(answer === 'accept' ? { state: 'expired' } : { state: 'stopped', reason: 'declined' })
          .where(
            inArray(
              guardianAlerts.id,
              drop.map((alert) => alert.id),
            ),
          );
      }
      if (release.length > 0) {
        await db
          .update(guardianAlerts)
          .set({ state: 'queued', reason: null })
          .where(
            inArray(
              guardianAlerts.id,
              release.map((alert) => alert.id),
            ),
          );
        for (const alert of release) {
          await this.jobs.enqueue(db, GUARDIAN_ALERT_JOB, { tenantId, alertId: alert.id }, { key: alert.id });
        }
      }
      for (const hook of this.answerHooks) {
        await hook(db, {
          tenantId,
          channel: contact.channel as MessageChannel,
          address: contact.address,
          answer,
          today,
        });
      }
      const [school] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
      return {
        school: plainWords(school?.name ?? '', SCHOOL_FALLBACK[contact.language]),
        address: maskedAddress(contact.channel, contact.address),
        language: contact.language,
        state: contact.state as 'confirmed' | 'declined',
      };
    });
  }

  private live(tenantId: string, token: string) {
    return and(
      eq(guardianContacts.tenantId, tenantId),
      eq(guardianContacts.tokenHash, hashToken(token)),
      gt(guardianContacts.expiresAt, this.clock.now()),
    );
  }
}
