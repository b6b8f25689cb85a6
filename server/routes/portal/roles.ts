import { ErrorBody, NoContent } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import { Role, RoleBody, RoleList } from '@common/api/portal/people';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';

// The portal's roles (docs/requirements/portal.md#people-and-roles); the rules are
// services/portal/portal-roles.ts's.

const tags = ['Portal roles'];
const errors = { ...portalErrors, 409: ErrorBody };

const portalRoleRoutes: ApiRoutes = async (app, { portal, portalRoles }) => {
  app.get(
    '/roles',
    {
      onRequest: portal.member('roles.view'),
      schema: {
        tags,
        summary: 'List the roles',
        description: 'The built-in roles first, then the school’s own by name, each with its member count.',
        response: { 200: RoleList, ...portalErrors },
      },
    },
    async (request) => ({ roles: await portalRoles.list(tenantOf(request)) }),
  );

  app.post(
    '/roles',
    {
      onRequest: portal.member('roles.create'),
      schema: {
        tags,
        summary: 'Create a role',
        description:
          'A name unique in the school whatever its case (409) and permissions from the matrix (unknown ones: 400); an action grants viewing its resource too. Only permissions the caller holds (403 role_beyond_authority).',
        body: RoleBody,
        response: { 201: Role, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await portalRoles.create(tenantOf(request), callerOf(request), request.body)),
  );

  app.patch(
    '/roles/:id',
    {
      onRequest: portal.member('roles.edit'),
      schema: {
        tags,
        summary: 'Rename a role or change its permissions',
        description:
          'Built-in roles cannot be changed (409). Nobody edits the role they hold (403 own_role), nor a role holding, or to hold, a permission they lack (403 role_beyond_authority).',
        params: IdParams,
        body: RoleBody,
        response: { 200: Role, ...errors },
      },
    },
    async (request) =>
      portalRoles.update(tenantOf(request), callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/roles/:id',
    {
      onRequest: portal.member('roles.delete'),
      schema: {
        tags,
        summary: 'Delete a role',
        description:
          'Built-in roles and roles given to members cannot be deleted (409); nor the role one holds, or one holding a permission one lacks (403).',
        params: IdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await portalRoles.remove(tenantOf(request), callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default portalRoleRoutes;
