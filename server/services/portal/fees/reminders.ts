import { randomUUID } from 'node:crypto';
import type { ReminderResult } from '@common/api/portal/fee-reports';
import { REMINDERS_PER_FAMILY_PER_WEEK } from '@common/fees/limits';
import { formatRupeesShort } from '@common/fees/money';
import { type FeeReminderReason, feeReminders } from '@server/db/fee-tables';
import {
  academicYears,
  guardianContacts,
  guardians,
  studentConsents,
  studentGuardians,
} from '@server/db/schema';
import { asAppRole, type TenantDatabase } from '@server/db/tenant-scope';
import type { JobRunner } from '@server/jobs/runner';
import type { MessageLanguage, TemplateVariables } from '@server/services/messaging/alert-texts';
import {
  addressOn,
  type GuardianMessenger,
  type MessageChannel,
} from '@server/services/messaging/guardian-messenger';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import type { Billing } from './billing';
import type { BillingContext, StudentBilling } from './dues-read';
import { readFeeSettings } from './settings';

// Fee reminders (docs/requirements/fees.md#reminders): who is reminded today, and the one message
// a day each guardian gets, naming each of their children it is about. The daily job
// (reminder-jobs.ts) reminds of an instalment `reminderDaysBefore` days before its date, on it,
// and `reminderDaysAfter` days after it while it is unpaid; the defaulters' one tap reminds of
// what is due now. Both go through queueReminders, under the same rules as absence alerts (a
// current consent covering guardian messages for the child, an address, the first-contact gate in
// the send job) and the same caps: one message per guardian a school day, and at most
// REMINDERS_PER_FAMILY_PER_WEEK in any seven school days (today and the six before), counted from
// fee_reminders. Amounts are never stored: the send job bills the children again when it sends.

/** The job that sends one guardian's reminder (reminder-jobs.ts). */
export const FEE_REMINDER_JOB = 'fee-reminder';

/** Advisory lock class for one school's reminders ("SHFR"): a tap and the daily run queue one after the other. */
const QUEUE_LOCK_CLASS = 0x5348_4652;

const GUARDIAN_MESSAGES = JSON.stringify(['guardian_messages']);
const DAY_MS = 86_400_000;

/** Messages that reached, or may still reach, the guardian: what the weekly cap counts. */
const COUNTED_STATES = ['queued', 'sent', 'held'] as const;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A student to remind today, and what of. */
export interface ReminderTarget {
  studentId: string;
  reason: FeeReminderReason;
  /** The latest due date the reminder covers (fee_reminders.due_on). */
  dueOn: string;
}

/**
 * What a reminder asks for: what is unpaid of the instalments due on or before `dueOn`, less the
 * student's credit. On or after a due date that is what is due now (the dues page's amount).
 */
export function amountDue(billing: Billing, dueOn: string): number {
  const due = billing.instalments
    .filter((instalment) => instalment.dueOn <= dueOn)
    .reduce((sum, instalment) => sum + Math.max(0, instalment.duePaise), 0);
  return Math.max(0, due - billing.creditPaise);
}

/** The date a reminder names: the latest unpaid instalment's on or before `dueOn`. */
export function namedDate(billing: Billing, dueOn: string): string {
  const unpaid = billing.instalments.filter(
    (instalment) => instalment.dueOn <= dueOn && instalment.duePaise > 0,
  );
  return unpaid.at(-1)?.dueOn ?? dueOn;
}

/**
 * The daily job's students: active ones with an unpaid instalment due in `reminderDaysBefore`
 * days, today, or `reminderDaysAfter` days ago (0 turns that reminder off). With two such
 * instalments the reminder is the most pressing (after, then on, then before) and covers both.
 */
export function dailyTargets(
  billed: readonly StudentBilling[],
  settings: { reminderDaysBefore: number; reminderDaysAfter: number },
  today: string,
): ReminderTarget[] {
  const before = settings.reminderDaysBefore > 0 ? addDays(today, settings.reminderDaysBefore) : null;
  const after = settings.reminderDaysAfter > 0 ? addDays(today, -settings.reminderDaysAfter) : null;
  const targets: ReminderTarget[] = [];
  for (const { student, billing } of billed) {
    if (student.status !== 'active') continue;
    const unpaid = billing.instalments.filter((instalment) => instalment.duePaise > 0);
    const dates = new Set(unpaid.map((instalment) => instalment.dueOn));
    const reason: FeeReminderReason | null =
      after && dates.has(after)
        ? 'after'
        : dates.has(today)
          ? 'on'
          : before && dates.has(before)
            ? 'before'
            : null;
    if (!reason) continue;
    const dueOn = before && dates.has(before) ? before : today;
    if (amountDue(billing, dueOn) > 0) targets.push({ studentId: student.id, reason, dueOn });
  }
  return targets;
}

/** The defaulters' one tap: each chosen student with something due now. */
export function manualTargets(billed: readonly StudentBilling[], today: string): ReminderTarget[] {
  return billed
    .filter(({ student, billing }) => student.status !== 'erased' && amountDue(billing, today) > 0)
    .map(({ student }) => ({ studentId: student.id, reason: 'manual', dueOn: today }));
}

/** The billing context of a school's reminders, or undefined when it has no current academic year. */
export async function reminderContext(
  db: TenantDatabase,
  tenantId: string,
  today: string,
  coaching: boolean,
): Promise<BillingContext | undefined> {
  const [year]: AcademicYear[] = await db
    .select({
      id: academicYears.id,
      name: academicYears.name,
      startsOn: academicYears.startsOn,
      endsOn: academicYears.endsOn,
    })
    .from(academicYears)
    .where(and(eq(academicYears.tenantId, tenantId), eq(academicYears.current, true)));
  if (!year) return undefined;
  return { tenantId, settings: await readFeeSettings(db, tenantId), year, today, coaching };
}

export interface QueueContext {
  db: TenantDatabase;
  tenantId: string;
  today: string;
  now: Date;
  jobs: JobRunner;
  messenger: GuardianMessenger;
}

interface Recipient {
  studentId: string;
  guardianId: string;
  email: string | null;
  phone: string;
  language: MessageLanguage;
}

/** The channel a guardian gets a fee reminder on: the provider's, or e-mail when it has no fee template. */
function reminderChannel(messenger: GuardianMessenger, guardian: Recipient): MessageChannel | undefined {
  const channel = messenger.channelFor(guardian);
  if (!channel || messenger.carries(channel, 'fee_due', guardian.language)) return channel;
  return guardian.email && messenger.carries('email', 'fee_due', guardian.language) ? 'email' : undefined;
}

/**
 * Queues today's reminders for `targets`, one message per guardian naming each of their children
 * among them; answers how many families (students linked by a shared guardian, among `among`,
 * which holds the targets) a message was queued for, and how many were skipped: no consent, no
 * address, the guardian declined, already reminded today, the week's reminders spent, or nothing
 * due. A message to an address not yet accepted counts as sent: the send job asks first and holds
 * it, and it goes once the guardian accepts that day.
 */
export async function queueReminders(
  context: QueueContext,
  targets: readonly ReminderTarget[],
  among: readonly string[],
): Promise<ReminderResult> {
  const { db, tenantId, today, now, jobs, messenger } = context;
  const students = [...new Set([...among, ...targets.map((target) => target.studentId)])];
  if (students.length === 0) return { sent: 0, skipped: 0 };
  await db.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK_CLASS}::int, hashtext(${tenantId}))`);

  const recipients: Recipient[] = await db
    .select({
      studentId: studentGuardians.studentId,
      guardianId: guardians.id,
      email: guardians.email,
      phone: guardians.phone,
      language: guardians.language,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, students)));
  const reached = new Set<string>();
  const byStudent = new Map(targets.map((target) => [target.studentId, target]));

  if (targets.length > 0 && recipients.length > 0) {
    const consented = await consentingStudents(db, tenantId, [...byStudent.keys()]);
    const contacts = await contactStates(context, recipients);
    const recent = await recentReminders(
      db,
      tenantId,
      [...new Set(recipients.map((recipient) => recipient.guardianId))],
      today,
    );
    const guardianOf = new Map<string, { recipient: Recipient; children: ReminderTarget[] }>();
    for (const recipient of recipients) {
      const target = byStudent.get(recipient.studentId);
      if (!target || !consented.has(recipient.studentId)) continue;
      const entry = guardianOf.get(recipient.guardianId) ?? { recipient, children: [] };
      entry.children.push(target);
      guardianOf.set(recipient.guardianId, entry);
    }
    const rows: (typeof feeReminders.$inferInsert)[] = [];
    const messages: string[] = [];
    for (const [guardianId, { recipient, children }] of guardianOf) {
      const channel = reminderChannel(messenger, recipient);
      const address = channel ? addressOn(channel, recipient) : null;
      if (!channel || !address || recent.today.has(guardianId)) continue;
      const declined = contacts.get(`${channel} ${address}`) === 'declined';
      if (!declined && (recent.week.get(guardianId) ?? 0) >= REMINDERS_PER_FAMILY_PER_WEEK) continue;
      const messageId = randomUUID();
      // Declined: recorded stopped, so the day is done with; never sent.
      if (!declined) messages.push(messageId);
      for (const child of children) {
        rows.push({
          tenantId,
          guardianId,
          studentId: child.studentId,
          messageId,
          onDate: today,
          reason: child.reason,
          dueOn: child.dueOn,
          channel,
          state: declined ? 'stopped' : 'queued',
          createdAt: now,
        });
        if (!declined) reached.add(child.studentId);
      }
    }
    if (rows.length > 0) await db.insert(feeReminders).values(rows).onConflictDoNothing();
    if (messages.length > 0) {
      // The jobs table is the app's, not the tenant role's.
      await asAppRole(db, async (appDb) => {
        for (const messageId of messages) {
          await jobs.enqueue(appDb, FEE_REMINDER_JOB, { tenantId, messageId }, { key: messageId });
        }
      });
    }
  }
  return countFamilies(students, recipients, reached);
}

/** Students with a current consent covering guardian messages. */
async function consentingStudents(db: TenantDatabase, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ studentId: studentConsents.studentId })
    .from(studentConsents)
    .where(
      and(
        eq(studentConsents.tenantId, tenantId),
        inArray(studentConsents.studentId, ids),
        isNull(studentConsents.withdrawnAt),
        sql`${studentConsents.purposes} @> ${GUARDIAN_MESSAGES}::jsonb`,
      ),
    );
  return new Set(rows.map((row) => row.studentId));
}

/** What each address already answered: `<channel> <address>` to its state. */
async function contactStates(context: QueueContext, recipients: readonly Recipient[]) {
  const addresses = new Set<string>();
  for (const recipient of recipients) {
    const channel = reminderChannel(context.messenger, recipient);
    const address = channel ? addressOn(channel, recipient) : null;
    if (address) addresses.add(address);
  }
  if (addresses.size === 0) return new Map<string, string>();
  const rows = await context.db
    .select({
      channel: guardianContacts.channel,
      address: guardianContacts.address,
      state: guardianContacts.state,
    })
    .from(guardianContacts)
    .where(
      and(eq(guardianContacts.tenantId, context.tenantId), inArray(guardianContacts.address, [...addresses])),
    );
  return new Map(rows.map((row) => [`${row.channel} ${row.address}`, row.state]));
}

/** The guardians messaged today (whatever became of it), and each one's reminders of the last seven days. */
async function recentReminders(db: TenantDatabase, tenantId: string, guardianIds: string[], today: string) {
  const rows = await db
    .selectDistinct({
      guardianId: feeReminders.guardianId,
      messageId: feeReminders.messageId,
      onDate: feeReminders.onDate,
      state: feeReminders.state,
    })
    .from(feeReminders)
    .where(
      and(
        eq(feeReminders.tenantId, tenantId),
        inArray(feeReminders.guardianId, guardianIds),
        gte(feeReminders.onDate, addDays(today, -6)),
      ),
    );
  const todays = new Set<string>();
  const messages = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.onDate === today) todays.add(row.guardianId);
    if (!(COUNTED_STATES as readonly string[]).includes(row.state)) continue;
    messages.set(row.guardianId, (messages.get(row.guardianId) ?? new Set()).add(row.messageId));
  }
  return {
    today: todays,
    week: new Map([...messages].map(([guardianId, ids]) => [guardianId, ids.size])),
  };
}

/**
 * Families among `students`: students joined by a shared guardian (a student without one is a
 * family alone). Sent: a reminder was queued for one of its children; skipped: the rest.
 */
function countFamilies(
  students: readonly string[],
  recipients: readonly Recipient[],
  reached: ReadonlySet<string>,
): ReminderResult {
  const parent = new Map(students.map((id) => [id, id]));
  const root = (id: string): string => {
    let node = id;
    while (parent.get(node) !== node) node = parent.get(node) ?? node;
    return node;
  };
  const firstChild = new Map<string, string>();
  for (const { guardianId, studentId } of recipients) {
    const other = firstChild.get(guardianId);
    if (other === undefined) firstChild.set(guardianId, studentId);
    else parent.set(root(studentId), root(other));
  }
  const families = new Map<string, boolean>();
  for (const id of students) {
    const family = root(id);
    families.set(family, (families.get(family) ?? false) || reached.has(id));
  }
  const sent = [...families.values()].filter(Boolean).length;
  return { sent, skipped: families.size - sent };
}

/** One child in a reminder: a plain name, what is due, by when, and the UPI link for it (or null). */
export interface RemindedChild {
  name: string;
  paise: number;
  dueOn: string;
  upiLink: string | null;
}

/** The amount as a reminder writes it: Rs in English, which keeps an English SMS in GSM-7; ₹ in Hindi. */
function money(paise: number, language: MessageLanguage): string {
  const amount = formatRupeesShort(paise, language);
  return language === 'hi' ? amount : amount.replace('₹', 'Rs ');
}

/** "10 Jul", "10 जुलाई": the year goes without saying within a reminder's weeks. */
function shortDate(date: string, language: MessageLanguage): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-GB', {
    day: 'numeric',
    month: language === 'hi' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Where to pay when the school has no UPI ID. */
const AT_THE_OFFICE = { en: 'at the school office', hi: 'स्कूल के दफ़्तर में' } as const;

/** The `fee_due` template's variables (alert-texts.ts); names and the phone already plain (safe-text.ts). */
export function reminderVariables(
  language: MessageLanguage,
  school: string,
  phone: string,
  children: readonly RemindedChild[],
): TemplateVariables<'fee_due'> {
  const links = children.flatMap((child) => (child.upiLink ? [child.upiLink] : []));
  return {
    school,
    children: children
      .map((child) =>
        language === 'hi'
          ? `${child.name} ${money(child.paise, language)} (${shortDate(child.dueOn, language)})`
          : `${child.name} ${money(child.paise, language)} due ${shortDate(child.dueOn, language)}`,
      )
      .join('; '),
    amount: money(
      children.reduce((sum, child) => sum + child.paise, 0),
      language,
    ),
    phone,
    pay: links.length > 0 ? links.join(' ') : AT_THE_OFFICE[language],
  };
}
