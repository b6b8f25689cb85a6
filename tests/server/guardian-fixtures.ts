import type { GuardianSession } from '@common/api/portal/guardian';
import { expect } from 'vitest';
import { type PortalTestApp, portalCall, type School } from './portal-helpers';

// A guardian signing in as a parent does (docs/requirements/guardians.md#sign-in): a code asked
// for, read from the mail that carried it, and typed in.

/** Asks for a code for `contact` and reads it from the newest code mailed to `mailbox`. */
export async function mailedCode(
  subject: PortalTestApp,
  school: School,
  contact: string,
  mailbox: string,
  ip?: string,
): Promise<string> {
  const before = subject.mail.to(mailbox, 'guardian_sign_in_code').length;
  const asked = await portalCall(subject.app, school.host, 'POST', '/guardian/code', {
    payload: { contact },
    ...(ip ? { ip } : {}),
  });
  expect(asked.statusCode, asked.body).toBe(202);
  await subject.app.backgroundTasks.settled();
  await subject.app.jobs.drain('mail');
  const mails = subject.mail.to(mailbox, 'guardian_sign_in_code');
  expect(mails.length, 'a new code was mailed').toBe(before + 1);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error('The mail carries no code');
  return code;
}

/** Signs in with a mailed code; the guardian's session. */
export async function guardianSignIn(
  subject: PortalTestApp,
  school: School,
  contact: string,
  mailbox: string,
  ip?: string,
): Promise<GuardianSession> {
  const code = await mailedCode(subject, school, contact, mailbox, ip);
  const answer = await portalCall(subject.app, school.host, 'POST', '/guardian/session', {
    payload: { contact, code },
    ...(ip ? { ip } : {}),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<GuardianSession>();
}
