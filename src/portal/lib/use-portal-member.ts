// Stand-in for the portal app's signed-in member hook, so this branch compiles alone.
import type { Me } from '../../../common/api/portal/auth';
import type { Permission } from '../../../common/portal/permissions';

export function usePortalMember(): Me | null {
  return null;
}

export function hasPermission(member: Me | null, permission: Permission): boolean {
  return member?.permissions.includes(permission) ?? false;
}
