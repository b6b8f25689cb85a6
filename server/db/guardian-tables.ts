import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './schema';

// The guardians' own way into their school's portal (docs/requirements/guardians.md): one-time
// sign-in codes and the sessions they open. A guardian is known by a contact, the phone's key (its
// last ten digits, as `guardians.phone_key`) or the e-mail address (lower-cased), not by a row: a
// session reaches every child whose guardian has that contact *now*, so a guardian taken off a
// student loses the child at once, and the sessions of a contact that changes find no one. Codes
// and tokens are stored as SHA-256 hashes. Every row carries tenant_id with the portal's row-level
// security policy (migration 0020_guardians.sql).

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `phone`: the key is the phone's last ten digits; `email`: the lower-cased address. */
export const GUARDIAN_CONTACT_KINDS = ['phone', 'email'] as const;
export type GuardianContactKind = (typeof GUARDIAN_CONTACT_KINDS)[number];

export const guardianSignInCodes = pgTable(
  'guardian_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    contactKind: text('contact_kind').$type<GuardianContactKind>().notNull(),
    contactKey: text('contact_key').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where it went: `email`, `sms` or `whatsapp` (the session's proof of how it was verified). */
    channel: text('channel').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong codes tried against it: at the limit it is spent. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (table) => [
    index('guardian_sign_in_codes_contact_idx').on(table.tenantId, table.contactKind, table.contactKey),
    check('guardian_sign_in_codes_kind_check', sql`${table.contactKind} in ('phone', 'email')`),
  ],
);

export const guardianSessions = pgTable(
  'guardian_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    contactKind: text('contact_kind').$type<GuardianContactKind>().notNull(),
    contactKey: text('contact_key').notNull(),
    /** How the code that opened it reached the guardian: `email`, `sms` or `whatsapp`. */
    verifiedBy: text('verified_by').notNull(),
    tokenHash: text('token_hash').notNull().unique('guardian_sessions_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    index('guardian_sessions_contact_idx').on(table.tenantId, table.contactKind, table.contactKey),
    check('guardian_sessions_kind_check', sql`${table.contactKind} in ('phone', 'email')`),
  ],
);
