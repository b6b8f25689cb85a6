import { portalErrors } from '@common/api/portal/common';
import { PortalInfo } from '@common/api/portal/session';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';

/** The school whose portal this address is, for the sign-in page before anyone signs in. */
const portalInfoRoutes: ApiRoutes = async (app, { portal }) => {
  app.get(
    '/info',
    {
      onRequest: portal.tenant,
      schema: {
        tags: ['Portal'],
        summary: 'The school of this portal address',
        response: { 200: PortalInfo, 404: portalErrors[404] },
      },
    },
    async (request) => {
      const { name, code, kind } = tenantOf(request);
      return { name, code, kind };
    },
  );
};

export default portalInfoRoutes;
