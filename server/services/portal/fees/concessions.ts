import {
  CONCESSION_NEEDS_APPROVAL,
  type ConcessionEnd,
  type ConcessionGrant,
  type ConcessionRule,
  type ConcessionRuleInput,
  type StudentConcession,
} from '@common/api/portal/fee-concessions';
import { feeConcessionRules, feeConcessions } from '@server/db/fee-tables';
import { employees, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit-log';
import type { Caller } from '../caller';
import { isRealDate, notFound, uniquely } from '../portal-rules';

// Concessions are rules (docs/requirements/fees.md#concessions-are-rules): a school names each
// rule once and grants it; billing.ts applies them. A grant is ended, never deleted, so the
// concession register shows every one the school gave.

const ruleColumns = {
  id: feeConcessionRules.id,
  name: feeConcessionRules.name,
  kind: feeConcessionRules.kind,
  mode: feeConcessionRules.mode,
  value: feeConcessionRules.value,
  headIds: feeConcessionRules.headIds,
  active: feeConcessionRules.active,
};

export async function listRules(db: TenantDatabase, tenantId: string): Promise<ConcessionRule[]> {
  return db
    .select(ruleColumns)
    .from(feeConcessionRules)
    .where(eq(feeConcessionRules.tenantId, tenantId))
    .orderBy(asc(feeConcessionRules.name));
}

function checkRule(body: ConcessionRuleInput): ConcessionRuleInput {
  const name = body.name.trim();
  if (!name) throw refuse(400, 'required', { field: 'Name' });
  if (body.mode === 'percent' && body.value > 10_000)
    throw refuse(400, 'validation', 'A percentage is at most 100 % (10000 basis points).');
  // RTE 12(1)(c) is free education: the whole of every head.
  if (body.kind === 'rte') return { ...body, name, mode: 'percent', value: 10_000, headIds: [] };
  return { ...body, name };
}

const ruleNameTaken = () =>
  refuse(409, 'duplicate_name', 'A concession rule with this name already exists.', {});

export async function addRule(
  db: TenantDatabase,
  tenantId: string,
  body: ConcessionRuleInput,
): Promise<ConcessionRule> {
  const values = checkRule(body);
  const [rule] = await uniquely('fee_concession_rules_tenant_name_unique', ruleNameTaken, () =>
    db
      .insert(feeConcessionRules)
      .values({ tenantId, ...values })
      .returning(ruleColumns),
  );
  if (!rule) throw new Error('The rule returned no row');
  return rule;
}

export async function saveRule(
  db: TenantDatabase,
  tenantId: string,
  id: string,
  body: ConcessionRuleInput,
): Promise<ConcessionRule> {
  const values = checkRule(body);
  const [rule] = await uniquely('fee_concession_rules_tenant_name_unique', ruleNameTaken, () =>
    db
      .update(feeConcessionRules)
      .set(values)
      .where(and(eq(feeConcessionRules.tenantId, tenantId), eq(feeConcessionRules.id, id)))
      .returning(ruleColumns),
  );
  if (!rule) throw notFound('concession rule');
  return rule;
}

const grantColumns = {
  id: feeConcessions.id,
  ruleId: feeConcessions.ruleId,
  ruleName: feeConcessionRules.name,
  kind: feeConcessionRules.kind,
  mode: feeConcessionRules.mode,
  value: feeConcessionRules.value,
  validFrom: feeConcessions.validFrom,
  validTo: feeConcessions.validTo,
  reason: feeConcessions.reason,
  approvedBy: feeConcessions.approvedBy,
  employeeName: employees.name,
  grantedBy: feeConcessions.grantedBy,
  grantedAt: feeConcessions.grantedAt,
  endedAt: feeConcessions.endedAt,
  endReason: feeConcessions.endReason,
};

function grantRows(db: TenantDatabase) {
  return db
    .select(grantColumns)
    .from(feeConcessions)
    .innerJoin(feeConcessionRules, eq(feeConcessionRules.id, feeConcessions.ruleId))
    .leftJoin(employees, eq(employees.id, feeConcessions.employeeId))
    .$dynamic();
}

function grantBody(
  row: Awaited<ReturnType<ReturnType<typeof grantRows>['execute']>>[number],
): StudentConcession {
  return {
    ...row,
    grantedAt: row.grantedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export async function studentConcessions(db: TenantDatabase, tenantId: string, studentId: string) {
  const rows = await grantRows(db)
    .where(and(eq(feeConcessions.tenantId, tenantId), eq(feeConcessions.studentId, studentId)))
    .orderBy(desc(feeConcessions.grantedAt));
  return rows.map(grantBody);
}

async function student(db: TenantDatabase, tenantId: string, id: string) {
  const [row] = await db
    .select({ admissionNumber: students.admissionNumber, status: students.status })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
  if (!row || row.status === 'erased') throw notFound('student');
  return row;
}

export async function grantConcession(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  body: ConcessionGrant,
  now: Date,
): Promise<StudentConcession> {
  const [rule] = await db
    .select(ruleColumns)
    .from(feeConcessionRules)
    .where(and(eq(feeConcessionRules.tenantId, tenantId), eq(feeConcessionRules.id, body.ruleId)));
  if (!rule) throw notFound('concession rule');
  if (rule.kind === 'sibling') throw refuse(409, 'concession_automatic');
  const reason = body.reason.trim();
  const approvedBy = body.approvedBy.trim();
  if (CONCESSION_NEEDS_APPROVAL.includes(rule.kind) && (!reason || !approvedBy))
    throw refuse(400, 'concession_needs_approval');
  if (rule.kind === 'staff_ward') {
    if (!body.employeeId) throw refuse(400, 'concession_needs_employee');
    const [employee] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, body.employeeId)));
    if (!employee) throw notFound('employee');
  }
  if (!isRealDate(body.validFrom)) throw refuse(400, 'date_invalid', { field: 'The start date' });
  if (body.validTo !== null && (!isRealDate(body.validTo) || body.validTo < body.validFrom))
    throw refuse(400, 'date_invalid', { field: 'The end date' });
  const { admissionNumber } = await student(db, tenantId, body.studentId);
  const [grant] = await db
    .insert(feeConcessions)
    .values({
      tenantId,
      ruleId: rule.id,
      studentId: body.studentId,
      validFrom: body.validFrom,
      validTo: body.validTo,
      reason,
      approvedBy,
      employeeId: rule.kind === 'staff_ward' ? body.employeeId : null,
      grantedBy: caller.name,
      grantedAt: now,
    })
    .returning({ id: feeConcessions.id });
  if (!grant) throw new Error('The concession returned no row');
  await recordAudit(
    db,
    tenantId,
    caller,
    {
      action: 'fee_concession_granted',
      studentId: body.studentId,
      admissionNumber,
      detail: `${rule.name}${reason ? `: ${reason}` : ''}`,
    },
    now,
  );
  const [row] = await grantRows(db).where(
    and(eq(feeConcessions.tenantId, tenantId), eq(feeConcessions.id, grant.id)),
  );
  if (!row) throw new Error('The concession vanished');
  return grantBody(row);
}

export async function endConcession(
  db: TenantDatabase,
  tenantId: string,
  caller: Caller,
  id: string,
  body: ConcessionEnd,
  now: Date,
): Promise<StudentConcession> {
  const reason = body.reason.trim();
  if (!reason) throw refuse(400, 'required', { field: 'Reason' });
  const [current] = await db
    .select({
      studentId: feeConcessions.studentId,
      endedAt: feeConcessions.endedAt,
      ruleName: feeConcessionRules.name,
    })
    .from(feeConcessions)
    .innerJoin(feeConcessionRules, eq(feeConcessionRules.id, feeConcessions.ruleId))
    .where(and(eq(feeConcessions.tenantId, tenantId), eq(feeConcessions.id, id)))
    .for('update');
  if (!current) throw notFound('concession');
  if (current.endedAt) throw refuse(409, 'concession_ended');
  await db
    .update(feeConcessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(feeConcessions.tenantId, tenantId), eq(feeConcessions.id, id)));
  const { admissionNumber } = await student(db, tenantId, current.studentId);
  await recordAudit(
    db,
    tenantId,
    caller,
    {
      action: 'fee_concession_ended',
      studentId: current.studentId,
      admissionNumber,
      detail: `${current.ruleName}: ${reason}`,
    },
    now,
  );
  const [row] = await grantRows(db).where(
    and(eq(feeConcessions.tenantId, tenantId), eq(feeConcessions.id, id)),
  );
  if (!row) throw new Error('The concession vanished');
  return grantBody(row);
}
