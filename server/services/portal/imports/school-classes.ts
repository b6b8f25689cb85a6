import { classSections, tenantClasses, tenants } from '@server/db/schema';
import { asAppRole, type TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, sql } from 'drizzle-orm';
import { headerKey } from './columns';

// The school's classes and their sections, as a students file names them: a class by its name
// ("Class 6", "LKG", a coaching centre's course "JEE 2027") or its grade ("6"), a section (or
// batch) by its name, ignoring case and spaces; classes in the school's own order.

export interface SchoolClass {
  id: string;
  name: string;
  /** Null for a class the school added itself (LKG, a course). */
  grade: number | null;
  /** Section name as matched (headerKey) → its id. */
  sections: Map<string, string>;
  sectionNames: string[];
}

export interface SchoolClasses {
  classes: SchoolClass[];
  /** headerKey of a class name or its grade → the class. */
  byName: Map<string, SchoolClass>;
  /** A coaching centre: a student may attend several batches of a course. */
  coaching: boolean;
}

export async function loadSchoolClasses(db: TenantDatabase, tenantId: string): Promise<SchoolClasses> {
  const rows = await db
    .select({
      id: tenantClasses.id,
      name: tenantClasses.name,
      grade: tenantClasses.grade,
      sectionId: classSections.id,
      sectionName: classSections.name,
    })
    .from(tenantClasses)
    .leftJoin(
      classSections,
      and(eq(classSections.classId, tenantClasses.id), eq(classSections.tenantId, tenantId)),
    )
    .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.enabled, true)))
    .orderBy(asc(tenantClasses.position), asc(sql`lower(${classSections.name})`));
  const byId = new Map<string, SchoolClass>();
  for (const row of rows) {
    let klass = byId.get(row.id);
    if (!klass) {
      klass = { id: row.id, name: row.name, grade: row.grade, sections: new Map(), sectionNames: [] };
      byId.set(row.id, klass);
    }
    if (row.sectionId && row.sectionName) {
      klass.sections.set(headerKey(row.sectionName), row.sectionId);
      klass.sectionNames.push(row.sectionName);
    }
  }
  const classes = [...byId.values()];
  const byName = new Map<string, SchoolClass>();
  for (const klass of classes) {
    byName.set(headerKey(klass.name), klass);
    if (klass.grade !== null) byName.set(String(klass.grade), klass);
  }
  const [tenant] = await asAppRole(db, (app) =>
    app.select({ kind: tenants.kind }).from(tenants).where(eq(tenants.id, tenantId)),
  );
  return { classes, byName, coaching: tenant?.kind === 'coaching' };
}
