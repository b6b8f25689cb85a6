import type {
  FeeHead,
  FeeHeadInput,
  FeeInstalment,
  FeePlan,
  FeePlanDraft,
  FeePlanSummary,
  NewFeePlan,
} from '@common/api/portal/fees';
import { feeAllocations, feeHeads, feePlans, feePlanVersions } from '@server/db/fee-tables';
import { classSections, tenantClasses } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { AcademicYear } from '../academic-year';
import { isRealDate, notFound, uniquely } from '../portal-rules';
import { billedInstalments } from './billing';

// Fee heads and plans (docs/requirements/fees.md#fee-heads-and-plans). A plan's amounts live in
// its versions: a draft is edited and may be deleted, a published version never changes (a trigger
// refuses it too), and a revision is a new version billing from its date.

const headColumns = {
  id: feeHeads.id,
  name: feeHeads.name,
  kind: feeHeads.kind,
  gstRateBp: feeHeads.gstRateBp,
  position: feeHeads.position,
};

export async function listHeads(db: TenantDatabase, tenantId: string): Promise<FeeHead[]> {
  return db
    .select(headColumns)
    .from(feeHeads)
    .where(eq(feeHeads.tenantId, tenantId))
    .orderBy(asc(feeHeads.position));
}

const nameTaken = () => refuse(409, 'fee_head_name_taken');

export async function addHead(db: TenantDatabase, tenantId: string, body: FeeHeadInput): Promise<FeeHead> {
  const name = body.name.trim();
  if (!name) throw refuse(400, 'required', { field: 'Name' });
  const [last] = await db
    .select({ position: max(feeHeads.position) })
    .from(feeHeads)
    .where(eq(feeHeads.tenantId, tenantId));
  const [head] = await uniquely('fee_heads_tenant_name_unique', nameTaken, () =>
    db
      .insert(feeHeads)
      .values({ tenantId, ...body, name, position: (last?.position ?? 0) + 1 })
      .returning(headColumns),
  );
  if (!head) throw new Error('The fee head returned no row');
  return head;
}

export async function saveHead(
  db: TenantDatabase,
  tenantId: string,
  id: string,
  body: FeeHeadInput,
): Promise<FeeHead> {
  const name = body.name.trim();
  if (!name) throw refuse(400, 'required', { field: 'Name' });
  const [head] = await uniquely('fee_heads_tenant_name_unique', nameTaken, () =>
    db
      .update(feeHeads)
      .set({ ...body, name })
      .where(and(eq(feeHeads.tenantId, tenantId), eq(feeHeads.id, id)))
      .returning(headColumns),
  );
  if (!head) throw notFound('fee head');
  return head;
}

const planColumns = {
  id: feePlans.id,
  name: feePlans.name,
  yearId: feePlans.yearId,
  classId: feePlans.classId,
  sectionId: feePlans.sectionId,
  category: feePlans.category,
  scopeName: sql<string>`coalesce(${tenantClasses.name} || coalesce(' ' || ${classSections.name}, ''), '')`,
};

function planRows(db: TenantDatabase, tenantId: string) {
  return db
    .select(planColumns)
    .from(feePlans)
    .leftJoin(classSections, eq(classSections.id, feePlans.sectionId))
    .leftJoin(
      tenantClasses,
      sql`${tenantClasses.id} = coalesce(${feePlans.classId}, ${classSections.classId})`,
    )
    .where(eq(feePlans.tenantId, tenantId))
    .$dynamic();
}

async function versionsOf(db: TenantDatabase, tenantId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({
      id: feePlanVersions.id,
      planId: feePlanVersions.planId,
      version: feePlanVersions.version,
      state: feePlanVersions.state,
      effectiveFrom: feePlanVersions.effectiveFrom,
      instalments: feePlanVersions.instalments,
      publishedAt: feePlanVersions.publishedAt,
      publishedBy: feePlanVersions.publishedBy,
    })
    .from(feePlanVersions)
    .where(and(eq(feePlanVersions.tenantId, tenantId), inArray(feePlanVersions.planId, [...planIds])))
    .orderBy(asc(feePlanVersions.version));
}

type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

function summary(
  plan: Awaited<ReturnType<typeof planRows>>[number],
  versions: readonly VersionRow[],
): FeePlanSummary {
  const published = versions.filter((version) => version.state === 'published');
  const billed = billedInstalments({ planId: plan.id, planName: plan.name, versions: published });
  return {
    ...plan,
    publishedVersion: published.at(-1)?.version ?? null,
    hasDraft: versions.some((version) => version.state === 'draft'),
    totalPaise: billed.reduce(
      (sum, { instalment }) => sum + instalment.amounts.reduce((s, amount) => s + amount.paise, 0),
      0,
    ),
  };
}

export async function listPlans(
  db: TenantDatabase,
  tenantId: string,
  year: AcademicYear,
): Promise<FeePlanSummary[]> {
  const plans = await planRows(db, tenantId)
    .where(and(eq(feePlans.tenantId, tenantId), eq(feePlans.yearId, year.id)))
    .orderBy(asc(feePlans.name));
  const versions = await versionsOf(
    db,
    tenantId,
    plans.map((plan) => plan.id),
  );
  return plans.map((plan) =>
    summary(
      plan,
      versions.filter((version) => version.planId === plan.id),
    ),
  );
}

export async function readPlan(db: TenantDatabase, tenantId: string, id: string): Promise<FeePlan> {
  const [plan] = await planRows(db, tenantId).where(
    and(eq(feePlans.tenantId, tenantId), eq(feePlans.id, id)),
  );
  if (!plan) throw notFound('fee plan');
  const versions = await versionsOf(db, tenantId, [id]);
  const [collected] = await db
    .select({ one: sql<number>`1` })
    .from(feeAllocations)
    .where(and(eq(feeAllocations.tenantId, tenantId), eq(feeAllocations.planId, id)))
    .limit(1);
  return {
    ...summary(plan, versions),
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      state: version.state,
      effectiveFrom: version.effectiveFrom,
      instalments: version.instalments,
      publishedAt: version.publishedAt?.toISOString() ?? null,
      publishedBy: version.publishedBy,
    })),
    collected: collected !== undefined,
  };
}

/** The class or section named exists in this school; a plan names exactly one of them. */
async function checkScope(db: TenantDatabase, tenantId: string, body: NewFeePlan): Promise<void> {
  if ((body.classId === null) === (body.sectionId === null)) throw refuse(400, 'fee_plan_scope');
  const [found] = body.classId
    ? await db
        .select({ id: tenantClasses.id })
        .from(tenantClasses)
        .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.id, body.classId)))
    : await db
        .select({ id: classSections.id })
        .from(classSections)
        .where(and(eq(classSections.tenantId, tenantId), eq(classSections.id, body.sectionId ?? '')));
  if (!found) throw notFound(body.classId ? 'class' : 'section');
}

export async function createPlan(
  db: TenantDatabase,
  tenantId: string,
  year: AcademicYear,
  body: NewFeePlan,
  now: Date,
): Promise<string> {
  const name = body.name.trim();
  if (!name) throw refuse(400, 'required', { field: 'Name' });
  await checkScope(db, tenantId, body);
  const [plan] = await db
    .insert(feePlans)
    .values({
      tenantId,
      yearId: year.id,
      name,
      classId: body.classId,
      sectionId: body.sectionId,
      category: body.category?.trim() || null,
      createdAt: now,
    })
    .returning({ id: feePlans.id });
  if (!plan) throw new Error('The plan returned no row');
  await db.insert(feePlanVersions).values({
    tenantId,
    planId: plan.id,
    version: 1,
    state: 'draft',
    effectiveFrom: year.startsOn,
    instalments: [{ key: 'i1', label: 'Instalment 1', dueOn: year.startsOn, amounts: [] }],
    updatedAt: now,
  });
  return plan.id;
}

/** Instalments a draft may hold: real dates, distinct keys, amounts of the school's heads, one per head. */
async function checkInstalments(db: TenantDatabase, tenantId: string, instalments: readonly FeeInstalment[]) {
  const heads = new Set((await listHeads(db, tenantId)).map((head) => head.id));
  const keys = new Set<string>();
  for (const instalment of instalments) {
    if (!isRealDate(instalment.dueOn)) throw refuse(400, 'date_invalid', { field: 'The date' });
    if (!instalment.label.trim()) throw refuse(400, 'required', { field: 'Name' });
    if (keys.has(instalment.key))
      throw refuse(400, 'fee_instalments_invalid', `Two instalments have the key ${instalment.key}.`);
    keys.add(instalment.key);
    const seen = new Set<string>();
    for (const amount of instalment.amounts) {
      if (!heads.has(amount.headId)) throw refuse(404, 'not_found', 'No such fee head.');
      if (seen.has(amount.headId))
        throw refuse(400, 'fee_instalments_invalid', 'An instalment names the same fee head twice.');
      seen.add(amount.headId);
    }
  }
}

export async function saveDraft(
  db: TenantDatabase,
  tenantId: string,
  planId: string,
  body: FeePlanDraft,
  now: Date,
): Promise<void> {
  if (!isRealDate(body.effectiveFrom)) throw refuse(400, 'date_invalid', { field: 'The start date' });
  const plan = await readPlan(db, tenantId, planId);
  await checkInstalments(db, tenantId, body.instalments);
  const instalments = body.instalments.map((instalment) => ({
    ...instalment,
    label: instalment.label.trim(),
    amounts: instalment.amounts.filter((amount) => amount.paise > 0),
  }));
  const draft = plan.versions.find((version) => version.state === 'draft');
  if (draft) {
    await db
      .update(feePlanVersions)
      .set({ effectiveFrom: body.effectiveFrom, instalments, updatedAt: now })
      .where(and(eq(feePlanVersions.tenantId, tenantId), eq(feePlanVersions.id, draft.id)));
    return;
  }
  await db.insert(feePlanVersions).values({
    tenantId,
    planId,
    version: (plan.versions.at(-1)?.version ?? 0) + 1,
    state: 'draft',
    effectiveFrom: body.effectiveFrom,
    instalments,
    updatedAt: now,
  });
}

export async function deleteDraft(db: TenantDatabase, tenantId: string, planId: string): Promise<void> {
  const deleted = await db
    .delete(feePlanVersions)
    .where(
      and(
        eq(feePlanVersions.tenantId, tenantId),
        eq(feePlanVersions.planId, planId),
        eq(feePlanVersions.state, 'draft'),
      ),
    )
    .returning({ id: feePlanVersions.id });
  if (deleted.length === 0) {
    await readPlan(db, tenantId, planId);
    throw refuse(409, 'fee_plan_no_draft');
  }
}

/**
 * Publishes the draft. Refused when it bills nothing, when another published plan of the year
 * applies to the same students with the same specificity, and (coaching) when it raises an amount
 * of a course that has started: the first version's first due date has passed.
 */
export async function publishDraft(
  db: TenantDatabase,
  tenantId: string,
  planId: string,
  coaching: boolean,
  today: string,
  by: string,
  now: Date,
): Promise<void> {
  // One publication at a time per school: the overlap check reads what another would write.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fee-plans:${tenantId}`}, 0))`);
  const plan = await readPlan(db, tenantId, planId);
  const draft = plan.versions.find((version) => version.state === 'draft');
  if (!draft) throw refuse(409, 'fee_plan_no_draft');
  if (!draft.instalments.some((instalment) => instalment.amounts.some((amount) => amount.paise > 0)))
    throw refuse(409, 'fee_plan_empty');
  const [other] = await db
    .select({ name: feePlans.name })
    .from(feePlans)
    .where(
      and(
        eq(feePlans.tenantId, tenantId),
        eq(feePlans.yearId, plan.yearId),
        ne(feePlans.id, planId),
        plan.classId ? eq(feePlans.classId, plan.classId) : eq(feePlans.sectionId, plan.sectionId ?? ''),
        plan.category === null ? sql`${feePlans.category} is null` : eq(feePlans.category, plan.category),
        sql`exists (select 1 from ${feePlanVersions} where ${feePlanVersions.planId} = ${feePlans.id} and ${feePlanVersions.state} = 'published')`,
      ),
    )
    .limit(1);
  if (other) throw refuse(409, 'fee_plan_overlaps', { other: other.name });
  const published = plan.versions.filter((version) => version.state === 'published');
  if (coaching && published.length > 0) {
    const started = published[0]?.instalments.some((instalment) => instalment.dueOn <= today);
    const before = new Map(
      billedInstalments({ planId, planName: plan.name, versions: published }).map(({ instalment }) => [
        instalment.key,
        instalment,
      ]),
    );
    const raises = draft.instalments.some((instalment) =>
      instalment.amounts.some(
        (amount) =>
          amount.paise >
          (before.get(instalment.key)?.amounts.find((a) => a.headId === amount.headId)?.paise ?? 0),
      ),
    );
    if (started && raises) throw refuse(409, 'fee_rise_mid_course');
  }
  await db
    .update(feePlanVersions)
    .set({ state: 'published', publishedAt: now, publishedBy: by, updatedAt: now })
    .where(and(eq(feePlanVersions.tenantId, tenantId), eq(feePlanVersions.id, draft.id)));
}
