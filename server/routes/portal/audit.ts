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
          '50 entries a page by default; `before` is the `next` of the page read, with the same filter. Optionally about one student (`studentId`), narrowed to one action, a student by admission number or name, a member by name and school days `from` and `to` (India\u2019s dates, both included). 400 for a date that is no day or a range that ends before it starts.',
        querystring: AuditQuery,
        response: { 200: AuditList, ...portalErrors },
      },
    },
    async (request) => auditEntries.list(tenantOf(request), request.query),
  );
};

export default auditRoutes;
