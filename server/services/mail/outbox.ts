import { randomUUID } from 'node:crypto';
import type { Clock } from '@server/clock';
import type { Database } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import type { JobRunner } from '@server/jobs/runner';
import { and, eq, gt, sql } from 'drizzle-orm';
import { MAIL_JOB } from './delivery';

// The transactional outbox: a mail is a row written in the same transaction as the change that
// causes it, with the `mail` job that sends it (delivery.ts), so a registration never exists
// without its verification mail and a rolled-back request never mails. Queuing wakes this
// process's job runner, which sends the mail as soon as the transaction has committed.
//
//   const id = await outbox.enqueueMail(tx, { to, kind: 'contact', subject, text, html, replyTo });

export interface NewMail {
  to: string;
  /** What the mail is, e.g. 'verification', 'password_reset', 'password_changed', 'contact'. */
  kind: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  /** The sender's display name when not Shala's: `"<name> via Shala" <MAIL_FROM's address>`. */
  fromName?: string | undefined;
  /** The links in the mail (the dev mailbox lists them); default: every http(s) URL in `text`. */
  links?: readonly string[];
  /** A school's mail about a student (a guardian's alert): erasure deletes it by these. */
  tenantId?: string | undefined;
  studentId?: string | undefined;
}

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

export class MailOutbox {
  constructor(
    private readonly clock: Clock,
    private readonly jobs: JobRunner,
  ) {}

  /** Queues a mail inside the caller's transaction; returns its id. */
  async enqueueMail(tx: Executor, mail: NewMail): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    await tx.insert(mailOutbox).values({
      id,
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      fromName: mail.fromName ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      links: [...(mail.links ?? mail.text.match(URL_IN_TEXT) ?? [])],
      tenantId: mail.tenantId ?? null,
      studentId: mail.studentId ?? null,
      createdAt: now,
    });
    await this.jobs.enqueue(tx, MAIL_JOB, { mailId: id }, { key: id });
    return id;
  }

  /**
   * How many mails of this kind were queued for this address within `windowMs` (the per-address
   * limits count mails, not requests). Lock the user's row first to make the count
   * and the enqueue one step under concurrency.
   */
  async countRecent(tx: Executor, to: string, kind: string, windowMs: number): Promise<number> {
    const since = new Date(this.clock.now().getTime() - windowMs);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind), gt(mailOutbox.createdAt, since)));
    return Number(row?.count ?? 0);
  }
}
