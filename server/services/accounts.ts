import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { authSchemaMessages } from '@common/api/auth';
import { apiErrors } from '@common/api/error-codes';
import { isLanguage, type Language, pathInLanguage } from '@common/languages';
import {
  checkEmail,
  checkNewPassword,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  normalizeEmail,
  normalizePhone,
  PASSWORD_MAX_LENGTH,
  type RegistrationPayload,
  validateRegistrationPayload,
  validationMessages,
} from '@common/validation';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { tenants, users } from '../db/schema';
import { type ApiError, refuse } from '../http-error';
import { consumeToken, findLiveToken, issueToken, revokeTokens, wasConsumed } from './account-tokens';
import type { BackgroundTasks } from './background';
import type { MailOutbox } from './mail/outbox';
import { passwordChangedMail, passwordResetMail, verificationMail } from './mail/templates';
import { assertPasswordChoice, validationError } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { accountKey, MAIL_LIMITS, RATE_LIMITS, type RateLimiter } from './rate-limit';
import { hashToken, newToken } from './secrets';
import { createSession, isKnownNetwork, revokeAllSessions, revokeSession } from './sessions';

// The account calls (docs/requirements/api.md#accounts, accounts.md): register, verify, log in and
// out, reset a password. Routes (routes/auth.ts) check shapes and per-IP limits; this service owns
// the rules, the messages and the transactions. Time comes from the injected clock.

// The sentences a request's schema also answers with are the contract's (common/api/auth.ts).
export const messages = {
  registered: 'Registration successful. Please check your email for a link to verify your address.',
  emailTaken: apiErrors.email_taken.sentence,
  resent: 'If this email address is registered and not yet verified, a new verification link is on its way.',
  verified: 'Your email address has been verified.',
  verificationFailed: authSchemaMessages.verificationFailed,
  verificationUsed: apiErrors.verification_link_used,
  invalidCredentials: apiErrors.invalid_credentials.sentence,
  unverified: apiErrors.email_not_verified,
  forgotSent:
    'If an account exists for this email address, we have sent a link to reset the password. The link expires after 24 hours.',
  resetLinkValid: 'This password reset link is valid.',
  resetLinkInvalid: apiErrors.invalid_reset_token.sentence,
  resetLinkMissing: authSchemaMessages.resetLinkMissing,
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  alreadyVerified: apiErrors.email_already_verified,
  registrationsTooFrequent:
    'This email address was registered moments ago: please use the link we emailed, or wait a few minutes and try again.',
  currentPasswordWrong: apiErrors.wrong_current_password,
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  signedOutEverywhere: 'You have been signed out on every device.',
  languageInvalid: authSchemaMessages.languageInvalid,
} as const;

/** The tenant's first description, in the language the owner registered in (their dashboard shows it). */
const tenantDescriptions: Record<Language, (institution: string) => string> = {
  en: (institution) => `${institution} on Shala: students, faculty, courses and fees in one place.`,
  hi: (institution) => `Shala पर ${institution}: छात्र, शिक्षक, पाठ्यक्रम और शुल्क, सब एक ही जगह।`,
};

export interface AccountsOptions {
  database: DatabaseHandle;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'tenantDomain'>;
  outbox: MailOutbox;
  limiter: RateLimiter;
  background: BackgroundTasks;
}

/**
 * POST /auth/register's body: the fields of docs/requirements/api.md#accounts plus the language the
 * owner registers in (languages.md#mails).
 */
export interface Registration extends RegistrationPayload {
  /** The owner's mails are written in it; 'en' when absent. */
  language?: Language | undefined;
}

export interface SignedIn {
  userId: string;
  token: string;
  fullName: string;
  email: string;
}

/** Compares two hex SHA-256 digests in constant time; false when either is missing. */
function sameHash(a: string, b: string | null): boolean {
  if (b === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function invalid(message: string): ApiError {
  return refuse(400, 'validation', message);
}

export class Accounts {
  constructor(private readonly options: AccountsOptions) {}

  private get db(): Database {
    return this.options.database.db;
  }

  private now(): Date {
    return this.options.clock.now();
  }

  /** A page of the site in the owner's language: '/verify' is '/hi/verify' for a Hindi owner. */
  private pageUrl(language: Language, path: string): string {
    return `${this.options.config.publicUrl}${pathInLanguage(path, language)}`;
  }

  private link(language: Language, path: string, query: Record<string, string>): string {
    return `${this.pageUrl(language, path)}?${new URLSearchParams(query).toString()}`;
  }

  /**
   * POST /auth/register: the user, the tenant and the verification mail, in one transaction.
   *
   * Who owns an address: until it is verified, an account proves nothing, so a second registration
   * of an unverified address replaces the first (user, tenant and links), and the newest
   * registrant's link is the only live one. The answer carries a claim (a secret the route sets as
   * an HttpOnly cookie that only /auth/verify receives): verification keeps the password chosen at
   * registration only when the link is opened with that claim, that is in the browser that
   * registered. Opened anywhere else (the real owner following a mail someone else caused), the
   * address is verified and its reader signed in, but the registrant's password is dropped: they
   * choose one with "Forgot password?". So a verified address is controlled only by whoever reads
   * its mail.
   */
  async register(payload: Registration): Promise<{ claim: string }> {
    const language = payload.language ?? 'en';
    // The route's schema admits only the known languages; this holds for any other caller.
    if (!isLanguage(language)) throw invalid(messages.languageInvalid);
    const input: RegistrationPayload = {
      email: normalizeEmail(payload.email),
      password: payload.password,
      fullName: payload.fullName.trim(),
      institutionName: payload.institutionName.trim(),
      phone: normalizePhone(payload.phone),
    };
    const errors = validateRegistrationPayload(input);
    const first = Object.values(errors)[0];
    if (first) throw validationError(first);
    if (input.email.length > EMAIL_MAX_LENGTH) throw invalid(validationMessages.emailInvalid);
    if (input.fullName.length > NAME_MAX_LENGTH)
      throw invalid(`Full name must be at most ${NAME_MAX_LENGTH} characters`);
    if (input.institutionName.length > NAME_MAX_LENGTH)
      throw invalid(`Institution name must be at most ${NAME_MAX_LENGTH} characters`);
    await assertPasswordChoice(input.password, input);

    // Checked before hashing so a taken address costs no hash; the unique index decides races.
    const taken = await this.findUser(input.email);
    if (taken && taken.emailVerifiedAt !== null) throw refuse(409, 'email_taken');
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    const userId = randomUUID();
    const claim = newToken();
    try {
      await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.email, input.email))
          .limit(1)
          .for('update');
        if (existing) {
          if (existing.verifiedAt !== null) throw refuse(409, 'email_taken');
          // Replacing keeps the per-address mail limits: they count mails to the address, not to a user.
          if (!(await this.underMailLimits(tx, input.email, 'verification')))
            throw refuse(429, 'rate_limited', messages.registrationsTooFrequent).withHeaders({
              'retry-after': '60',
            });
          // Cascades to the tenant, its links and sessions (there are none before verification).
          await tx.delete(users).where(eq(users.id, existing.id));
        }
        await tx.insert(users).values({
          id: userId,
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          phone: input.phone,
          language,
          registrationClaimHash: hashToken(claim),
          createdAt: now,
          updatedAt: now,
        });
        await this.createTenant(tx, userId, { ...input, language }, now);
        const { token } = await issueToken(tx, {
          userId,
          email: input.email,
          purpose: 'email_verification',
          now,
        });
        await this.options.outbox.enqueueMail(tx, {
          to: input.email,
          kind: 'verification',
          ...verificationMail({
            language,
            fullName: input.fullName,
            institutionName: input.institutionName,
            url: this.link(language, '/verify', { token }),
          }),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw refuse(409, 'email_taken');
      throw error;
    }
    return { claim };
  }

  private async createTenant(tx: Database, userId: string, input: RegistrationPayload, now: Date) {
    // A random suffix makes collisions rare; ON CONFLICT keeps a collision from aborting the
    // transaction, and the loop picks another code.
    for (let attempt = 0; attempt < 8; attempt++) {
      const code = tenantCode(input.institutionName);
      const inserted = await tx
        .insert(tenants)
        .values({
          id: randomUUID(),
          userId,
          name: input.institutionName,
          description: tenantDescriptions[input.language ?? 'en'](input.institutionName),
          code,
          owner: input.fullName,
          domain: `${code}.${this.options.config.tenantDomain}`,
          contactEmail: input.email,
          contactPhone: input.phone,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: tenants.code })
        .returning({ id: tenants.id });
      if (inserted.length > 0) return;
    }
    throw new Error('Could not find a free tenant code after 8 attempts');
  }

  private async findUser(email: string) {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  /**
   * Runs `work` with the user's row locked (so two requests for one address count the mail
   * limits one after the other); nothing for an unknown address.
   */
  private async withLockedUser(
    email: string,
    work: (tx: Database, user: typeof users.$inferSelect) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
      if (user) await work(tx, user);
    });
  }

  private async underMailLimits(tx: Database, to: string, kind: string): Promise<boolean> {
    for (const { windowMs, limit } of MAIL_LIMITS) {
      if ((await this.options.outbox.countRecent(tx, to, kind, windowMs)) >= limit) return false;
    }
    return true;
  }

  private emailOf(raw: string): string {
    const problem = checkEmail(raw);
    if (problem) throw invalid(validationMessages[problem]);
    const email = normalizeEmail(raw);
    if (email.length > EMAIL_MAX_LENGTH) throw invalid(validationMessages.emailInvalid);
    return email;
  }

  /**
   * POST /auth/resend-verification: one answer whatever the address, given before the address is
   * looked up (so timing tells nothing); only an unverified account gets a new link.
   */
  async resendVerification(rawEmail: string): Promise<void> {
    const email = this.emailOf(rawEmail);
    this.options.background.run('resend verification', () => this.queueVerificationMail(email));
  }

  private async queueVerificationMail(email: string): Promise<void> {
    await this.withLockedUser(email, async (tx, user) => {
      if (user.emailVerifiedAt !== null) return;
      if (!(await this.underMailLimits(tx, user.email, 'verification'))) return;
      const now = this.now();
      const { token } = await issueToken(tx, {
        userId: user.id,
        email: user.email,
        purpose: 'email_verification',
        now,
      });
      const [tenant] = await tx
        .select({ name: tenants.name })
        .from(tenants)
        .where(eq(tenants.userId, user.id));
      await this.options.outbox.enqueueMail(tx, {
        to: user.email,
        kind: 'verification',
        ...verificationMail({
          language: user.language,
          fullName: user.fullName,
          institutionName: tenant?.name,
          url: this.link(user.language, '/verify', { token }),
        }),
      });
    });
  }

  /**
   * POST /auth/verify: consumes the link, marks the address verified and signs its reader in. The
   * registration's password survives only with the registering browser's claim (see register);
   * the answer's `passwordDropped` says when it did not. An
   * address that is already verified gets no session from a link: only login does that.
   */
  async verifyEmail(
    token: string,
    claims: readonly string[],
    clientKey?: string,
  ): Promise<SignedIn & { passwordDropped: boolean }> {
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const owner = await consumeToken(tx, token, 'email_verification', now);
      if (!owner) return undefined;
      const [user] = await tx.select().from(users).where(eq(users.id, owner.userId)).limit(1).for('update');
      // The token is bound to the address it was sent to.
      if (!user || user.email !== owner.email) return undefined;
      if (user.emailVerifiedAt !== null) return 'already verified' as const;
      const claimed = claims.some((claim) => sameHash(hashToken(claim), user.registrationClaimHash));
      await tx
        .update(users)
        .set({
          emailVerifiedAt: now,
          registrationClaimHash: null,
          // '' matches no password (passwords.ts): the reader sets one through "Forgot password?".
          ...(claimed ? {} : { passwordHash: '' }),
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await revokeTokens(tx, user.id, 'email_verification', now);
      const session = await createSession(tx, user.id, now, clientKey);
      // Said in the answer, so the page can tell the reader to set a password now rather than
      // find out when their registration password is refused.
      const passwordDropped = !claimed;
      return { userId: user.id, token: session, fullName: user.fullName, email: user.email, passwordDropped };
    });
    if (outcome === 'already verified') throw refuse(400, 'email_already_verified');
    if (outcome) return outcome;
    if (await wasConsumed(this.db, token, 'email_verification')) throw refuse(400, 'verification_link_used');
    throw refuse(400, 'verification_failed');
  }

  /**
   * POST /auth/login. Failed attempts count against the client's network (10 per 15 min, taken
   * back on success) and wrong passwords against the account (20 per hour). An account over its
   * limit still admits its owner from a network they signed in from in the last 30 days; from any
   * other it answers 429 without checking the password, so guessing learns nothing there. The
   * account's count is keyed by its current password hash, so a password reset starts it afresh.
   */
  async login(rawUsername: string, password: string, clientKey: string): Promise<SignedIn> {
    const email = this.emailOf(rawUsername);
    if (!password) throw invalid(validationMessages.passwordRequired);
    const { limiter } = this.options;
    const networkHit = await limiter.hit(RATE_LIMITS.loginFailuresPerIp, clientKey);
    const user = email.length <= EMAIL_MAX_LENGTH ? await this.findUser(email) : undefined;
    const account = accountKey(`${email}:${user?.passwordHash.slice(-16) ?? ''}`);
    const locked = await limiter.refusal(RATE_LIMITS.loginFailuresPerAccount, account);
    if (locked && !(user && (await isKnownNetwork(this.db, user.id, clientKey, this.now())))) throw locked;
    // No stored password is longer than the cap: skip hashing megabytes, answer as for any miss.
    // An empty hash (a registration password dropped at verification) matches nothing.
    const matches =
      password.length <= PASSWORD_MAX_LENGTH
        ? await verifyPassword(user?.passwordHash || undefined, password)
        : await verifyPassword(undefined, '');
    if (!user || !matches) {
      await limiter.hit(RATE_LIMITS.loginFailuresPerAccount, account);
      throw refuse(401, 'invalid_credentials');
    }
    await networkHit.release();
    if (user.emailVerifiedAt === null) throw refuse(403, 'email_not_verified');
    const token = await createSession(this.db, user.id, this.now(), clientKey);
    return { userId: user.id, token, fullName: user.fullName, email: user.email };
  }

  /** POST /auth/logout: the session stops working at once. */
  async logout(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId, this.now());
  }

  /** POST /auth/logout-everywhere: every session of the owner ends, this one too. */
  async logoutEverywhere(userId: string): Promise<void> {
    await this.options.limiter.hit(RATE_LIMITS.accountChangesPerAccount, userId);
    await revokeAllSessions(this.db, userId, this.now());
  }

  /**
   * POST /auth/change-password: with the current password, sets a new one (same rules as
   * registration), ends every other session and reset link, and mails the owner a notice.
   */
  async changePassword(
    userId: string,
    sessionId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    await this.options.limiter.hit(RATE_LIMITS.accountChangesPerAccount, userId);
    if (!currentPassword) throw invalid(validationMessages.currentPasswordRequired);
    const problem = checkNewPassword(newPassword);
    if (problem) throw invalid(validationMessages[problem]);
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw refuse(401, 'unauthorized');
    const [tenant] = await this.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.userId, userId))
      .limit(1);
    await assertPasswordChoice(newPassword, { email: user.email, institutionName: tenant?.name });
    if (newPassword === currentPassword) throw invalid(validationMessages.newPasswordSameAsCurrent);
    const matches =
      currentPassword.length <= PASSWORD_MAX_LENGTH &&
      (await verifyPassword(user.passwordHash || undefined, currentPassword));
    if (!matches) throw refuse(400, 'wrong_current_password');
    const passwordHash = await hashPassword(newPassword);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      await revokeAllSessions(tx, userId, now, sessionId);
      await revokeTokens(tx, userId, 'password_reset', now);
      await this.queuePasswordChangedMail(tx, user, now);
    });
  }

  /**
   * POST /auth/forgot-password: one answer whatever the address, given before the address is
   * looked up (so timing tells nothing); an account gets a 24-hour link.
   */
  /** Tells the owner their password changed, with the way back if it was not them. */
  private async queuePasswordChangedMail(
    tx: Database,
    user: { email: string; language: Language; fullName: string },
    now: Date,
  ): Promise<void> {
    await this.options.outbox.enqueueMail(tx, {
      to: user.email,
      kind: 'password_changed',
      ...passwordChangedMail({
        language: user.language,
        fullName: user.fullName,
        changedAt: now,
        forgotUrl: this.pageUrl(user.language, '/forgot-password'),
      }),
    });
  }

  async forgotPassword(rawEmail: string): Promise<void> {
    const email = this.emailOf(rawEmail);
    this.options.background.run('password reset mail', () => this.queueResetMail(email));
  }

  private async queueResetMail(email: string): Promise<void> {
    await this.withLockedUser(email, async (tx, user) => {
      if (!(await this.underMailLimits(tx, user.email, 'password_reset'))) return;
      const { token } = await issueToken(tx, {
        userId: user.id,
        email: user.email,
        purpose: 'password_reset',
        now: this.now(),
      });
      await this.options.outbox.enqueueMail(tx, {
        to: user.email,
        kind: 'password_reset',
        ...passwordResetMail({
          language: user.language,
          fullName: user.fullName,
          url: this.link(user.language, '/reset-password', { token, email: user.email }),
        }),
      });
    });
  }

  /** POST /auth/verify-reset-token: valid or not, without consuming the token. */
  async verifyResetToken(token: string, rawEmail: string): Promise<void> {
    const owner = await findLiveToken(this.db, token, 'password_reset', this.now(), normalizeEmail(rawEmail));
    if (!owner) throw refuse(400, 'invalid_reset_token');
  }

  /**
   * POST /auth/reset-password: consumes the token (of concurrent attempts exactly one wins), sets
   * the password, signs out every session, revokes other reset and verification links and mails a
   * notice. Following
   * the mailed link proves the address, so an unverified account becomes verified.
   */
  async resetPassword(token: string, rawEmail: string, password: string): Promise<void> {
    const problem = checkNewPassword(password);
    if (problem) throw invalid(validationMessages[problem]);
    const email = normalizeEmail(rawEmail);
    const reject = () => refuse(400, 'invalid_reset_token');
    // A cheap look first: a dead link costs no hash.
    const owner = await findLiveToken(this.db, token, 'password_reset', this.now(), email);
    if (!owner) throw reject();
    const [tenant] = await this.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.userId, owner.userId))
      .limit(1);
    await assertPasswordChoice(password, { email: owner.email, institutionName: tenant?.name });
    const passwordHash = await hashPassword(password);
    const now = this.now();
    const done = await this.db.transaction(async (tx) => {
      const owner = await consumeToken(tx, token, 'password_reset', now, email);
      if (!owner) return false;
      const [user] = await tx
        .update(users)
        .set({
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          registrationClaimHash: null,
          updatedAt: now,
        })
        .where(eq(users.id, owner.userId))
        .returning();
      if (!user) return false;
      await revokeAllSessions(tx, user.id, now);
      // Every mailed link dies with the old password: a verification link must not sign anyone in
      // after a reset (the address is verified by the reset itself).
      await revokeTokens(tx, user.id, 'password_reset', now);
      await revokeTokens(tx, user.id, 'email_verification', now);
      await this.queuePasswordChangedMail(tx, user, now);
      return true;
    });
    if (!done) throw reject();
  }
}

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The longest slug a tenant code keeps of the name (a DNS label may have 63 characters). */
const CODE_SLUG_LENGTH = 30;

/**
 * A short, DNS-safe tenant code from the institution's name plus a random suffix:
 * 'Vidya Mandir School, Pune' -> 'vidya-mandir-school-pune-k7m2'. A long name keeps its whole
 * words up to 30 characters ('Sunrise Public School' is never 'sunrise-public-schoo'); names
 * without Latin letters or digits fall back to 'institute'.
 */
export function tenantCode(name: string): string {
  const full = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = full.slice(0, CODE_SLUG_LENGTH);
  const wholeWords =
    full.length > CODE_SLUG_LENGTH && full[CODE_SLUG_LENGTH] !== '-' && cut.includes('-')
      ? cut.slice(0, cut.lastIndexOf('-'))
      : cut;
  const slug = wholeWords.replace(/-+$/, '');
  let suffix = '';
  for (let index = 0; index < 4; index++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${slug || 'institute'}-${suffix}`;
}

/** A unique-constraint violation (23505) on the named constraint, through drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error || typeof current === 'object'; ) {
    if (current === null) return false;
    const {
      code,
      constraint: name,
      message,
      cause,
    } = current as {
      code?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (code === '23505') return name === constraint || (message ?? '').includes(constraint);
    if (cause === undefined || cause === current) return false;
    current = cause;
  }
  return false;
}
