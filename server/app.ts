import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { loggerOptions } from './logger';
import { API_PREFIX, API_VERSION } from './paths';
import { type Authenticate, createAuthenticate, decorateAuthentication } from './plugins/authenticate';
import { rejectWhileClosing } from './plugins/closing';
import { registerCors } from './plugins/cors';
import {
  apiNotFound,
  BODY_LIMIT_BYTES,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from './plugins/errors';
import { documentationRoutes, registerOpenApi } from './plugins/openapi';
import { type InlineHashes, registerSecurityHeaders } from './plugins/security-headers';
import { readInlineHashes, registerStaticSpa } from './plugins/static-spa';
import { validatorCompiler } from './plugins/validation';
import authRoutes from './routes/auth';
import contactRoutes from './routes/contact';
import healthRoutes from './routes/health';
import legalDocumentRoutes from './routes/legal-documents';
import siteFiles from './routes/site-files';
import { Accounts } from './services/accounts';
import { BackgroundTasks } from './services/background';
import { MailDispatcher } from './services/mail/dispatcher';
import { MailOutbox } from './services/mail/outbox';
import { devMailbox, type MailTransport, smtpTransport } from './services/mail/transport';
import {
  MemoryRateLimitStore,
  RateLimiter,
  type RateLimitStore,
  RedisRateLimitStore,
} from './services/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mail outbox: main.ts starts it; tests call drain(). Stopped when the app closes. */
    mailDispatcher: MailDispatcher;
    /** Work requests leave running (awaited when the app closes); `settled()` in tests. */
    backgroundTasks: BackgroundTasks;
  }
}

import tenantRoutes from './routes/tenants';
import { createTenantService, type TenantService } from './services/tenants';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * What every route plugin receives as its options. Services join here, built once in buildApp, so
 * routes never reach for globals.
 */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The time every rule reads (expiry, limits, back-off); tests pass a clock they can move. */
  clock: Clock;
  /** preHandler for owner-only routes: 401 unless a valid bearer session; sets request.userId. */
  authenticate: Authenticate;
  /** Queue mail inside a transaction: `outbox.enqueueMail(tx, { to, kind, subject, text, html })`. */
  outbox: MailOutbox;
  /** Shared counters (memory or Redis): `await rateLimiter.hit(rule, key)` throws a 429 ApiError. */
  rateLimiter: RateLimiter;
  accounts: Accounts;
  /** The owner's tenant: read it, record a deploy job, undeploy (services/tenants.ts). */
  tenants: TenantService;
}

/** A group of API routes, registered under /prod/v1 with the dependencies as options. */
export type ApiRoutes = FastifyPluginAsyncTypebox<AppDependencies>;

export interface BuildAppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: DatabaseHandle;
  /** Fastify logger settings; default: JSON lines at config.logLevel with secrets redacted (logger.ts). */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes under /prod/v1 with the same hooks and error handling (tests use it). */
  extraApiRoutes?: ApiRoutes;
  /** Inline scripts and styles the CSP allows; default: the build's dist/csp-hashes.json (static-spa.ts). */
  inlineHashes?: InlineHashes;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: SMTP when config.smtpUrl is set, else the dev mailbox under dataDir/mail. */
  mailTransport?: MailTransport;
  /** Default: Redis when config.redisUrl is set, else process memory. Closed with the app. */
  rateLimitStore?: RateLimitStore;
  /** Called once a deploy job is recorded: main.ts wakes its provisioning worker with it. */
  onDeployRequested?: () => void;
  /** Default: HTTP_TIMEOUTS. Tests shorten them to watch a slow client being cut off. */
  timeouts?: HttpTimeouts;
}

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this; else 408 and the socket closes. */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** An idle kept-alive connection closes after this. */
  keepAliveMs: number;
  /** How often Node looks for requests over their time (the cut-off lands within this after the limit). */
  checkIntervalMs: number;
  /** A socket with no traffic at all for this long is closed. */
  socketIdleMs: number;
}

/**
 * A client gets 30 s to send a whole request (64 KiB is the largest body: 2 KiB/s is enough on any
 * phone) and 10 s for its headers, so a few slow clients cannot hold the server's connections
 * (Node's defaults are 300 s and 60 s, checked every 30 s). A kept-alive connection with nothing to
 * do closes after 72 s (Fastify's default): longer than the 60 s idle time-out of common load
 * balancers, so a balancer never sends a request down a connection the server is just closing; a
 * socket with no traffic at all closes after 120 s.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
  socketIdleMs: 120_000,
};

// Every API route group. To add one: write routes/<name>.ts exporting an ApiRoutes plugin and list it.
const apiRoutes: readonly ApiRoutes[] = [
  healthRoutes,
  authRoutes,
  tenantRoutes,
  legalDocumentRoutes,
  contactRoutes,
  documentationRoutes,
];

export function buildApp(options: BuildAppOptions): App {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.socketIdleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // Unique across instances, so a request id quoted by a user finds one log line set.
    genReqId: () => randomUUID(),
    // Fastify's built-in 503 while closing has its own body: plugins/closing.ts answers instead.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The API speaks JSON only: text/plain (which Fastify parses by default) gets 415 like any other type.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  decorateAuthentication(app);
  rejectWhileClosing(app);
  registerSecurityHeaders(app, options.inlineHashes ?? readInlineHashes(config.staticDir));
  registerCors(app, config.corsOrigins);
  // Before the routes: the OpenAPI document is built from the routes registered after it.
  registerOpenApi(app, { version: API_VERSION });

  const background = new BackgroundTasks(app.log);
  const mailLog = app.log.child({ component: 'mail' });
  const dispatcher = new MailDispatcher({
    settle: () => background.settled(),
    database,
    clock,
    transport: options.mailTransport ?? defaultTransport(config, mailLog),
    from: config.mailFrom,
    log: mailLog,
  });
  const outbox = new MailOutbox(clock, () => dispatcher.wake());
  const store = options.rateLimitStore ?? defaultRateLimitStore(config, clock, app.log);
  const rateLimiter = new RateLimiter(store, clock, config.rateLimitScale);
  if (config.rateLimitScale !== 1) {
    // Benchmarks raise the limits (DECISIONS.md): a server must not run like that unnoticed.
    const scale = config.rateLimitScale;
    app.log.warn(
      { rateLimitScale: scale },
      `RATE_LIMIT_SCALE is ${scale}: every rate limit is multiplied by ${scale} (the designed limits need 1)`,
    );
  }
  app.decorate('mailDispatcher', dispatcher);
  app.decorate('backgroundTasks', background);
  app.addHook('onReady', async () => {
    await store.ready?.();
  });
  // Before the database closes (shutdown.ts closes it after app.close()): the round in flight ends.
  app.addHook('onClose', async () => {
    await background.settled();
    await dispatcher.stop();
    await store.close();
  });

  const dependencies: AppDependencies = {
    config,
    database,
    clock,
    authenticate: createAuthenticate({ database, clock }),
    outbox,
    rateLimiter,
    accounts: new Accounts({ database, clock, config, outbox, limiter: rateLimiter, background }),
    tenants: createTenantService({
      db: database.db,
      clock,
      ...(options.onDeployRequested ? { onDeployRequested: options.onDeployRequested } : {}),
    }),
  };
  app.register(
    async (api) => {
      for (const routes of apiRoutes) await api.register(routes, dependencies);
      if (options.extraApiRoutes) await api.register(options.extraApiRoutes, dependencies);
      api.setNotFoundHandler(apiNotFound);
    },
    { prefix: API_PREFIX },
  );
  // Outside the API prefix, before the SPA's catch-all: /sitemap.xml and /robots.txt.
  app.register(siteFiles, { publicUrl: config.publicUrl });
  registerStaticSpa(app, { staticDir: config.staticDir });
  return app;
}

function defaultTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl);
  return devMailbox({
    directory: join(config.dataDir, 'mail'),
    // The dev mailbox exists so a person can click the links: it is the one place that logs them.
    announce: (mail, file) =>
      log.info(
        { kind: mail.kind, file, links: mail.links },
        `Dev mailbox: "${mail.subject}" for ${mail.to}${mail.links.map((link) => `\n  ${link}`).join('')}`,
      ),
  });
}

function defaultRateLimitStore(config: Config, clock: Clock, log: FastifyBaseLogger): RateLimitStore {
  if (!config.redisUrl) return new MemoryRateLimitStore(clock);
  return redisRateLimitStore(config.redisUrl, clock, log);
}

/** Rate limits in Redis; if it stops answering, each instance counts in its own memory meanwhile. */
export function redisRateLimitStore(
  url: string,
  clock: Clock,
  log: { warn(details: object, message: string): void },
  prefix?: string,
): RateLimitStore {
  const redis = new Redis(url, {
    // Fail fast rather than queue: a request must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'Redis (rate limits) is not reachable: counting in memory until it answers');
  });
  redis.on('ready', () => {
    warned = false;
  });
  return new RedisRateLimitStore(redis, clock, {
    ...(prefix ? { prefix } : {}),
    onError: (error) => log.warn({ err: error }, 'A rate-limit command to Redis failed: counting in memory'),
  });
}

function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value; // trust the nearest `value` hops
  return typeof value === 'boolean' ? value : [...value];
}
