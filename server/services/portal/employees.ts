import type { Employee, EmployeeBody, EmployeeGroup } from '@common/api/portal/employees';
import { isPlainEmail } from '@common/email';
import { checkPhone, normalizePhone } from '@common/validation';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { departments, designations, employees, portalMembers } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PortalTenant } from './portal-directory';
import { cleanName, conflict, isRealDate, notFound, uniquely } from './portal-rules';

// The school's employee records (docs/requirements/portal.md#employees): departments and
// designations (names unique in the tenant, ignoring case; not removable while an employee has
// one) and the employees themselves. Every call runs in the tenant's transaction and every query
// names the tenant too.

export type EmployeeGroupKind = 'department' | 'designation';

const GROUPS = {
  department: {
    table: departments,
    column: employees.departmentId,
    unique: 'departments_tenant_name_unique',
  },
  designation: {
    table: designations,
    column: employees.designationId,
    unique: 'designations_tenant_name_unique',
  },
} as const;

const EMAIL_UNIQUE = 'employees_tenant_email_unique';

function duplicateGroup(kind: EmployeeGroupKind, name: string) {
  return conflict('duplicate_name', `A ${kind} named ${name} already exists.`, { name });
}

function duplicateEmail(email: string) {
  return conflict('duplicate_email', { email });
}

export class EmployeeRecords {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;

  constructor(options: { database: DatabaseHandle; clock: Clock }) {
    this.database = options.database;
    this.clock = options.clock;
  }

  listGroups({ id: tenantId }: PortalTenant, kind: EmployeeGroupKind): Promise<EmployeeGroup[]> {
    const { table, column } = GROUPS[kind];
    return inTenant(this.database, tenantId, (db) =>
      db
        .select({ id: table.id, name: table.name, employeeCount: count(employees.id) })
        .from(table)
        .leftJoin(employees, and(eq(column, table.id), eq(employees.tenantId, tenantId)))
        .where(eq(table.tenantId, tenantId))
        .groupBy(table.id, table.name)
        .orderBy(asc(sql`lower(${table.name})`)),
    );
  }

  createGroup(
    { id: tenantId }: PortalTenant,
    kind: EmployeeGroupKind,
    rawName: string,
  ): Promise<EmployeeGroup> {
    const { table, unique } = GROUPS[kind];
    const name = cleanName(rawName, 'Name');
    return uniquely(
      unique,
      () => duplicateGroup(kind, name),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          await this.refuseDuplicateGroup(db, tenantId, kind, name);
          const [row] = await db
            .insert(table)
            .values({ tenantId, name, createdAt: this.clock.now() })
            .returning({ id: table.id, name: table.name });
          if (!row) throw new Error(`The ${kind} was not inserted.`);
          return { ...row, employeeCount: 0 };
        }),
    );
  }

  renameGroup(
    { id: tenantId }: PortalTenant,
    kind: EmployeeGroupKind,
    id: string,
    rawName: string,
  ): Promise<EmployeeGroup> {
    const { table, unique } = GROUPS[kind];
    const name = cleanName(rawName, 'Name');
    return uniquely(
      unique,
      () => duplicateGroup(kind, name),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const [existing] = await db
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
          if (!existing) throw notFound(kind);
          await this.refuseDuplicateGroup(db, tenantId, kind, name, id);
          const [row] = await db
            .update(table)
            .set({ name })
            .where(and(eq(table.id, id), eq(table.tenantId, tenantId)))
            .returning({ id: table.id, name: table.name });
          if (!row) throw notFound(kind);
          return { ...row, employeeCount: await this.employeesIn(db, tenantId, kind, id) };
        }),
    );
  }

  deleteGroup({ id: tenantId }: PortalTenant, kind: EmployeeGroupKind, id: string): Promise<void> {
    const { table } = GROUPS[kind];
    return inTenant(this.database, tenantId, async (db) => {
      const [row] = await db
        .select({ name: table.name })
        .from(table)
        .where(and(eq(table.id, id), eq(table.tenantId, tenantId)))
        .for('update');
      if (!row) throw notFound(kind);
      const used = await this.employeesIn(db, tenantId, kind, id);
      if (used > 0) {
        throw conflict('in_use', { kind, name: row.name, used });
      }
      await db.delete(table).where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
    });
  }

  /** Ordered by name; `memberId` is the portal member made from the employee, if any. */
  listEmployees({ id: tenantId }: PortalTenant): Promise<Employee[]> {
    return inTenant(this.database, tenantId, (db) => this.selectEmployees(db, tenantId));
  }

  createEmployee({ id: tenantId }: PortalTenant, body: EmployeeBody): Promise<Employee> {
    return this.withEmailUnique(body, () =>
      inTenant(this.database, tenantId, async (db) => {
        const values = await this.checkedEmployee(db, tenantId, body);
        const now = this.clock.now();
        const [row] = await db
          .insert(employees)
          .values({
            tenantId,
            name: values.name,
            phone: values.phone,
            email: values.email ?? null,
            departmentId: values.departmentId ?? null,
            designationId: values.designationId ?? null,
            joiningDate: values.joiningDate ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: employees.id });
        if (!row) throw new Error('The employee was not inserted.');
        return this.oneEmployee(db, tenantId, row.id);
      }),
    );
  }

  /** Name and phone are replaced; an optional field left out stays as it is, null clears it. */
  updateEmployee({ id: tenantId }: PortalTenant, id: string, body: EmployeeBody): Promise<Employee> {
    return this.withEmailUnique(body, () =>
      inTenant(this.database, tenantId, async (db) => {
        const [existing] = await db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.id, id), eq(employees.tenantId, tenantId)));
        if (!existing) throw notFound('employee');
        const values = await this.checkedEmployee(db, tenantId, body, id);
        const [row] = await db
          .update(employees)
          .set({ ...values, updatedAt: this.clock.now() })
          .where(and(eq(employees.id, id), eq(employees.tenantId, tenantId)))
          .returning({ id: employees.id });
        if (!row) throw notFound('employee');
        return this.oneEmployee(db, tenantId, row.id);
      }),
    );
  }

  deleteEmployee({ id: tenantId }: PortalTenant, id: string): Promise<void> {
    return inTenant(this.database, tenantId, async (db) => {
      const removed = await db
        .delete(employees)
        .where(and(eq(employees.id, id), eq(employees.tenantId, tenantId)))
        .returning({ id: employees.id });
      if (removed.length === 0) throw notFound('employee');
      // A member invited from this employee keeps their access; only the link to the record goes.
      await db
        .update(portalMembers)
        .set({ employeeId: null })
        .where(and(eq(portalMembers.tenantId, tenantId), eq(portalMembers.employeeId, id)));
    });
  }

  private async refuseDuplicateGroup(
    db: TenantDatabase,
    tenantId: string,
    kind: EmployeeGroupKind,
    name: string,
    exceptId?: string,
  ): Promise<void> {
    const { table } = GROUPS[kind];
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), sql`lower(${table.name}) = lower(${name})`));
    if (found && found.id !== exceptId) throw duplicateGroup(kind, name);
  }

  private async employeesIn(db: TenantDatabase, tenantId: string, kind: EmployeeGroupKind, id: string) {
    const [row] = await db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(GROUPS[kind].column, id)));
    return row?.n ?? 0;
  }

  /** The body's fields as stored, after every rule a 400 or 409 names. */
  private async checkedEmployee(db: TenantDatabase, tenantId: string, body: EmployeeBody, exceptId?: string) {
    const name = cleanName(body.name, 'Name');
    const phoneProblem = checkPhone(body.phone);
    if (phoneProblem)
      throw refuse(400, phoneProblem === 'phoneRequired' ? 'phone_required' : 'phone_invalid');
    const values: {
      name: string;
      phone: string;
      email?: string | null;
      departmentId?: string | null;
      designationId?: string | null;
      joiningDate?: string | null;
    } = { name, phone: normalizePhone(body.phone) };
    if (body.email !== undefined) {
      const email = body.email?.trim().toLowerCase() || null;
      if (email !== null && !isPlainEmail(email)) throw refuse(400, 'email_invalid');
      if (email !== null) {
        const [taken] = await db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), eq(employees.email, email)));
        if (taken && taken.id !== exceptId) throw duplicateEmail(email);
      }
      values.email = email;
    }
    for (const kind of ['department', 'designation'] as const) {
      const key = kind === 'department' ? 'departmentId' : 'designationId';
      const groupId = body[key];
      if (groupId === undefined) continue;
      if (groupId !== null) {
        const { table } = GROUPS[kind];
        // KEY SHARE, as the foreign key's own check would take: a delete of this row under way
        // finishes first (and the row is then not found: 400, not a foreign-key error), and one
        // that comes later waits for this save and then sees the employee (409 in deleteGroup).
        const [found] = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, groupId), eq(table.tenantId, tenantId)))
          .for('key share');
        if (!found) throw refuse(400, 'choice_not_of_school', { kind });
      }
      values[key] = groupId;
    }
    if (body.joiningDate !== undefined) {
      if (body.joiningDate !== null && !isRealDate(body.joiningDate))
        throw refuse(400, 'date_invalid', { field: 'The joining date' });
      values.joiningDate = body.joiningDate;
    }
    return values;
  }

  private withEmailUnique<T>(body: EmployeeBody, work: () => Promise<T>): Promise<T> {
    return uniquely(EMAIL_UNIQUE, () => duplicateEmail(body.email?.trim().toLowerCase() ?? ''), work);
  }

  private async selectEmployees(db: TenantDatabase, tenantId: string, id?: string): Promise<Employee[]> {
    const rows = await db
      .select({
        id: employees.id,
        name: employees.name,
        phone: employees.phone,
        email: employees.email,
        departmentId: employees.departmentId,
        designationId: employees.designationId,
        joiningDate: employees.joiningDate,
      })
      .from(employees)
      .where(
        id ? and(eq(employees.tenantId, tenantId), eq(employees.id, id)) : eq(employees.tenantId, tenantId),
      )
      .orderBy(asc(sql`lower(${employees.name})`), asc(employees.name), asc(employees.id));
    if (rows.length === 0) return [];
    // The members routes set a member's employee_id when they invite an employee; the earliest such
    // member is the one the employee signs in as.
    const members = await db
      .select({ id: portalMembers.id, employeeId: portalMembers.employeeId })
      .from(portalMembers)
      .where(
        and(
          eq(portalMembers.tenantId, tenantId),
          inArray(
            portalMembers.employeeId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .orderBy(desc(portalMembers.createdAt));
    const memberOf = new Map(members.map((member) => [member.employeeId, member.id]));
    return rows.map((row) => ({ ...row, memberId: memberOf.get(row.id) ?? null }));
  }

  private async oneEmployee(db: TenantDatabase, tenantId: string, id: string): Promise<Employee> {
    const [employee] = await this.selectEmployees(db, tenantId, id);
    if (!employee) throw notFound('employee');
    return employee;
  }
}
