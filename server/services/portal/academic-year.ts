import { academicYears } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, eq } from 'drizzle-orm';
import { notFound } from './portal-rules';

// The academic year an area works in: the school's current one, or the one asked for. Fees bill
// for it, exams assign schemes and terms in it.

export interface AcademicYear {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
}

export async function readAcademicYear(
  db: TenantDatabase,
  tenantId: string,
  yearId?: string,
): Promise<AcademicYear> {
  const [year] = await db
    .select({
      id: academicYears.id,
      name: academicYears.name,
      startsOn: academicYears.startsOn,
      endsOn: academicYears.endsOn,
    })
    .from(academicYears)
    .where(
      and(
        eq(academicYears.tenantId, tenantId),
        yearId ? eq(academicYears.id, yearId) : eq(academicYears.current, true),
      ),
    );
  if (!year) throw notFound('academic year');
  return year;
}
