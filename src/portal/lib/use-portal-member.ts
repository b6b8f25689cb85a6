// Who is signed in and what their role allows, for any portal view. Views hide what the member
// lacks; the server checks every call again (docs/requirements/portal.md#people-and-roles).
import type { Me } from '@common/api/portal/session';
import type { Permission } from '@common/portal/permissions';
import { memberOf } from '@machines/portal/portal-session.machine';
import { PortalSessionContext } from './portal-session';

/** The signed-in member (still, while their sign-out is under way), or null when nobody is. */
export function usePortalMember(): Me | null {
  return PortalSessionContext.useSelector((state) => memberOf(state.context));
}

export function hasPermission(member: Me | null | undefined, permission: Permission): boolean {
  return Boolean(member?.permissions.includes(permission));
}
