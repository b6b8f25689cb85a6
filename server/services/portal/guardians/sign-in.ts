import { randomInt, timingSafeEqual } from 'node:crypto';
import { GUARDIAN_CODE_DIGITS, GUARDIAN_CODE_MINUTES } from '@common/api/portal/guardian';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { guardianSessions, guardianSignInCodes } from '@server/db/guardian-tables';
import { asAppRole, inTenant } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { BackgroundTasks } from '../../background';
import type { GuardianMessenger, MessageChannel } from '../../messaging/guardian-messenger';
import { RATE_LIMITS, type RateLimiter } from '../../rate-limit';
import { hashToken, newToken } from '../../secrets';
import type { PortalTenant } from '../portal-directory';
import { contactOf, type GuardianContact, guardiansWith } from './contact';

// A guardian signs in with a one-time code (docs/requirements/guardians.md#sign-in), sent to the
// phone the school keeps for them (through the messaging provider) or to their e-mail address.
// No password to forget. Asking for a code answers the same whoever the contact is, before it is
// looked up, so no one learns whether a number is a guardian's; the code goes out in the
// background. A code is six digits, lasts ten minutes, is used once, and dies after five wrong
// tries; asking again replaces it. Codes are limited per network (RATE_LIMITS) and per contact
// (GUARDIAN_CODE_LIMITS, counted in the database), wrong codes per network. Codes and session
// tokens are kept as SHA-256 hashes.

const MINUTE = 60_000;
export const GUARDIAN_SESSION_MS = 90 * 24 * 60 * MINUTE;
/** Wrong codes a code survives: the next wrong one spends it. */
export const GUARDIAN_CODE_TRIES = 5;
/** Codes for one contact: one a minute, five an hour (the mails' limits: they protect the phone). */
export const GUARDIAN_CODE_LIMITS = [
  { windowMs: MINUTE, limit: 1 },
  { windowMs: 60 * MINUTE, limit: 5 },
] as const;

/** Who a guardian's session is: the contact it was opened for, and how the code reached them. */
export interface GuardianCaller {
  sessionId: string;
  contact: GuardianContact;
  verifiedBy: string;
}

export interface GuardianSignInOptions {
  database: DatabaseHandle;
  clock: Clock;
  messenger: GuardianMessenger;
  limiter: RateLimiter;
  background: BackgroundTasks;
  log: { warn: (detail: object, message: string) => void };
}

/** A code's hash: of the school, the contact and the code, so one code is no other contact's. */
function codeHash(tenantId: string, contact: GuardianContact, code: string): string {
  return hashToken(`${tenantId}:${contact.kind}:${contact.key}:${code}`);
}

/** The codes of one contact in one school. */
const codesOf = (tenantId: string, contact: GuardianContact) =>
  and(
    eq(guardianSignInCodes.tenantId, tenantId),
    eq(guardianSignInCodes.contactKind, contact.kind),
    eq(guardianSignInCodes.contactKey, contact.key),
  );

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export class GuardianSignIns {
  constructor(private readonly options: GuardianSignInOptions) {}

  /** POST /guardian/code: the same answer for every contact; the code goes out in the background. */
  async requestCode(tenant: PortalTenant, rawContact: string, client: string): Promise<{ minutes: number }> {
    const contact = contactOf(rawContact);
    await this.options.limiter.hit(RATE_LIMITS.guardianCodesPerIp, client);
    this.options.background.run('guardian sign-in code', () => this.sendCode(tenant, contact));
    return { minutes: GUARDIAN_CODE_MINUTES };
  }

  /** Issues and sends a code when the contact is a guardian's, under the contact's limits. */
  async sendCode(tenant: PortalTenant, contact: GuardianContact): Promise<void> {
    const { messenger, clock } = this.options;
    const now = clock.now();
    await inTenant(this.options.database, tenant.id, async (db) => {
      const found = await guardiansWith(db, tenant.id, contact);
      const guardian = found[0];
      if (!guardian) return;
      // One contact's requests one after another: the counts below hold.
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`guardian-code:${tenant.id}:${contact.kind}:${contact.key}`}, 0))`,
      );
      for (const { windowMs, limit } of GUARDIAN_CODE_LIMITS) {
        const [recent] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(guardianSignInCodes)
          .where(
            and(
              codesOf(tenant.id, contact),
              gt(guardianSignInCodes.createdAt, new Date(now.getTime() - windowMs)),
            ),
          );
        if ((recent?.count ?? 0) >= limit) return;
      }
      // Typed an address: the code goes there. Typed a phone: by the provider when there is one
      // that carries the code's template, else to an address the school has for them.
      const language = guardian.language;
      let channel: MessageChannel | undefined;
      let to: string | null = null;
      if (contact.kind === 'email') [channel, to] = ['email', contact.key];
      else {
        const provider = messenger.channelFor({ email: null });
        const withEmail = found.find((one) => one.email);
        if (provider && messenger.carries(provider, 'sign_in_code', language))
          [channel, to] = [provider, guardian.phone];
        else if (withEmail?.email) [channel, to] = ['email', withEmail.email];
      }
      if (!channel || !to) return;
      const code = String(randomInt(0, 10 ** GUARDIAN_CODE_DIGITS)).padStart(GUARDIAN_CODE_DIGITS, '0');
      // A new code replaces the ones before it.
      await db
        .update(guardianSignInCodes)
        .set({ usedAt: now })
        .where(and(codesOf(tenant.id, contact), isNull(guardianSignInCodes.usedAt)));
      await db.insert(guardianSignInCodes).values({
        tenantId: tenant.id,
        contactKind: contact.kind,
        contactKey: contact.key,
        codeHash: codeHash(tenant.id, contact, code),
        channel,
        createdAt: now,
        expiresAt: new Date(now.getTime() + GUARDIAN_CODE_MINUTES * MINUTE),
      });
      const message = {
        channel,
        to,
        language,
        template: 'sign_in_code' as const,
        variables: { code, school: tenant.name, minutes: String(GUARDIAN_CODE_MINUTES) },
        tenantId: tenant.id,
      };
      await asAppRole(db, (app) => messenger.send(app, message)).catch((error: unknown) =>
        this.options.log.warn({ err: error, channel }, 'A guardian sign-in code could not be sent'),
      );
    });
  }

  /**
   * POST /guardian/session: the contact's live code, checked; a wrong one counts against the code
   * (spent at the limit) and the network. A right one is used up and opens a session.
   */
  async signIn(tenant: PortalTenant, rawContact: string, code: string, client: string) {
    const contact = contactOf(rawContact);
    const networkHit = await this.options.limiter.hit(RATE_LIMITS.guardianCodeFailuresPerIp, client);
    const now = this.options.clock.now();
    const opened = await inTenant(this.options.database, tenant.id, async (db) => {
      const [live] = await db
        .select({
          id: guardianSignInCodes.id,
          codeHash: guardianSignInCodes.codeHash,
          channel: guardianSignInCodes.channel,
          attempts: guardianSignInCodes.attempts,
        })
        .from(guardianSignInCodes)
        .where(
          and(
            codesOf(tenant.id, contact),
            isNull(guardianSignInCodes.usedAt),
            gt(guardianSignInCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(guardianSignInCodes.createdAt))
        .limit(1)
        .for('update');
      if (!live) return null;
      if (!sameHash(live.codeHash, codeHash(tenant.id, contact, code))) {
        const attempts = live.attempts + 1;
        await db
          .update(guardianSignInCodes)
          .set({ attempts, ...(attempts >= GUARDIAN_CODE_TRIES ? { usedAt: now } : {}) })
          .where(eq(guardianSignInCodes.id, live.id));
        return null;
      }
      await db.update(guardianSignInCodes).set({ usedAt: now }).where(eq(guardianSignInCodes.id, live.id));
      // The school may have taken the contact off since the code went out.
      if ((await guardiansWith(db, tenant.id, contact)).length === 0) return null;
      const issued = newToken();
      const [session] = await db
        .insert(guardianSessions)
        .values({
          tenantId: tenant.id,
          contactKind: contact.kind,
          contactKey: contact.key,
          verifiedBy: live.channel,
          tokenHash: hashToken(issued),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + GUARDIAN_SESSION_MS),
        })
        .returning({ id: guardianSessions.id });
      if (!session) return null;
      const caller: GuardianCaller = { sessionId: session.id, contact, verifiedBy: live.channel };
      return { token: issued, caller };
    });
    if (!opened) throw refuse(401, 'guardian_code_wrong');
    await networkHit.release();
    return opened;
  }

  /** The live session of a token in this school, or undefined. */
  async callerOf(tenant: PortalTenant, tokenHash: string): Promise<GuardianCaller | undefined> {
    const now = this.options.clock.now();
    const [row] = await inTenant(this.options.database, tenant.id, (db) =>
      db
        .select({
          id: guardianSessions.id,
          contactKind: guardianSessions.contactKind,
          contactKey: guardianSessions.contactKey,
          verifiedBy: guardianSessions.verifiedBy,
        })
        .from(guardianSessions)
        .where(
          and(
            eq(guardianSessions.tenantId, tenant.id),
            eq(guardianSessions.tokenHash, tokenHash),
            isNull(guardianSessions.revokedAt),
            gte(guardianSessions.expiresAt, now),
          ),
        ),
    );
    return row
      ? {
          sessionId: row.id,
          contact: { kind: row.contactKind, key: row.contactKey },
          verifiedBy: row.verifiedBy,
        }
      : undefined;
  }

  /** DELETE /guardian/session: the session stops working at once. */
  async signOut(tenant: PortalTenant, caller: GuardianCaller): Promise<void> {
    const now = this.options.clock.now();
    await inTenant(this.options.database, tenant.id, (db) =>
      db.update(guardianSessions).set({ revokedAt: now }).where(eq(guardianSessions.id, caller.sessionId)),
    );
  }
}
