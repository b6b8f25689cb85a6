import type { MemberAccount, Role } from '@common/api/portal/people';
import type { PortalSession } from '@common/api/portal/session';
import { expect } from 'vitest';
import { type PortalTestApp, portalCall, type School } from './portal-helpers';

// Members of a school's portal for the people tests: roles by built-in name, and a member invited
// by the owner who accepted through the mailed link.

export const STAFF_PASSWORD = 'Slate&Duster-2031';

let counter = 0;
export function staffEmail(label = 'staff'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now().toString(36)}@vidyavihar.in`;
}

export async function roleOf(subject: PortalTestApp, school: School, builtIn: string): Promise<Role> {
  const answer = await portalCall(subject.app, school.host, 'GET', '/roles', { token: school.ownerToken });
  expect(answer.statusCode, answer.body).toBe(200);
  const role = answer.json<{ roles: Role[] }>().roles.find((each) => each.builtIn === builtIn);
  if (!role) throw new Error(`No built-in role ${builtIn}`);
  return role;
}

/** The newest invitation token mailed to `email` (after the mail job ran). */
export async function invitationToken(subject: PortalTestApp, email: string): Promise<string> {
  await subject.app.jobs.drain('mail');
  return subject.mail.token(email, '/accept-invitation');
}

export async function invite(
  subject: PortalTestApp,
  school: School,
  body: { email?: string; name?: string; roleId: string; language?: 'en' | 'hi' },
  token = school.ownerToken,
): Promise<MemberAccount> {
  const answer = await portalCall(subject.app, school.host, 'POST', '/members', {
    token,
    payload: { email: body.email ?? staffEmail(), name: body.name ?? 'Meera Iyer', ...body },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<MemberAccount>();
}

/** A member with the built-in role given, invited and accepted (from `ip`, if given): their session. */
export async function staffMember(
  subject: PortalTestApp,
  school: School,
  builtIn: string,
  ip?: string,
): Promise<{ member: MemberAccount; session: PortalSession }> {
  const role = await roleOf(subject, school, builtIn);
  const member = await invite(subject, school, { roleId: role.id });
  const token = await invitationToken(subject, member.email);
  const accepted = await portalCall(subject.app, school.host, 'POST', '/invitations/accept', {
    payload: { token, password: STAFF_PASSWORD },
    ...(ip ? { ip } : {}),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { member, session: accepted.json<PortalSession>() };
}
