import { ErrorBody, NoContent } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import { InviteBody, MemberAccount, MemberChangeBody, MemberList } from '@common/api/portal/people';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';

// The people with access to the portal (docs/requirements/portal.md#people-and-roles); the rules
// are services/portal/portal-members.ts's. The member checks run before the body is read, so a
// stranger learns nothing from how it would have been judged.

const tags = ['Portal members'];
const errors = { ...portalErrors, 409: ErrorBody };

const portalMemberRoutes: ApiRoutes = async (app, { portal, portalMembers }) => {
  app.get(
    '/members',
    {
      onRequest: portal.member('members.view'),
      schema: {
        tags,
        summary: 'List the members',
        response: { 200: MemberList, ...portalErrors },
      },
    },
    async (request) => ({ members: await portalMembers.list(tenantOf(request)) }),
  );

  app.post(
    '/members',
    {
      onRequest: portal.member('members.create'),
      schema: {
        tags,
        summary: 'Invite a member',
        description:
          "Mails a link to <portal>/accept-invitation, valid 7 days, in the body's language (default English). 409 when the address already has access; 400 for a role that is not this school's or the Owner role; 403 (role_beyond_authority) for a role holding a permission the caller's lacks.",
        body: InviteBody,
        response: { 201: MemberAccount, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await portalMembers.invite(tenantOf(request), callerOf(request), request.body)),
  );

  app.post(
    '/members/:id/resend',
    {
      onRequest: portal.member('members.create'),
      schema: {
        tags,
        summary: 'Send an invitation again',
        description: 'A new link, mailed again; the old one stops working. 409 unless the member is invited.',
        params: IdParams,
        response: { 200: MemberAccount, ...errors },
      },
    },
    async (request) => portalMembers.resend(tenantOf(request), callerOf(request), request.params.id),
  );

  app.patch(
    '/members/:id',
    {
      onRequest: portal.member('members.edit'),
      schema: {
        tags,
        summary: "Change a member's role or turn their access off and on",
        description:
          "Turning a member off ends their sessions. Nobody changes the owner's member or their own (403), nor a member whose role holds a permission theirs lacks (403 member_beyond_authority), nor gives a role holding one (403 role_beyond_authority).",
        params: IdParams,
        body: MemberChangeBody,
        response: { 200: MemberAccount, ...errors },
      },
    },
    async (request) =>
      portalMembers.change(tenantOf(request), callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/members/:id',
    {
      onRequest: portal.member('members.delete'),
      schema: {
        tags,
        summary: 'Revoke an invitation',
        description: 'Only an invitation not yet accepted (409 otherwise): its link stops working.',
        params: IdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await portalMembers.revoke(tenantOf(request), callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default portalMemberRoutes;
