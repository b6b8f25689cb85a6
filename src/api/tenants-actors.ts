// The network actors of the dashboard's machines (the institution, its deployment, the portal's
// hand-off), by the names the machines declare.
import type { HandoffGrant } from '@common/api/portal/session';
import type { TenantFeature, TenantKind } from '@common/api/tenants';
import { fromPromise } from 'xstate';
import { onDemand } from './on-demand';

const tenants = onDemand(() => import('./tenants'));

export const tenantsActors = {
  fetchTenant: fromPromise(async ({ input }: { input: { userId: string; token: string } }) =>
    (await tenants()).fetchTenant(input),
  ),
  deployTenant: fromPromise(
    async ({
      input,
    }: {
      input: { userId: string; token: string; features: TenantFeature[]; kind: TenantKind };
    }) => (await tenants()).deployTenant(input),
  ),
  undeployTenant: fromPromise(async ({ input }: { input: { userId: string; token: string } }) =>
    (await tenants()).undeployTenant(input),
  ),
  // Read field by field with fallbacks (Partial): a stub in a test may leave fields out.
  requestPortalHandoff: fromPromise<Partial<HandoffGrant>, { userId: string; token: string }>(
    async ({ input }) => (await tenants()).requestPortalHandoff(input),
  ),
};
