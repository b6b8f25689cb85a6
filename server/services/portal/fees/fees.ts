import type {
  ConcessionEnd,
  ConcessionGrant,
  ConcessionRule,
  ConcessionRuleInput,
  StudentConcession,
  StudentConcessionList,
} from '@common/api/portal/fee-concessions';
import type { CounterMatch, FamilyDues, SectionDues, StudentDues } from '@common/api/portal/fee-dues';
import type {
  Cancellation,
  Collection,
  LeavingRefund,
  LedgerEntry,
  Receipt,
  Refund,
  Waiver,
} from '@common/api/portal/fee-ledger';
import type {
  CollectionReport,
  ConcessionRegister,
  DayBook,
  Defaulters,
  ReminderRequest,
  ReminderResult,
  RteClaimList,
} from '@common/api/portal/fee-reports';
import type {
  LineResolution,
  Statement,
  StatementLine,
  StatementSummary,
} from '@common/api/portal/fee-statements';
import type {
  FeeHead,
  FeeHeadInput,
  FeePlan,
  FeePlanDraft,
  FeePlanList,
  FeeSettings,
  NewFeePlan,
} from '@common/api/portal/fees';
import { schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { feeLedgerEntries } from '@server/db/fee-tables';
import { learningCentres, students } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import type { JobRunner } from '@server/jobs/runner';
import type { GuardianMessenger } from '@server/services/messaging/guardian-messenger';
import { and, eq, ne } from 'drizzle-orm';
import { readAcademicYear } from '../academic-year';
import type { Caller } from '../caller';
import { csvFile } from '../csv-export';
import type { ParsePool } from '../imports/parse-pool';
import type { UploadGate } from '../imports/upload-gate';
import type { PortalTenant } from '../portal-directory';
import { isRealDate, notFound } from '../portal-rules';
import { knownCategories, setStudentCategories, studentCategories } from './categories';
import { collectPayment, type Payer, type School } from './collect';
import {
  addRule,
  endConcession,
  grantConcession,
  listRules,
  saveRule,
  studentConcessions,
} from './concessions';
import { cancelReceipt, recordLeavingRefund, recordRefund, waiveFine } from './corrections';
import { type BillingContext, billStudents, duesBody } from './dues-read';
import {
  addHead,
  createPlan,
  deleteDraft,
  listHeads,
  listPlans,
  publishDraft,
  readPlan,
  saveDraft,
  saveHead,
} from './plans';
import { familyOf, searchStudents, sectionDues, studentLedger } from './reads';
import { readReceipt } from './receipts';
import { manualTargets, queueReminders } from './reminders';
import * as reports from './reports';
import { readFeeSettings, writeFeeSettings } from './settings';
import { creditLines } from './statement-lines';
import { listStatements, matchStatement, readStatement, resolveLine } from './statements';

// Fees (docs/requirements/fees.md): the service the fee routes call. Every call runs in the
// school's transaction (row-level security); money moves under the ledger lock (ledger.ts).

export interface StatementUpload {
  file: Buffer;
  mediaType: string;
  fileName: string;
}

export class Fees {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;
  private readonly gate: UploadGate;
  private readonly parser: ParsePool;
  private readonly jobs: JobRunner;
  private readonly messenger: GuardianMessenger;

  constructor(options: {
    database: DatabaseHandle;
    clock: Clock;
    gate: UploadGate;
    parser: ParsePool;
    jobs: JobRunner;
    messenger: GuardianMessenger;
  }) {
    this.database = options.database;
    this.clock = options.clock;
    this.gate = options.gate;
    this.parser = options.parser;
    this.jobs = options.jobs;
    this.messenger = options.messenger;
  }

  private run<T>(tenant: PortalTenant, work: (db: TenantDatabase) => Promise<T>): Promise<T> {
    return inTenant(this.database, tenant.id, work);
  }

  /** What billing needs of the school: its settings, the year, today. */
  private async context(db: TenantDatabase, tenant: PortalTenant, yearId?: string): Promise<BillingContext> {
    // One query after another throughout the fee area: a transaction's connection runs one at a
    // time anyway, and pg 9 will refuse a second query sent before the first answered.
    const settings = await readFeeSettings(db, tenant.id);
    const year = await readAcademicYear(db, tenant.id, yearId);
    return {
      tenantId: tenant.id,
      settings,
      year,
      today: schoolToday(this.clock.now()),
      coaching: tenant.kind === 'coaching',
    };
  }

  /** The school as its receipts print it: the name, the fee office's phone, the main centre's address. */
  private async school(db: TenantDatabase, tenant: PortalTenant, context: BillingContext): Promise<School> {
    const [centre] = await db
      .select({ address: learningCentres.address })
      .from(learningCentres)
      .where(and(eq(learningCentres.tenantId, tenant.id), eq(learningCentres.main, true)));
    return { name: tenant.name, phone: context.settings.officePhone, address: centre?.address ?? '' };
  }

  private payer(caller: Caller): Payer {
    return { memberId: caller.memberId, name: caller.name };
  }

  settings(tenant: PortalTenant): Promise<FeeSettings> {
    return this.run(tenant, (db) => readFeeSettings(db, tenant.id));
  }

  saveSettings(tenant: PortalTenant, body: FeeSettings): Promise<FeeSettings> {
    return this.run(tenant, (db) =>
      writeFeeSettings(db, tenant.id, body, tenant.kind === 'coaching', this.clock.now()),
    );
  }

  heads(tenant: PortalTenant): Promise<{ heads: FeeHead[] }> {
    return this.run(tenant, async (db) => ({ heads: await listHeads(db, tenant.id) }));
  }

  addHead(tenant: PortalTenant, body: FeeHeadInput): Promise<FeeHead> {
    return this.run(tenant, (db) => addHead(db, tenant.id, body));
  }

  saveHead(tenant: PortalTenant, id: string, body: FeeHeadInput): Promise<FeeHead> {
    return this.run(tenant, (db) => saveHead(db, tenant.id, id, body));
  }

  plans(tenant: PortalTenant, yearId?: string): Promise<FeePlanList> {
    return this.run(tenant, async (db) => {
      const year = await readAcademicYear(db, tenant.id, yearId);
      return { yearId: year.id, yearName: year.name, plans: await listPlans(db, tenant.id, year) };
    });
  }

  plan(tenant: PortalTenant, id: string): Promise<FeePlan> {
    return this.run(tenant, (db) => readPlan(db, tenant.id, id));
  }

  createPlan(tenant: PortalTenant, body: NewFeePlan): Promise<FeePlan> {
    return this.run(tenant, async (db) => {
      const year = await readAcademicYear(db, tenant.id, body.yearId);
      const id = await createPlan(db, tenant.id, year, body, this.clock.now());
      return readPlan(db, tenant.id, id);
    });
  }

  saveDraft(tenant: PortalTenant, id: string, body: FeePlanDraft): Promise<FeePlan> {
    return this.run(tenant, async (db) => {
      await saveDraft(db, tenant.id, id, body, this.clock.now());
      return readPlan(db, tenant.id, id);
    });
  }

  deleteDraft(tenant: PortalTenant, id: string): Promise<FeePlan> {
    return this.run(tenant, async (db) => {
      await deleteDraft(db, tenant.id, id);
      return readPlan(db, tenant.id, id);
    });
  }

  publish(tenant: PortalTenant, caller: Caller, id: string): Promise<FeePlan> {
    return this.run(tenant, async (db) => {
      const now = this.clock.now();
      await publishDraft(db, tenant.id, id, tenant.kind === 'coaching', schoolToday(now), caller.name, now);
      return readPlan(db, tenant.id, id);
    });
  }

  /** Sets a student's fee categories (which plans apply to them); a change is in the audit log. */
  setCategories(
    tenant: PortalTenant,
    caller: Caller,
    studentId: string,
    categories: readonly string[],
  ): Promise<{ categories: string[] }> {
    return this.run(tenant, async (db) => {
      const student = await this.liveStudent(db, tenant.id, studentId);
      return setStudentCategories(
        db,
        tenant.id,
        caller,
        { id: studentId, ...student },
        categories,
        this.clock.now(),
      );
    });
  }

  private async liveStudent(
    db: TenantDatabase,
    tenantId: string,
    id: string,
  ): Promise<{ admissionNumber: string }> {
    const [row] = await db
      .select({ admissionNumber: students.admissionNumber })
      .from(students)
      .where(and(eq(students.tenantId, tenantId), eq(students.id, id), ne(students.status, 'erased')));
    if (!row) throw notFound('student');
    return row;
  }

  rules(tenant: PortalTenant): Promise<{ rules: ConcessionRule[] }> {
    return this.run(tenant, async (db) => ({ rules: await listRules(db, tenant.id) }));
  }

  addRule(tenant: PortalTenant, body: ConcessionRuleInput): Promise<ConcessionRule> {
    return this.run(tenant, (db) => addRule(db, tenant.id, body));
  }

  saveRule(tenant: PortalTenant, id: string, body: ConcessionRuleInput): Promise<ConcessionRule> {
    return this.run(tenant, (db) => saveRule(db, tenant.id, id, body));
  }

  concessions(tenant: PortalTenant, studentId: string): Promise<StudentConcessionList> {
    return this.run(tenant, async (db) => {
      await this.liveStudent(db, tenant.id, studentId);
      return {
        concessions: await studentConcessions(db, tenant.id, studentId),
        categories: await studentCategories(db, tenant.id, studentId),
        knownCategories: await knownCategories(db, tenant.id),
      };
    });
  }

  grant(tenant: PortalTenant, caller: Caller, body: ConcessionGrant): Promise<StudentConcession> {
    return this.run(tenant, (db) => grantConcession(db, tenant.id, caller, body, this.clock.now()));
  }

  endConcession(
    tenant: PortalTenant,
    caller: Caller,
    id: string,
    body: ConcessionEnd,
  ): Promise<StudentConcession> {
    return this.run(tenant, (db) => endConcession(db, tenant.id, caller, id, body, this.clock.now()));
  }

  search(tenant: PortalTenant, query: string): Promise<{ students: CounterMatch[] }> {
    return this.run(tenant, async (db) => ({
      students: await searchStudents(db, await this.context(db, tenant), query),
    }));
  }

  dues(tenant: PortalTenant, studentId: string): Promise<StudentDues> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const [billed] = await billStudents(db, context, [studentId]);
      if (!billed || billed.student.status === 'erased') throw notFound('student');
      return duesBody(billed, context.settings, tenant.name);
    });
  }

  family(tenant: PortalTenant, studentId: string): Promise<FamilyDues> {
    return this.run(tenant, async (db) =>
      familyOf(db, await this.context(db, tenant), studentId, tenant.name),
    );
  }

  sectionDues(tenant: PortalTenant, sectionId: string): Promise<SectionDues> {
    return this.run(tenant, async (db) => sectionDues(db, await this.context(db, tenant), sectionId));
  }

  ledger(tenant: PortalTenant, studentId: string): Promise<{ entries: LedgerEntry[] }> {
    return this.run(tenant, async (db) => {
      const [any] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.tenantId, tenant.id), eq(students.id, studentId)));
      const [entry] = any
        ? [any]
        : await db
            .select({ id: feeLedgerEntries.id })
            .from(feeLedgerEntries)
            .where(and(eq(feeLedgerEntries.tenantId, tenant.id), eq(feeLedgerEntries.studentId, studentId)))
            .limit(1);
      if (!entry) throw notFound('student');
      return { entries: await studentLedger(db, tenant.id, studentId) };
    });
  }

  collect(tenant: PortalTenant, caller: Caller, body: Collection): Promise<Receipt> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const school = await this.school(db, tenant, context);
      const id = await collectPayment(db, context, school, this.payer(caller), body, this.clock.now());
      return readReceipt(db, tenant.id, { id });
    });
  }

  receipt(tenant: PortalTenant, id: string): Promise<Receipt> {
    return this.run(tenant, (db) => readReceipt(db, tenant.id, { id }));
  }

  cancel(tenant: PortalTenant, caller: Caller, id: string, body: Cancellation): Promise<Receipt> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      await cancelReceipt(db, context, this.payer(caller), id, body, this.clock.now());
      return readReceipt(db, tenant.id, { id });
    });
  }

  private entry(db: TenantDatabase, tenantId: string, id: string): Promise<LedgerEntry> {
    return db
      .select({ studentId: feeLedgerEntries.studentId })
      .from(feeLedgerEntries)
      .where(and(eq(feeLedgerEntries.tenantId, tenantId), eq(feeLedgerEntries.id, id)))
      .then(async ([row]) => {
        const entries = row ? await studentLedger(db, tenantId, row.studentId) : [];
        const found = entries.find((entry) => entry.id === id);
        if (!found) throw new Error('The ledger entry vanished');
        return found;
      });
  }

  refund(tenant: PortalTenant, caller: Caller, body: Refund): Promise<LedgerEntry> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const id = await recordRefund(db, context, this.payer(caller), body, this.clock.now());
      return this.entry(db, tenant.id, id);
    });
  }

  leavingRefund(
    tenant: PortalTenant,
    caller: Caller,
    studentId: string,
    body: LeavingRefund,
  ): Promise<LedgerEntry> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const id = await recordLeavingRefund(
        db,
        context,
        this.payer(caller),
        studentId,
        body,
        this.clock.now(),
      );
      return this.entry(db, tenant.id, id);
    });
  }

  waive(tenant: PortalTenant, caller: Caller, body: Waiver): Promise<LedgerEntry> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const id = await waiveFine(db, context, this.payer(caller), body, this.clock.now());
      return this.entry(db, tenant.id, id);
    });
  }

  dayBook(tenant: PortalTenant, date?: string): Promise<DayBook> {
    if (date !== undefined && !isRealDate(date)) throw refuse(400, 'date_invalid', { field: 'The date' });
    return this.run(tenant, (db) => reports.dayBook(db, tenant.id, date ?? schoolToday(this.clock.now())));
  }

  defaulters(tenant: PortalTenant, sectionId?: string): Promise<Defaulters> {
    return this.run(tenant, async (db) => reports.defaulters(db, await this.context(db, tenant), sectionId));
  }

  /**
   * The defaulters' one tap (docs/requirements/fees.md#reminders): a reminder of what is due now to
   * each chosen student's family, under the daily job's rules and caps (reminders.ts). Ids that
   * are not the school's students are passed over.
   */
  remind(tenant: PortalTenant, body: ReminderRequest): Promise<ReminderResult> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const billed = (await billStudents(db, context, [...new Set(body.studentIds)])).filter(
        ({ student }) => student.status !== 'erased',
      );
      return queueReminders(
        {
          db,
          tenantId: tenant.id,
          today: context.today,
          now: this.clock.now(),
          jobs: this.jobs,
          messenger: this.messenger,
        },
        manualTargets(billed, context.today),
        billed.map(({ student }) => student.id),
      );
    });
  }

  collection(tenant: PortalTenant, yearId?: string): Promise<CollectionReport> {
    return this.run(tenant, async (db) =>
      reports.collectionReport(db, await this.context(db, tenant, yearId)),
    );
  }

  concessionRegister(tenant: PortalTenant): Promise<ConcessionRegister> {
    return this.run(tenant, async (db) => reports.concessionRegister(db, await this.context(db, tenant)));
  }

  rteClaims(tenant: PortalTenant): Promise<RteClaimList> {
    return this.run(tenant, async (db) => reports.rteClaims(db, await this.context(db, tenant)));
  }

  /** A report's CSV: the same rows the page shows. */
  async csv(
    tenant: PortalTenant,
    report: 'day-book' | 'defaulters' | 'collection' | 'concessions' | 'rte',
    query: { date?: string; sectionId?: string; yearId?: string },
  ): Promise<Buffer> {
    switch (report) {
      case 'day-book':
        return csvFile(reports.dayBookCsv(await this.dayBook(tenant, query.date)));
      case 'defaulters':
        return csvFile(reports.defaultersCsv(await this.defaulters(tenant, query.sectionId)));
      case 'collection':
        return csvFile(reports.collectionCsv(await this.collection(tenant, query.yearId)));
      case 'concessions':
        return csvFile(reports.concessionsCsv(await this.concessionRegister(tenant)));
      case 'rte':
        return csvFile(reports.rteCsv(await this.rteClaims(tenant)));
    }
  }

  /** Reads the file in a worker (the import's reader and limits), then matches it in the school's transaction. */
  uploadStatement(tenant: PortalTenant, caller: Caller, upload: StatementUpload): Promise<Statement> {
    return this.gate.run(tenant.id, async () => {
      const rows = await this.parser.parse(upload.file, upload.mediaType);
      const lines = creditLines(rows);
      if (!lines) throw refuse(400, 'statement_unreadable');
      return this.run(tenant, async (db) => {
        const context = await this.context(db, tenant);
        const school = await this.school(db, tenant, context);
        const id = await matchStatement(
          db,
          context,
          school,
          this.payer(caller),
          upload.fileName,
          lines,
          this.clock.now(),
        );
        return readStatement(db, tenant.id, id);
      });
    });
  }

  statements(tenant: PortalTenant): Promise<{ statements: StatementSummary[] }> {
    return this.run(tenant, async (db) => ({ statements: await listStatements(db, tenant.id) }));
  }

  statement(tenant: PortalTenant, id: string): Promise<Statement> {
    return this.run(tenant, (db) => readStatement(db, tenant.id, id));
  }

  resolveLine(
    tenant: PortalTenant,
    caller: Caller,
    id: string,
    body: LineResolution,
  ): Promise<StatementLine> {
    return this.run(tenant, async (db) => {
      const context = await this.context(db, tenant);
      const school = await this.school(db, tenant, context);
      return resolveLine(db, context, school, this.payer(caller), id, body, this.clock.now());
    });
  }
}
