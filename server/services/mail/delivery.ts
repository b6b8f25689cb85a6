import type { Clock } from '@server/clock';
import { mailOutbox } from '@server/db/schema';
import { describe, type JobKind, type RetryPolicy } from '@server/jobs/runner';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from './transport';

// The `mail` job kind: sends one outbox mail. The runner brings the retries: a refused send is
// tried again after 1, 4, 16 and 60 minutes (an SMTP outage of an hour loses nothing), and the
// fifth failure abandons the mail with the error kept. Bodies are cleared once a mail is sent or
// abandoned: they may carry one-time links.
//
// A mail is sent at most once unless a process dies between the transport accepting it and the
// row being marked sent (then another runner resends it after the lease, with the same
// Message-ID); the alternative, marking first, would lose mail on every such crash. A database
// that fails only for a moment (a busy pool's wait for a connection) after the send does not
// resend it: marking it sent is tried again for a while before the run counts as failed.

export const MAIL_JOB = 'mail';

export const MAIL_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 60_000,
  factor: 4,
  maxDelayMs: 60 * 60_000,
};

export interface MailPayload {
  mailId: string;
}

export interface MailDeliveryOptions {
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

// What a finished mail keeps: who, what kind, when, the outcome; not the body or its links.
const PURGED = { textBody: null, htmlBody: null, links: [] as string[] };

/** Tries at marking a sent mail sent, a second apart: a failed run would send it again. */
const MARK_SENT_TRIES = 10;
const MARK_SENT_PAUSE_MS = 1000;

async function markSent(write: () => Promise<unknown>, log: FastifyBaseLogger, mailId: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= MARK_SENT_TRIES) throw error;
      log.warn({ mailId, attempt, error: describe(error) }, 'A sent mail could not be marked sent yet');
      await new Promise((resolve) => setTimeout(resolve, MARK_SENT_PAUSE_MS));
    }
  }
}

/**
 * A school's mail: its name as the display name, Shala's own address (a school's domain is not
 * ours to send from). Quotes, backslashes, angle brackets and line breaks cannot break the header.
 */
export function senderOnBehalf(name: string, address: string): string {
  const plain = name
    .replace(/["\\<>\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `"${plain} via Shala" <${address}>`;
}

export function mailDeliveryKind(options: MailDeliveryOptions): JobKind<MailPayload> {
  const { transport, clock, log } = options;
  const address = /<([^<>]+)>$/.exec(options.from)?.[1] ?? options.from;
  const domain = address.split('@')[1] ?? 'shala.local';
  return {
    name: MAIL_JOB,
    policy: MAIL_RETRY,
    // A slow SMTP server may hold a send for a minute; the runner extends the lease meanwhile.
    leaseMs: 60_000,
    // A mail is what its reader waits for: it goes ahead of the alerts and confirmations that
    // queue more mail (runner.ts), so a morning's alerts reach guardians while they keep coming.
    first: true,
    async run({ db, payload }) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, payload.mailId));
      if (row?.status !== 'pending') return;
      const mail: OutgoingMail = {
        id: row.id,
        kind: row.kind,
        from: row.fromName ? senderOnBehalf(row.fromName, address) : options.from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody ?? '',
        html: row.htmlBody ?? '',
        links: row.links,
        messageId: `<${row.id}@${domain}>`,
      };
      await transport.send(mail);
      const sentAt = clock.now();
      await markSent(
        () =>
          db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt, lastError: null, ...PURGED })
            .where(eq(mailOutbox.id, row.id)),
        log,
        row.id,
      );
      log.info({ mailId: row.id, kind: row.kind, transport: transport.name }, 'Mail sent');
    },
    async onRetry(tx, job, error, retryAt) {
      const mailId = (job.payload as unknown as MailPayload).mailId;
      await tx
        .update(mailOutbox)
        .set({ lastError: describe(error) })
        .where(eq(mailOutbox.id, mailId));
      log.warn(
        { mailId, attempt: job.attempts, retryAt: retryAt.toISOString(), error: describe(error) },
        'Mail not sent; it will be retried',
      );
    },
    async onDeadLetter(tx, job, reason) {
      const mailId = (job.payload as unknown as MailPayload).mailId;
      const [mail] = await tx
        .update(mailOutbox)
        .set({ status: 'failed', lastError: reason, ...PURGED })
        .where(eq(mailOutbox.id, mailId))
        .returning({ kind: mailOutbox.kind });
      log.error(
        { mailId, kind: mail?.kind, attempts: job.attempts, error: reason },
        `Mail abandoned after ${job.attempts} failed attempts`,
      );
    },
  };
}
