import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailTransport, OutgoingMail } from './transport';

// Sends what the outbox holds (DESIGN.md "Mail"). Each round claims due mails with one UPDATE
// over `FOR UPDATE SKIP LOCKED` rows, which also counts the attempt and leases the mail to this
// dispatcher, so two instances never hold the same mail at once. A sent mail is marked sent and
// never picked again; a failed attempt is retried with exponential back-off (1, 4, 16, 60 min);
// the fifth failure abandons the mail and keeps the error. Bodies are cleared once a mail is
// sent or abandoned: they may carry one-time links.
//
// A mail is sent at most once unless a process dies between the transport accepting it and the
// row being marked sent (then another dispatcher resends it after the lease, with the same
// Message-ID); the alternative, marking first, would lose mail on every such crash.
//
// main.ts calls start() (a poll every 2 s plus wake-ups from the outbox); tests call drain(),
// which sends everything due by the injected clock and resolves when nothing due is left.

export const MAX_ATTEMPTS = 5;
export const LEASE_MS = 5 * 60_000;
const BATCH = 10;
const POLL_MS = 2000;
/** Back-off after the n-th failed attempt (1-based). */
export function retryDelayMs(attempt: number): number {
  return Math.min(60 * 60_000, 60_000 * 4 ** (attempt - 1));
}

export interface DrainResult {
  sent: number;
  retried: number;
  abandoned: number;
}

export interface MailDispatcherOptions {
  database: DatabaseHandle;
  clock: Clock;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Awaited at the start of drain(): work that may still queue mail (services/background.ts). */
  settle?: () => Promise<void>;
}

export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private started = false;
  private stopped = false;
  private readonly domain: string;

  constructor(private readonly options: MailDispatcherOptions) {
    const address = /<([^<>]+)>$/.exec(options.from)?.[1] ?? options.from;
    this.domain = address.split('@')[1] ?? 'shala.local';
  }

  get transportName(): string {
    return this.options.transport.name;
  }

  /** Polls for due mail until stop(). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /** Looks for mail now (after a transaction queued some) instead of at the next poll. */
  wake(): void {
    if (this.started && !this.stopped) this.schedule(0);
  }

  /** Stops polling, waits for the round in flight, closes the transport. Idempotent. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.options.transport.close().catch(() => undefined);
  }

  /**
   * Sends every mail due now (by the clock), round after round, until none is left; first waits
   * for background work that may still queue mail.
   */
  async drain(): Promise<DrainResult> {
    await this.options.settle?.();
    const total: DrainResult = { sent: 0, retried: 0, abandoned: 0 };
    for (;;) {
      const round = await this.exclusive(() => this.round());
      total.sent += round.sent;
      total.retried += round.retried;
      total.abandoned += round.abandoned;
      if (round.claimed === 0) return total;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.drain();
    } catch (error) {
      this.options.log.warn(
        { err: error },
        'The mail dispatcher could not read the outbox; it will try again',
      );
    }
    if (!this.stopped) this.schedule(this.options.pollMs ?? POLL_MS);
  }

  /** One round at a time per process (drain from a test and the poll loop never overlap). */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = (this.running ?? Promise.resolve()).catch(() => undefined).then(work);
    this.running = next;
    return next;
  }

  private async round(): Promise<DrainResult & { claimed: number }> {
    const { db } = this.options.database;
    const now = this.options.clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sqlIncrement(),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();

    const result = { claimed: claimed.length, sent: 0, retried: 0, abandoned: 0 };
    for (const row of claimed) {
      const outcome = await this.deliver(row);
      result[outcome] += 1;
    }
    return result;
  }

  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<'sent' | 'retried' | 'abandoned'> {
    const { db } = this.options.database;
    const { log, transport } = this.options;
    const mail: OutgoingMail = {
      id: row.id,
      kind: row.kind,
      from: this.options.from,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody ?? '',
      html: row.htmlBody ?? '',
      links: row.links,
      messageId: `<${row.id}@${this.domain}>`,
    };
    try {
      await transport.send(mail);
    } catch (error) {
      const message = describe(error);
      const now = this.options.clock.now();
      if (row.attempts >= MAX_ATTEMPTS) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', lockedUntil: null, lastError: message, ...PURGED })
          .where(eq(mailOutbox.id, row.id));
        log.error(
          { mailId: row.id, kind: row.kind, attempts: row.attempts, error: message },
          `Mail abandoned after ${row.attempts} failed attempts`,
        );
        return 'abandoned';
      }
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: retryAt, lockedUntil: null, lastError: message })
        .where(eq(mailOutbox.id, row.id));
      log.warn(
        {
          mailId: row.id,
          kind: row.kind,
          attempt: row.attempts,
          retryAt: retryAt.toISOString(),
          error: message,
        },
        'Mail not sent; it will be retried',
      );
      return 'retried';
    }
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: this.options.clock.now(),
        lockedUntil: null,
        lastError: null,
        ...PURGED,
      })
      .where(eq(mailOutbox.id, row.id));
    log.info({ mailId: row.id, kind: row.kind, transport: transport.name }, 'Mail sent');
    return 'sent';
  }
}

// What a finished mail keeps: who, what kind, when, the outcome; not the body or its links.
const PURGED = { textBody: null, htmlBody: null, links: [] as string[] };

function sqlIncrement() {
  return sql`${mailOutbox.attempts} + 1`;
}

/** The transport's error in one line, without a stack (SMTP replies can be long). */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 500);
}
