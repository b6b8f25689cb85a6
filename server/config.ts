import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import Type from 'typebox';
import { Value } from 'typebox/value';

// The server's whole configuration comes from the environment (twelve-factor), is checked once at
// start and is frozen, so a typo stops the start with one clear line instead of failing at the
// first request that needs the value. Empty strings count as unset: compose files and CI often
// export `NAME=` to mean "not set".

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** `false`: the socket's address is the client. `true`: trust every proxy. A number: hops. A list: proxy addresses or CIDRs. */
export type TrustProxy = boolean | number | readonly string[];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute. Runtime data: the embedded database (`db/`) and the dev mailbox (`mail/`). */
  readonly dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** Origin (no trailing slash) used in e-mailed links; never taken from a request's Host header. */
  readonly publicUrl: string;
  /** SMTP transport for mail; unset means the dev mailbox under `dataDir/mail`. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Where contact-form messages are sent; unset means they are only stored. */
  readonly contactInbox: string | undefined;
  /** Base domain of the tenants' admin portals (`<code>.<tenantDomain>`). */
  readonly tenantDomain: string;
  /** Shared store for rate limits when several instances run; unset means in-process memory. */
  readonly redisUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** Origins allowed to call the API from a browser; empty means same origin only. */
  readonly corsOrigins: readonly string[];
  readonly trustProxy: TrustProxy;
  /** Absolute. The Vite build served as the single-page app. */
  readonly staticDir: string;
  /** Pause after each NCERT class a tenant deploy seeds (realistic, short; tests set 0 or more). */
  readonly provisioningStepDelayMs: number;
  /**
   * Multiplies every rate limit (1: the limits as designed). Benchmarks raise it so one client
   * address can drive load; the server warns at start whenever it is not 1.
   */
  readonly rateLimitScale: number;
  /**
   * Uploaded files read and checked at once on the server, and for one school; the rest wait a
   * few seconds, then get 429 (services/portal/imports/upload-gate.ts).
   */
  readonly uploadsAtOnce: number;
  readonly uploadsAtOncePerSchool: number;
  /** An uploaded file still being read after this long is refused (413). */
  readonly uploadReadTimeoutMs: number;
  /**
   * Jobs the runner runs at once (server/jobs/runner.ts); unset: the runner's 4. On PostgreSQL
   * each running job may hold one of the pool's 10 connections, which requests wait for.
   */
  readonly jobsAtOnce: number | undefined;
  /**
   * The SMS or WhatsApp provider that carries guardian alerts (POST JSON, bearer token); unset:
   * guardians are alerted by e-mail only.
   */
  readonly messaging:
    | {
        readonly url: string;
        readonly token: string;
        readonly channel: 'sms' | 'whatsapp';
        /** `<template>.<language>` to the id the operator registered (services/messaging/alert-texts.ts). */
        readonly templateIds: Readonly<Record<string, string>>;
      }
    | undefined;
  /**
   * How many first-contact confirmations one school may send a day (IST); the rest wait for the
   * next day (services/messaging/guardian-contacts.ts).
   */
  readonly guardianConfirmationsPerDay: number;
  /** Backups (services/backup/): the nightly copy, where copies go, and the key that encrypts them. */
  readonly backup: {
    /** Whether this server makes the nightly backup. Off unless asked; `npm start` asks (scripts/start.mjs). */
    readonly nightly: boolean;
    /** Minutes after midnight in India (IST) at which the nightly backup is made. */
    readonly timeMinutes: number;
    /** Nightly backups kept in `dir`; older ones are deleted (copies made by hand are never deleted). */
    readonly keep: number;
    /** Absolute. Where backups go; default `<dataDir>/backups`. */
    readonly dir: string;
    /** Absolute. A file holding the passphrase that encrypts backups; unset: backups are not encrypted. */
    readonly keyFile: string | undefined;
  };
}

export type Environment = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A parser returns the value, or `undefined` when the raw text is not acceptable. */
interface Setting<T> {
  readonly expected: string;
  readonly parse: (raw: string) => T | undefined;
}

const Port = Type.Integer({ minimum: 0, maximum: 65535 });
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
// RFC 1123 host names; also accepts single labels such as `localhost`.
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function url(protocols: readonly string[]): (raw: string) => string | undefined {
  return (raw) => {
    try {
      const parsed = new URL(raw);
      return protocols.includes(parsed.protocol) && parsed.hostname !== '' ? raw : undefined;
    } catch {
      return undefined;
    }
  };
}

/** Only the origin of an http(s) URL: links are built as `${origin}/path`, so a path would be lost or doubled. */
function origin(raw: string): string | undefined {
  try {
    const parsed = new URL(raw);
    const bare = parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
    const http = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return http && bare && parsed.username === '' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Every registered message in both languages needs its id (server/services/messaging/alert-texts.ts). */
const TEMPLATE_KEYS = ['absent', 'correction', 'confirm'].flatMap((name) => [`${name}.en`, `${name}.hi`]);
/**
 * Ids a provider may have: the fee reminder's and the guardian's sign-in code's, registered later
 * than the attendance messages, so a server configured before them keeps starting; without its
 * id, such a message goes by e-mail to a guardian who has an address, and to no one else
 * (docs/operations.md#messages-to-guardians).
 */
const OPTIONAL_TEMPLATE_KEYS = ['fee_due', 'sign_in_code'].flatMap((name) => [`${name}.en`, `${name}.hi`]);

function parseTemplateIds(raw: string): Record<string, string> | undefined {
  const ids: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [key, id] = pair.split('=').map((part) => part.trim());
    const known = key && (TEMPLATE_KEYS.includes(key) || OPTIONAL_TEMPLATE_KEYS.includes(key));
    if (!key || !id || !known || !/^[\w-]{1,64}$/.test(id)) return undefined;
    ids[key] = id;
  }
  return TEMPLATE_KEYS.every((key) => ids[key]) ? ids : undefined;
}

function wholeFrom(min: number, max: number): (raw: string) => number | undefined {
  return (raw) => {
    if (!/^\d+$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max ? value : undefined;
  };
}

const settings = {
  PORT: {
    expected: 'an integer between 0 and 65535',
    parse: (raw) => {
      if (!/^\d+$/.test(raw)) return undefined;
      const value = Value.Convert(Port, raw);
      return Value.Check(Port, value) ? value : undefined;
    },
  } satisfies Setting<number>,
  HOST: {
    expected: 'a host name or an IP address',
    parse: (raw) => (isIP(raw) !== 0 || HOSTNAME.test(raw) ? raw : undefined),
  } satisfies Setting<string>,
  DATA_DIR: { expected: 'a directory path', parse: (raw) => resolve(raw) } satisfies Setting<string>,
  STATIC_DIR: { expected: 'a directory path', parse: (raw) => resolve(raw) } satisfies Setting<string>,
  DATABASE_URL: {
    expected: 'a postgres:// or postgresql:// URL',
    parse: url(['postgres:', 'postgresql:']),
  } satisfies Setting<string>,
  PUBLIC_URL: {
    expected: 'an http:// or https:// origin without a path, such as https://shala.example.in',
    parse: origin,
  } satisfies Setting<string>,
  SMTP_URL: {
    expected: 'an smtp:// or smtps:// URL',
    parse: url(['smtp:', 'smtps:']),
  } satisfies Setting<string>,
  MAIL_FROM: {
    expected: 'an e-mail address, optionally as "Name <address>"',
    parse: (raw) => {
      const address = /<([^<>]+)>$/.exec(raw)?.[1] ?? raw;
      return EMAIL.test(address) ? raw : undefined;
    },
  } satisfies Setting<string>,
  CONTACT_INBOX: {
    expected: 'an e-mail address',
    parse: (raw) => (EMAIL.test(raw) ? raw : undefined),
  } satisfies Setting<string>,
  TENANT_DOMAIN: {
    expected: 'a domain name such as shala.example.in',
    parse: (raw) => (HOSTNAME.test(raw) ? raw.toLowerCase() : undefined),
  } satisfies Setting<string>,
  MESSAGING_PROVIDER_URL: {
    expected: 'an http:// or https:// URL',
    parse: url(['http:', 'https:']),
  } satisfies Setting<string>,
  MESSAGING_PROVIDER_TOKEN: {
    expected: 'a token',
    parse: (raw) => raw,
  } satisfies Setting<string>,
  MESSAGING_CHANNEL: {
    expected: "'sms' or 'whatsapp'",
    parse: (raw) => (raw === 'sms' || raw === 'whatsapp' ? raw : undefined),
  } satisfies Setting<'sms' | 'whatsapp'>,
  MESSAGING_TEMPLATE_IDS: {
    expected: `the registered template ids, as ${TEMPLATE_KEYS.map((key) => `${key}=<id>`).join(',')} (optionally ${OPTIONAL_TEMPLATE_KEYS.map((key) => `${key}=<id>`).join(',')})`,
    parse: parseTemplateIds,
  } satisfies Setting<Record<string, string>>,
  GUARDIAN_CONFIRMATIONS_PER_DAY: {
    expected: 'an integer between 1 and 100000',
    parse: (raw) => {
      const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      return value >= 1 && value <= 100_000 ? value : undefined;
    },
  } satisfies Setting<number>,
  REDIS_URL: {
    expected: 'a redis:// or rediss:// URL',
    parse: url(['redis:', 'rediss:']),
  } satisfies Setting<string>,
  LOG_LEVEL: {
    expected: `one of ${LOG_LEVELS.join(', ')}`,
    parse: (raw) => LOG_LEVELS.find((level) => level === raw.toLowerCase()),
  } satisfies Setting<LogLevel>,
  CORS_ORIGINS: {
    expected: 'a comma-separated list of http(s) origins such as https://app.example.in',
    parse: (raw) => {
      const origins = raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      const parsed = origins.map(origin);
      return parsed.every((item) => item !== undefined) ? parsed : undefined;
    },
  } satisfies Setting<string[]>,
  TRUST_PROXY: {
    expected: 'true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
    parse: (raw): TrustProxy | undefined => {
      const lower = raw.toLowerCase();
      if (['true', 'on', 'yes'].includes(lower)) return true;
      if (['false', 'off', 'no'].includes(lower)) return false;
      if (/^\d+$/.test(raw)) return Number(raw);
      const entries = raw.split(',').map((item) => item.trim());
      const named = ['loopback', 'linklocal', 'uniquelocal'];
      const valid = entries.every((item) => named.includes(item) || isIP(item.split('/')[0] ?? '') !== 0);
      return valid ? entries : undefined;
    },
  } satisfies Setting<TrustProxy>,
  PROVISIONING_STEP_DELAY_MS: {
    expected: 'a whole number of milliseconds between 0 and 60000',
    parse: (raw) => {
      if (!/^\d+$/.test(raw)) return undefined;
      const value = Number(raw);
      return value <= 60_000 ? value : undefined;
    },
  } satisfies Setting<number>,
  RATE_LIMIT_SCALE: {
    expected: 'a positive number up to 1000000 (1 keeps the designed limits)',
    parse: (raw) => {
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(raw)) return undefined;
      const value = Number(raw);
      return value > 0 && value <= 1_000_000 ? value : undefined;
    },
  } satisfies Setting<number>,
  UPLOADS_AT_ONCE: {
    expected: 'a whole number from 1 to 64',
    parse: wholeFrom(1, 64),
  } satisfies Setting<number>,
  JOBS_AT_ONCE: {
    expected: 'a whole number from 1 to 64',
    parse: wholeFrom(1, 64),
  } satisfies Setting<number>,
  UPLOADS_AT_ONCE_PER_SCHOOL: {
    expected: 'a whole number from 1 to 64',
    parse: wholeFrom(1, 64),
  } satisfies Setting<number>,
  UPLOAD_READ_TIMEOUT_MS: {
    expected: 'a whole number of milliseconds from 1000 to 600000',
    parse: wholeFrom(1000, 600_000),
  } satisfies Setting<number>,
  BACKUP_NIGHTLY: {
    expected: 'on or off',
    parse: (raw) => {
      const lower = raw.toLowerCase();
      if (['on', 'true', 'yes'].includes(lower)) return true;
      if (['off', 'false', 'no'].includes(lower)) return false;
      return undefined;
    },
  } satisfies Setting<boolean>,
  BACKUP_TIME: {
    expected: 'a time of day in India as HH:MM, such as 02:00',
    parse: (raw) => {
      const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(raw);
      return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
    },
  } satisfies Setting<number>,
  BACKUP_KEEP: {
    expected: 'a whole number from 1 to 1000',
    parse: wholeFrom(1, 1000),
  } satisfies Setting<number>,
  BACKUP_DIR: { expected: 'a directory path', parse: (raw) => resolve(raw) } satisfies Setting<string>,
  BACKUP_KEY_FILE: { expected: 'a file path', parse: (raw) => resolve(raw) } satisfies Setting<string>,
} as const;

type Name = keyof typeof settings;
type Parsed<N extends Name> = NonNullable<ReturnType<(typeof settings)[N]['parse']>>;

function deepFreeze<T extends object>(value: T): T {
  for (const item of Object.values(value)) {
    if (typeof item === 'object' && item !== null) deepFreeze(item);
  }
  return Object.freeze(value);
}

/**
 * Builds the configuration from an environment (pure: pass `process.env` or a test's own object).
 * Throws a ConfigError whose message is one line naming every bad variable, for example
 * `Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")`.
 */
export function loadConfig(env: Environment): Config {
  const problems: string[] = [];
  function read<N extends Name>(name: N): Parsed<N> | undefined {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return undefined;
    const value = settings[name].parse(raw) as Parsed<N> | undefined;
    if (value === undefined)
      problems.push(`${name} must be ${settings[name].expected} (got ${JSON.stringify(raw)})`);
    return value;
  }

  // The provider needs all four: a URL without its token, channel or templates would fail at the
  // first alert.
  function readMessaging(): Config['messaging'] {
    const url = read('MESSAGING_PROVIDER_URL');
    const token = read('MESSAGING_PROVIDER_TOKEN');
    const channel = read('MESSAGING_CHANNEL');
    const templateIds = read('MESSAGING_TEMPLATE_IDS');
    if (!url && !token && !channel && !templateIds) return undefined;
    if (!url || !token || !channel || !templateIds) {
      problems.push(
        'MESSAGING_PROVIDER_URL, MESSAGING_PROVIDER_TOKEN, MESSAGING_CHANNEL and MESSAGING_TEMPLATE_IDS must be set together',
      );
      return undefined;
    }
    return { url, token, channel, templateIds };
  }

  const port = read('PORT') ?? 3000;
  const dataDir = read('DATA_DIR') ?? resolve('data');
  const config: Config = {
    port,
    host: read('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: read('DATABASE_URL'),
    publicUrl: read('PUBLIC_URL') ?? `http://localhost:${port}`,
    smtpUrl: read('SMTP_URL'),
    mailFrom: read('MAIL_FROM') ?? 'Shala <no-reply@shala.local>',
    contactInbox: read('CONTACT_INBOX'),
    tenantDomain: read('TENANT_DOMAIN') ?? 'localhost',
    redisUrl: read('REDIS_URL'),
    logLevel: read('LOG_LEVEL') ?? 'info',
    corsOrigins: read('CORS_ORIGINS') ?? [],
    trustProxy: read('TRUST_PROXY') ?? false,
    staticDir: read('STATIC_DIR') ?? resolve('dist'),
    provisioningStepDelayMs: read('PROVISIONING_STEP_DELAY_MS') ?? 120,
    rateLimitScale: read('RATE_LIMIT_SCALE') ?? 1,
    messaging: readMessaging(),
    // About what a school of 1,500 needs on a day (only guardians of absent students are asked),
    // and few enough that a school made to spam cannot reach many strangers a day.
    guardianConfirmationsPerDay: read('GUARDIAN_CONFIRMATIONS_PER_DAY') ?? 100,
    // Reading a file takes a core: on a 2-core server one is always left to answer requests.
    uploadsAtOnce: read('UPLOADS_AT_ONCE') ?? Math.max(1, availableParallelism() - 1),
    uploadsAtOncePerSchool: read('UPLOADS_AT_ONCE_PER_SCHOOL') ?? 1,
    jobsAtOnce: read('JOBS_AT_ONCE'),
    uploadReadTimeoutMs: read('UPLOAD_READ_TIMEOUT_MS') ?? 15_000,
    backup: {
      nightly: read('BACKUP_NIGHTLY') ?? false,
      // 02:00 in India: after the day's last work, long before the first teacher.
      timeMinutes: read('BACKUP_TIME') ?? 120,
      keep: read('BACKUP_KEEP') ?? 14,
      dir: read('BACKUP_DIR') ?? join(dataDir, 'backups'),
      keyFile: read('BACKUP_KEY_FILE'),
    },
  };
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return deepFreeze(config);
}
