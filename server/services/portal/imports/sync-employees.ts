import { phoneKey } from '@common/portal/phone';
import { departments, designations, employees } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { changes, emptyOutcome, type SyncBatch } from './batch-outcome';
import { changeRefused } from './change-refused';
import type { EmployeeRecord } from './check-employees';

// Employees, matched by e-mail, or (without one) by name ignoring case and phone by its last ten
// digits. A department or designation the school does not have yet is made (for the rows written
// only). Without employees.edit a row may only add an employee: one that changes an employee the
// school has is refused.

type Group = typeof departments | typeof designations;

async function groupIds(
  db: TenantDatabase,
  tenantId: string,
  table: Group,
  names: readonly string[],
  write: boolean,
  now: Date,
): Promise<Map<string, string>> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const ids = new Map<string, string>();
  if (wanted.length === 0) return ids;
  const rows = await db
    .select({ id: table.id, key: sql<string>`lower(${table.name})` })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(sql`lower(${table.name})`, wanted)));
  for (const row of rows) ids.set(row.key, row.id);
  const missing = [
    ...new Map(
      names.filter((name) => !ids.has(name.toLowerCase())).map((name) => [name.toLowerCase(), name]),
    ).values(),
  ];
  if (write && missing.length > 0) {
    const made = await db
      .insert(table)
      .values(missing.map((name) => ({ tenantId, name, createdAt: now })))
      .returning({ id: table.id, key: sql<string>`lower(${table.name})` });
    for (const row of made) ids.set(row.key, row.id);
  }
  return ids;
}

export const syncEmployees: SyncBatch<EmployeeRecord> = async (
  db,
  tenantId,
  batch,
  { write, now, mayEdit },
) => {
  const outcome = emptyOutcome();
  if (batch.length === 0) return outcome;
  const emails = batch.flatMap((record) => (record.email ? [record.email] : []));
  const names = batch.flatMap((record) => (record.email ? [] : [record.name.toLowerCase()]));
  const columns = {
    id: employees.id,
    name: employees.name,
    phone: employees.phone,
    email: employees.email,
    departmentId: employees.departmentId,
    designationId: employees.designationId,
    joiningDate: employees.joiningDate,
  };
  const byEmail =
    emails.length === 0
      ? []
      : await db
          .select(columns)
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), inArray(employees.email, emails)));
  const byName =
    names.length === 0
      ? []
      : await db
          .select(columns)
          .from(employees)
          .where(
            and(
              eq(employees.tenantId, tenantId),
              isNull(employees.email),
              inArray(sql`lower(${employees.name})`, names),
            ),
          );
  const found = new Map<string, (typeof byEmail)[number]>();
  for (const row of byEmail) if (row.email) found.set(row.email, row);
  for (const row of byName) found.set(`${row.name.toLowerCase()}|${phoneKey(row.phone) ?? row.phone}`, row);

  const departmentsOf = (rows: readonly EmployeeRecord[], make: boolean) =>
    groupIds(
      db,
      tenantId,
      departments,
      rows.flatMap((record) => record.department ?? []),
      make,
      now,
    );
  const designationsOf = (rows: readonly EmployeeRecord[], make: boolean) =>
    groupIds(
      db,
      tenantId,
      designations,
      rows.flatMap((record) => record.designation ?? []),
      make,
      now,
    );
  // In the dry run a group not made yet has no id: any non-null stand-in differs from the current one.
  const groupId = (ids: Map<string, string>, name: string | null) =>
    name === null ? null : (ids.get(name.toLowerCase()) ?? `new:${name.toLowerCase()}`);
  const wantedOf = (
    record: EmployeeRecord,
    departmentIds: Map<string, string>,
    designationIds: Map<string, string>,
  ) => ({
    name: record.name,
    phone: record.phone,
    departmentId: groupId(departmentIds, record.department),
    designationId: groupId(designationIds, record.designation),
    joiningDate: record.joiningDate,
  });
  const changedOf = (
    current: (typeof byEmail)[number],
    record: EmployeeRecord,
    wanted: ReturnType<typeof wantedOf>,
  ) => {
    const changed = changes(current, wanted);
    // The same number written another way ("+91 98765 43210") is not a change.
    if (changed.phone !== undefined && phoneKey(current.phone) === record.phoneKey) delete changed.phone;
    return changed;
  };

  // Which rows add, change or leave an employee, with every row's groups as the school has them.
  const seenDepartments = await departmentsOf(batch, false);
  const seenDesignations = await designationsOf(batch, false);
  const creates: EmployeeRecord[] = [];
  const updates: { current: (typeof byEmail)[number]; record: EmployeeRecord }[] = [];
  for (const record of batch) {
    const current = found.get(record.email ?? `${record.name.toLowerCase()}|${record.phoneKey}`);
    if (!current) {
      creates.push(record);
      continue;
    }
    const changed = changedOf(current, record, wantedOf(record, seenDepartments, seenDesignations));
    if (Object.keys(changed).length === 0) outcome.unchanged += 1;
    else if (!mayEdit) outcome.problems.push(changeRefused(record.row, 'employee', record.name, record.name));
    else updates.push({ current, record });
  }
  outcome.created = creates.length;
  outcome.updated = updates.length;
  if (!write) return outcome;

  // Groups are made for the rows written alone: a refused row makes no department.
  const written = [...creates, ...updates.map(({ record }) => record)];
  const departmentIds = await departmentsOf(written, true);
  const designationIds = await designationsOf(written, true);
  for (const { current, record } of updates) {
    await db
      .update(employees)
      .set({ ...changedOf(current, record, wantedOf(record, departmentIds, designationIds)), updatedAt: now })
      .where(and(eq(employees.id, current.id), eq(employees.tenantId, tenantId)));
  }
  if (creates.length > 0) {
    await db.insert(employees).values(
      creates.map((record) => ({
        tenantId,
        ...wantedOf(record, departmentIds, designationIds),
        email: record.email,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return outcome;
};
