import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
// Accounts (issue 3). Every timestamp a rule depends on (expiry, rate windows, retry back-off) is
// written by the services from their injected clock, never by `now()` in SQL, so tests can move
// time. Secrets are never stored: session and one-time tokens only as SHA-256 hex digests.

// Defaults exist for hand-written rows (seeds, other issues' tests); services always pass values.
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);

/** Institution owners. `email` is trimmed and lower-cased (common/validation.ts normalizeEmail). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_unique'),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  phone: text('phone').notNull(),
  /** Null until the owner follows the verification link; login needs it set. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Bearer sessions: opaque 32-byte tokens, stored as SHA-256; 7-day absolute expiry; revocable. */
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
 * that causes it; the dispatcher (services/mail-dispatcher.ts) sends it later, with retries.
 * Bodies are cleared once the mail is sent or abandoned (they may carry one-time links).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is (`verification`, `password_reset`, `password_changed`, `contact`...): per-kind limits count it. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** The links the mail carries (the dev mailbox prints them and writes them to its sidecar). */
    links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A dispatcher that claimed the mail holds it until then; another may take it over afterwards. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(table.toAddress, table.kind, table.createdAt),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The institution's tenant, created with its owner at registration. Deployment and features are
 * the tenant issue's (its own tables and migrations build on this one).
 */
export const tenants = pgTable('tenants', {
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
