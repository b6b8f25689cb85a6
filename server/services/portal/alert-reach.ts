import type { AlertReason, ReachSummary, StudentAlert } from '@common/api/portal/alerts';
import { guardianAlerts, guardians } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

// Who the school's absence alerts can reach (docs/requirements/school-day.md#absence-alerts), one
// rule for the owner's count and the students list's filter: a student is unreachable for the
// first reason that holds of no_consent (no current consent to guardian messages), no_contact (no
// guardian with an address on the school's channel), unconfirmed (no guardian confirmed theirs
// yet) and declined (every guardian with an address declined). The channel is the school's: the
// provider's phone when SMS or WhatsApp is configured, else e-mail.

/** How guardians are reached: their phone (a provider is configured) or their e-mail. */
export type ReachChannel = 'email' | 'phone';

/** The reason the `students` row of the query cannot be reached, or null when it can. */
export function reachReason(channel: ReachChannel): SQL<AlertReason | null> {
  const address = channel === 'email' ? sql.raw('g.email') : sql.raw('g.phone');
  const contactChannel = channel === 'email' ? sql`c.channel = 'email'` : sql`c.channel <> 'email'`;
  // Named in full: inside these subqueries a bare "id" would be a guardian's.
  const studentId = sql.raw('"students"."id"');
  const guardiansWithAddress = sql`from student_guardians sg join guardians g on g.id = sg.guardian_id
    where sg.student_id = ${studentId} and ${address} is not null`;
  const contactOf = sql`guardian_contacts c on c.tenant_id = g.tenant_id and ${contactChannel} and c.address = ${address}`;
  return sql<AlertReason | null>`case
    when not exists (select 1 from student_consents sc where sc.student_id = ${studentId}
      and sc.tenant_id = "students"."tenant_id" and sc.withdrawn_at is null
      and sc.purposes @> '["guardian_messages"]'::jsonb) then 'no_consent'
    when not exists (select 1 ${guardiansWithAddress}) then 'no_contact'
    when exists (select 1 from student_guardians sg join guardians g on g.id = sg.guardian_id
      join ${contactOf} where sg.student_id = ${studentId} and c.state = 'confirmed') then null
    when not exists (select 1 from student_guardians sg join guardians g on g.id = sg.guardian_id
      left join ${contactOf} where sg.student_id = ${studentId} and ${address} is not null
      and (c.state is null or c.state <> 'declined')) then 'declined'
    else 'unconfirmed' end`;
}

/** The active students, and those no alert reaches by reason. */
export async function readReach(
  db: TenantDatabase,
  tenantId: string,
  channel: ReachChannel,
): Promise<ReachSummary> {
  const reason = reachReason(channel);
  const rows = await db
    .select({ reason: sql<AlertReason | null>`reasons.reason`, n: sql<number>`count(*)::int` })
    .from(
      sql`(select ${reason} as reason from "students"
        where "students"."tenant_id" = ${tenantId} and "students"."status" = 'active') as reasons`,
    )
    .groupBy(sql`reasons.reason`);
  const reasons = { no_consent: 0, no_contact: 0, unconfirmed: 0, declined: 0 };
  let active = 0;
  for (const row of rows) {
    active += row.n;
    if (row.reason) reasons[row.reason] += row.n;
  }
  const unreachable = reasons.no_consent + reasons.no_contact + reasons.unconfirmed + reasons.declined;
  return { active, unreachable, reasons };
}

/** The alerts about one student, newest first, with whom each was for and its delivery state. */
export async function studentAlerts(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<StudentAlert[]> {
  const rows = await db
    .select({
      id: guardianAlerts.id,
      date: guardianAlerts.date,
      kind: guardianAlerts.kind,
      channel: guardianAlerts.channel,
      state: guardianAlerts.state,
      reason: guardianAlerts.reason,
      guardianName: guardians.name,
      createdAt: guardianAlerts.createdAt,
      sentAt: guardianAlerts.sentAt,
    })
    .from(guardianAlerts)
    .innerJoin(guardians, eq(guardians.id, guardianAlerts.guardianId))
    .where(and(eq(guardianAlerts.tenantId, tenantId), eq(guardianAlerts.studentId, studentId)))
    .orderBy(desc(guardianAlerts.date), desc(guardianAlerts.createdAt), guardians.name)
    .limit(200);
  return rows.map((row) => ({
    ...row,
    reason: row.reason ?? null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}
