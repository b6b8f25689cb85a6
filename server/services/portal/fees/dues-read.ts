import type { StudentDues } from '@common/api/portal/fee-dues';
import { duesReference, upiLink } from '@common/fees/upi';
import {
  feeAllocations,
  feeConcessionRules,
  feeConcessions,
  feeHeads,
  feeLedgerEntries,
  feePlans,
  feePlanVersions,
  feeStudentCategories,
} from '@server/db/fee-tables';
import { classSections, studentBatches, studentGuardians, students, tenantClasses } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import {
  type Allocation,
  type BilledPlan,
  type Billing,
  bill,
  type ConcessionInForce,
  daysBetween,
} from './billing';
import type { StoredFeeSettings } from './settings';

// Reading what dues are derived from, for a set of students at once (one student at the counter,
// a section's list, every student for a report): one query per table, whatever the number of
// students, then billing.ts's arithmetic per student (docs/requirements/fees.md#dues-are-derived).

export interface BilledStudent {
  id: string;
  name: string;
  admissionNumber: string;
  dateOfBirth: string | null;
  status: string;
  leftOn: string | null;
  sectionId: string | null;
  sectionName: string | null;
  classId: string | null;
  className: string | null;
}

export interface StudentBilling {
  student: BilledStudent;
  billing: Billing;
}

const studentColumns = {
  id: students.id,
  name: students.name,
  admissionNumber: students.admissionNumber,
  dateOfBirth: students.dateOfBirth,
  status: students.status,
  leftOn: students.leftOn,
  sectionId: students.sectionId,
  sectionName: sql<string | null>`${tenantClasses.name} || ' ' || ${classSections.name}`,
  classId: classSections.classId,
  className: tenantClasses.name,
};

async function readStudents(
  db: TenantDatabase,
  tenantId: string,
  ids: readonly string[],
): Promise<BilledStudent[]> {
  if (ids.length === 0) return [];
  return db
    .select(studentColumns)
    .from(students)
    .leftJoin(classSections, eq(classSections.id, students.sectionId))
    .leftJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(students.tenantId, tenantId), inArray(students.id, [...ids])))
    .orderBy(asc(students.name));
}

interface PublishedPlan extends BilledPlan {
  classId: string | null;
  sectionId: string | null;
  category: string | null;
}

async function publishedPlans(
  db: TenantDatabase,
  tenantId: string,
  yearId: string,
): Promise<PublishedPlan[]> {
  const rows = await db
    .select({
      planId: feePlans.id,
      planName: feePlans.name,
      classId: feePlans.classId,
      sectionId: feePlans.sectionId,
      category: feePlans.category,
      version: feePlanVersions.version,
      effectiveFrom: feePlanVersions.effectiveFrom,
      instalments: feePlanVersions.instalments,
    })
    .from(feePlans)
    .innerJoin(feePlanVersions, eq(feePlanVersions.planId, feePlans.id))
    .where(
      and(
        eq(feePlans.tenantId, tenantId),
        eq(feePlans.yearId, yearId),
        eq(feePlanVersions.state, 'published'),
      ),
    );
  const plans = new Map<string, PublishedPlan>();
  for (const row of rows) {
    const plan = plans.get(row.planId) ?? {
      planId: row.planId,
      planName: row.planName,
      classId: row.classId,
      sectionId: row.sectionId,
      category: row.category,
      versions: [],
    };
    plan.versions.push({
      version: row.version,
      effectiveFrom: row.effectiveFrom,
      instalments: row.instalments,
    });
    plans.set(row.planId, plan);
  }
  return [...plans.values()];
}

/**
 * The plans a student pays: for each class the student is in (their section's, and each further
 * batch's), the most specific published plan: a section's over its class's, one for a category
 * the student has over one for everyone. publish() refuses two of equal specificity.
 */
export function plansFor(
  plans: readonly PublishedPlan[],
  groups: readonly { classId: string; sectionId: string }[],
  categories: ReadonlySet<string>,
): PublishedPlan[] {
  const chosen: PublishedPlan[] = [];
  for (const group of groups) {
    const fitting = plans
      .filter(
        (plan) =>
          (plan.sectionId === group.sectionId ||
            (plan.sectionId === null && plan.classId === group.classId)) &&
          (plan.category === null || categories.has(plan.category)),
      )
      .map((plan) => ({ plan, rank: (plan.sectionId ? 2 : 0) + (plan.category ? 1 : 0) }))
      .sort((a, b) => b.rank - a.rank);
    const best = fitting[0]?.plan;
    if (best && !chosen.includes(best)) chosen.push(best);
  }
  return chosen;
}

/** Students sharing a guardian with each student, with what orders them (the eldest pays in full). */
async function laterChildren(
  db: TenantDatabase,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  // In two steps, the guardians first: asked as one query with a subquery, the planner without
  // statistics (PGlite always, PostgreSQL before ANALYZE) walked every active student of the school.
  const guardianIds = (
    await db
      .selectDistinct({ guardianId: studentGuardians.guardianId })
      .from(studentGuardians)
      .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.studentId, [...ids])))
  ).map((row) => row.guardianId);
  if (guardianIds.length === 0) return new Set();
  const linked = await db
    .select({
      guardianId: studentGuardians.guardianId,
      studentId: students.id,
      status: students.status,
      dateOfBirth: students.dateOfBirth,
      admissionNumber: students.admissionNumber,
    })
    .from(studentGuardians)
    .innerJoin(students, eq(students.id, studentGuardians.studentId))
    .where(and(eq(studentGuardians.tenantId, tenantId), inArray(studentGuardians.guardianId, guardianIds)));
  const rows = linked.filter((row) => row.status === 'active');
  const families = new Map<string, typeof rows>();
  for (const row of rows) families.set(row.guardianId, [...(families.get(row.guardianId) ?? []), row]);
  const later = new Set<string>();
  for (const family of families.values()) {
    const ordered = [...family].sort(
      (a, b) =>
        (a.dateOfBirth ?? '9999-12-31').localeCompare(b.dateOfBirth ?? '9999-12-31') ||
        a.admissionNumber.localeCompare(b.admissionNumber),
    );
    for (const child of ordered.slice(1)) later.add(child.studentId);
  }
  return later;
}

async function concessionsOf(db: TenantDatabase, tenantId: string, ids: readonly string[]) {
  const granted = await db
    .select({
      studentId: feeConcessions.studentId,
      ruleName: feeConcessionRules.name,
      kind: feeConcessionRules.kind,
      mode: feeConcessionRules.mode,
      value: feeConcessionRules.value,
      headIds: feeConcessionRules.headIds,
      validFrom: feeConcessions.validFrom,
      validTo: feeConcessions.validTo,
    })
    .from(feeConcessions)
    .innerJoin(feeConcessionRules, eq(feeConcessionRules.id, feeConcessions.ruleId))
    .where(
      and(
        eq(feeConcessions.tenantId, tenantId),
        inArray(feeConcessions.studentId, [...ids]),
        isNull(feeConcessions.endedAt),
        eq(feeConcessionRules.active, true),
      ),
    );
  const rules = await db
    .select({
      ruleName: feeConcessionRules.name,
      kind: feeConcessionRules.kind,
      mode: feeConcessionRules.mode,
      value: feeConcessionRules.value,
      headIds: feeConcessionRules.headIds,
    })
    .from(feeConcessionRules)
    .where(
      and(
        eq(feeConcessionRules.tenantId, tenantId),
        eq(feeConcessionRules.kind, 'sibling'),
        eq(feeConcessionRules.active, true),
      ),
    );
  const byStudent = new Map<string, ConcessionInForce[]>();
  for (const { studentId, ...concession } of granted)
    byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), concession]);
  const sibling: ConcessionInForce[] = rules.map((rule) => ({ ...rule, validFrom: null, validTo: null }));
  return { byStudent, sibling };
}

async function allocationsOf(db: TenantDatabase, tenantId: string, ids: readonly string[]) {
  const rows = await db
    .select({
      studentId: feeAllocations.studentId,
      planId: feeAllocations.planId,
      instalmentKey: feeAllocations.instalmentKey,
      headId: feeAllocations.headId,
      amountPaise: feeAllocations.amountPaise,
      onDate: feeLedgerEntries.onDate,
    })
    .from(feeAllocations)
    .innerJoin(feeLedgerEntries, eq(feeLedgerEntries.id, feeAllocations.entryId))
    .where(and(eq(feeAllocations.tenantId, tenantId), inArray(feeAllocations.studentId, [...ids])));
  const byStudent = new Map<string, Allocation[]>();
  for (const { studentId, ...allocation } of rows)
    byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), allocation]);
  return byStudent;
}

async function groupsOf(db: TenantDatabase, tenantId: string, list: readonly BilledStudent[]) {
  const ids = list.map((student) => student.id);
  const batches = await db
    .select({
      studentId: studentBatches.studentId,
      sectionId: studentBatches.sectionId,
      classId: classSections.classId,
    })
    .from(studentBatches)
    .innerJoin(classSections, eq(classSections.id, studentBatches.sectionId))
    .where(and(eq(studentBatches.tenantId, tenantId), inArray(studentBatches.studentId, ids)));
  const categories = await db
    .select({ studentId: feeStudentCategories.studentId, category: feeStudentCategories.category })
    .from(feeStudentCategories)
    .where(and(eq(feeStudentCategories.tenantId, tenantId), inArray(feeStudentCategories.studentId, ids)));
  const groups = new Map<string, { classId: string; sectionId: string }[]>();
  for (const student of list)
    if (student.sectionId && student.classId)
      groups.set(student.id, [{ classId: student.classId, sectionId: student.sectionId }]);
  for (const batch of batches)
    groups.set(batch.studentId, [
      ...(groups.get(batch.studentId) ?? []),
      { classId: batch.classId, sectionId: batch.sectionId },
    ]);
  const categoriesOf = new Map<string, Set<string>>();
  for (const row of categories)
    categoriesOf.set(row.studentId, (categoriesOf.get(row.studentId) ?? new Set()).add(row.category));
  return { groups, categoriesOf };
}

export interface BillingContext {
  tenantId: string;
  settings: StoredFeeSettings;
  year: AcademicYear;
  today: string;
  coaching: boolean;
}

/**
 * What billing a set of students reads, read once; `billOf` works one student's dues out of it,
 * with allocations not yet written added (a statement's earlier lines, in the same pass).
 */
export interface BillingInputs {
  students: BilledStudent[];
  billOf: (student: BilledStudent, unwritten?: readonly Allocation[]) => Billing;
}

export async function readBillingInputs(
  db: TenantDatabase,
  context: BillingContext,
  ids: readonly string[],
): Promise<BillingInputs> {
  const { tenantId, settings, year, today } = context;
  const list = await readStudents(db, tenantId, ids);
  if (list.length === 0)
    return {
      students: [],
      billOf: () => {
        throw new Error('No student of these inputs');
      },
    };
  const found = list.map((student) => student.id);
  const plans = await publishedPlans(db, tenantId, year.id);
  const heads = await db
    .select({ id: feeHeads.id, name: feeHeads.name, position: feeHeads.position })
    .from(feeHeads)
    .where(eq(feeHeads.tenantId, tenantId));
  const later = await laterChildren(db, tenantId, found);
  const concessions = await concessionsOf(db, tenantId, found);
  const allocations = await allocationsOf(db, tenantId, found);
  const { groups, categoriesOf } = await groupsOf(db, tenantId, list);
  const headMap = new Map(heads.map((head) => [head.id, { name: head.name, position: head.position }]));
  const courseDays = daysBetween(year.startsOn, year.endsOn) + 1;
  const billOf = (student: BilledStudent, unwritten: readonly Allocation[] = []) => {
    const leftMidCourse = context.coaching && student.leftOn !== null && student.leftOn < year.endsOn;
    return bill({
      plans: plansFor(plans, groups.get(student.id) ?? [], categoriesOf.get(student.id) ?? new Set()),
      heads: headMap,
      concessions: [
        ...(concessions.byStudent.get(student.id) ?? []),
        ...(later.has(student.id) ? concessions.sibling : []),
      ],
      allocations: [...(allocations.get(student.id) ?? []), ...unwritten],
      fine: fineOf(settings),
      today,
      leftOn: student.leftOn,
      attendedShare:
        leftMidCourse && student.leftOn
          ? {
              attendedDays: Math.max(0, Math.min(courseDays, daysBetween(year.startsOn, student.leftOn) + 1)),
              courseDays,
            }
          : null,
      reference: (instalment) =>
        duesReference({ studentId: student.id, instalment: Math.min(instalment, 99) }),
    });
  };
  return { students: list, billOf };
}

function fineOf(settings: StoredFeeSettings) {
  return {
    kind: settings.fineKind,
    graceDays: settings.fineGraceDays,
    paise: settings.finePaise,
    capPaise: settings.fineCapPaise,
  };
}

/** Every listed student's billing for the year, in the order of their names. */
export async function billStudents(
  db: TenantDatabase,
  context: BillingContext,
  ids: readonly string[],
): Promise<StudentBilling[]> {
  const { students: list, billOf } = await readBillingInputs(db, context, ids);
  return list.map((student) => ({ student, billing: billOf(student) }));
}

/** The dues page's body for one student's billing. */
export function duesBody(
  { student, billing }: StudentBilling,
  settings: StoredFeeSettings,
  schoolName: string,
): StudentDues {
  const oldest = billing.instalments.find((instalment) => instalment.duePaise > 0);
  const link =
    settings.upiVpa && oldest && billing.dueNowPaise > 0
      ? upiLink({
          vpa: settings.upiVpa,
          payee: settings.upiPayee || schoolName,
          paise: billing.dueNowPaise,
          reference: oldest.reference,
          note: `${student.name} ${oldest.label}`.slice(0, 50),
        })
      : null;
  return {
    student: {
      id: student.id,
      name: student.name,
      admissionNumber: student.admissionNumber,
      sectionName: student.sectionName,
      status: student.status,
    },
    instalments: billing.instalments,
    billedPaise: billing.billedPaise,
    dueNowPaise: billing.dueNowPaise,
    dueYearPaise: billing.dueYearPaise,
    creditPaise: billing.creditPaise,
    upiLink: link,
    upiReference: link && oldest ? oldest.reference : null,
    officePhone: settings.officePhone,
  };
}
