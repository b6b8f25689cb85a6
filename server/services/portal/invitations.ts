import type { InvitationView } from '@common/api/portal/invitations';
import type { PortalSession } from '@common/api/portal/session';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { portalMembers } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../passwords';
import type { PortalTenant } from './portal-directory';
import { consumePortalToken, peekPortalToken } from './portal-tokens';
import { assertNewPortalPassword, loadMe } from './session';
import { createPortalSession } from './session-store';

// An invitation to a school's portal, seen and accepted through its link
// (docs/requirements/portal.md#getting-in); sending one is the members' (portal-members.ts).
// Accepting sets the password (and name), makes the member active and signs them in.

export interface PortalInvitationsOptions {
  database: DatabaseHandle;
  clock: Clock;
}

const invitationInvalid = () => refuse(401, 'invitation_invalid');

export class PortalInvitations {
  constructor(private readonly options: PortalInvitationsOptions) {}

  /** POST /portal/invitations/view: what the invitation is, without using it up. */
  async view(tenant: PortalTenant, token: string): Promise<InvitationView> {
    const { database, clock } = this.options;
    const found = await inTenant(database, tenant.id, async (db) => {
      const memberId = await peekPortalToken(db, tenant.id, token, 'invitation', clock.now());
      return memberId ? loadMe(db, tenant, memberId) : undefined;
    });
    if (found?.status !== 'invited') throw invitationInvalid();
    return {
      email: found.me.email,
      name: found.me.name,
      role: { name: found.me.role.name, builtIn: found.me.role.builtIn },
      tenant: found.me.tenant,
      language: found.me.language,
    };
  }

  /** POST /portal/invitations/accept: the password (and name), the member active, signed in. */
  async accept(
    tenant: PortalTenant,
    input: { token: string; password: string; name?: string | undefined },
    client: string,
  ): Promise<PortalSession> {
    const invitation = await this.view(tenant, input.token);
    const name = input.name?.trim();
    await assertNewPortalPassword(input.password, { email: invitation.email, institutionName: tenant.name });
    const passwordHash = await hashPassword(input.password);
    const now = this.options.clock.now();
    const session = await inTenant(this.options.database, tenant.id, async (db) => {
      const memberId = await consumePortalToken(db, tenant.id, input.token, 'invitation', now);
      if (!memberId) return undefined;
      const [accepted] = await db
        .update(portalMembers)
        .set({ passwordHash, status: 'active', ...(name ? { name } : {}), updatedAt: now })
        .where(
          and(
            eq(portalMembers.tenantId, tenant.id),
            eq(portalMembers.id, memberId),
            eq(portalMembers.status, 'invited'),
          ),
        )
        .returning({ id: portalMembers.id });
      if (!accepted) return undefined;
      const found = await loadMe(db, tenant, memberId);
      if (!found) return undefined;
      const origin = { clientKey: client };
      return { token: await createPortalSession(db, tenant.id, memberId, now, origin), member: found.me };
    });
    if (!session) throw invitationInvalid();
    return session;
  }
}
