import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { type ApiError, refuse } from '../http-error';

// Rate limits (docs/requirements/security.md#rate-limits, docs/decisions/0007-own-rate-limiter.md),
// as sliding-window counters: a window's count is the current fixed bucket plus the previous bucket
// weighted by how much of it still overlaps the window (the approximation Cloudflare and nginx use;
// exact enough, two numbers per key). Buckets are numbered from the injected clock, so tests move
// time instead of sleeping, and every instance computes the same bucket. Counters live in process
// memory, or in Redis when REDIS_URL is set so several instances agree; if Redis stops answering,
// the instance falls back to its own memory (limits stay on, per instance) rather than failing
// requests or dropping the limits.
//
// Keys hold no personal data: account keys are hashed.

export interface RateLimitRule {
  /** Names the counter (and the key prefix). */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** The sentence of the 429; `{minutes}` becomes the wait. */
  readonly message: string;
}

const MINUTE = 60_000;

// Every limit in one table. Routes and services name a rule here and count with rateLimiter.hit;
// the per-address mail limits below it are counted in the database instead (see MAIL_LIMITS).
export const RATE_LIMITS = {
  loginFailuresPerIp: {
    name: 'login-ip',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many failed login attempts from your network. Please wait {minutes} and try again.',
  },
  // Wrong passwords for one account, from anywhere. Over it, the account admits only networks its
  // owner signed in from in the last 30 days (services/accounts.ts), so strangers cannot lock the
  // owner out; a password reset starts a new count.
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 20,
    windowMs: 60 * MINUTE,
    message:
      'Too many failed login attempts for this account. Please wait {minutes} and try again, or choose a new password with "Forgot password?".',
  },
  mailRequestsPerIp: {
    name: 'mail-ip',
    limit: 30,
    windowMs: 5 * MINUTE,
    message: 'Too many requests from your network. Please wait {minutes} and try again.',
  },
  tokenChecksPerIp: {
    name: 'token-ip',
    limit: 30,
    windowMs: 5 * MINUTE,
    message: 'Too many attempts from your network. Please wait {minutes} and try again.',
  },
  // The owner's own changes (deploy, undeploy): a person clicks a few times a minute, a script more.
  tenantChangesPerAccount: {
    name: 'tenant-account',
    limit: 10,
    windowMs: MINUTE,
    message: 'Too many changes to your institution in a short time. Please wait {minutes} and try again.',
  },
  // Change password and sign out everywhere: each costs a hash or revokes sessions.
  accountChangesPerAccount: {
    name: 'account-changes',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many attempts for this account. Please wait {minutes} and try again.',
  },
  // The contact form, per network, once the message's shape is valid.
  contactPerIp: {
    name: 'contact-ip',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: 'Too many messages from your network. Please wait {minutes} and try again.',
  },
  // A school portal's sign-in (services/portal/session.ts): failures per network, and wrong
  // passwords per member address of that portal. The owners' numbers; the counts are the portal's
  // own, so a school's staff do not use up the owners' budget or each other's schools'.
  portalSignInFailuresPerIp: {
    name: 'portal-login-ip',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many failed sign-in attempts from your network. Please wait {minutes} and try again.',
  },
  portalSignInFailuresPerAddress: {
    name: 'portal-login-address',
    limit: 20,
    windowMs: 60 * MINUTE,
    message:
      'Too many failed sign-in attempts for this address. Please wait {minutes} and try again, or choose a new password with "Forgot password?".',
  },
  // A guardian's sign-in code (services/portal/guardians/): codes asked for per network (each may
  // send an SMS, which costs the school), and wrong codes per network. Per contact, the codes are
  // counted in the database as mails are (GUARDIAN_CODE_LIMITS).
  guardianCodesPerIp: {
    name: 'guardian-code-ip',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: 'Too many codes asked for from your network. Please wait {minutes} and try again.',
  },
  guardianCodeFailuresPerIp: {
    name: 'guardian-code-failures-ip',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong codes from your network. Please wait {minutes} and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Mails of one kind to one address: 1 a minute and 5 an hour; over it, no mail and no new token.
 * They protect the recipient's inbox, not the server, so they count queued mails in the outbox
 * (outbox.countRecent, in the same transaction as the enqueue) and RATE_LIMIT_SCALE leaves them be.
 */
export const MAIL_LIMITS = [
  { windowMs: MINUTE, limit: 1 },
  { windowMs: 60 * MINUTE, limit: 5 },
] as const;

/**
 * The key a client is counted under: its address, or for IPv6 its /64 (one household or phone
 * usually holds a whole /64, so counting single addresses would not limit anyone).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** Counters by bucket. `add` returns the bucket's new count; counts of missing buckets are 0. */
export interface RateLimitStore {
  add(key: string, delta: number, ttlMs: number): Promise<number>;
  get(keys: readonly string[]): Promise<number[]>;
  /** Resolves once the store can count (a connection is up), or gives up quietly after a while. */
  ready?(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private operations = 0;
  constructor(private readonly clock: Clock) {}

  async add(key: string, delta: number, ttlMs: number): Promise<number> {
    const now = this.clock.now().getTime();
    if (++this.operations % 1000 === 0) this.sweep(now);
    const entry = this.counters.get(key);
    const live = entry && entry.expiresAt > now ? entry : { count: 0, expiresAt: now + ttlMs };
    live.count = Math.max(0, live.count + delta);
    this.counters.set(key, live);
    return live.count;
  }

  async get(keys: readonly string[]): Promise<number[]> {
    const now = this.clock.now().getTime();
    return keys.map((key) => {
      const entry = this.counters.get(key);
      return entry && entry.expiresAt > now ? entry.count : 0;
    });
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

// INCRBY and PEXPIRE in one round trip; the expiry is set only when the key is new, so a bucket
// dies on time however often it is hit. A decrement never goes below zero.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') count = 0 end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return count`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback: MemoryRateLimitStore;
  private lastWarning = 0;
  constructor(
    private readonly redis: Redis,
    clock: Clock,
    private readonly options: { prefix?: string; onError?: (error: Error) => void } = {},
  ) {
    this.fallback = new MemoryRateLimitStore(clock);
  }

  private key(key: string): string {
    return `${this.options.prefix ?? 'shala:rl:'}${key}`;
  }

  /** Waits up to `timeoutMs` for the connection, so the first requests count in Redis too. */
  async ready(timeoutMs = 2000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  private failed(error: unknown): void {
    // One warning a minute at most: a Redis outage must not flood the log.
    const now = Date.now();
    if (now - this.lastWarning < MINUTE) return;
    this.lastWarning = now;
    this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
  }

  async add(key: string, delta: number, ttlMs: number): Promise<number> {
    try {
      const count = await this.redis.eval(ADD_SCRIPT, 1, this.key(key), delta, Math.ceil(ttlMs));
      return Number(count);
    } catch (error) {
      this.failed(error);
      return this.fallback.add(key, delta, ttlMs);
    }
  }

  async get(keys: readonly string[]): Promise<number[]> {
    try {
      const values = await this.redis.mget(...keys.map((key) => this.key(key)));
      return values.map((value) => Number(value ?? 0));
    } catch (error) {
      this.failed(error);
      return this.fallback.get(keys);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    this.redis.disconnect();
  }
}

/** A reserved hit: `release()` takes it back (a login that turned out to succeed). */
export interface Hit {
  release(): Promise<void>;
}

/**
 * A rule's limit multiplied by RATE_LIMIT_SCALE (config.ts), at least 1. The scale is applied here,
 * where every rule is counted, so no rule (these, the contact form's, a future one) can miss it.
 */
export function scaledLimit(limit: number, scale: number): number {
  // The epsilon keeps 0.7 * 10 = 7.000000000000001 and 0.29 * 100 = 28.999999999999996 honest.
  return Math.max(1, Math.floor(limit * scale + 1e-9));
}

export class RateLimiter {
  /** `scale` multiplies every rule's limit (config.rateLimitScale; 1 keeps the designed limits). */
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    private readonly scale = 1,
  ) {}

  /**
   * Counts one hit against `subject` and throws a 429 ApiError when that makes it exceed the rule
   * (the refused hit is not counted, so waiting is always enough). Returns the hit so a caller
   * counting only failures can take it back on success.
   */
  async hit(designed: RateLimitRule, subject: string): Promise<Hit> {
    const rule =
      this.scale === 1 ? designed : { ...designed, limit: scaledLimit(designed.limit, this.scale) };
    const now = this.clock.now().getTime();
    const bucket = Math.floor(now / rule.windowMs);
    const current = this.bucketKey(rule, subject, bucket);
    const ttl = 2 * rule.windowMs;
    const [count, [previous = 0]] = await Promise.all([
      this.store.add(current, 1, ttl),
      this.store.get([this.bucketKey(rule, subject, bucket - 1)]),
    ]);
    const elapsed = now - bucket * rule.windowMs;
    const weighted = count + previous * (1 - elapsed / rule.windowMs);
    if (weighted > rule.limit) {
      await this.store.add(current, -1, ttl);
      throw this.tooMany(rule, waitUntilAllowed(count - 1, previous, elapsed, rule));
    }
    return { release: () => this.store.add(current, -1, ttl).then(() => undefined) };
  }

  /**
   * The 429 the next hit would get, without counting one: undefined while `subject` is under the
   * rule's limit. (A locked account uses it to decide before spending a hash.)
   */
  async refusal(designed: RateLimitRule, subject: string): Promise<ApiError | undefined> {
    const rule =
      this.scale === 1 ? designed : { ...designed, limit: scaledLimit(designed.limit, this.scale) };
    const now = this.clock.now().getTime();
    const bucket = Math.floor(now / rule.windowMs);
    const [count = 0, previous = 0] = await this.store.get([
      this.bucketKey(rule, subject, bucket),
      this.bucketKey(rule, subject, bucket - 1),
    ]);
    const elapsed = now - bucket * rule.windowMs;
    if (count + 1 + previous * (1 - elapsed / rule.windowMs) <= rule.limit) return undefined;
    return this.tooMany(rule, waitUntilAllowed(count, previous, elapsed, rule));
  }

  private bucketKey(rule: RateLimitRule, subject: string, bucket: number): string {
    return `${rule.name}:${subject}:${bucket}`;
  }

  private tooMany(rule: RateLimitRule, waitMs: number): ApiError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
    return refuse(429, 'rate_limited', rule.message.replace('{minutes}', wait)).withHeaders({
      'retry-after': String(seconds),
    });
  }
}

/**
 * How long until one more hit fits, given `count` hits in the current bucket, `previous` in the one
 * before and `elapsed` ms into the current bucket (solving the sliding-window formula for time).
 */
export function waitUntilAllowed(
  count: number,
  previous: number,
  elapsed: number,
  rule: RateLimitRule,
): number {
  const { limit, windowMs } = rule;
  const room = limit - 1 - count;
  if (room >= 0 && previous > 0) {
    const wait = windowMs * (1 - room / previous) - elapsed;
    if (wait < windowMs - elapsed) return Math.max(0, wait);
  }
  // In the next bucket the current hits become the weighted previous ones.
  const intoNext = count > 0 ? Math.max(0, windowMs * (1 - (limit - 1) / count)) : 0;
  return windowMs - elapsed + intoNext;
}

/** A stable, non-reversible key for an e-mail address (Redis should not hold addresses). */
export function accountKey(email: string): string {
  return createHash('sha256').update(`shala-rate-limit:${email}`).digest('base64url').slice(0, 22);
}
