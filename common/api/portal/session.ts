import { languages } from '@common/languages';
import { PORTAL_MATRIX } from '@common/portal/permissions';
import { PASSWORD_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
import { TenantKind } from '../tenants';
import { Text } from '../text';
import { Id, PortalEmail } from './common';

// A portal session: the owner's hand-off from the Shala dashboard, staff sign-in, forgot and reset
// password, and who the signed-in member is. Accepting an invitation is invitations.ts's.

/** A portal password: sign-in, reset and the invitation's first one. */
export const PortalPassword = Text({
  maxLength: PASSWORD_MAX_LENGTH,
  required: 'Password is required',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
});
/** A one-time link's token (a password reset's, an invitation's). */
export const LinkToken = Text({
  maxLength: 100,
  required: 'The link is incomplete. Please use the link from your e-mail.',
});

/** The school whose portal this address is: shown on the sign-in page before anyone signs in. */
export const PortalInfo = Type.Object({
  name: Type.String({ description: "The institution's name." }),
  code: Type.String({ description: 'The tenant code: the first label of the portal address.' }),
  kind: TenantKind,
});
export type PortalInfo = Static<typeof PortalInfo>;

export const PermissionString = Type.String({
  description: `A resource and one of its actions (${Object.entries(PORTAL_MATRIX)
    .map(([resource, actions]) => `${resource}: ${actions.join(', ')}`)
    .join('; ')}), e.g. 'members.view'.`,
});

export const RoleSummary = Type.Object({
  id: Id,
  name: Type.String(),
  builtIn: Type.Union([Type.String(), Type.Null()], {
    description:
      "'owner', 'administrator', 'teacher' or 'office_staff' for built-in roles; null for a custom role.",
  }),
});
export type RoleSummary = Static<typeof RoleSummary>;

/** The signed-in member as the portal shows them, with what their role lets them do. */
export const Me = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  language: Type.Enum(languages),
  role: RoleSummary,
  permissions: Type.Array(PermissionString),
  tenant: Type.Object({
    ...PortalInfo.properties,
    /** A school (sections; a student in one) or a coaching centre (batches; a student in several). */
    kind: Type.Enum(['school', 'coaching'] as const),
  }),
});
export type Me = Static<typeof Me>;

export const PortalSession = Type.Object({
  token: Type.String({
    description: 'Bearer token for `Authorization: Bearer <token>` on this portal only.',
  }),
  member: Me,
});
export type PortalSession = Static<typeof PortalSession>;

export const HandoffBody = Type.Object({
  code: Text({
    maxLength: 100,
    required: 'The hand-off code is missing. Open the portal again from your Shala dashboard.',
  }),
});
export type HandoffBody = Static<typeof HandoffBody>;

/** The owner's dashboard asks for a hand-off: a single-use code valid for 60 seconds. */
export const HandoffGrant = Type.Object({
  code: Type.String(),
  portalUrl: Type.String({ description: "The portal's origin, e.g. http://greenvalley.localhost:3000." }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type HandoffGrant = Static<typeof HandoffGrant>;

export const SignInBody = Type.Object({ email: PortalEmail, password: PortalPassword });
export type SignInBody = Static<typeof SignInBody>;

export const ForgotBody = Type.Object({ email: PortalEmail });
export type ForgotBody = Static<typeof ForgotBody>;

export const PortalPasswordResetBody = Type.Object({ token: LinkToken, password: PortalPassword });
export type PortalPasswordResetBody = Static<typeof PortalPasswordResetBody>;
