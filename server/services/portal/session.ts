import type { HandoffGrant, Me, PortalSession } from '@common/api/portal/session';
import { ALL_PERMISSIONS, normalisePermissions } from '@common/portal/permissions';
import {
  checkEmail,
  checkNewPassword,
  EMAIL_MAX_LENGTH,
  normalizeEmail,
  validationMessages,
} from '@common/validation';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { portalMembers, portalRoles, tenants } from '@server/db/schema';
import { asAppRole, inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { type ApiError, refuse } from '@server/http-error';
import { and, eq } from 'drizzle-orm';
import type { BackgroundTasks } from '../background';
import type { MailOutbox } from '../mail/outbox';
import { portalPasswordResetMail } from '../mail/templates';
import { assertPasswordChoice } from '../password-rules';
import { hashPassword, verifyPassword } from '../passwords';
import { accountKey, MAIL_LIMITS, RATE_LIMITS, type RateLimiter } from '../rate-limit';
import type { Caller } from './caller';
import { portalOrigin, portalTokenLink } from './portal-address';
import type { PortalTenant } from './portal-directory';
import { seedPortal } from './portal-seed';
import { consumePortalToken, issuePortalToken, peekPortalToken } from './portal-tokens';
import {
  createPortalSession,
  isKnownPortalNetwork,
  revokeMemberSessions,
  revokePortalSession,
} from './session-store';

// Getting into a school's portal (docs/requirements/portal.md#getting-in): the owner's hand-off
// from the dashboard, staff sign-in and sign-out, forgot and reset password (accepting an
// invitation is invitations.ts's). The
// owners' rules (services/accounts.ts) per tenant: the same answer for an unknown address and a
// wrong password, in the same time; failures limited per network and per address; one-time links
// stored as hashes. Every portal read and write runs in the tenant's transaction (inTenant).

export const accessMessages = {
  invalidCredentials: 'Invalid email or password.',
  forgotSent:
    'If this address belongs to someone with access to this portal, we have sent a link to reset the password. The link expires after 24 hours.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been set. Please sign in with your new password.',
} as const;

export interface PortalSessionsOptions {
  database: DatabaseHandle;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'tenantDomain'>;
  outbox: MailOutbox;
  limiter: RateLimiter;
  background: BackgroundTasks;
}

/** The permissions of a role as the contract lists them: the matrix's order. */
export function permissionList(permissions: Iterable<string>): string[] {
  const held = new Set<string>(normalisePermissions(permissions));
  return ALL_PERMISSIONS.filter((permission) => held.has(permission));
}

/** The caller as GET /me shows them. */
export function meOf(tenant: PortalTenant, caller: Caller): Me {
  return {
    id: caller.memberId,
    name: caller.name,
    email: caller.email,
    language: caller.language,
    role: caller.role,
    permissions: permissionList(caller.permissions),
    tenant: { name: tenant.name, code: tenant.code, kind: tenant.kind },
  };
}

/** A member by id with their role, as `Me` (whatever their status: callers check it). */
export async function loadMe(db: TenantDatabase, tenant: PortalTenant, memberId: string) {
  const [row] = await db
    .select({
      id: portalMembers.id,
      name: portalMembers.name,
      email: portalMembers.email,
      language: portalMembers.language,
      status: portalMembers.status,
      passwordHash: portalMembers.passwordHash,
      roleId: portalRoles.id,
      roleName: portalRoles.name,
      builtIn: portalRoles.builtIn,
      permissions: portalRoles.permissions,
    })
    .from(portalMembers)
    .innerJoin(portalRoles, eq(portalRoles.id, portalMembers.roleId))
    .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.id, memberId)))
    .limit(1);
  if (!row) return undefined;
  const me: Me = {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    role: { id: row.roleId, name: row.roleName, builtIn: row.builtIn },
    permissions: permissionList(row.permissions),
    tenant: { name: tenant.name, code: tenant.code, kind: tenant.kind },
  };
  return { me, status: row.status, passwordHash: row.passwordHash };
}

function invalid(message: string): ApiError {
  return refuse(400, 'validation', message);
}

/** The address of a request body, checked and lower-cased (400 with the field's sentence). */
export function portalEmailOf(raw: string): string {
  const problem = checkEmail(raw);
  if (problem) throw invalid(validationMessages[problem]);
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX_LENGTH) throw invalid(validationMessages.emailInvalid);
  return email;
}

/** A new password's rules, the owners' (length, common, personal): 400 with the rule's sentence. */
export async function assertNewPortalPassword(
  password: string,
  personal: { email: string; institutionName: string },
): Promise<void> {
  const problem = checkNewPassword(password);
  if (problem) throw invalid(validationMessages[problem]);
  await assertPasswordChoice(password, personal);
}

export class PortalSessions {
  constructor(private readonly options: PortalSessionsOptions) {}

  private now(): Date {
    return this.options.clock.now();
  }

  private get database(): DatabaseHandle {
    return this.options.database;
  }

  /**
   * POST /tenants/user/{userId}/portal-handoff: a 60-second, single-use code for the owner's
   * member of the owner's active tenant. Read as the app's role (the tenants table is the owners'),
   * then written in the tenant's transaction.
   */
  async issueHandoff(userId: string): Promise<HandoffGrant> {
    const [tenant] = await this.database.db
      .select({ id: tenants.id, code: tenants.code, active: tenants.isActive })
      .from(tenants)
      .where(eq(tenants.userId, userId))
      .limit(1);
    if (!tenant) throw refuse(404, 'tenant_not_found');
    if (!tenant.active) throw refuse(409, 'tenant_not_active');
    const now = this.now();
    const issue = () =>
      inTenant(this.database, tenant.id, async (db) => {
        const [owner] = await db
          .select({ id: portalMembers.id })
          .from(portalMembers)
          .innerJoin(portalRoles, eq(portalRoles.id, portalMembers.roleId))
          .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalRoles.builtIn, 'owner')))
          .limit(1);
        if (!owner) return undefined;
        return issuePortalToken(db, { tenantId: tenant.id, memberId: owner.id, kind: 'handoff', now });
      });
    let issued = await issue();
    if (!issued) {
      // A tenant activated before the portal existed has none of its rows yet: make them now
      // (what activation makes today; nothing that exists is touched), then issue.
      await this.database.db.transaction((tx) => seedPortal(tx, tenant.id, now));
      issued = await issue();
    }
    if (!issued) throw refuse(409, 'portal_not_seeded');
    return {
      code: issued.token,
      portalUrl: portalOrigin(this.options.config, tenant.code),
      expiresAt: issued.expiresAt.toISOString(),
    };
  }

  /**
   * POST /portal/session/handoff: uses the code up and signs the owner's member in, with a session
   * marked as the hand-off's (the owner's recovery steps end it: services/sessions.ts).
   */
  async exchangeHandoff(tenant: PortalTenant, code: string, client: string): Promise<PortalSession> {
    const now = this.now();
    const session = await inTenant(this.database, tenant.id, async (db) => {
      const memberId = await consumePortalToken(db, tenant.id, code, 'handoff', now);
      if (!memberId) return undefined;
      const found = await loadMe(db, tenant, memberId);
      if (found?.status !== 'active') return undefined;
      const origin = { clientKey: client, handoff: true };
      return { token: await createPortalSession(db, tenant.id, memberId, now, origin), member: found.me };
    });
    if (!session) throw refuse(401, 'handoff_expired');
    return session;
  }

  /**
   * POST /portal/session. Failures count against the network (taken back on success) and wrong
   * passwords against the address in this portal; over the address's limit the answer is 429
   * before any password is checked, except on a network the member began a session from in the
   * last 30 days (the owners' rule, sessions.ts), so a stranger cannot lock a member out. The
   * address's count is keyed by the current password hash: a reset starts it afresh. An unknown
   * address or a member without a password (invited) spends a hash all the same, so timing does
   * not tell who has access.
   */
  async signIn(tenant: PortalTenant, rawEmail: string, password: string, client: string) {
    const email = portalEmailOf(rawEmail);
    if (!password) throw invalid(validationMessages.passwordRequired);
    const { limiter } = this.options;
    const networkHit = await limiter.hit(RATE_LIMITS.portalSignInFailuresPerIp, client);
    const [member] = await inTenant(this.database, tenant.id, (db) =>
      db
        .select({ id: portalMembers.id, status: portalMembers.status, hash: portalMembers.passwordHash })
        .from(portalMembers)
        .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.email, email)))
        .limit(1),
    );
    const address = accountKey(`portal:${tenant.id}:${email}:${member?.hash?.slice(-16) ?? ''}`);
    const locked = await limiter.refusal(RATE_LIMITS.portalSignInFailuresPerAddress, address);
    if (locked && !(member && (await this.isKnownNetwork(tenant, member.id, client)))) throw locked;
    const matches =
      password.length <= 128
        ? await verifyPassword(member?.hash || undefined, password)
        : await verifyPassword(undefined, '');
    if (!member || !matches) {
      await limiter.hit(RATE_LIMITS.portalSignInFailuresPerAddress, address);
      throw refuse(401, 'invalid_credentials', accessMessages.invalidCredentials);
    }
    await networkHit.release();
    if (member.status !== 'active') throw refuse(403, 'member_disabled');
    const now = this.now();
    const session = await inTenant(this.database, tenant.id, async (db) => {
      const found = await loadMe(db, tenant, member.id);
      if (found?.status !== 'active') return undefined;
      const origin = { clientKey: client };
      return { token: await createPortalSession(db, tenant.id, member.id, now, origin), member: found.me };
    });
    if (!session) throw refuse(403, 'member_disabled');
    return session;
  }

  private isKnownNetwork(tenant: PortalTenant, memberId: string, client: string): Promise<boolean> {
    return inTenant(this.database, tenant.id, (db) => isKnownPortalNetwork(db, memberId, client, this.now()));
  }

  /** DELETE /portal/session: the session stops working at once. */
  async signOut(tenant: PortalTenant, sessionId: string): Promise<void> {
    await inTenant(this.database, tenant.id, (db) => revokePortalSession(db, sessionId, this.now()));
  }

  /**
   * POST /portal/password/forgot: one answer whatever the address, given before it is looked up;
   * an active member of this portal gets a 24-hour link (mail limits per address as the owners').
   */
  forgotPassword(tenant: PortalTenant, rawEmail: string): void {
    const email = portalEmailOf(rawEmail);
    this.options.background.run('portal password reset mail', () => this.queueResetMail(tenant, email));
  }

  private async queueResetMail(tenant: PortalTenant, email: string): Promise<void> {
    const now = this.now();
    await inTenant(this.database, tenant.id, async (db) => {
      const [member] = await db
        .select({
          id: portalMembers.id,
          name: portalMembers.name,
          language: portalMembers.language,
          status: portalMembers.status,
        })
        .from(portalMembers)
        .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.email, email)))
        .limit(1)
        .for('update');
      // An invited member sets a password by accepting; a disabled one has no access to restore.
      if (member?.status !== 'active') return;
      const underLimits = await asAppRole(db, async (app) => {
        for (const { windowMs, limit } of MAIL_LIMITS) {
          if ((await this.options.outbox.countRecent(app, email, 'portal_password_reset', windowMs)) >= limit)
            return false;
        }
        return true;
      });
      if (!underLimits) return;
      const { token } = await issuePortalToken(db, {
        tenantId: tenant.id,
        memberId: member.id,
        kind: 'password_reset',
        now,
      });
      const url = portalTokenLink(this.options.config, tenant.code, '/reset-password', token);
      await asAppRole(db, (app) =>
        this.options.outbox.enqueueMail(app, {
          to: email,
          kind: 'portal_password_reset',
          ...portalPasswordResetMail({
            language: member.language,
            name: member.name,
            school: tenant.name,
            url,
          }),
        }),
      );
    });
  }

  /** POST /portal/password/reset: uses the link up, sets the password, ends every session of the member. */
  async resetPassword(tenant: PortalTenant, token: string, password: string): Promise<void> {
    const reject = () => refuse(400, 'invalid_reset_token', accessMessages.resetLinkInvalid);
    // A cheap look first: a dead link costs no hash.
    const member = await inTenant(this.database, tenant.id, async (db) => {
      const memberId = await peekPortalToken(db, tenant.id, token, 'password_reset', this.now());
      return memberId ? loadMe(db, tenant, memberId) : undefined;
    });
    if (!member) throw reject();
    await assertNewPortalPassword(password, { email: member.me.email, institutionName: tenant.name });
    const passwordHash = await hashPassword(password);
    const now = this.now();
    const done = await inTenant(this.database, tenant.id, async (db) => {
      const memberId = await consumePortalToken(db, tenant.id, token, 'password_reset', now);
      if (!memberId) return false;
      await db
        .update(portalMembers)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(portalMembers.tenantId, tenant.id), eq(portalMembers.id, memberId)));
      await revokeMemberSessions(db, memberId, now);
      return true;
    });
    if (!done) throw reject();
  }
}
