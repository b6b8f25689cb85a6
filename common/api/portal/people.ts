import { languages } from '@common/languages';
import Type, { type Static } from 'typebox';
import { Id, PortalEmail, PortalName } from './common';
import { PermissionString, RoleSummary } from './session';

// User management: the tenant's members (staff with access), their invitations and roles.

export const MEMBER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MemberAccount = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  status: Type.Enum(MEMBER_STATUSES),
  role: RoleSummary,
  employeeId: Type.Union([Id, Type.Null()]),
  /** When the last invitation was sent (null for the owner). */
  invitedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Whether the invitation link has passed its 7 days (invited members only). */
  invitationExpired: Type.Boolean(),
});
export type MemberAccount = Static<typeof MemberAccount>;

export const MemberList = Type.Object({ members: Type.Array(MemberAccount) });
export type MemberList = Static<typeof MemberList>;

export const InviteBody = Type.Object({
  email: PortalEmail,
  name: PortalName('Name'),
  roleId: Id,
  employeeId: Type.Optional(Id),
  language: Type.Optional(Type.Enum(languages)),
});
export type InviteBody = Static<typeof InviteBody>;

export const MemberChangeBody = Type.Object({
  roleId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(['active', 'disabled'] as const)),
});
export type MemberChangeBody = Static<typeof MemberChangeBody>;

export const Role = Type.Object({
  ...RoleSummary.properties,
  permissions: Type.Array(PermissionString),
  memberCount: Type.Integer(),
});
export type Role = Static<typeof Role>;

export const RoleList = Type.Object({ roles: Type.Array(Role) });
export type RoleList = Static<typeof RoleList>;

export const RoleBody = Type.Object({
  name: PortalName('Role name', 60),
  permissions: Type.Array(PermissionString, { maxItems: 64 }),
});
export type RoleBody = Static<typeof RoleBody>;
