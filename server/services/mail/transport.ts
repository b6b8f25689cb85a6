import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

// Where mail goes. SMTP (nodemailer) when SMTP_URL is set; otherwise the dev mailbox, a
// development tool that writes each mail as `<id>.eml` (open it in any mail program) with a
// `<id>.json` sidecar `{ to, subject, kind, links }` under DATA_DIR/mail and prints the links, so a
// person running `npm start` can click them (docs/requirements/mail.md#transports). Only the dev
// mailbox prints links: with SMTP nothing logs a token.

export interface OutgoingMail {
  id: string;
  kind: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  links: readonly string[];
  /** Stable per outbox row, so a receiving server can recognise a resend after a lost answer. */
  messageId: string;
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** Connections held open to the SMTP server: as many as the job runner sends mails at once. */
const SMTP_CONNECTIONS = 8;

export function smtpTransport(smtpUrl: string): MailTransport {
  // Time-outs, so a hung server cannot hold a mail job (and its lease) for ever. nodemailer's own
  // logger stays off: it would print message bodies. A pool of open connections, so a morning's
  // alerts (a hundred mails a second) do not each pay for a connection and its greeting.
  const transporter = nodemailer.createTransport(smtpUrl, {
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    logger: false,
    debug: false,
  } as object);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(messageOf(mail));
    },
    async close() {
      transporter.close();
    },
  };
}

function messageOf(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { 'X-Shala-Mail-Kind': mail.kind },
  };
}

export interface DevMailboxOptions {
  directory: string;
  /** Where the links go: the server's logger, so they show in the console. */
  announce: (mail: OutgoingMail, file: string) => void;
}

export function devMailbox(options: DevMailboxOptions): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'dev-mailbox',
    async send(mail) {
      const info = (await composer.sendMail(messageOf(mail))) as { message: Buffer };
      await mkdir(options.directory, { recursive: true });
      const eml = join(options.directory, `${mail.id}.eml`);
      // The .eml first, then the sidecar, each written whole (temp file + rename): a reader that
      // finds the sidecar finds a complete mail beside it.
      await writeAtomically(eml, info.message);
      const sidecar = { to: mail.to, subject: mail.subject, kind: mail.kind, links: mail.links };
      await writeAtomically(
        join(options.directory, `${mail.id}.json`),
        `${JSON.stringify(sidecar, null, 2)}\n`,
      );
      options.announce(mail, eml);
    },
    async close() {},
  };
}

async function writeAtomically(path: string, content: string | Buffer): Promise<void> {
  const partial = `${path}.partial`;
  await writeFile(partial, content);
  await rename(partial, path);
}
