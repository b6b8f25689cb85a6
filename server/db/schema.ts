import type { TenantFeature } from '@common/api/tenants';
import type { Language } from '@common/languages';
import type { LegalDocument } from '@common/legal-content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables are declared without a PostgreSQL schema (no pgSchema): queries then resolve through the
// connection's search_path, which is how each PostgreSQL test file gets its own schema.
// Avoid pgEnum (drizzle-kit writes enum types schema-qualified): use text with a check instead.
// After changing this file run `npx drizzle-kit generate` and commit the new SQL migration.

/** Small operational key/value settings that must be shared by every instance (not secrets). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
});

// ---------------------------------------------------------------------------------------------
// Accounts (docs/requirements/accounts.md). Every timestamp a rule depends on (expiry, rate
// windows, retry back-off) is written by the services from their injected clock, never by `now()`
// in SQL, so tests can move time. Secrets are never stored: session and one-time tokens only as
// SHA-256 hex digests.

// Defaults exist for hand-written rows (seeds, other issues' tests); services always pass values.
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);

/** Institution owners. `email` is trimmed and lower-cased (common/validation.ts normalizeEmail). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** Null until the owner follows the verification link; login needs it set. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * The language the owner registered in (docs/requirements/languages.md#mails): every mail to
     * them is written in it.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * SHA-256 of the secret the registering browser holds (an HttpOnly cookie scoped to
     * /auth/verify) until the address is verified: verification keeps the registration's password
     * only when the link is opened with it (services/accounts.ts, "Who owns an address").
     */
    registrationClaimHash: text('registration_claim_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('users_language_check', sql`${table.language} in ('en', 'hi')`)],
);

/** Bearer sessions: opaque 32-byte tokens, stored as SHA-256; 7-day absolute expiry, 12-hour idle expiry; revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The last request made with the session (kept to within 5 minutes): 12 idle hours end it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** SHA-256 of the network (IP, or IPv6 /64) it signed in from: a locked account still admits its owner's networks. */
    clientKeyHash: text('client_key_hash'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * One-time tokens mailed to an owner: e-mail verification and password reset. Bound to one user
 * and the address it was sent to; consumed atomically (`consumed_at`); a newer token of the same
 * purpose revokes the older ones (`revoked_at`). Kept after use so a used verification link can
 * say so.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique('account_tokens_token_hash_unique'),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_check', sql`${table.purpose} in ('email_verification', 'password_reset')`),
  ],
);

/**
 * The transactional mail outbox: a mail is a row written in the same transaction as the change
 * that causes it, together with the `mail` job that sends it (server/jobs: attempts, back-off and
 * leases live on the job). This row is the mail itself and its outcome. Bodies are cleared once the
 * mail is sent or abandoned (they may carry one-time links).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is (`verification`, `password_reset`, `password_changed`, `contact`...): per-kind limits count it. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** The sender's display name when it is not Shala's: a school's mail to a guardian names the school. */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** The links the mail carries (the dev mailbox prints them and writes them to its sidecar). */
    links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('pending'),
    /** The transport's last refusal, kept when the mail is abandoned. */
    lastError: text('last_error'),
    /**
     * A school's mail to a guardian: its school and the student it is about (no foreign keys: the
     * mail outlives nothing, erasure deletes it, services/messaging/erase-messages.ts).
     */
    tenantId: uuid('tenant_id'),
    studentId: uuid('student_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_recipient_idx').on(table.toAddress, table.kind, table.createdAt),
    index('mail_outbox_tenant_student_idx').on(table.tenantId, table.studentId),
    index('mail_outbox_sent_idx').on(table.status, table.sentAt),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The institution's tenant, created with its owner at registration. Deployment and features are
 * the tenant issue's (its own tables and migrations build on this one).
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique('tenants_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Short, unique, DNS-label safe: the admin portal is `<code>.<TENANT_DOMAIN>`. */
    code: text('code').notNull().unique('tenants_code_unique'),
    owner: text('owner').notNull(),
    domain: text('domain').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    deploymentStatus: text('deployment_status').notNull().default('not_deployed'),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * What the institution is, asked at activation: a school works in classes and sections, a
     * coaching centre in courses and batches (the same tables; docs/decisions/0030-batches-are-sections.md).
     */
    kind: text('kind').$type<'school' | 'coaching'>().notNull().default('school'),
    /**
     * When the school's account was closed and its personal data erased
     * (docs/requirements/school-data.md#closing); `is_active` is false from then on, so its portal answers
     * as no active portal does.
     */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('tenants_kind_check', sql`${table.kind} in ('school', 'coaching')`)],
);

// ---------------------------------------------------------------------------------------------
// Tenant deployment (docs/decisions/0017-durable-tenant-provisioning.md). The owner's tenant row
// above keeps `deployment_status` and `is_active`; what a deploy asked for, how far its
// provisioning got and why it failed live in `provisioning_jobs` (one row per tenant: a new request
// replaces the previous one). The NCERT catalogue a deploy seeds is copied into the tenant's own
// scoped tables, keyed by tenant, with unique keys so a re-deploy updates rows instead of
// duplicating them. Nothing here is deleted by an undeploy or by a re-deploy with other classes:
// classes are switched off (`enabled`), and textbooks the catalogue no longer lists are marked
// `current = false`.

/**
 * The tenant's deploy request: what was asked and how far it got, one per tenant. The work itself
 * is a `provision` job (server/jobs) that names this row's tenant and generation. `generation` grows with every
 * deploy or undeploy request; a worker applies its work only while the generation it started with
 * is still current, so a newer request always wins and an old run never overwrites it.
 */
export const provisioningJobs = pgTable(
  'provisioning_jobs',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    generation: integer('generation').notNull().default(1),
    /** The features requested, normalised: every known feature, NCERT classes in grade order. */
    features: jsonb('features').$type<TenantFeature[]>().notNull(),
    /** Class ids already seeded by this generation: a resumed job skips them. */
    classesDone: jsonb('classes_done').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Runs started for this generation (a run that a crash cut short counts too): the `provision`
     * job's attempts, copied here when a run starts so the request's record tells the whole story.
     */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'provisioning_jobs_state_check',
      sql`${table.state} in ('pending', 'running', 'succeeded', 'failed', 'cancelled')`,
    ),
  ],
);

/** The features of the tenant's last successful deploy (the defaults until there is one). */
export const tenantFeatures = pgTable(
  'tenant_features',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    /** The chosen values of a feature that has them (NCERT: class ids); null for on/off features. */
    values: jsonb('values').$type<string[]>(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ name: 'tenant_features_pk', columns: [table.tenantId, table.name] })],
);

/**
 * The tenant's classes (a coaching centre's courses). NCERT classes carry their grade and follow
 * the last successful deploy (`enabled`; rows are never dropped); a class the school adds itself
 * (Nursery, LKG, "JEE 2027") has no grade, is `custom` and no deploy touches it. Any class may be
 * renamed; `position` orders them on every screen.
 */
export const tenantClasses = pgTable(
  'tenant_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 1 to 12 for an NCERT class (its option id is the text: '6'); null for the school's own. */
    grade: integer('grade'),
    name: text('name').notNull(),
    stage: text('stage').notNull().default(''),
    series: text('series').notNull().default(''),
    enabled: boolean('enabled').notNull().default(false),
    /** Added by the school in its portal, not from the catalogue. */
    custom: boolean('custom').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('tenant_classes_tenant_grade_unique').on(table.tenantId, table.grade),
    check('tenant_classes_grade_check', sql`${table.grade} is null or ${table.grade} between 1 and 12`),
    index('tenant_classes_tenant_position_idx').on(table.tenantId, table.position),
  ],
);

export const tenantSubjects = pgTable(
  'tenant_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => tenantClasses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note'),
    /** Only one source names this subject's textbooks (see server/db/seed/README.md). */
    unconfirmed: boolean('unconfirmed').notNull().default(false),
    /** False once the catalogue no longer lists it. */
    current: boolean('current').notNull().default(true),
    /** Added by the school in its portal, not from the catalogue. */
    custom: boolean('custom').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('tenant_subjects_class_name_unique').on(table.classId, table.name),
    index('tenant_subjects_tenant_idx').on(table.tenantId),
  ],
);

export const tenantTextbooks = pgTable(
  'tenant_textbooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => tenantSubjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** NCERT's book code (`fegp1`). */
    ncertCode: text('ncert_code').notNull(),
    /** False once the catalogue no longer lists it. */
    current: boolean('current').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('tenant_textbooks_subject_code_unique').on(table.subjectId, table.ncertCode),
    index('tenant_textbooks_tenant_idx').on(table.tenantId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Legal documents (docs/requirements/marketing.md#legal-pages): every published version of the
// terms and the privacy policy, kept for the record. The API serves the latest version of a type
// whose effective date has arrived, so a new version can be stored ahead of its date. `content` is
// the document `{ heading, content: [nodes] }` (common/legal-content.ts); the API hands it out as a
// JSON string. Versions come from server/db/seed/legal-documents.ts, inserted at start when
// missing.

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<LegalDocument>().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Also the index the latest-version query walks backwards.
    unique('legal_documents_type_version_unique').on(table.type, table.version),
    check('legal_documents_type_check', sql`${table.type} in ('TERMS_AND_CONDITIONS', 'PRIVACY_POLICY')`),
    check('legal_documents_version_check', sql`${table.version} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Contact messages: every message sent from the home page's contact form
// (docs/requirements/contact.md#contact-message). The row and the notification to CONTACT_INBOX are
// written in one transaction, so an accepted message is kept whatever happens to the mail; the row
// stays after the mail is sent or abandoned. No address of the sender's network is stored.

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased; the notification's reply-to. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The outbox mail that notifies CONTACT_INBOX; null when no inbox is configured. */
    notificationId: uuid('notification_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Background work (server/jobs/runner.ts): one durable queue for every kind of job. A row is
// claimed with a lease (`locked_by`, `locked_until`) that its runner keeps extending while it
// works; a runner that dies stops extending it, and once it lapses any runner takes the job over.
// What a job works on stays in its domain table (mail_outbox, provisioning_jobs); the job names it
// in `key` and `payload`.

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registered handler: `mail`, `provision`... */
    kind: text('kind').notNull(),
    /** What the job is about (a mail id, a tenant id), to find or cancel a kind's jobs for it. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Runs started (counted when claimed, so a run a crash cut short counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before then: the first run, or the back-off after a failure. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The runner holding a running job, and until when; after that another runner may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressMessage: text('progress_message'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('jobs_due_idx').on(table.state, table.runAt),
    // The runner's claim of the kinds that go first (mail), by due time, however many other jobs
    // are queued ahead of them (server/jobs/runner.ts).
    index('jobs_kind_due_idx').on(table.kind, table.state, table.runAt),
    index('jobs_kind_key_idx').on(table.kind, table.key),
    check(
      'jobs_state_check',
      sql`${table.state} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The school's portal (docs/requirements/portal.md). Every table carries `tenant_id`; the
// migration that creates them also enables row-level security on each, with a policy that admits
// only the rows of the tenant set for the transaction (`app.tenant_id`), for the `shala_tenant`
// role that portal requests run as (db/tenant-scope.ts). The NCERT tables above get the same
// policy: the portal reads and edits them.

/** A role of the tenant's members: built-in (`builtIn` names it) or the school's own. */
export const portalRoles = pgTable(
  'portal_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'owner', 'administrator', 'teacher', 'office_staff'; null for a custom role. */
    builtIn: text('built_in'),
    /** `resource.action` strings (common/portal/permissions.ts). */
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('portal_roles_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    uniqueIndex('portal_roles_tenant_built_in_unique').on(table.tenantId, table.builtIn),
  ],
);

/** Someone with access to the tenant's portal: invited, active or disabled. */
export const portalMembers = pgTable(
  'portal_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => portalRoles.id),
    status: text('status').notNull(),
    /** argon2id; null until the member sets a password (an invitation, or the owner before a reset). */
    passwordHash: text('password_hash'),
    language: text('language').$type<Language>().notNull().default('en'),
    /** The employee record this member is, when invited from one. */
    employeeId: uuid('employee_id'),
    invitedBy: uuid('invited_by'),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('portal_members_tenant_email_unique').on(table.tenantId, table.email),
    check('portal_members_status_check', sql`${table.status} in ('invited', 'active', 'disabled')`),
  ],
);

/** A member's bearer session on the tenant's portal (only the token's SHA-256 is kept). */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => portalMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('portal_sessions_token_hash_unique'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * Opened by the owner's hand-off from the dashboard: it rests on the owner's account, so the
     * owner's password reset and change, "sign out everywhere" and deactivation end it
     * (services/sessions.ts, revokeHandoffSessions).
     */
    fromHandoff: boolean('from_handoff').notNull().default(false),
    /** SHA-256 of the network it began on: a locked address still admits its member's networks. */
    clientKeyHash: text('client_key_hash'),
  },
  (table) => [index('portal_sessions_member_idx').on(table.memberId)],
);

/** Single-use tokens of the portal: the owner's hand-off, invitations and password resets. */
export const portalTokens = pgTable(
  'portal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => portalMembers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique('portal_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('portal_tokens_member_kind_idx').on(table.memberId, table.kind),
    check('portal_tokens_kind_check', sql`${table.kind} in ('handoff', 'invitation', 'password_reset')`),
  ],
);

/** Departments and designations: named lists of the tenant's employee records. */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('departments_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`)],
);

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('designations_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`)],
);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Lower-cased; unique in the tenant when present. */
    email: text('email'),
    departmentId: uuid('department_id').references(() => departments.id),
    designationId: uuid('designation_id').references(() => designations.id),
    joiningDate: date('joining_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('employees_tenant_email_unique')
      .on(table.tenantId, table.email)
      .where(sql`${table.email} is not null`),
    index('employees_tenant_name_idx').on(table.tenantId, table.name),
  ],
);

export const academicYears = pgTable(
  'academic_years',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    current: boolean('current').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('academic_years_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    // At most one current year per tenant.
    uniqueIndex('academic_years_tenant_current_unique').on(table.tenantId).where(sql`${table.current}`),
    check('academic_years_dates_check', sql`${table.startsOn} < ${table.endsOn}`),
  ],
);

/** Branches of the institution; the main one is made at activation and cannot be removed. */
export const learningCentres = pgTable(
  'learning_centres',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    main: boolean('main').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('learning_centres_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    uniqueIndex('learning_centres_tenant_main_unique').on(table.tenantId).where(sql`${table.main}`),
  ],
);

/**
 * Sections of a class (A, B, ...), and a coaching centre's batches of a course: a batch is a
 * section with its own days, time slot, room and capacity (docs/decisions/0030-batches-are-sections.md).
 */
export const classSections = pgTable(
  'class_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => tenantClasses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The learning centre whose bells the section follows; null: the school's main centre. */
    centreId: uuid('centre_id').references(() => learningCentres.id, { onDelete: 'set null' }),
    /** The employee who takes the day's attendance in daily mode (a batch's teacher). */
    classTeacherId: uuid('class_teacher_id').references(() => employees.id, { onDelete: 'set null' }),
    /** A batch's days, ISO weekdays 1 (Monday) to 7; null for a school's section (every school day). */
    weekdays: integer('weekdays').array(),
    /** A batch's time slot, minutes after midnight IST; null for a school's section. */
    startsAt: integer('starts_at'),
    endsAt: integer('ends_at'),
    room: text('room').notNull().default(''),
    /** How many students the batch takes; null: no limit. */
    capacity: integer('capacity'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('class_sections_class_name_unique').on(table.classId, sql`lower(${table.name})`),
    index('class_sections_tenant_idx').on(table.tenantId),
    check(
      'class_sections_slot_check',
      sql`(${table.startsAt} is null) = (${table.endsAt} is null) and (${table.startsAt} is null or ${table.startsAt} < ${table.endsAt})`,
    ),
    check('class_sections_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

/** Raw bytes (an uploaded file), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A student's guardian. One row per person in a school, identified by phone number (`phone_key`:
 * the last ten digits), so siblings share it. Erasing a student erases a guardian no other student has.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** As written (+91 98765 43210). */
    phone: text('phone').notNull(),
    /** The digits that identify the phone: the last ten. */
    phoneKey: text('phone_key').notNull(),
    /** Lower-cased. */
    email: text('email'),
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('guardians_tenant_phone_unique').on(table.tenantId, table.phoneKey),
    check('guardians_language_check', sql`${table.language} in ('en', 'hi')`),
  ],
);

/**
 * A student. `admission_number` is unique in the school (ignoring case). An erased student keeps
 * only what the school must keep (admission number, section, dates); the rest is emptied.
 */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    admissionNumber: text('admission_number').notNull(),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender').$type<'female' | 'male' | 'other'>(),
    /** No cascade: a section with students cannot be removed. */
    sectionId: uuid('section_id').references(() => classSections.id),
    rollNumber: integer('roll_number'),
    address: text('address').notNull().default(''),
    status: text('status').$type<'active' | 'left' | 'erased'>().notNull().default('active'),
    leftOn: date('left_on', { mode: 'string' }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('students_tenant_admission_unique').on(table.tenantId, sql`lower(${table.admissionNumber})`),
    index('students_tenant_status_name_idx').on(table.tenantId, table.status, table.name),
    index('students_section_idx').on(table.sectionId),
    check(
      'students_gender_check',
      sql`${table.gender} is null or ${table.gender} in ('female', 'male', 'other')`,
    ),
    check('students_status_check', sql`${table.status} in ('active', 'left', 'erased')`),
  ],
);

export const studentGuardians = pgTable(
  'student_guardians',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    /** The order the school listed them in (the first is the one called first). */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.guardianId] }),
    index('student_guardians_guardian_idx').on(table.guardianId),
  ],
);

/**
 * The further batches a coaching student attends besides their home batch (`students.section_id`):
 * a batch's register is its home students and these (docs/decisions/0030-batches-are-sections.md).
 */
export const studentBatches = pgTable(
  'student_batches',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => classSections.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'student_batches_pk', columns: [table.sectionId, table.studentId] }),
    index('student_batches_student_idx').on(table.studentId),
  ],
);

/** A guardian's consent to processing the student's data (who, how verified, when, for what). */
export const studentConsents = pgTable(
  'student_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    guardianName: text('guardian_name').notNull(),
    relation: text('relation').notNull(),
    method: text('method').notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    purposes: jsonb('purposes').$type<string[]>().notNull(),
    recordedBy: uuid('recorded_by').references(() => portalMembers.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The import whose consent column recorded it (its evidence beside the method and date). */
    importId: uuid('import_id').references(() => portalImports.id, { onDelete: 'set null' }),
  },
  (table) => [index('student_consents_student_idx').on(table.studentId)],
);

/**
 * Who viewed, changed, exported or erased which student's data. Append-only: the service never
 * updates or deletes a row, and none younger than a year may be deleted. No personal data in
 * `detail`; `admission_number` is kept because erasure keeps it too.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    memberId: uuid('member_id').references(() => portalMembers.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    action: text('action').notNull(),
    /** No foreign key: the entry outlives the student row's personal data and must not block anything. */
    studentId: uuid('student_id'),
    admissionNumber: text('admission_number'),
    detail: text('detail').notNull().default(''),
  },
  (table) => [
    index('audit_log_tenant_at_idx').on(table.tenantId, table.at),
    index('audit_log_student_idx').on(table.tenantId, table.studentId),
  ],
);

/** An uploaded import file, its dry run and, once run, its job's outcome. */
export const portalImports = pgTable(
  'portal_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'students' | 'employees' | 'learning_centres'>().notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    /** The file as uploaded; emptied once the import is done or cancelled. */
    file: bytea('file'),
    state: text('state')
      .$type<'checked' | 'queued' | 'running' | 'done' | 'cancelled' | 'failed'>()
      .notNull()
      .default('checked'),
    rows: integer('rows').notNull(),
    validRows: integer('valid_rows').notNull(),
    /** Every problem (common/api/portal/imports.ts, ImportProblem). */
    problems: jsonb('problems')
      .$type<
        {
          row: number;
          column: string;
          code: string;
          /** Absent from problems kept before 0014, which had an English `message` instead. */
          key?: string;
          params?: Record<string, string | number>;
          value?: string;
          name?: string;
        }[]
      >()
      .notNull(),
    /**
     * The file's header and the rows with problems, as the file has them: what the import skips,
     * kept after the file itself is discarded so they can be downloaded, fixed and imported again.
     */
    skipped: jsonb('skipped')
      .$type<{ header: string[]; rows: { row: number; cells: string[] }[] }>()
      .notNull()
      .default({ header: [], rows: [] }),
    toCreate: integer('to_create').notNull().default(0),
    toUpdate: integer('to_update').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    validRowsOnly: boolean('valid_rows_only').notNull().default(false),
    jobId: uuid('job_id'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => portalMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('portal_imports_tenant_idx').on(table.tenantId, table.createdAt),
    check('portal_imports_kind_check', sql`${table.kind} in ('students', 'employees', 'learning_centres')`),
  ],
);

/** A learning centre's periods on one weekday (ISO: 1 Monday ... 7 Sunday), times in IST. */
export const bellPeriods = pgTable(
  'bell_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => learningCentres.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    number: integer('number').notNull(),
    /** Minutes after midnight. */
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    label: text('label').notNull(),
    teaching: boolean('teaching').notNull().default(true),
  },
  (table) => [
    uniqueIndex('bell_periods_centre_day_number_unique').on(table.centreId, table.weekday, table.number),
    check('bell_periods_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('bell_periods_time_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * A section's subject and teacher in one period of the week. The key makes "a section with two
 * subjects at once" impossible; a teacher in two sections at overlapping times is refused by the
 * service, which locks the teacher's entries while it checks.
 */
export const timetableEntries = pgTable(
  'timetable_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => classSections.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    period: integer('period').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => tenantSubjects.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => employees.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('timetable_entries_section_slot_unique').on(table.sectionId, table.weekday, table.period),
    index('timetable_entries_teacher_idx').on(table.tenantId, table.teacherId, table.weekday),
  ],
);

/** A school's attendance rules (one row per school; absent: daily mode, locked at 16:00). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'daily' | 'period'>().notNull().default('daily'),
    /** Minutes after midnight, IST. */
    lockAt: integer('lock_at').notNull().default(960),
    updatedAt: updatedAt(),
  },
  (table) => [check('attendance_settings_mode_check', sql`${table.mode} in ('daily', 'period')`)],
);

/** One class's attendance on one day: period 0 is the day (daily mode). */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => classSections.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    period: integer('period').notNull().default(0),
    takenBy: uuid('taken_by').references(() => portalMembers.id, { onDelete: 'set null' }),
    takenByName: text('taken_by_name').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /**
     * The session's marks counted, kept with every submission: the daily summary's month chart
     * reads a school's sessions, not the marks (a month of a large school is over 100,000 marks).
     */
    presentCount: integer('present_count').notNull().default(0),
    absentCount: integer('absent_count').notNull().default(0),
    lateCount: integer('late_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('attendance_sessions_slot_unique').on(table.sectionId, table.date, table.period),
    index('attendance_sessions_tenant_date_idx').on(table.tenantId, table.date),
  ],
);

/** A student's mark in a session: the most recently taken one (see common/api/portal/attendance.ts). */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    mark: text('mark').$type<'present' | 'absent' | 'late'>().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    takenBy: uuid('taken_by').references(() => portalMembers.id, { onDelete: 'set null' }),
    takenByName: text('taken_by_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId] }),
    index('attendance_marks_student_idx').on(table.studentId),
    check('attendance_marks_mark_check', sql`${table.mark} in ('present', 'absent', 'late')`),
  ],
);

/**
 * Submissions already applied, by the id the device gave them: a replay by the same member for
 * the same class answers the first result. The id is the school's own (unique per tenant): a
 * device of another school choosing the same id is no collision.
 */
export const attendanceSubmissions = pgTable(
  'attendance_submissions',
  {
    id: uuid('id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => portalMembers.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/**
 * A message to a guardian about a student's day: 'absent' at most once per student, guardian and
 * day (the key), and 'correction' once when a student alerted as absent is marked present after.
 */
export const guardianAlerts = pgTable(
  'guardian_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'absent' | 'correction'>().notNull(),
    /** email, sms or whatsapp. */
    channel: text('channel').notNull(),
    /**
     * queued, sent or failed (the job's outcome); held while the guardian has not confirmed the
     * address, expired when confirmed too late for that day, stopped when the guardian declined;
     * not_sent when it could not go at all (no consent, no address), recorded so the school sees it.
     */
    state: text('state')
      .$type<'queued' | 'sent' | 'failed' | 'held' | 'expired' | 'stopped' | 'not_sent'>()
      .notNull()
      .default('queued'),
    /** Why it was not sent or waits: no_consent, no_contact, unconfirmed (held) or declined (stopped). */
    reason: text('reason').$type<'no_consent' | 'no_contact' | 'unconfirmed' | 'declined'>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('guardian_alerts_once_unique').on(table.studentId, table.guardianId, table.date, table.kind),
    index('guardian_alerts_tenant_date_idx').on(table.tenantId, table.date),
  ],
);

/**
 * A guardian's address or number as a school reaches it: the first message is a confirmation the
 * guardian accepts or declines (services/messaging/guardian-contacts.ts), and no alert goes to it
 * before it is accepted. One row per school, channel and address; the link's token is stored
 * hashed, single use, with its expiry.
 */
export const guardianContacts = pgTable(
  'guardian_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** email, sms or whatsapp. */
    channel: text('channel').notNull(),
    /** The e-mail address (lower-cased) or the phone number as the guardian's row has it. */
    address: text('address').notNull(),
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    /** waiting (the confirmation is not sent yet), asked, confirmed or declined. */
    state: text('state').$type<'waiting' | 'asked' | 'confirmed' | 'declined'>().notNull().default('waiting'),
    tokenHash: text('token_hash').unique('guardian_contacts_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('guardian_contacts_address_unique').on(table.tenantId, table.channel, table.address),
    index('guardian_contacts_tenant_asked_idx').on(table.tenantId, table.askedAt),
    check('guardian_contacts_channel_check', sql`${table.channel} in ('email', 'sms', 'whatsapp')`),
    check(
      'guardian_contacts_state_check',
      sql`${table.state} in ('waiting', 'asked', 'confirmed', 'declined')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// A school's whole data (docs/requirements/school-data.md).

/**
 * An export of every table of the school (services/portal/school-data/export-job.ts): its job,
 * how far it got, and its ZIP under DATA_DIR/exports until `expires_at`, when the runner deletes it.
 */
export const schoolExports = pgTable(
  'school_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    state: text('state')
      .$type<'queued' | 'running' | 'ready' | 'failed' | 'expired'>()
      .notNull()
      .default('queued'),
    /** No foreign key: the record outlives the member (a closed school's members are erased). */
    requestedBy: uuid('requested_by'),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    jobId: uuid('job_id'),
    bytes: integer('bytes'),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [
    index('school_exports_tenant_idx').on(table.tenantId, table.requestedAt),
    check(
      'school_exports_state_check',
      sql`${table.state} in ('queued', 'running', 'ready', 'failed', 'expired')`,
    ),
  ],
);

/**
 * Asking to close the school's account (services/portal/school-data/closure.ts): pending until
 * `erase_at`, when the erasure job erases the personal data, unless the owner cancels first. The
 * rows are kept as the record of what was asked and done; whom to tell is cleared at erasure.
 */
export const schoolClosures = pgTable(
  'school_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    state: text('state').$type<'pending' | 'cancelled' | 'erased'>().notNull().default('pending'),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    eraseAt: timestamp('erase_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The owner's address and language for the two mails; emptied once the erasure mail is queued. */
    notifyEmail: text('notify_email'),
    notifyLanguage: text('notify_language').$type<Language>().notNull().default('en'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('school_closures_tenant_idx').on(table.tenantId, table.requestedAt),
    uniqueIndex('school_closures_one_pending').on(table.tenantId).where(sql`${table.state} = 'pending'`),
    check('school_closures_state_check', sql`${table.state} in ('pending', 'cancelled', 'erased')`),
  ],
);
