import type { ApiRoutes } from '../app';
import academicRoutes from './portal/academics';
import classRoutes from './portal/classes';
import employeeRoutes from './portal/employees';
import portalInfoRoutes from './portal/info';

// The school portal's API (docs/requirements/portal.md#api), under /prod/v1/portal and answered
// only on a portal address (plugins/tenant-host.ts). One file per area in routes/portal/; to add
// one, list it here.
const areas: readonly ApiRoutes[] = [portalInfoRoutes, employeeRoutes, academicRoutes, classRoutes];

const portalRoutes: ApiRoutes = async (app, dependencies) => {
  for (const area of areas) await app.register(area, { ...dependencies, prefix: '/portal' });
};

export default portalRoutes;
