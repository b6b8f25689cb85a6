import type { TaxSplit } from '@common/api/portal/fee-ledger';
import type { FeeInstalment } from '@common/api/portal/fees';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  academicYears,
  classSections,
  employees,
  portalImports,
  students,
  tenantClasses,
  tenants,
} from './schema';

// The fee area's tables (docs/requirements/fees.md), kept beside schema.ts so that file stays
// walkable; drizzle.config.ts reads both. Money is integer paise in `bigint` columns ending
// `_paise`, read as JavaScript numbers (every amount is below 2^53). Every row carries tenant_id
// with the portal's row-level security policy (migration 0017_fees.sql). The ledger, its
// allocations and the receipts are append-only: the portal's role may insert and read them, never
// update or delete them (docs/decisions/0036-fees-append-only-ledger.md).

export interface PrintedReceipt {
  school: { name: string; phone: string; address: string };
  student: { name: string; admissionNumber: string; sectionName: string | null };
  lines: { kind: 'head' | 'fine' | 'credit'; label: string; headName: string; paise: number }[];
  balancePaise: number;
}

const paise = (name: string) => bigint(name, { mode: 'number' });
const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per school: UPI, receipts, fines, reminders, GST. */
export const feeSettings = pgTable('fee_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  upiVpa: text('upi_vpa').notNull().default(''),
  upiPayee: text('upi_payee').notNull().default(''),
  receiptSeries: text('receipt_series').notNull().default('R'),
  fineGraceDays: integer('fine_grace_days').notNull().default(0),
  fineKind: text('fine_kind').$type<'none' | 'per_day' | 'flat'>().notNull().default('none'),
  finePaise: paise('fine_paise').notNull().default(0),
  fineCapPaise: paise('fine_cap_paise').notNull().default(0),
  advanceLimitPaise: paise('advance_limit_paise').notNull().default(0),
  reminderDaysBefore: integer('reminder_days_before').notNull().default(3),
  reminderDaysAfter: integer('reminder_days_after').notNull().default(7),
  officePhone: text('office_phone').notNull().default(''),
  gstMode: boolean('gst_mode').notNull().default(false),
  gstin: text('gstin').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const feeHeads = pgTable(
  'fee_heads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').$type<'recurring' | 'one_time'>().notNull(),
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fee_heads_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    check('fee_heads_kind_check', sql`${table.kind} in ('recurring', 'one_time')`),
  ],
);

/** A plan's identity: its year and what it applies to. Its amounts live in its versions. */
export const feePlans = pgTable(
  'fee_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    yearId: uuid('year_id')
      .notNull()
      .references(() => academicYears.id),
    name: text('name').notNull(),
    classId: uuid('class_id').references(() => tenantClasses.id),
    sectionId: uuid('section_id').references(() => classSections.id),
    category: text('category'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('fee_plans_tenant_year_idx').on(table.tenantId, table.yearId),
    check('fee_plans_scope_check', sql`(${table.classId} is null) <> (${table.sectionId} is null)`),
  ],
);

/**
 * A plan's versions. A draft is edited and may be deleted; a published version never changes
 * (the service never updates one, and a trigger refuses an update: migration 0017).
 */
export const feePlanVersions = pgTable(
  'fee_plan_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => feePlans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    state: text('state').$type<'draft' | 'published'>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    instalments: jsonb('instalments').$type<FeeInstalment[]>().notNull(),
    publishedAt: at('published_at'),
    publishedBy: text('published_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fee_plan_versions_plan_version_unique').on(table.planId, table.version),
    uniqueIndex('fee_plan_versions_one_draft').on(table.planId).where(sql`${table.state} = 'draft'`),
    check('fee_plan_versions_state_check', sql`${table.state} in ('draft', 'published')`),
  ],
);

/** A student's fee categories ("New admission", "Hostel"): a plan may apply to one of them. */
export const feeStudentCategories = pgTable(
  'fee_student_categories',
  {
    tenantId: tenantId(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (table) => [primaryKey({ name: 'fee_student_categories_pk', columns: [table.studentId, table.category] })],
);

export const feeConcessionRules = pgTable(
  'fee_concession_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').$type<'sibling' | 'staff_ward' | 'rte' | 'scholarship' | 'hardship'>().notNull(),
    mode: text('mode').$type<'percent' | 'fixed'>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    headIds: jsonb('head_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fee_concession_rules_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    check(
      'fee_concession_rules_kind_check',
      sql`${table.kind} in ('sibling', 'staff_ward', 'rte', 'scholarship', 'hardship')`,
    ),
    check(
      'fee_concession_rules_value_check',
      sql`${table.mode} in ('percent', 'fixed') and ${table.value} >= 0 and (${table.mode} = 'fixed' or ${table.value} <= 10000)`,
    ),
  ],
);

/** A rule granted to a student. Ended, never deleted: the concession register reads them all. */
export const feeConcessions = pgTable(
  'fee_concessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => feeConcessionRules.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    reason: text('reason').notNull().default(''),
    approvedBy: text('approved_by').notNull().default(''),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    grantedBy: text('granted_by').notNull(),
    grantedAt: at('granted_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
  },
  (table) => [index('fee_concessions_student_idx').on(table.tenantId, table.studentId)],
);

/** Receipt numbers: one counter per school, series and academic year, taken in the payment's transaction. */
export const feeReceiptCounters = pgTable(
  'fee_receipt_counters',
  {
    tenantId: tenantId(),
    series: text('series').notNull(),
    yearName: text('year_name').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [
    primaryKey({ name: 'fee_receipt_counters_pk', columns: [table.tenantId, table.series, table.yearName] }),
  ],
);

/**
 * The ledger: every movement of money. `amount_paise` is signed: a payment or a waiver is
 * positive (it settles dues), a cancellation or a refund negative. Append-only.
 */
export const feeLedgerEntries = pgTable(
  'fee_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    kind: text('kind').$type<'payment' | 'cancellation' | 'refund' | 'waiver' | 'adjustment'>().notNull(),
    /** The client's attempt key: a retry answers what the first attempt made. */
    attemptKey: uuid('attempt_key').notNull(),
    /** No foreign key: the books outlive a student's erased personal data (a closed school's too). */
    studentId: uuid('student_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    mode: text('mode').$type<'cash' | 'cheque' | 'upi' | 'card' | 'bank'>(),
    reference: text('reference').notNull().default(''),
    /** A cheque's bank and date. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    reason: text('reason').notNull().default(''),
    /** A cancellation's payment. */
    reverses: uuid('reverses'),
    at: at('at').notNull(),
    /** The school day the money moved (the day book's day). */
    onDate: date('on_date', { mode: 'string' }).notNull(),
    /** A refund's last day to be paid. */
    payBy: date('pay_by', { mode: 'string' }),
    memberId: uuid('member_id'),
    byName: text('by_name').notNull(),
  },
  (table) => [
    uniqueIndex('fee_ledger_entries_attempt_unique').on(table.tenantId, table.attemptKey),
    index('fee_ledger_entries_student_idx').on(table.tenantId, table.studentId),
    index('fee_ledger_entries_day_idx').on(table.tenantId, table.onDate),
    // One cancellation per payment.
    uniqueIndex('fee_ledger_entries_one_cancellation')
      .on(table.tenantId, table.reverses)
      .where(sql`${table.kind} = 'cancellation'`),
    check(
      'fee_ledger_entries_kind_check',
      sql`${table.kind} in ('payment', 'cancellation', 'refund', 'waiver', 'adjustment')`,
    ),
    check(
      'fee_ledger_entries_mode_check',
      sql`${table.mode} is null or ${table.mode} in ('cash', 'cheque', 'upi', 'card', 'bank')`,
    ),
    check(
      'fee_ledger_entries_sign_check',
      sql`(${table.kind} in ('payment', 'waiver') and ${table.amountPaise} > 0) or (${table.kind} in ('cancellation', 'refund') and ${table.amountPaise} < 0) or ${table.kind} = 'adjustment'`,
    ),
  ],
);

/**
 * Where an entry's money went: an instalment's head (or its fine, head null) of a plan; plan null
 * is credit, paid beyond every instalment. The allocations of an entry add up to its amount.
 */
export const feeAllocations = pgTable(
  'fee_allocations',
  {
    tenantId: tenantId(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => feeLedgerEntries.id),
    studentId: uuid('student_id').notNull(),
    planId: uuid('plan_id'),
    instalmentKey: text('instalment_key'),
    headId: uuid('head_id'),
    amountPaise: paise('amount_paise').notNull(),
  },
  (table) => [
    index('fee_allocations_student_idx').on(table.tenantId, table.studentId),
    index('fee_allocations_entry_idx').on(table.entryId),
  ],
);

/** A payment's receipt; a cancelled one stays, its cancellation is a ledger entry. Append-only. */
export const feeReceipts = pgTable(
  'fee_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => feeLedgerEntries.id),
    series: text('series').notNull(),
    yearName: text('year_name').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    /**
     * What the receipt said when it was issued (the school, the student, the lines, the balance),
     * kept with the books: a reprint years later says the same, whatever changed or was erased since.
     */
    printed: jsonb('printed').$type<PrintedReceipt>().notNull(),
    /** GST mode: the tax invoice's number and split. */
    tax: jsonb('tax').$type<TaxSplit | null>(),
    issuedAt: at('issued_at').notNull(),
  },
  (table) => [
    uniqueIndex('fee_receipts_number_unique').on(
      table.tenantId,
      table.series,
      table.yearName,
      table.sequence,
    ),
    uniqueIndex('fee_receipts_entry_unique').on(table.entryId),
  ],
);

/** An uploaded bank or UPI statement; its lines below. */
export const feeStatements = pgTable(
  'fee_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    fileName: text('file_name').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    importId: uuid('import_id').references(() => portalImports.id, { onDelete: 'set null' }),
  },
  (table) => [index('fee_statements_tenant_idx').on(table.tenantId, table.uploadedAt)],
);

export const feeStatementLines = pgTable(
  'fee_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => feeStatements.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    date: date('date', { mode: 'string' }),
    amountPaise: paise('amount_paise').notNull(),
    narration: text('narration').notNull(),
    utr: text('utr'),
    state: text('state').$type<'matched' | 'confirmed' | 'unmatched' | 'resolved' | 'ignored'>().notNull(),
    entryId: uuid('entry_id').references(() => feeLedgerEntries.id),
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('fee_statement_lines_statement_idx').on(table.statementId, table.line),
    check(
      'fee_statement_lines_state_check',
      sql`${table.state} in ('matched', 'confirmed', 'unmatched', 'resolved', 'ignored')`,
    ),
  ],
);

export type FeeReminderReason = 'before' | 'on' | 'after' | 'manual';
export type FeeReminderState = 'queued' | 'sent' | 'held' | 'stopped' | 'expired' | 'failed' | 'paid';

/**
 * Fee reminders (docs/requirements/fees.md#reminders): one row per guardian, day and child named.
 * A guardian gets at most one message a school day (the unique index), naming each child of theirs
 * it reminds about; its rows share `message_id` and its state. The weekly cap per family and the
 * defaulters list's "last reminded" are read from here.
 */
export const feeReminders = pgTable(
  'fee_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The guardian the family is reached through (a family is the children sharing a guardian). */
    guardianId: uuid('guardian_id').notNull(),
    studentId: uuid('student_id').notNull(),
    /** The guardian's message of the day: one per guardian and day, naming one or more children. */
    messageId: uuid('message_id').notNull(),
    /** The school day the reminder was queued on. */
    onDate: date('on_date', { mode: 'string' }).notNull(),
    /** `before`, `on`, `after` a due date (the daily job) or `manual` (the defaulters' one tap). */
    reason: text('reason').$type<FeeReminderReason>().notNull(),
    /**
     * The latest due date the reminder covers: its amount is what is unpaid of the instalments due
     * on or before it (before: the coming instalment's date; on, after and manual: the day's).
     */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** email, sms or whatsapp. */
    channel: text('channel').notNull(),
    /**
     * queued, then sent or failed (the job's outcome); held while the guardian has not accepted the
     * address, expired when accepted too late for its day, stopped when the guardian declined; paid
     * when nothing it names was due any more when its turn came.
     */
    state: text('state').$type<FeeReminderState>().notNull().default('queued'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (table) => [
    uniqueIndex('fee_reminders_daily_unique').on(
      table.tenantId,
      table.guardianId,
      table.onDate,
      table.studentId,
    ),
    index('fee_reminders_message_idx').on(table.tenantId, table.messageId),
    index('fee_reminders_student_idx').on(table.tenantId, table.studentId, table.sentAt),
    check('fee_reminders_reason_check', sql`${table.reason} in ('before', 'on', 'after', 'manual')`),
    check(
      'fee_reminders_state_check',
      sql`${table.state} in ('queued', 'sent', 'held', 'stopped', 'expired', 'failed', 'paid')`,
    ),
  ],
);
