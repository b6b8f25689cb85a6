import { normalisePermissions, type Permission } from './permissions';

// Who may hand out what (docs/requirements/security.md#authority): the one rule behind inviting,
// giving a role, turning a member off and on, revoking an invitation, and creating, editing and
// deleting roles. Holding `members.create` or `roles.edit` is the door; this is how far through it
// a member may go. Without it a role holding only `members.create` invited an Administrator, one
// holding only `members.edit` made a teacher an Administrator, and one holding only `roles.edit`
// gave itself every permission. Pure, so the server enforces it (server/services/portal/
// portal-members.ts, portal-roles.ts) and the portal offers only what the server will allow.
//
//   - A member gives, invites to, creates or edits only a role whose permissions they all hold.
//   - Nobody edits or deletes the role they hold (they would be granting themselves).
//   - A member changes (re-roles, turns off or on, revokes) only someone whose role's permissions
//     they all hold; never the Owner's member, never themselves.
//   - The Owner holds everything, whatever their role row stores: they can always do all of it.

/** Who acts: their role's id, its built-in key (null for a school's own) and its permissions. */
export interface Authority {
  role: { id: string; builtIn: string | null };
  permissions: Iterable<string>;
}

/** A role as the rule reads it. */
export interface RoleHeld {
  id: string;
  builtIn: string | null;
  permissions: readonly string[];
}

function isOwner(actor: Authority): boolean {
  return actor.role.builtIn === 'owner';
}

/** Whether `actor` holds every one of `permissions` (the Owner holds all). */
export function holdsAll(actor: Authority, permissions: readonly string[]): boolean {
  if (isOwner(actor)) return true;
  const held: ReadonlySet<string> =
    actor.permissions instanceof Set
      ? (actor.permissions as ReadonlySet<string>)
      : new Set(actor.permissions);
  // Normalised: what a permission brings counts too, and a stored name no longer in the matrix not.
  return normalisePermissions(permissions).every((permission) => held.has(permission));
}

/** What `actor` may put in a role: their own permissions; null for the Owner (everything). */
export function grantablePermissions(actor: Authority): Permission[] | null {
  return isOwner(actor) ? null : normalisePermissions(actor.permissions);
}

/** The roles of `roles` that `actor` may give: the choices the portal offers. */
export function grantableRoles<R extends RoleHeld>(actor: Authority, roles: readonly R[]): R[] {
  return roles.filter((role) => mayGrantRole(actor, role));
}

/** Whether `actor` may give `role` to someone (invite, re-role): never the Owner's, else a subset. */
export function mayGrantRole(actor: Authority, role: RoleHeld): boolean {
  return role.builtIn !== 'owner' && holdsAll(actor, role.permissions);
}

/**
 * Whether `actor` may edit or delete `role` (and, when editing, make it hold `next`): a school's
 * own role, not the one they hold, holding only what they hold now and after.
 */
export function mayEditRole(actor: Authority, role: RoleHeld, next: readonly string[] = []): boolean {
  return (
    role.builtIn === null &&
    role.id !== actor.role.id &&
    holdsAll(actor, role.permissions) &&
    holdsAll(actor, next)
  );
}

/** Whether `actor` may change member `target` (re-role, turn off or on, resend, revoke). */
export function mayChangeMember(
  actor: Authority & { id: string },
  target: { id: string; role: RoleHeld },
): boolean {
  return (
    target.role.builtIn !== 'owner' && target.id !== actor.id && holdsAll(actor, target.role.permissions)
  );
}

/** The answers when the rule refuses (403), with stable codes the portal translates. */
export const authorityMessages = {
  roleBeyond: {
    code: 'role_beyond_authority',
    message: 'You can only give or edit a role whose permissions your own role has.',
  },
  ownRole: { code: 'own_role', message: 'Nobody can change the role they hold.' },
  memberBeyond: {
    code: 'member_beyond_authority',
    message: "You can only change a member whose role's permissions your own role has.",
  },
} as const;
