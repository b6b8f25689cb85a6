import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock';
import { type AppDependencies, type ComposeOptions, compose } from './compose';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobRunner } from './jobs/runner';
import { lazyRequestLogger, loggerOptions } from './logger';
import { API_PREFIX, API_VERSION } from './paths';
import { decorateAuthentication } from './plugins/authenticate';
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
import { decoratePortalAuth } from './plugins/portal-auth';
import { type InlineHashes, registerSecurityHeaders } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serialization';
import { readInlineHashes, registerStaticSpa } from './plugins/static-spa';
import { registerTenantHost } from './plugins/tenant-host';
import { validatorCompiler } from './plugins/validation';
import authRoutes from './routes/auth';
import contactRoutes from './routes/contact';
import guardianMessagePages from './routes/guardian-messages';
import healthRoutes from './routes/health';
import legalDocumentRoutes from './routes/legal-documents';
import portalRoutes from './routes/portal';
import siteFiles from './routes/site-files';
import tenantRoutes from './routes/tenants';
import type { BackgroundTasks } from './services/background';
import type { MailTransport } from './services/mail/transport';
import type { NcertCatalogue } from './services/ncert-catalogue';
import type { RateLimitStore } from './services/rate-limit';

export type { AppDependencies } from './compose';
export { redisRateLimitStore } from './compose';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (mail, provisioning): main.ts starts it; tests call drain(). Stopped when the app closes. */
    jobs: JobRunner;
    /** Where mail goes (SMTP or the dev mailbox); closed with the app. */
    mailTransport: MailTransport;
    /** Work requests leave running (awaited when the app closes); `settled()` in tests. */
    backgroundTasks: BackgroundTasks;
  }
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

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
  /** Default: db/seed/ncert-catalogue.json (main.ts loads and checks it before anything opens). */
  catalogue?: NcertCatalogue;
  /** Settings of the `provision` job kind (tests shorten its pauses and retries). */
  provisioning?: ComposeOptions['provisioning'];
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
  portalRoutes,
  documentationRoutes,
];

export function buildApp(options: BuildAppOptions): App {
  const { config, database } = options;
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    childLoggerFactory: lazyRequestLogger,
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
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: text/plain (which Fastify parses by default) gets 415 like any other type.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  decorateAuthentication(app);
  decoratePortalAuth(app);
  // Before everything that answers: which site (main or a tenant's portal) the Host header names.
  registerTenantHost(app, config);
  rejectWhileClosing(app);
  registerSecurityHeaders(app, options.inlineHashes ?? readInlineHashes(config.staticDir));
  registerCors(app, config.corsOrigins);
  // Before the routes: the OpenAPI document is built from the routes registered after it.
  registerOpenApi(app, { version: API_VERSION });

  const services = compose({
    config,
    database,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    ...(options.provisioning ? { provisioning: options.provisioning } : {}),
  });
  if (config.rateLimitScale !== 1) {
    // Benchmarks raise the limits: a server must not run like that unnoticed.
    const scale = config.rateLimitScale;
    app.log.warn(
      { rateLimitScale: scale },
      `RATE_LIMIT_SCALE is ${scale}: every rate limit is multiplied by ${scale} (the designed limits need 1)`,
    );
  }
  app.decorate('jobs', services.jobs);
  app.decorate('mailTransport', services.mailTransport);
  app.decorate('backgroundTasks', services.background);
  app.addHook('onReady', async () => {
    await services.rateLimitStore.ready?.();
  });
  // Before the database closes (shutdown.ts closes it after app.close()): runs under way pause.
  app.addHook('onClose', () => services.close());

  const dependencies: AppDependencies = services;
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
  // A guardian's answer to a school's first message, on the school's portal address.
  app.register(guardianMessagePages, {
    contacts: services.guardianContacts,
    directory: services.portalDirectory,
    rateLimiter: services.rateLimiter,
  });
  registerStaticSpa(app, {
    staticDir: config.staticDir,
    portal: { directory: services.portalDirectory, publicUrl: config.publicUrl },
  });
  return app;
}

function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value; // trust the nearest `value` hops
  return typeof value === 'boolean' ? value : [...value];
}
