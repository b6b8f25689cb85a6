import type { ApiRoutes } from '../app';
import portalInfoRoutes from './portal/info';

// The school portal's API (docs/requirements/portal.md#api), under /prod/v1/portal and answered
// only on a portal address (plugins/tenant-host.ts). One file per area in routes/portal/; to add
// one, list it here.
const areas: readonly ApiRoutes[] = [portalInfoRoutes];

const portalRoutes: ApiRoutes = async (app, dependencies) => {
  for (const area of areas) await app.register(area, { ...dependencies, prefix: '/portal' });
};

export default portalRoutes;
