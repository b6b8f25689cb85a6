import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { plannerStatisticsKind } from './db/planner-statistics';
import { JobRunner } from './jobs/runner';
import { type Authenticate, createAuthenticate } from './plugins/authenticate';
import { createPortalAuth, type PortalAuth } from './plugins/portal-auth';
import { Accounts } from './services/accounts';
import { BackgroundTasks } from './services/background';
import { backupSourceOf } from './services/backup/backups';
import { nightlyBackupKind } from './services/backup/nightly';
import { ContactService } from './services/contact';
import { mailDeliveryKind } from './services/mail/delivery';
import { MailOutbox } from './services/mail/outbox';
import { mailPurgeKind } from './services/mail/retention';
import { devMailbox, type MailTransport, smtpTransport } from './services/mail/transport';
import { emailTransport } from './services/messaging/email-transport';
import { guardianAlertKind } from './services/messaging/guardian-alert-job';
import { GuardianContacts } from './services/messaging/guardian-contacts';
import { guardianMessenger } from './services/messaging/guardian-messenger';
import { httpProviderTransport } from './services/messaging/http-provider';
import { loadNcertCatalogue, type NcertCatalogue } from './services/ncert-catalogue';
import { AcademicCalendar } from './services/portal/academics';
import { Attendance } from './services/portal/attendance/attendance';
import { AuditEntries } from './services/portal/audit';
import { ClassStructure } from './services/portal/class-structure';
import { EmployeeRecords } from './services/portal/employees';
import { Exams } from './services/portal/exams/exams';
import { Fees } from './services/portal/fees/fees';
import {
  feeReminderKind,
  feeRemindersDailyKind,
  feeRemindersSchoolKind,
  releaseHeldReminders,
} from './services/portal/fees/reminder-jobs';
import { Guardians } from './services/portal/guardians/guardians';
import { expireUploadKind } from './services/portal/imports/expire-upload';
import { importJobKind } from './services/portal/imports/import-job';
import { ParsePool } from './services/portal/imports/parse-pool';
import { PortalImports } from './services/portal/imports/portal-imports';
import { UPLOAD_WAIT_MS, UploadGate } from './services/portal/imports/upload-gate';
import { PortalInvitations } from './services/portal/invitations';
import { PortalDirectory } from './services/portal/portal-directory';
import { PortalMembers } from './services/portal/portal-members';
import { PortalRoles } from './services/portal/portal-roles';
import { schoolExportExpiryKind, schoolExportKind } from './services/portal/school-data/export-jobs';
import {
  SchoolClosures,
  schoolAuditPurgeKind,
  schoolErasureKind,
} from './services/portal/school-data/school-closure';
import { SchoolExports } from './services/portal/school-data/school-exports';
import { PortalSessions } from './services/portal/session';
import { StudentRecords } from './services/portal/students';
import { Timetables } from './services/portal/timetable';
import { type ProvisioningOptions, provisioningKind } from './services/provisioning';
import {
  MemoryRateLimitStore,
  RateLimiter,
  type RateLimitStore,
  RedisRateLimitStore,
} from './services/rate-limit';
import { TenantService } from './services/tenants';

// The composition root: every service is built here, once, in dependency order (config and
// database come in; then the clock, the log, the rate limiter, the job runner and its kinds, the
// outbox, the domain services). The runner exists before any service that enqueues, so services
// receive it and enqueuing wakes it directly. buildApp (app.ts) calls compose() with the app's log
// and hands the result to every route plugin as its options; nothing else constructs a service.

/** What every route plugin receives as its options. */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The time every rule reads (expiry, limits, back-off); tests pass a clock they can move. */
  clock: Clock;
  /** preHandler for owner-only routes: 401 unless a valid bearer session; sets request.userId. */
  authenticate: Authenticate;
  /** Queue mail inside a transaction: `outbox.enqueueMail(tx, { to, kind, subject, text, html })`. */
  outbox: MailOutbox;
  /** Shared counters (memory or Redis): `await rateLimiter.hit(RATE_LIMITS.rule, key)` throws a 429 ApiError. */
  rateLimiter: RateLimiter;
  /** Background jobs: `jobs.enqueue(tx, kind, payload)`, `jobs.progress(id)`, `jobs.cancel(id)`. */
  jobs: JobRunner;
  /** Work a request leaves running after it answers (awaited when the app closes). */
  background: BackgroundTasks;
  accounts: Accounts;
  /** The owner's tenant: read it, record a deploy job, undeploy (services/tenants.ts). */
  tenants: TenantService;
  contact: ContactService;
  /** Which tenant a portal address names (services/portal/portal-directory.ts). */
  portalDirectory: PortalDirectory;
  /** onRequest hooks of the portal's routes: `portal.tenant`, `portal.member('members.view')` (plugins/portal-auth.ts). */
  portal: PortalAuth;
  /** A school's departments, designations and employees (services/portal/employees.ts). */
  employeeRecords: EmployeeRecords;
  /** A school's bell schedules and sections' timetables (services/portal/timetable.ts). */
  timetables: Timetables;
  /** A school's academic years and learning centres (services/portal/academics.ts). */
  academicCalendar: AcademicCalendar;
  /** A school's classes with their sections and subjects (services/portal/class-structure.ts). */
  classStructure: ClassStructure;
  /** Bulk import: templates, the dry run, the import job (services/portal/imports/). */
  portalImports: PortalImports;
  /** Getting into a portal: hand-off, sign-in, password reset, invitations (services/portal/session.ts). */
  portalSessions: PortalSessions;
  portalInvitations: PortalInvitations;
  /** A portal's members and their invitations (services/portal/portal-members.ts). */
  portalMembers: PortalMembers;
  /** A portal's roles (services/portal/portal-roles.ts). */
  portalRoles: PortalRoles;
  /** A school's students, their guardians and consents, audited (services/portal/students.ts). */
  studentRecords: StudentRecords;
  /** Reading the audit log of student data (services/portal/audit.ts). */
  auditEntries: AuditEntries;
  /** Attendance and the absence alerts it causes (services/portal/attendance/). */
  attendance: Attendance;
  /** Fees: plans, concessions, dues, the counter, the ledger, statements and reports (services/portal/fees/). */
  fees: Fees;
  /** Exams: schemes, terms, marks entry, proofreading, publishing and results (services/portal/exams/). */
  exams: Exams;
  /** Guardians in the portal: sign-in with a code, their children and results (services/portal/guardians/). */
  guardians: Guardians;
  /** Guardians' addresses: first-contact confirmations and the answers (services/messaging/guardian-contacts.ts). */
  guardianContacts: GuardianContacts;
  /** A school's whole export as one ZIP (services/portal/school-data/school-exports.ts). */
  schoolExports: SchoolExports;
  /** Closing a school's account and the erasure after the grace period (services/portal/school-data/school-closure.ts). */
  schoolClosures: SchoolClosures;
}

export interface ComposeOptions {
  config: Config;
  /** Opened and migrated by the caller, who closes it after close(). */
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: SMTP when config.smtpUrl is set, else the dev mailbox under dataDir/mail. */
  mailTransport?: MailTransport;
  /** Default: Redis when config.redisUrl is set, else process memory. */
  rateLimitStore?: RateLimitStore;
  /** Default: db/seed/ncert-catalogue.json. */
  catalogue?: NcertCatalogue;
  /** Settings of the `provision` kind; default step delay: config.provisioningStepDelayMs. */
  provisioning?: Partial<Omit<ProvisioningOptions, 'catalogue' | 'clock' | 'logger'>>;
}

export interface Composition extends AppDependencies {
  mailTransport: MailTransport;
  rateLimitStore: RateLimitStore;
  /**
   * Waits for background tasks, stops the job runner (runs under way pause and are queued again)
   * and closes the transport and the rate-limit store. Call it before the database closes.
   */
  close(): Promise<void>;
}

export function compose(options: ComposeOptions): Composition {
  const { config, database, log } = options;
  const clock = options.clock ?? systemClock;
  const rateLimitStore = options.rateLimitStore ?? defaultRateLimitStore(config, clock, log);
  const rateLimiter = new RateLimiter(rateLimitStore, clock, config.rateLimitScale);
  const background = new BackgroundTasks(log);

  const jobs = new JobRunner({
    db: database.db,
    clock,
    log: log.child({ component: 'jobs' }),
    // Embedded PGlite belongs to this process alone: a job left running was a dead process's.
    exclusiveDatabase: database.kind === 'pglite',
    concurrency: config.jobsAtOnce,
    settle: () => background.settled(),
  });
  const mailLog = log.child({ component: 'mail' });
  const mailTransport = options.mailTransport ?? defaultTransport(config, mailLog);
  jobs.register(mailDeliveryKind({ transport: mailTransport, from: config.mailFrom, clock, log: mailLog }));
  jobs.register(
    provisioningKind({
      catalogue: options.catalogue ?? loadNcertCatalogue(),
      clock,
      logger: log,
      stepDelayMs: config.provisioningStepDelayMs,
      ...options.provisioning,
    }),
  );

  // Uploaded files are read in worker threads, a few at a time (services/portal/imports/upload-gate.ts).
  const uploadGate = new UploadGate({
    total: config.uploadsAtOnce,
    perSchool: config.uploadsAtOncePerSchool,
    waitMs: UPLOAD_WAIT_MS,
  });
  const uploadParser = new ParsePool({ size: config.uploadsAtOnce, timeoutMs: config.uploadReadTimeoutMs });
  jobs.register(importJobKind({ database, clock, gate: uploadGate, parser: uploadParser }));
  jobs.register(expireUploadKind({ database, clock }));

  jobs.register(mailPurgeKind({ clock, jobs }));
  // PGlite has no autovacuum: its planner's statistics are gathered by a nightly job (db/planner-statistics.ts).
  if (database.kind === 'pglite') jobs.register(plannerStatisticsKind({ clock, jobs }));
  // Only a server asked to make nightly backups takes their jobs (services/backup/nightly.ts).
  if (config.backup.nightly) {
    jobs.register(
      nightlyBackupKind({
        clock,
        jobs,
        source: backupSourceOf(database, config.databaseUrl),
        settings: config.backup,
        log: log.child({ component: 'backup' }),
      }),
    );
  }
  const outbox = new MailOutbox(clock, jobs);
  const messenger = guardianMessenger({
    email: emailTransport(outbox),
    provider: config.messaging && {
      channel: config.messaging.channel,
      transport: httpProviderTransport(config.messaging),
    },
  });
  const messagingLog = log.child({ component: 'messaging' });
  const guardianContacts = new GuardianContacts({
    database,
    clock,
    jobs,
    messenger,
    config,
    log: messagingLog,
  });
  jobs.register(guardianContacts.confirmationKind());
  jobs.register(
    guardianAlertKind({ database, clock, messenger, contacts: guardianContacts, log: messagingLog }),
  );
  // Fee reminders: the day's run, each school's, each guardian's message (services/portal/fees/reminder-jobs.ts).
  jobs.register(feeRemindersDailyKind({ clock, jobs, log: messagingLog }));
  jobs.register(feeRemindersSchoolKind({ database, clock, jobs, messenger, log: messagingLog }));
  jobs.register(
    feeReminderKind({ database, clock, messenger, contacts: guardianContacts, log: messagingLog }),
  );
  guardianContacts.whenAnswered(releaseHeldReminders(jobs));
  jobs.register(schoolExportKind({ database, clock, dataDir: config.dataDir, jobs }));
  jobs.register(schoolExportExpiryKind({ database, dataDir: config.dataDir }));
  const closing = { database, clock, jobs, outbox, config };
  jobs.register(schoolErasureKind(closing));
  jobs.register(schoolAuditPurgeKind({ database }));
  const tenants = new TenantService({ db: database.db, clock, jobs });
  const portalDirectory = new PortalDirectory(database);
  const fees = new Fees({ database, clock, gate: uploadGate, parser: uploadParser, jobs, messenger });
  const timetables = new Timetables({ database });
  const guardians = new Guardians({
    database,
    clock,
    messenger,
    limiter: rateLimiter,
    background,
    log: messagingLog,
    fees,
    timetables,
  });
  return {
    config,
    database,
    clock,
    authenticate: createAuthenticate({ database, clock, tenants }),
    outbox,
    rateLimiter,
    jobs,
    background,
    accounts: new Accounts({ database, clock, config, outbox, limiter: rateLimiter, background }),
    tenants,
    contact: new ContactService({ config, database, clock, outbox }),
    portalDirectory,
    portal: createPortalAuth({ clock, directory: portalDirectory, guardians: guardians.signIns }),
    employeeRecords: new EmployeeRecords({ database, clock }),
    academicCalendar: new AcademicCalendar({ database, clock }),
    timetables,
    classStructure: new ClassStructure({ database, clock }),
    portalImports: new PortalImports({ database, clock, jobs, gate: uploadGate, parser: uploadParser }),
    portalSessions: new PortalSessions({ database, clock, config, outbox, limiter: rateLimiter, background }),
    portalInvitations: new PortalInvitations({ database, clock }),
    portalMembers: new PortalMembers({ database, clock, config, outbox }),
    portalRoles: new PortalRoles({ database, clock }),
    studentRecords: new StudentRecords({ database, clock, reachBy: config.messaging ? 'phone' : 'email' }),
    auditEntries: new AuditEntries({ database }),
    attendance: new Attendance({ database, clock, jobs, messenger }),
    fees,
    exams: new Exams({ database, clock }),
    guardians,
    guardianContacts,
    schoolExports: new SchoolExports({ database, clock, jobs, dataDir: config.dataDir }),
    schoolClosures: new SchoolClosures(closing),
    mailTransport,
    rateLimitStore,
    async close() {
      await background.settled();
      await jobs.stop();
      await uploadParser.close();
      await mailTransport.close().catch(() => undefined);
      await rateLimitStore.close();
    },
  };
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
