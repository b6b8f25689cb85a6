// The tenant calls (docs/requirements/api.md#tenants), authorised with the session's token.
import type { HandoffGrant } from '@common/api/portal/session';
import type { Tenant, TenantFeature, TenantKind } from '@common/api/tenants';
import { ApiError } from '@site/lib/http-client';
import { bearer, request, requestStatus } from './client';

interface Access {
  userId: string;
  token: string;
}

const tenantPath = (action: string, userId: string) => `/tenants/${action}/${encodeURIComponent(userId)}`;

export function fetchTenant({ userId, token }: Access): Promise<Tenant> {
  return request<Tenant>(`/tenants/user/${encodeURIComponent(userId)}`, { headers: bearer(token) });
}

/**
 * Success is status 200 or 202 (docs/requirements/tenant.md#activation); any other answer is a
 * failure with that status.
 */
export async function deployTenant({
  userId,
  token,
  features,
  kind,
}: Access & { features: TenantFeature[]; kind: TenantKind }): Promise<void> {
  const status = await requestStatus(tenantPath('deploy/user', userId), {
    method: 'POST',
    headers: bearer(token),
    body: { userId, features, kind },
  });
  if (status !== 200 && status !== 202) throw new ApiError(status);
}

/** Success is status 200, 202 or 204 (docs/requirements/tenant.md#deactivation). */
export async function undeployTenant({ userId, token }: Access): Promise<void> {
  const status = await requestStatus(tenantPath('undeploy/user', userId), {
    method: 'DELETE',
    headers: bearer(token),
  });
  if (status !== 200 && status !== 202 && status !== 204) throw new ApiError(status);
}

/** A single-use code that signs the owner in at their school's portal (docs/requirements/portal.md#getting-in). */
export function requestPortalHandoff({ userId, token }: Access): Promise<HandoffGrant> {
  return request<HandoffGrant>(`/tenants/user/${encodeURIComponent(userId)}/portal-handoff`, {
    method: 'POST',
    headers: bearer(token),
  });
}
