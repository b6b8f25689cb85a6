import { languages } from '@common/languages';
import { NAME_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { LinkToken, PortalInfo, PortalPassword, RoleSummary } from './session';

// An invitation to a school's portal, seen and accepted through its link (sending one is a
// member's: people.ts). Accepting it answers a session.

/**
 * An invitation link's token, sent in a body: a token never travels in a path or query, which
 * request logs record (docs/requirements/security.md#logs).
 */
export const InvitationTokenBody = Type.Object({ token: LinkToken });
export type InvitationTokenBody = Static<typeof InvitationTokenBody>;

/** What an invitation link shows before the invitee sets a password. */
export const InvitationView = Type.Object({
  email: Type.String(),
  name: Type.String(),
  /** The role it gives (the page names a built-in role in the reader's language). */
  role: Type.Pick(RoleSummary, ['name', 'builtIn']),
  tenant: PortalInfo,
  /** The language the invitation was written in: the page opens in it. */
  language: Type.Enum(languages),
});
export type InvitationView = Static<typeof InvitationView>;

export const AcceptInvitationBody = Type.Object({
  token: LinkToken,
  name: Type.Optional(
    Text({
      name: true,
      maxLength: NAME_MAX_LENGTH,
      tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
    }),
  ),
  password: PortalPassword,
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
