import { languages } from '@common/languages';
import { PORTAL_MATRIX } from '@common/portal/permissions';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id, PortalEmail } from './common';

// Getting into a school's portal: the owner's hand-off from the Shala dashboard, staff sign-in,
// forgot and reset password, accepting an invitation, and who the signed-in member is.

const PASSWORD = Text({
  maxLength: PASSWORD_MAX_LENGTH,
  required: 'Password is required',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
});
const TOKEN = Text({
  maxLength: 100,
  required: 'The link is incomplete. Please use the link from your e-mail.',
});

/** The school whose portal this address is: shown on the sign-in page before anyone signs in. */
export const PortalInfo = Type.Object({
  name: Type.String({ description: "The institution's name." }),
  code: Type.String({ description: 'The tenant code: the first label of the portal address.' }),
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
  tenant: PortalInfo,
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

export const SignInBody = Type.Object({ email: PortalEmail, password: PASSWORD });
export type SignInBody = Static<typeof SignInBody>;

export const ForgotBody = Type.Object({ email: PortalEmail });
export type ForgotBody = Static<typeof ForgotBody>;

export const PortalPasswordResetBody = Type.Object({ token: TOKEN, password: PASSWORD });
export type PortalPasswordResetBody = Static<typeof PortalPasswordResetBody>;

/**
 * An invitation link's token, sent in a body: a token never travels in a path or query, which
 * request logs record (docs/requirements/security.md#logs).
 */
export const InvitationTokenBody = Type.Object({ token: TOKEN });
export type InvitationTokenBody = Static<typeof InvitationTokenBody>;

/** What an invitation link shows before the invitee sets a password. */
export const InvitationView = Type.Object({
  email: Type.String(),
  name: Type.String(),
  /** The role it gives (the page names a built-in role in the reader's language). */
  role: Type.Pick(RoleSummary, ['name', 'builtIn']),
  tenant: PortalInfo,
});
export type InvitationView = Static<typeof InvitationView>;

export const AcceptInvitationBody = Type.Object({
  token: TOKEN,
  name: Type.Optional(
    Text({
      name: true,
      maxLength: NAME_MAX_LENGTH,
      tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
    }),
  ),
  password: PASSWORD,
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
