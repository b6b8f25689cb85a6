import { attendanceSessions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq, gte, lt } from 'drizzle-orm';

// A section's day is its daily session, or in period mode its first period's: the session with
// the lowest period that day (period 0 is the day itself). One DISTINCT ON over the sessions'
// (section, date, period) index, for the registers and the summary alike.

export function daySessions(
  db: TenantDatabase,
  tenantId: string,
  range: { from: string; until: string; sectionId?: string },
) {
  return db.$with('day_sessions').as(
    db
      .selectDistinctOn([attendanceSessions.sectionId, attendanceSessions.date], {
        id: attendanceSessions.id,
        sectionId: attendanceSessions.sectionId,
        date: attendanceSessions.date,
        present: attendanceSessions.presentCount,
        absent: attendanceSessions.absentCount,
        late: attendanceSessions.lateCount,
      })
      .from(attendanceSessions)
      .where(
        and(
          eq(attendanceSessions.tenantId, tenantId),
          gte(attendanceSessions.date, range.from),
          lt(attendanceSessions.date, range.until),
          ...(range.sectionId ? [eq(attendanceSessions.sectionId, range.sectionId)] : []),
        ),
      )
      .orderBy(
        asc(attendanceSessions.sectionId),
        asc(attendanceSessions.date),
        asc(attendanceSessions.period),
      ),
  );
}

/** The first day of `month` (YYYY-MM) and of the month after it. */
export function monthRange(month: string): { from: string; until: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, until: `${next}-01` };
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
