import { AuditList, AuditQuery } from '@common/api/portal/audit';
import { portalErrors } from '@common/api/portal/common';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';

// The audit log of student data (docs/requirements/students.md#audit-log), for `audit.view`.

const auditRoutes: ApiRoutes = async (app, { portal, auditEntries }) => {
  app.get(
    '/audit',
    {
      onRequest: portal.member('audit.view'),
      schema: {
        tags: ['Portal'],
        summary: 'The audit log of student data, newest first',
        description:
          '50 entries a page by default; `before` is the `next` of the page read. Optionally about one student.',
        querystring: AuditQuery,
        response: { 200: AuditList, ...portalErrors },
      },
    },
    async (request) => auditEntries.list(tenantOf(request), request.query),
  );
};

export default auditRoutes;
