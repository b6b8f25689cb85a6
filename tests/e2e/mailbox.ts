// Reads the dev mailbox the server writes under DATA_DIR/mail
// (docs/requirements/mail.md#transports: `<id>.eml` plus a `<id>.json` sidecar
// `{ to, subject, kind, links }`), as a person would open their inbox.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface MailSidecar {
  to: string;
  subject: string;
  kind: string;
  links: string[];
}

async function mails(dataDir: string): Promise<Array<MailSidecar & { at: number }>> {
  const dir = join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        const file = join(dir, name);
        const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
        return { ...(JSON.parse(text) as MailSidecar), at: info.mtimeMs };
      }),
  );
  return found.sort((a, b) => a.at - b.at);
}

/** The newest link to `path` mailed to `to`, waiting for the outbox to deliver it. */
export async function linkFromMailbox(
  dataDir: string,
  to: string,
  path: string,
  timeoutMs = 15_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const link = (await mails(dataDir))
      .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
      .flatMap((mail) => mail.links)
      .map((href) => new URL(href))
      .filter((url) => url.pathname === path)
      .at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a link to ${path} arrived within ${timeoutMs / 1000} s`);
}

/** How many mails went to `to`: a test can wait for the next one. */
export async function mailCount(dataDir: string, to: string): Promise<number> {
  return (await mailsTo(dataDir, to)).length;
}

/** The mails that went to `to`, oldest first (their sidecars: subject, kind, links). */
export async function mailsTo(dataDir: string, to: string): Promise<MailSidecar[]> {
  return (await mails(dataDir)).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** The raw messages (`.eml`, headers and parts) that went to `to`, oldest first: what a mail program shows. */
export async function messagesTo(dataDir: string, to: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        const sidecar = JSON.parse(await readFile(join(dir, name), 'utf8')) as MailSidecar;
        if (!sidecar.to.toLowerCase().includes(to.toLowerCase())) return null;
        const eml = join(dir, name.replace(/\.json$/, '.eml'));
        return { at: (await stat(eml)).mtimeMs, source: await readFile(eml, 'utf8') };
      }),
  );
  return found
    .filter((mail): mail is { at: number; source: string } => mail !== null)
    .sort((a, b) => a.at - b.at)
    .map((mail) => mail.source);
}

/** The newest guardian sign-in code mailed to `to` (its subject starts with it), waiting for it. */
export async function codeFromMailbox(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(dataDir, to)).filter((one) => one.kind === 'guardian_sign_in_code').at(-1);
    const code = mail && /^(\d{6}) /.exec(mail.subject)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No sign-in code to ${to} arrived within ${timeoutMs / 1000} s`);
}
