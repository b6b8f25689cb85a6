import { GUARDIAN_ALERT_JOB } from '@server/services/messaging/guardian-alert-job';
import { CONFIRMATION_JOB } from '@server/services/messaging/guardian-contacts';
import { expect } from 'vitest';
import type { PortalTestApp } from './portal-helpers';

// A guardian answering a school's first message (server/services/messaging/guardian-contacts.ts):
// the confirmation's link, opened as a browser would (GET the page on the school's portal address),
// then the page's form posted.

/** Every job a submission starts, then the mails they queued. */
export async function deliverMessages(subject: PortalTestApp): Promise<void> {
  await subject.app.jobs.drain([GUARDIAN_ALERT_JOB, CONFIRMATION_JOB]);
  await subject.app.jobs.drain('mail');
}

/** The confirmation link mailed to `address` (the newest). */
export function confirmationLink(subject: PortalTestApp, address: string): URL {
  return subject.mail.link(address, '/messages');
}

/** Opens the page a link names: its status and HTML. */
export async function openPage(subject: PortalTestApp, link: URL) {
  const answer = await subject.app.inject({
    method: 'GET',
    url: `${link.pathname}${link.search}`,
    headers: { host: link.host },
  });
  return { status: answer.statusCode, html: answer.body, headers: answer.headers };
}

/** Posts the page's form with an answer, as the page's buttons do. */
export async function postAnswer(subject: PortalTestApp, link: URL, answer: 'accept' | 'stop') {
  const token = link.searchParams.get('token') ?? '';
  const reply = await subject.app.inject({
    method: 'POST',
    url: link.pathname,
    headers: { host: link.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, answer }).toString(),
  });
  return { status: reply.statusCode, html: reply.body };
}

/** The guardian at `address` opens the link and accepts; the held alerts are then delivered. */
export async function acceptMessages(subject: PortalTestApp, address: string): Promise<void> {
  const link = confirmationLink(subject, address);
  expect((await openPage(subject, link)).status).toBe(200);
  expect((await postAnswer(subject, link, 'accept')).status).toBe(200);
  await deliverMessages(subject);
}
